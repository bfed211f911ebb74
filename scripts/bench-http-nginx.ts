// The nginx of `npm run bench:http` (docs/decisions/107): deploy/nginx.conf's upstream, cache and
// `location /` on loopback without TLS, twice: one port with the shared cache, one with the same
// location but `proxy_cache off`, both in front of the one server being measured. One worker
// (the machine's two cores are shared with autocannon and the site) and no access log.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

export const nginxBinary = "/usr/sbin/nginx";

/** The parts of deploy/nginx.conf a test or a benchmark runs, found by their opening lines. */
export function deployedNginxParts(text = fs.readFileSync("deploy/nginx.conf", "utf8")) {
  const part = (pattern: RegExp, name: string) => {
    const found = pattern.exec(text)?.[1];
    if (!found) throw new Error(`deploy/nginx.conf has no ${name}`);
    return found;
  };
  return {
    upstream: part(/\n(\s*upstream nordic_media \{[\s\S]*?\n\s*\})\n/, "upstream"),
    location: part(
      /\n(\s*location \/ \{\s*\n\s*proxy_pass http:\/\/nordic_media;[\s\S]*?\n\s*\})\n/,
      "location /",
    ),
    cachePath: part(/\n\s*(proxy_cache_path [^;]+;)/, "proxy_cache_path"),
    personalMap: part(
      /\n\s*(map \$http_cookie \$nordic_media_personal \{[\s\S]*?\n\s*\})\n/,
      "map of personal requests",
    ),
  };
}

export type BenchNginx = {
  cachedPort: number;
  uncachedPort: number;
  pid: number;
  stop: () => Promise<void>;
};

export async function startBenchNginx(
  upstreamPort: number,
  cachedPort: number,
  uncachedPort: number,
): Promise<BenchNginx> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  const file = (name: string) => path.join(scratch, name);
  // Started as root, nginx's worker runs as nobody: it writes the cache and temporary files here.
  fs.chmodSync(scratch, 0o711);
  for (const dir of ["cache", "body", "proxy"]) fs.mkdirSync(file(dir), { mode: 0o777 });
  const { upstream, location, cachePath, personalMap } = deployedNginxParts();
  if (!location.includes("proxy_cache nordic_media;"))
    throw new Error("deploy/nginx.conf's location / has no proxy_cache nordic_media;");
  const conf = `
worker_processes 1;
pid ${file("nginx.pid")};
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${file("body")};
    proxy_temp_path ${file("proxy")};
    ${cachePath.replace("/var/cache/nginx/nordic-media", file("cache"))}
    ${personalMap}
    ${upstream.replace("server 127.0.0.1:3000;", `server 127.0.0.1:${upstreamPort};`)}
    server {
        listen 127.0.0.1:${cachedPort};
        ${location}
    }
    server {
        listen 127.0.0.1:${uncachedPort};
        ${location.replace("proxy_cache nordic_media;", "proxy_cache off;")}
    }
}
`;
  fs.writeFileSync(file("nginx.conf"), conf);
  const args = ["-c", file("nginx.conf"), "-e", file("error.log")];
  const check = spawnSync(nginxBinary, ["-t", ...args], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const child: ChildProcess = spawn(nginxBinary, [...args, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; ; attempt++) {
    const status = await new Promise<number>((resolve) =>
      http
        .get({ host: "127.0.0.1", port: uncachedPort, path: "/healthz" }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on("error", () => resolve(0)),
    );
    if (status === 200) break;
    if (attempt > 200 || child.exitCode !== null)
      throw new Error(`nginx did not start: ${fs.readFileSync(file("error.log"), "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  // The worker does the work: its CPU time is what a request costs nginx.
  const worker = Number(
    spawnSync("ps", ["-o", "pid=", "--ppid", String(child.pid)], { encoding: "utf8" })
      .stdout.trim()
      .split(/\s+/)[0],
  );
  return {
    cachedPort,
    uncachedPort,
    pid: worker,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}
