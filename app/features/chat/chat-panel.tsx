import { clsx } from "clsx";
import { LegalLink } from "~/features/legal/legal-link";
import { Send, Trash2, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "~/components/ui/toast";
import { useBusiness } from "~/features/settings/use-settings";
import { useTranslation } from "~/i18n/react";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { chatLimits } from "./chat-limits";
import { useConversation } from "./use-conversation";
import { whatsappHref } from "./whatsapp";

/**
 * The panel's place: the whole screen on a small phone, 380×600 px above the button elsewhere,
 * shorter on a low screen so it never covers the fixed header (4rem) or the button.
 */
const chatPanelFrame =
  "fixed inset-0 z-50 flex flex-col overflow-hidden bg-ink-raised text-mist shadow-2xl shadow-black/60 sm:inset-auto sm:right-6 sm:bottom-24 sm:h-[600px] sm:max-h-[calc(100dvh-11rem)] sm:w-[380px] sm:rounded-2xl sm:border sm:border-line";

const iconButton =
  "inline-flex size-10 items-center justify-center rounded-full text-snow transition-colors hover:bg-ink/60 hover:text-aurora disabled:opacity-50";

/**
 * The chat panel: a non-modal dialog (the page stays usable beside it on a wide screen). Focus
 * moves to the question field on opening; Escape or the close button closes it and the
 * launcher gets focus back.
 */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("chat");
  const lang = useLanguage();
  const localizedPath = useLocalizedPath();
  const business = useBusiness();
  const { messages, busy, waiting, finishedReply, send, clear } = useConversation(lang);
  const [question, setQuestion] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const titleId = useId();

  useEffect(() => input.current?.focus(), []);
  // The newest words stay in view while the answer streams.
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [messages, waiting]);

  const ask = async () => {
    if (busy || !question.trim()) return;
    const asked = question;
    setQuestion("");
    const result = await send(asked);
    if (result === "failed" || result === "cut")
      toast.error(t("errorTitle"), { description: t("errorText") });
    if (result === "failed") setQuestion(asked);
  };

  const whatsapp = business.whatsapp ? whatsappHref(business.whatsapp, t("whatsappText")) : null;

  return (
    <div
      id="chat-panel"
      role="dialog"
      aria-labelledby={titleId}
      className={chatPanelFrame}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="flex items-start gap-2 border-b border-line bg-ink-soft px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold text-snow">
            {t("title")}
          </h2>
          <p className="text-xs">{t("subtitle")}</p>
        </div>
        <button
          type="button"
          className={iconButton}
          onClick={() => {
            clear();
            input.current?.focus();
          }}
          disabled={messages.length === 0}
          aria-label={t("clear")}
          title={t("clear")}
        >
          <Trash2 className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={iconButton}
          onClick={onClose}
          aria-label={t("close")}
          title={t("close")}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>

      {/* Focusable: a long answer scrolls, and a keyboard must be able to scroll it too. */}
      <ol
        ref={list}
        tabIndex={0}
        className="flex-1 space-y-3 overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:outline-aurora"
        aria-label={t("title")}
      >
        <ChatBubble from="assistant" label={t("assistant")}>
          {t("welcome", { name: business.name })}
        </ChatBubble>
        {messages.map((message, index) => (
          <ChatBubble
            key={index}
            from={message.role}
            label={message.role === "user" ? t("you") : t("assistant")}
          >
            {message.content}
          </ChatBubble>
        ))}
        {waiting && (
          <li className="flex items-center gap-2 text-sm" data-chat-waiting="">
            <span
              className="size-4 animate-spin rounded-full border-2 border-aurora/30 border-t-aurora"
              aria-hidden="true"
            />
            {t("waiting")}
          </li>
        )}
      </ol>
      {/* One announcement per finished answer, not one per streamed word. */}
      <p className="sr-only" aria-live="polite">
        {finishedReply && t("answered", { text: finishedReply })}
      </p>

      <div className="flex flex-wrap gap-2 border-t border-line px-4 pt-3 text-sm">
        {whatsapp && (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full border border-line px-3 py-1.5 font-semibold text-snow hover:border-aurora hover:text-aurora"
          >
            {t("whatsapp")}
          </a>
        )}
        <Link
          to={localizedPath("/#kontakt")}
          onClick={onClose}
          className="rounded-full border border-line px-3 py-1.5 font-semibold text-snow hover:border-aurora hover:text-aurora"
        >
          {t("contactForm")}
        </Link>
      </div>

      <form
        className="flex items-end gap-2 px-4 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          void ask();
        }}
      >
        <label htmlFor={`${titleId}-question`} className="sr-only">
          {t("inputLabel")}
        </label>
        <textarea
          id={`${titleId}-question`}
          ref={input}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line.
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void ask();
            }
          }}
          rows={2}
          maxLength={chatLimits.question}
          placeholder={t("placeholder")}
          className="min-h-11 flex-1 resize-none rounded-xl border border-line bg-ink px-3 py-2 text-base text-snow placeholder:text-mist/60 focus:border-aurora"
        />
        <button
          type="submit"
          disabled={busy || !question.trim()}
          aria-label={t("send")}
          title={t("send")}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-aurora text-ink transition-colors hover:bg-aurora-strong disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Send className="size-5" aria-hidden="true" />
        </button>
      </form>
      <p className="px-4 pb-3 text-xs">
        <LegalLink page="privacy" onClick={onClose} />
      </p>
    </div>
  );
}

function ChatBubble({
  from,
  label,
  children,
}: {
  from: "user" | "assistant";
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li
      data-chat-message={from}
      className={clsx(
        "max-w-[85%] rounded-2xl px-3 py-2 text-sm leading-relaxed whitespace-pre-wrap",
        from === "user" ? "ml-auto bg-aurora text-ink" : "bg-ink-soft text-snow",
      )}
    >
      <span className="sr-only">{label}: </span>
      {children}
    </li>
  );
}
