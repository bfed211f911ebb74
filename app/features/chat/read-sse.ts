/**
 * The text pieces of an answer of POST /api/ai-chat (`data: {"choices":[{"delta":{"content":…}}]}`
 * lines, then `data: [DONE]`). Throws when the stream ends without [DONE]: the answer is incomplete.
 */
export async function* readChatStream(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) throw new Error("The answer ended early");
      buffered += decoder.decode(value, { stream: true });
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        if (!line.startsWith("data:")) continue;
        const payload = line.slice(5).trim();
        if (payload === "[DONE]") return;
        const event = JSON.parse(payload) as { choices?: { delta?: { content?: unknown } }[] };
        const content = event.choices?.[0]?.delta?.content;
        if (typeof content === "string" && content) yield content;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
