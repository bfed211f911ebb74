// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ClientTranslator } from "~/i18n/client-translator";
import en from "~/i18n/locales/en";
import sv from "~/i18n/locales/sv";
import { I18nProvider } from "~/i18n/react";
import { PortfolioGallery } from "./portfolio-gallery";

function renderIn(lang: "sv" | "en") {
  const texts = lang === "sv" ? sv : en;
  const missing: string[] = [];
  const i18n = new ClientTranslator(
    lang,
    { common: texts.common, portfolio: texts.portfolio },
    async () => ({}),
    (_l, key) => missing.push(key),
  );
  render(
    <I18nProvider i18n={i18n}>
      <PortfolioGallery />
    </I18nProvider>,
  );
  return { missing };
}

afterEach(cleanup);

describe("the portfolio gallery", () => {
  it("filters the 32 images by category and announces the count", () => {
    const { missing } = renderIn("sv");
    const gallery = screen.getByRole("region", { name: sv.portfolio.gallery.heading });
    expect(within(gallery).getAllByRole("listitem")).toHaveLength(32);

    const sports = screen.getByRole("button", { name: sv.portfolio.categories.category3 });
    fireEvent.click(sports);
    expect(sports.getAttribute("aria-pressed")).toBe("true");
    expect(within(gallery).getAllByRole("listitem")).toHaveLength(8);
    expect(screen.getByRole("status").textContent).toBe("Visar 8 av 32 bilder");

    fireEvent.click(screen.getByRole("button", { name: sv.portfolio.gallery.all }));
    expect(within(gallery).getAllByRole("listitem")).toHaveLength(32);
    expect(missing).toEqual([]);
  });

  it("speaks English with the English texts", () => {
    const { missing } = renderIn("en");
    expect(screen.getByRole("status").textContent).toMatch(/32/);
    expect(screen.getByRole("button", { name: en.portfolio.gallery.all })).toBeTruthy();
    expect(missing).toEqual([]);
  });
});
