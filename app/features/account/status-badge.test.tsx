// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ClientTranslator } from "~/i18n/client-translator";
import type { Language } from "~/i18n/languages";
import en from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";
import sv from "~/i18n/locales/sv";
import { I18nProvider } from "~/i18n/react";
import { StatusBadge } from "./status-badge";

// The status on My bookings: a booking held for its deposit (decision 109) says it waits for
// the deposit, not for the studio's confirmation, which it is not yet waiting for.

const locales = { sv, fi, en };

function renderIn(lang: Language, status: string) {
  const missing: string[] = [];
  const i18n = new ClientTranslator(
    lang,
    { common: locales[lang].common, bookings: locales[lang].bookings },
    async () => ({}),
    (_l, key) => missing.push(key),
  );
  render(
    <I18nProvider i18n={i18n}>
      <StatusBadge status={status} />
    </I18nProvider>,
  );
  return { missing };
}

afterEach(cleanup);

describe("the status badge", () => {
  it.each([
    ["sv", "held", "Status: Väntar på handpenning"],
    ["fi", "held", `Tila: ${fi.bookings.status.held}`],
    ["en", "held", "Status: Awaiting deposit"],
    ["sv", "pending", "Status: Väntar på bekräftelse"],
    ["en", "declined", "Status: Declined"],
  ] as const)("in %s says what a %s booking waits for", (lang, status, text) => {
    const { missing } = renderIn(lang, status);
    expect(document.body.textContent).toBe(text);
    expect(missing).toEqual([]);
  });

  it("shows an unknown status as a request waiting, never the raw word", () => {
    renderIn("sv", "<img src=x>");
    expect(screen.getByText("Väntar på bekräftelse")).toBeTruthy();
    expect(document.body.textContent).not.toContain("img");
  });
});
