// The one Node process (docs/decisions/002): static assets, the React Router handler, /healthz.
import "./production-default.ts";
import { createServer } from "./app.ts";
import { config } from "../app/config.server.ts";
import { logger } from "../app/lib/logger.server.ts";

let settings;
try {
  settings = config();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}

const { server, close } = await createServer();
server.listen(settings.PORT, settings.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : settings.PORT;
  logger.info("server listening", { host: settings.HOST, port, publicUrl: settings.publicUrl });
});

// Graceful shutdown: stop accepting, let open requests finish, close resources, exit.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => {
      logger.error("shutdown timed out, exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    void close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error("shutdown failed", { error });
        process.exit(1);
      },
    );
  });
}
