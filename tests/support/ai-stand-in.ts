import http from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for an OpenAI-compatible chat-completions API (POST /v1/chat/completions with
// stream: true), on a free loopback port: it streams the pieces it is told to, can hold between
// two pieces until the test releases it, break the connection part-way, or refuse.

export type StandInAnswer = {
  pieces: string[];
  /** Wait for release() after this many pieces (before breaking off, with breakAfter). */
  holdAfter?: number;
  /** Destroy the connection after this many pieces: no finish_reason, no [DONE]. */
  breakAfter?: number;
  /** Answer with this error status instead of a stream. */
  status?: number;
};

export type RecordedRequest = {
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
  };
  /** Set when the caller closed the connection before the answer was complete. */
  closedEarly: boolean;
};

export type AiStandIn = {
  url: string;
  requests: RecordedRequest[];
  /** The answer to the next request; later requests get the default one. */
  answerNext(answer: StandInAnswer): void;
  release(): void;
  stop(): Promise<void>;
};

const defaultAnswer: StandInAnswer = { pieces: ["Hej", " från", " modellen."] };

function event(content: string | null, finish: string | null = null): string {
  const delta = content === null ? {} : { content };
  return `data: ${JSON.stringify({ id: "stand-in", object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

export async function startAiStandIn(): Promise<AiStandIn> {
  const requests: RecordedRequest[] = [];
  const queued: StandInAnswer[] = [];
  let releases: (() => void)[] = [];
  let released = 0;

  const server = http.createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += String(chunk);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const recorded: RecordedRequest = {
      authorization: req.headers.authorization,
      body: JSON.parse(text) as RecordedRequest["body"],
      closedEarly: false,
    };
    requests.push(recorded);
    let complete = false;
    res.on("close", () => {
      if (!complete) recorded.closedEarly = true;
    });
    const answer = queued.shift() ?? defaultAnswer;
    if (answer.status) {
      complete = true;
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "stand-in refuses" } }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.write(event(null));
    for (const [index, piece] of answer.pieces.entries()) {
      if (index === answer.holdAfter) {
        await new Promise<void>((resolve) => {
          if (released > 0) {
            released -= 1;
            resolve();
          } else releases.push(resolve);
        });
        if (res.destroyed) return;
      }
      if (index === answer.breakAfter) {
        res.destroy();
        return;
      }
      res.write(event(piece));
    }
    res.write(event(null, "stop"));
    complete = true;
    res.end("data: [DONE]\n\n");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // Base URLs name the API version, as https://api.openai.com/v1 does.
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answerNext: (answer) => queued.push(answer),
    release() {
      const next = releases.shift();
      if (next) next();
      else released += 1;
    },
    async stop() {
      for (const resolve of releases) resolve();
      releases = [];
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
