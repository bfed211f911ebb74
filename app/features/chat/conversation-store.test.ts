import { describe, expect, it } from "vitest";
import { chatLimits, type ChatMessage } from "./chat-limits";
import { requestMessages } from "./conversation-store";

const talk = (count: number, reply = "Svar"): ChatMessage[] =>
  Array.from({ length: count }, (_, index) =>
    index % 2 === 0
      ? { role: "user", content: `Fråga ${index}` }
      : { role: "assistant", content: reply },
  );

describe("what the widget sends", () => {
  it("is the latest 20 messages of a longer talk", () => {
    const sent = requestMessages(talk(25));
    expect(sent).toHaveLength(chatLimits.messages);
    expect(sent.at(-1)).toEqual({ role: "user", content: "Fråga 24" });
  });

  it("cuts earlier replies to what the server accepts and stays within 15 KB", () => {
    const sent = requestMessages(talk(9, "x".repeat(6000)));
    expect(sent.every((message) => message.content.length <= chatLimits.reply)).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify({ messages: sent })).length).toBeLessThanOrEqual(
      15_000,
    );
    expect(sent.at(-1)).toEqual({ role: "user", content: "Fråga 8" });
  });

  it("leaves out a reply that never got any text", () => {
    const sent = requestMessages([
      { role: "user", content: "Hej" },
      { role: "assistant", content: "" },
      { role: "user", content: "Hallå?" },
    ]);
    expect(sent.map((message) => message.content)).toEqual(["Hej", "Hallå?"]);
  });
});
