// The answer format of POST /api/ai-chat, the one OpenAI's streaming API uses: one
// `data: {"choices":[{"delta":{"content":"…"}}]}` event per piece, then `data: [DONE]`.

export function sseEvent(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
}

export const sseDone = "data: [DONE]\n\n";

/**
 * Streams the pieces as they come, then [DONE]. A consumer that goes away cancels the stream,
 * which ends the generator (its `finally` aborts whatever it was waiting for).
 */
export function sseResponse(pieces: AsyncIterable<string>): Response {
  const encoder = new TextEncoder();
  const iterator = pieces[Symbol.asyncIterator]();
  let finished = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (finished) return;
      const next = await iterator.next();
      if (next.done) {
        finished = true;
        controller.enqueue(encoder.encode(sseDone));
        controller.close();
        return;
      }
      if (next.value) controller.enqueue(encoder.encode(sseEvent(next.value)));
    },
    async cancel() {
      finished = true;
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the server's compression would hold the pieces back until the end.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

/** A finished text in pieces of a few words, as a model would stream it. */
export async function* inPieces(text: string, wordsPerPiece = 3): AsyncGenerator<string> {
  const words = text.match(/\s*\S+/g) ?? [];
  for (let index = 0; index < words.length; index += wordsPerPiece)
    yield words.slice(index, index + wordsPerPiece).join("");
}
