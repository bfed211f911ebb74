// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ClientTranslator } from "~/i18n/client-translator";
import type { Language } from "~/i18n/languages";
import en from "~/i18n/locales/en";
import sv from "~/i18n/locales/sv";
import { I18nProvider } from "~/i18n/react";
import { campaignTexts } from "~/lib/campaign-texts";
import PromoDialog from "./promo-dialog";
import type { CampaignOffer } from "./home-services";

// The campaign popup is drawn only in the browser (its code loads when it is due, decision 112),
// so the server's page cannot show what it says: its inputs are the home loader's `offer`
// (server/catalogue-pages.test.ts follows an owner's change into them), and this is what it
// makes of them.

const locales = { sv, en };
const campaign = { percent: 30, lastDay: "2026-12-31" };

function renderIn(lang: "sv" | "en", offer: CampaignOffer) {
  const missing: string[] = [];
  const i18n = new ClientTranslator(
    lang as Language,
    { common: locales[lang].common },
    async () => ({}),
    (_l, key) => missing.push(key),
  );
  const path = lang === "sv" ? "/" : `/${lang}`;
  const element = (
    <PromoDialog
      offer={offer}
      campaign={campaignTexts(campaign, offer.names, lang)}
      onSeen={() => {}}
    />
  );
  const Stub = createRoutesStub([{ path, Component: () => element, HydrateFallback: () => null }]);
  render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  );
  return { missing };
}

afterEach(cleanup);

describe("the campaign popup", () => {
  it("names the campaign's services mid-sentence and leads to the booking form while all are bookable", async () => {
    const { missing } = renderIn("sv", {
      names: ["Porträttfotografering", "AI-reklamfilm"],
      bookable: true,
    });
    const dialog = await screen.findByRole("dialog", { hidden: true });
    expect(dialog.textContent).toMatch(
      /Boka senast 31 december och få 30\s%\srabatt på porträttfotografering och AI-reklamfilm\./,
    );
    const cta = screen.getByRole("link", { name: "Boka med rabatt", hidden: true });
    expect(cta.getAttribute("href")).toMatch(/#boka$/);
    expect(screen.queryByRole("link", { name: "Fråga om erbjudandet", hidden: true })).toBeNull();
    expect(missing).toEqual([]);
  });

  it("asks about the offer instead when one of them cannot be booked", async () => {
    renderIn("sv", { names: ["Porträttfotografering"], bookable: false });
    const cta = await screen.findByRole("link", { name: "Fråga om erbjudandet", hidden: true });
    expect(cta.getAttribute("href")).toMatch(/#meddelande$/);
    expect(screen.queryByRole("link", { name: "Boka med rabatt", hidden: true })).toBeNull();
  });

  it("says the same in English", async () => {
    renderIn("en", { names: ["Portrait sessions"], bookable: true });
    const dialog = await screen.findByRole("dialog", { hidden: true });
    expect(dialog.textContent).toMatch(/off portrait sessions\./);
    expect(
      screen.getByRole("link", { name: "Book at the offer price", hidden: true }),
    ).toBeTruthy();
  });
});
