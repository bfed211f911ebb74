import { expect, jsonLdBlocks, test } from "./fixtures";

// The studio's town is bilingual: Finnish pages say Uusikaarlepyy (and Topeliuksenpuistikko),
// Swedish and English ones Nykarleby, in the visible text and in the structured data alike.
const readers = [
  { path: "/", city: "Nykarleby", street: "Topeliusesplanaden 7", other: "Uusikaarlepyy" },
  { path: "/fi", city: "Uusikaarlepyy", street: "Topeliuksenpuistikko 7", other: "Nykarleby" },
  { path: "/en", city: "Nykarleby", street: "Topeliusesplanaden 7", other: "Uusikaarlepyy" },
] as const;

for (const { path, city, street, other } of readers) {
  test(`${path} names the studio's town and street as its readers do`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("#kontakt")).toContainText(city);
    await expect(page.getByRole("contentinfo")).toContainText(city);
    expect(await page.locator("body").innerText()).not.toContain(other);

    const business = (await jsonLdBlocks(page)).find((block) => "address" in block);
    expect(business?.address).toMatchObject({
      streetAddress: street,
      postalCode: "66900",
      addressLocality: city,
    });
  });
}
