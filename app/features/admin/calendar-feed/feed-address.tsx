import { CalendarPlus, Copy } from "lucide-react";
import { useId, useState } from "react";
import { inputBorder, inputClass } from "~/components/forms/form-field";
import { Button, buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";

/** The feed's address for a calendar's one-tap subscribe link: webcal:// opens the calendar. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, "webcal://");
}

/**
 * The feed's address three ways (docs/decisions/105): a link that opens the calendar app, the
 * address to select, and a copy button that says aloud whether it copied. Without scripts the
 * link and the field work; the button then does nothing, and the field can still be copied.
 */
export function FeedAddress({ url }: { url: string }) {
  const { t } = useTranslation("admin");
  const id = useId();
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  };
  return (
    <div className="grid max-w-2xl gap-4">
      <div>
        <a href={webcalUrl(url)} className={buttonClass("primary")}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          {t("calendarFeed.subscribe")}
        </a>
        <p className="mt-2 text-sm text-mist">{t("calendarFeed.subscribeHint")}</p>
      </div>
      <div>
        <label htmlFor={id} className="mb-2 block text-sm font-semibold">
          {t("calendarFeed.url")}
        </label>
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} ${inputBorder(false)} font-mono text-sm`}
        />
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" onClick={copy}>
            <Copy className="size-4" aria-hidden="true" />
            {t("calendarFeed.copy")}
          </Button>
          {/* Always in the page, so a screen reader announces the change when it comes. */}
          <p role="status" className="text-sm">
            {copied === "yes"
              ? t("calendarFeed.copied")
              : copied === "no"
                ? t("calendarFeed.copyFailed")
                : ""}
          </p>
        </div>
      </div>
    </div>
  );
}

/** Short steps for the owner's phone, iPhone and Android. */
export function FeedInstructions() {
  const { t } = useTranslation("admin");
  const steps = (key: "iphone" | "android") =>
    (["step1", "step2", "step3"] as const).map((step) => t(`calendarFeed.${key}.steps.${step}`));
  return (
    <section aria-labelledby="feed-how-to" className="mt-8 max-w-2xl">
      <h2 id="feed-how-to" className="text-xl font-semibold">
        {t("calendarFeed.howTo")}
      </h2>
      <p className="mt-2 text-sm">{t("calendarFeed.pendingNote")}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {(["iphone", "android"] as const).map((key) => (
          <div key={key} className="rounded-2xl border border-line bg-ink-soft p-4">
            <h3 className="font-semibold">{t(`calendarFeed.${key}.title`)}</h3>
            <ol className="mt-2 grid list-decimal gap-2 pl-5 text-sm">
              {steps(key).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
