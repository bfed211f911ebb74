import { useCallback, useEffect, useRef, useState } from "react";
import type { Language } from "~/i18n/languages";
import type { ChatMessage } from "./chat-limits";
import { loadConversation, requestMessages, saveConversation } from "./conversation-store";
import { readChatStream } from "./read-sse";

export type SendResult = "answered" | "ignored" | "failed" | "cut";

export type Conversation = {
  messages: ChatMessage[];
  /** A question is on its way or its answer is streaming: nothing more is sent. */
  busy: boolean;
  /** Sent, but no word of the answer yet: the spinner shows. */
  waiting: boolean;
  /** The last complete answer, for the polite live region (one announcement per answer). */
  finishedReply: string;
  /**
   * "failed": nothing came back (the question is taken out again, the caller keeps its text);
   * "cut": the answer broke off part-way (what arrived stays). Both get the error message.
   */
  send: (question: string) => Promise<SendResult>;
  clear: () => void;
};

/**
 * The conversation with POST /api/ai-chat: the reply streams into the last assistant message;
 * the whole is kept in sessionStorage. A failure takes the unanswered question back out, so
 * asking again sends it once.
 */
export function useConversation(lang: Language): Conversation {
  const [messages, setMessages] = useState<ChatMessage[]>(loadConversation);
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [finishedReply, setFinishedReply] = useState("");
  const running = useRef<AbortController | null>(null);
  const closed = useRef(false);

  // Saved whenever no answer is streaming (a save per word would be wasted work).
  useEffect(() => {
    if (!busy) saveConversation(messages);
  }, [messages, busy]);

  // Closing the panel mid-answer stops the answer; what arrived so far is kept (saved below).
  useEffect(
    () => () => {
      closed.current = true;
      running.current?.abort();
    },
    [],
  );

  const send = useCallback(
    async (question: string): Promise<SendResult> => {
      const text = question.trim();
      // Blank, or an answer still running: nothing is sent.
      if (running.current || !text) return "ignored";
      const controller = new AbortController();
      running.current = controller;
      const asked: ChatMessage[] = [...messages, { role: "user", content: text }];
      setMessages(asked);
      setBusy(true);
      setWaiting(true);
      setFinishedReply("");
      let reply = "";
      try {
        const response = await fetch(`/api/ai-chat?lang=${lang}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
          body: JSON.stringify({ messages: requestMessages(asked) }),
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`Chat answered ${response.status}`);
        for await (const piece of readChatStream(response.body)) {
          reply += piece;
          const sofar = reply;
          setWaiting(false);
          setMessages([...asked, { role: "assistant", content: sofar }]);
        }
        setFinishedReply(reply);
        return "answered";
      } catch {
        if (controller.signal.aborted) {
          // Closed mid-answer: no render will save it any more. (Cleared: nothing to keep.)
          if (closed.current)
            saveConversation(reply ? [...asked, { role: "assistant", content: reply }] : asked);
          return "ignored";
        }
        if (reply) return "cut";
        setMessages(messages);
        return "failed";
      } finally {
        running.current = null;
        setBusy(false);
        setWaiting(false);
      }
    },
    [lang, messages],
  );

  const clear = useCallback(() => {
    running.current?.abort();
    setMessages([]);
    setFinishedReply("");
  }, []);

  return { messages, busy, waiting, finishedReply, send, clear };
}
