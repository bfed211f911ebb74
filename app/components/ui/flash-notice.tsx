import { CircleAlert, CircleCheck } from "lucide-react";
import type { ShownFlash } from "~/lib/forms/flash";
import { FlashText } from "./flash-message";

/**
 * The flash message as the server draws it where the toasts appear, so a page that was posted
 * without scripts still says what happened (flash-message.tsx makes it a toast once scripts run).
 */
export function FlashNotice({ flash }: { flash: ShownFlash }) {
  const Icon = flash.kind === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={flash.kind === "error" ? "alert" : "status"}
      className="fixed right-4 bottom-4 z-50 flex max-w-sm gap-3 rounded-xl border border-line bg-ink-raised p-4 text-sm shadow-2xl shadow-black/50"
    >
      <Icon
        className={`mt-0.5 size-5 shrink-0 ${flash.kind === "error" ? "text-red-300" : "text-aurora"}`}
        aria-hidden="true"
      />
      <div>
        <p className="font-semibold text-snow">{flash.title}</p>
        <FlashText flash={flash} />
      </div>
    </div>
  );
}
