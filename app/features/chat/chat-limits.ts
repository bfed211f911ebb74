// Plain constants, shared by the widget and the server schema (the widget never loads zod).

export const chatLimits = {
  /** Messages per request: the widget sends the latest ones. */
  messages: 20,
  /** What a visitor may type into one message. */
  question: 1000,
  /** An earlier reply sent back as context (a model may write long answers; the widget cuts them). */
  reply: 4000,
} as const;

export const chatRoles = ["user", "assistant"] as const;
export type ChatRole = (typeof chatRoles)[number];
export type ChatMessage = { role: ChatRole; content: string };
