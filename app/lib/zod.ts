import { z } from "zod";

// Zod probes `new Function` to decide whether to compile validators; our Content-Security-Policy
// forbids eval, and the probe alone is reported as a violation. Its interpreter is fast enough.
z.config({ jitless: true });

export { z };
