// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ClientTranslator } from "~/i18n/client-translator";
import type { Language } from "~/i18n/languages";
import en from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";
import sv from "~/i18n/locales/sv";
import { I18nProvider } from "~/i18n/react";
import { ServiceChoice } from "./booking-form-parts";

// The booking form names a service's deposit before the request is sent (decision 109).

const locales = { sv, fi, en };

function renderIn(lang: Language) {
  const missing: string[] = [];
  const i18n = new ClientTranslator(
    lang,
    { common: locales[lang].common, booking: locales[lang].booking },
    async () => ({}),
    (_l, key) => missing.push(key),
  );
  render(
    <I18nProvider i18n={i18n}>
      <ServiceChoice
        id="service"
        input={{ name: "serviceType" }}
        services={[
          { id: "portrait", name: "Porträtt", price: { kind: "fixed", amount: 17_500 } },
          {
            id: "wedding",
            name: "Bröllop",
            price: { kind: "fixed", amount: 150_000 },
            depositCents: 30_000,
          },
        ]}
      />
    </I18nProvider>,
  );
  return { missing };
}

afterEach(cleanup);

describe("the service choice", () => {
  it.each([
    ["sv", /Handpenning 300\s€ betalas i kassan när du bokar/],
    ["fi", /Käsiraha 300\s€ maksetaan kassalla varattaessa/],
    ["en", /A deposit of (€\s?300|300\s€) is paid at the checkout when you book/],
  ] as const)("in %s names the deposit of the service that has one, only", (lang, text) => {
    const { missing } = renderIn(lang);
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(screen.getByRole("radio", { name: text }).getAttribute("value")).toBe("wedding");
    expect(missing).toEqual([]);
  });
});
