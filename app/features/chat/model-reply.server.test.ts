import { afterEach, describe, expect, it, vi } from "vitest";
import { chatLimits } from "./chat-limits";
import { idleTimeoutMs, relayModelStream } from "./model-reply.server";

// The relay of a provider's stream, with streams made here: what the server test's stand-in
// cannot do in reasonable time (a provider that goes silent for half a minute).

const note = "(cut off)";
const event = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({ choices: [{ delta: content === null ? {} : { content }, finish_reason: finish }] })}\n\n`;

/** A provider stream that sends `texts` and then stays open, or closes when `close` is set. */
function provider(texts: string[], close = true) {
  const aborted = { value: false };
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const text of texts) controller.enqueue(encoder.encode(text));
      if (close) controller.close();
    },
  });
  return { stream: { body, abort: () => (aborted.value = true) }, aborted };
}

async function collect(pieces: AsyncGenerator<string>) {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("relaying a provider's answer", () => {
  it("passes on the text pieces only, and ends at [DONE]", async () => {
    const { stream, aborted } = provider([
      event(null),
      event("Hej"),
      ": keep-alive comment\n\n",
      event(" där"),
      event(null, "stop"),
      "data: [DONE]\n\n",
    ]);
    expect(await collect(relayModelStream(stream, note))).toEqual(["Hej", " där"]);
    expect(aborted.value).toBe(true);
  });

  it("adds the note when the stream closes before the provider finished", async () => {
    const { stream } = provider([event("Hej")]);
    expect(await collect(relayModelStream(stream, note))).toEqual(["Hej", `\n\n${note}`]);
  });

  it("gives up on a provider silent for the idle time, ends with the note, aborts it", async () => {
    vi.useFakeTimers();
    const { stream, aborted } = provider([event("Hej")], false);
    const pieces = collect(relayModelStream(stream, note));
    await vi.advanceTimersByTimeAsync(idleTimeoutMs - 1);
    expect(aborted.value).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pieces).toEqual(["Hej", `\n\n${note}`]);
    expect(aborted.value).toBe(true);
  });

  it("cuts a reply at what the widget keeps, and stops the provider there", async () => {
    const { stream, aborted } = provider([event("x".repeat(3000)), event("y".repeat(3000))], false);
    const text = (await collect(relayModelStream(stream, note))).join("");
    expect(text).toHaveLength(chatLimits.reply);
    expect(aborted.value).toBe(true);
  });
});
