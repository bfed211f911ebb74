import { describe, expect, it } from "vitest";
import { readChatStream } from "./read-sse";

/** The text's bytes in chunks of `size`: events and multi-byte letters split between chunks. */
function streamOf(text: string, size = 7) {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let start = 0; start < bytes.length; start += size)
        controller.enqueue(bytes.slice(start, start + size));
      controller.close();
    },
  });
}

const event = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

async function read(stream: ReadableStream<Uint8Array>) {
  const pieces: string[] = [];
  for await (const piece of readChatStream(stream)) pieces.push(piece);
  return pieces;
}

describe("reading an answer", () => {
  it("yields the pieces, whatever the chunks, until [DONE]", async () => {
    const whole = event("Hej") + event(" på dig – 122 €") + "data: [DONE]\n\n";
    expect(await read(streamOf(whole))).toEqual(["Hej", " på dig – 122 €"]);
  });

  it("fails when the stream ends without [DONE]", async () => {
    await expect(read(streamOf(event("Hej")))).rejects.toThrow();
  });
});
