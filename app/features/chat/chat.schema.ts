import { z } from "~/lib/zod";
import { chatLimits } from "./chat-limits";

// What POST /api/ai-chat accepts (docs/decisions/055); the widget keeps to the same limits
// (chat-limits.ts) without loading zod.
// Messages are translation keys (namespace chat); limits are interpolated as {{maximum}}.

const content = (maximum: number) =>
  z
    .string({ error: "chat:validation.content" })
    .trim()
    .min(1, "chat:validation.empty")
    .max(maximum, "chat:validation.tooLong")
    .refine((value) => !value.includes("\u0000"), "chat:validation.content");

const message = z.discriminatedUnion(
  "role",
  [
    z.strictObject(
      { role: z.literal("user"), content: content(chatLimits.question) },
      { error: "chat:validation.shape" },
    ),
    z.strictObject(
      { role: z.literal("assistant"), content: content(chatLimits.reply) },
      { error: "chat:validation.shape" },
    ),
  ],
  { error: "chat:validation.role" },
);

export const chatRequestSchema = z.strictObject(
  {
    messages: z
      .array(message, { error: "chat:validation.messages" })
      .min(1, "chat:validation.empty")
      .max(chatLimits.messages, "chat:validation.tooManyMessages")
      .refine((list) => list.at(-1)?.role === "user", "chat:validation.lastFromVisitor"),
  },
  { error: "chat:validation.messages" },
);

export type ChatRequest = z.output<typeof chatRequestSchema>;
