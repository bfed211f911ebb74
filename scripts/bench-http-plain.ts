// The yardstick of `npm run bench:http`: a plain node:http server that answers each path with the
// status, headers and bytes the real server sent for it, from memory. Run by scripts/bench-http.ts
// in its own process (so it does not share an event loop with autocannon), it prints its port.
import fs from "node:fs";
import http from "node:http";

export type PlainAnswer = { status: number; headers: [string, string][]; body: string };

const file = process.argv[2];
if (!file) throw new Error("usage: bench-http-plain.ts <answers.json>");
const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, PlainAnswer>).map(
    ([path, answer]) => [path, { ...answer, body: Buffer.from(answer.body, "base64") }],
  ),
);

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url ?? "");
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers.flat());
  res.end(answer.body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`${typeof address === "object" && address ? address.port : 0}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
