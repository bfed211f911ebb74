import { chatLimits, chatRoles, type ChatMessage } from "./chat-limits";

// The conversation lives in this tab's sessionStorage: it survives client navigation, a reload
// and closing the panel, and is gone with the tab (docs/decisions/056).
const storageKey = "chatConversation";

function isMessage(value: unknown): value is ChatMessage {
  if (!value || typeof value !== "object") return false;
  const { role, content } = value as Record<string, unknown>;
  return chatRoles.includes(role as ChatMessage["role"]) && typeof content === "string";
}

export function loadConversation(): ChatMessage[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isMessage) : [];
  } catch {
    return [];
  }
}

export function saveConversation(messages: ChatMessage[]) {
  try {
    if (messages.length === 0) window.sessionStorage.removeItem(storageKey);
    else window.sessionStorage.setItem(storageKey, JSON.stringify(messages));
  } catch {
    // Storage full or blocked: the conversation lasts as long as the panel then.
  }
}

/** What the server accepts (chat.schema.ts): the latest messages, earlier replies cut to size. */
const maxRequestBytes = 15_000;

export function requestMessages(messages: ChatMessage[]): ChatMessage[] {
  let recent = messages
    .filter((message) => message.content.trim() !== "")
    .slice(-chatLimits.messages)
    .map((message) =>
      message.role === "assistant"
        ? { ...message, content: message.content.slice(0, chatLimits.reply) }
        : message,
    );
  const size = (list: ChatMessage[]) =>
    new TextEncoder().encode(JSON.stringify({ messages: list })).length;
  while (recent.length > 1 && size(recent) > maxRequestBytes) recent = recent.slice(1);
  return recent;
}
