import { logger } from "~/lib/logger.server";
import { chatLimits, type ChatMessage } from "./chat-limits";

// A configured OpenAI-compatible chat-completions API (OpenAI, llama.cpp, Ollama, vLLM …),
// called with plain fetch and stream: true. Its pieces are relayed one by one; the key stays
// on the server (docs/decisions/055).

export type ModelSettings = { baseUrl: string; apiKey: string; model: string };

/** A provider silent this long mid-answer is given up on: the reply ends instead of hanging. */
export const idleTimeoutMs = 30_000;

/**
 * Opens the provider's stream. Null when it cannot answer at all (unreachable, an error status):
 * the caller falls back to the built-in assistant.
 */
export async function openModelStream(
  settings: ModelSettings,
  system: string,
  messages: ChatMessage[],
  signal: AbortSignal,
): Promise<{ body: ReadableStream<Uint8Array>; abort: () => void } | null> {
  const upstream = new AbortController();
  const onAbort = () => upstream.abort();
  signal.addEventListener("abort", onAbort, { once: true });
  const timer = setTimeout(() => upstream.abort(), idleTimeoutMs);
  try {
    const response = await fetch(`${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "text/event-stream",
        Authorization: `Bearer ${settings.apiKey}`,
      },
      body: JSON.stringify({
        model: settings.model,
        stream: true,
        messages: [{ role: "system", content: system }, ...messages],
      }),
      signal: upstream.signal,
    });
    if (!response.ok || !response.body) {
      logger.warn("chat model refused", { status: response.status });
      await response.body?.cancel();
      signal.removeEventListener("abort", onAbort);
      return null;
    }
    return {
      body: response.body,
      abort: () => {
        signal.removeEventListener("abort", onAbort);
        upstream.abort();
      },
    };
  } catch (error) {
    if (!signal.aborted) logger.warn("chat model unreachable", { error });
    signal.removeEventListener("abort", onAbort);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The text of one provider event line, "" for events without text, null for [DONE]. */
function pieceOf(line: string): { text: string; last: boolean } | null {
  const payload = line.slice("data:".length).trim();
  if (payload === "[DONE]") return null;
  try {
    const event = JSON.parse(payload) as {
      choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[];
    };
    const choice = event.choices?.[0];
    const text = typeof choice?.delta?.content === "string" ? choice.delta.content : "";
    return { text, last: choice?.finish_reason != null };
  } catch {
    return { text: "", last: false };
  }
}

/**
 * The provider's answer text, piece by piece. A stream that breaks, stalls for `idleTimeoutMs`
 * or closes before the provider said it was done ends with `interruptedNote`, so the visitor's
 * reply is always finished; a reply longer than the widget keeps is cut there.
 */
export async function* relayModelStream(
  stream: { body: ReadableStream<Uint8Array>; abort: () => void },
  interruptedNote: string,
): AsyncGenerator<string> {
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  let length = 0;
  let complete = false;
  try {
    reading: while (true) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stalled = new Promise<"stalled">((resolve) => {
        timer = setTimeout(() => resolve("stalled"), idleTimeoutMs);
      });
      const chunk = await Promise.race([reader.read(), stalled]).finally(() => clearTimeout(timer));
      if (chunk === "stalled" || chunk.done) break;
      buffered += decoder.decode(chunk.value, { stream: true });
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        if (!line.startsWith("data:")) continue;
        const piece = pieceOf(line);
        if (piece === null) {
          complete = true;
          break reading;
        }
        if (piece.text) {
          const allowed = piece.text.slice(0, chatLimits.reply - length);
          length += allowed.length;
          if (allowed) yield allowed;
          if (length >= chatLimits.reply) {
            complete = true;
            break reading;
          }
        }
        if (piece.last) complete = true;
      }
    }
  } catch (error) {
    logger.warn("chat model stream broke", { error: String(error) });
  } finally {
    stream.abort();
    reader.releaseLock();
  }
  if (!complete) {
    logger.warn("chat model stream ended early");
    yield `${length > 0 ? "\n\n" : ""}${interruptedNote}`;
  }
}
