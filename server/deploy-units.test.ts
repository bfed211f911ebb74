import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// The systemd units of docs/deploy.md pass `systemd-analyze verify`. They name the code's place
// on a server, /srv/nordic-media; here that is this checkout.
const run = promisify(execFile);
const analyze = "/usr/bin/systemd-analyze";
const units = ["nordic-media.service", "nordic-media-backup.service", "nordic-media-backup.timer"];

describe.skipIf(!fs.existsSync(analyze))("deploy/*.service and *.timer", () => {
  it("verify cleanly, and the service runs the server entry with Node 24", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nordic-units-"));
    try {
      for (const unit of units) {
        const text = fs.readFileSync(path.join("deploy", unit), "utf8");
        fs.writeFileSync(path.join(dir, unit), text.replaceAll("/srv/nordic-media", process.cwd()));
      }
      const { stdout, stderr } = await run(analyze, ["verify", ...units], { cwd: dir });
      expect(stdout + stderr).toBe("");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const service = fs.readFileSync("deploy/nordic-media.service", "utf8");
    expect(service).toMatch(
      /^ExecStart=\/srv\/nordic-media\/node_modules\/\.bin\/node server\/main\.ts$/m,
    );
    expect(fs.existsSync("server/main.ts")).toBe(true);
  });
});
