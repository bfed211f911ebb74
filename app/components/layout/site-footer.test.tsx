// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { gridServices } from "~/features/home/home-services";
import { seedViews } from "~/features/catalogue/seed/seed-views";
import { ServicesSection } from "~/features/home/services-section";
import { ClientTranslator } from "~/i18n/client-translator";
import type { Language } from "~/i18n/languages";
import en from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";
import sv from "~/i18n/locales/sv";
import { I18nProvider } from "~/i18n/react";
import { SiteFooter } from "./site-footer";

// The sports contracts and the freelancer pages are in no menu: every page reaches them from the
// footer, and the home page's sports clubs card leads to its page (walk-2 item 7).

const locales = { sv, fi, en };

function renderIn(lang: Language, element: React.ReactNode) {
  const texts = locales[lang];
  const missing: string[] = [];
  const i18n = new ClientTranslator(
    lang,
    { common: texts.common, home: texts.home },
    async () => ({}),
    (_l, key) => missing.push(key),
  );
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={["/"]} />
    </I18nProvider>,
  );
  return { missing };
}

afterEach(cleanup);

describe("the footer", () => {
  it.each([
    ["sv", "Samarbete", "Idrottsavtal för föreningar", "/idrottskontrakt", "/freelancer"],
    [
      "fi",
      "Yhteistyö",
      "Kausisopimukset urheiluseuroille",
      "/fi/idrottskontrakt",
      "/fi/freelancer",
    ],
    ["en", "Work with us", "Sports contracts for clubs", "/en/idrottskontrakt", "/en/freelancer"],
  ] as const)(
    "links the sports contracts and freelancer pages in %s",
    (lang, group, sports, sportsPath, freelancerPath) => {
      const { missing } = renderIn(lang, <SiteFooter />);
      const nav = screen.getByRole("navigation", { name: group });
      expect(within(nav).getByRole("link", { name: sports }).getAttribute("href")).toBe(sportsPath);
      expect(
        within(nav)
          .getByRole("link", { name: locales[lang].common.footer.links.freelancer })
          .getAttribute("href"),
      ).toBe(freelancerPath);
      expect(missing).toEqual([]);
    },
  );
});

describe("the services grid", () => {
  it("leads the sports clubs card to the sports contracts page, as the AI influencer card to its own", () => {
    const services = gridServices(seedViews("fi"));
    renderIn(
      "fi",
      <ServicesSection services={services} campaignNames={[]} vatNote="Hinnat sis. alv 25,5 %." />,
    );
    const name = (id: string) => services.find((service) => service.id === id)!.name;
    const sports = screen.getByRole("link", { name: name("sports-season") });
    expect(sports.getAttribute("href")).toBe("/fi/idrottskontrakt");
    const influencer = screen.getByRole("link", { name: name("ai-influencer") });
    expect(influencer.getAttribute("href")).toBe("/fi/ai-influencer");
  });
});
