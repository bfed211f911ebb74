// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { portfolioItems } from "~/content/portfolio";
import { ClientTranslator } from "~/i18n/client-translator";
import en from "~/i18n/locales/en";
import sv from "~/i18n/locales/sv";
import { I18nProvider } from "~/i18n/react";
import { PortfolioGallery } from "./portfolio-gallery";
import type { PortfolioPicture } from "./portfolio-pictures";

// The library's pictures as the loader gives them: here the seed's 32, eight per category.
const pictures: PortfolioPicture[] = portfolioItems.map((item, index) => ({
  id: `photo-${index}`,
  category: item.category,
  caption: sv.portfolio.items[item.id].title,
  alt: sv.portfolio.items[item.id].alt,
  width: 1200,
  height: 900,
  avif: `/media/photos/${index}/v/thumbnail-480.avif 480w, /media/photos/${index}/v/preview-1200.avif 1200w`,
  webp: `/media/photos/${index}/v/thumbnail-480.webp 480w, /media/photos/${index}/v/preview-1200.webp 1200w`,
  src: `/media/photos/${index}/v/preview-1200.webp`,
}));

function renderIn(lang: "sv" | "en", shown = pictures) {
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
      <PortfolioGallery pictures={shown} />
    </I18nProvider>,
  );
  return { missing };
}

afterEach(cleanup);

describe("the portfolio gallery", () => {
  it("filters the pictures by category and announces the count", () => {
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

  it("gives every picture its size, its sources and a link to its largest size", () => {
    renderIn("sv");
    const image = screen.getByAltText(pictures[3]!.alt);
    expect(image.getAttribute("width")).toBe("1200");
    expect(image.getAttribute("height")).toBe("900");
    expect(image.closest("a")!.getAttribute("href")).toBe("/media/photos/3/v/preview-1200.webp");
    expect(
      image.parentElement!.querySelector("source[type='image/avif']")!.getAttribute("srcset"),
    ).toBe(pictures[3]!.avif);
    expect(screen.getByText(pictures[3]!.caption)).toBeTruthy();
  });

  it("speaks English with the English texts, and works with no picture at all", () => {
    const { missing } = renderIn("en", []);
    expect(screen.getByRole("status").textContent).toBe("Showing 0 of 0 photos");
    expect(screen.getByRole("button", { name: en.portfolio.gallery.all })).toBeTruthy();
    expect(missing).toEqual([]);
  });
});
