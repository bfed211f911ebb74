import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultBusinessFacts, type BusinessFacts } from "~/content/business";
import { languages, type Language } from "~/i18n/languages";
import en from "~/i18n/locales/en/legal";
import fi from "~/i18n/locales/fi/legal";
import sv from "~/i18n/locales/sv/legal";
import { cookieRows } from "./cookies";
import type { LegalDocument } from "./legal-document";
import { legalDocument, withdrawalFormId, type LegalInput } from "./legal-document.server";
import { legalFigures } from "./legal-figures";
import { defaultLegalAdditions } from "./owner-paragraphs.schema";
import type { SiteBehaviour } from "./site-behaviour.server";

const builtIn: SiteBehaviour = {
  payments: "test",
  aiHost: null,
  storageHost: null,
  secureCookies: false,
};

function input(overrides: Partial<LegalInput> = {}): LegalInput {
  return {
    lang: "sv",
    business: defaultBusinessFacts,
    additions: defaultLegalAdditions,
    behaviour: builtIn,
    ...overrides,
  };
}

/** Everything the page shows, as one text. */
function allText(document: LegalDocument): string {
  return JSON.stringify(document);
}

describe("the terms of sale", () => {
  it.each(languages)("name the seller from the business facts in %s", (lang: Language) => {
    const text = allText(legalDocument("terms", input({ lang })));
    expect(text).toContain(defaultBusinessFacts.name);
    expect(text).toContain(defaultBusinessFacts.businessId);
    expect(text).toContain(defaultBusinessFacts.streetAddress[lang]);
    expect(text).toContain(defaultBusinessFacts.city[lang]);
    expect(text).toContain(defaultBusinessFacts.email);
    // Delivery times come from the shop's facts, not from words typed into a text.
    expect(text).toContain(String(legalFigures.softwareHours));
    expect(text).toMatch(/14/);
  });

  it("say how payment works as the site is configured", () => {
    const text = (payments: SiteBehaviour["payments"]) =>
      allText(legalDocument("terms", input({ lang: "en", behaviour: { ...builtIn, payments } })));
    expect(text("stripe")).toContain("Stripe");
    expect(text("test")).toContain("test checkout");
    expect(text("closed")).toContain("not taking payments");
  });

  it("still read as sentences when the owner has emptied a fact", () => {
    const business: BusinessFacts = {
      ...defaultBusinessFacts,
      businessId: "",
      phone: " ",
      streetAddress: { sv: "", fi: "", en: "" },
    };
    const document = legalDocument("terms", input({ business }));
    const seller = document.sections[0]!.blocks[1]!;
    expect(seller.kind).toBe("facts");
    if (seller.kind !== "facts") return;
    const value = (label: string) => seller.rows.find((row) => row.label === label)?.value;
    expect(value("FO-nummer (Y-tunnus)")).toBe("uppgiften saknas ännu");
    expect(value("Telefon")).toBe("uppgiften saknas ännu");
    expect(value("Adress")).toBe("66900 Nykarleby");
  });
});

describe("the model withdrawal form", () => {
  const texts = { sv, fi, en };

  function formOf(document: LegalDocument) {
    const section = document.sections.find((candidate) => candidate.id === withdrawalFormId);
    const form = section?.blocks.find((block) => block.kind === "form");
    if (form?.kind !== "form") throw new Error("no model withdrawal form");
    return { section: section!, form };
  }

  it.each(languages)(
    "follows the withdrawal section in %s, addressed to the business's own facts",
    (lang) => {
      const document = legalDocument("terms", input({ lang }));
      const form = texts[lang].terms.form;
      const { section, form: block } = formOf(document);
      const ids = document.sections.map((candidate) => candidate.id);
      expect(ids.indexOf(withdrawalFormId)).toBe(ids.indexOf("angerratt") + 1);
      expect(section.heading).toBe(form.heading);
      const facts = defaultBusinessFacts;
      const country = { sv: "Finland", fi: "Suomi", en: "Finland" }[lang];
      expect(block.addressee).toBe(
        form.to.replace(
          "{{addressee}}",
          `${facts.name}, ${facts.streetAddress[lang]}, ${facts.postalCode} ${facts.city[lang]}, ${country}, ${facts.email}`,
        ),
      );
      expect(block.instruction).toBe(form.instruction);
      expect(block.lines).toEqual([
        form.notice,
        form.ordered,
        form.name,
        form.address,
        form.signature,
        form.date,
      ]);
      expect(block.note).toBe(form.note);
      expect(block.note).toMatch(/^\(\*\) /);
    },
  );

  it.each(languages)("is linked from the paragraph on how to withdraw in %s", (lang) => {
    const document = legalDocument("terms", input({ lang }));
    const withdrawal = document.sections.find((section) => section.id === "angerratt")!;
    const how = withdrawal.blocks.at(-1)!;
    expect(how.kind).toBe("link");
    if (how.kind !== "link") return;
    expect(how.link).toEqual({
      href: `#${withdrawalFormId}`,
      label: texts[lang].terms.withdrawal.howLink,
    });
    expect(how.text).toContain(defaultBusinessFacts.email);
    // The three parts read as one paragraph: text, a space, the link, the rest.
    const paragraph = `${how.text} ${how.link.label}${how.after}`;
    expect(paragraph).toContain(
      {
        sv: "Du kan använda standardformuläret för utövande av ångerrätt, men du måste inte.",
        fi: "Voit käyttää peruuttamislomakkeen mallia, mutta se ei ole pakollista.",
        en: "You may use the model withdrawal form, but you do not have to.",
      }[lang],
    );
  });

  it("leaves an emptied address or e-mail out of the addressee rather than a placeholder", () => {
    const business: BusinessFacts = {
      ...defaultBusinessFacts,
      email: " ",
      streetAddress: { sv: "", fi: "", en: "" },
      postalCode: "",
      city: { sv: "", fi: "", en: "" },
    };
    const { form } = formOf(legalDocument("terms", input({ lang: "en", business })));
    expect(form.addressee).toBe(`To ${defaultBusinessFacts.name}:`);
  });

  it("writes the owner's facts as text, whatever they contain", () => {
    const business: BusinessFacts = {
      ...defaultBusinessFacts,
      name: 'Studio <b>"Öst"</b> & {{email}}',
    };
    const { form } = formOf(legalDocument("terms", input({ lang: "sv", business })));
    // Not interpolated a second time, not escaped here (React escapes it on the page).
    expect(form.addressee).toContain('Till Studio <b>"Öst"</b> & {{email}}, Topeliusesplanaden 7');
  });
});

describe("the privacy policy", () => {
  it("names the AI service only when the chat uses one", () => {
    const without = allText(legalDocument("privacy", input({ lang: "en" })));
    expect(without).toContain("not on our server");
    expect(without).not.toContain("AI service");
    const withModel = allText(
      legalDocument(
        "privacy",
        input({ lang: "en", behaviour: { ...builtIn, aiHost: "ai.example" } }),
      ),
    );
    expect(withModel).toContain("The AI service the chat uses (ai.example)");
  });

  it("names Stripe as a recipient only when it takes the payments", () => {
    const recipients = (payments: SiteBehaviour["payments"]) =>
      allText(legalDocument("privacy", input({ behaviour: { ...builtIn, payments } })));
    expect(recipients("stripe")).toContain("Stripe (betalningsleverantör)");
    expect(recipients("test")).not.toContain("Stripe (betalningsleverantör)");
  });

  it("lists every cookie in its table, the session cookie as https names it", () => {
    const table = (secureCookies: boolean) =>
      legalDocument("privacy", input({ behaviour: { ...builtIn, secureCookies } }))
        .sections.flatMap((section) => section.blocks)
        .find((block) => block.kind === "table");
    const plain = table(false);
    expect(plain?.kind === "table" && plain.rows.map((row) => row[0])).toEqual(
      cookieRows({ secureCookies: false }).map((row) => row.name),
    );
    const secure = table(true);
    expect(secure?.kind === "table" && secure.rows[0]![0]).toBe(
      "__Secure-better-auth.session_token",
    );
  });

  it.each(languages)("states the retention periods and the authority in %s", (lang) => {
    const text = allText(legalDocument("privacy", input({ lang })));
    for (const figure of [
      legalFigures.sessionDays,
      legalFigures.orderYears,
      legalFigures.backupDays,
    ])
      expect(text).toContain(` ${figure} `);
    expect(text).toContain("tietosuoja.fi");
    expect(text).toContain(`#account-data-heading`);
  });
});

describe("the owner's paragraphs", () => {
  it("come in the page's language, else the Swedish marked as Swedish, else none", () => {
    const additions = {
      ...defaultLegalAdditions,
      terms: { sv: "Första.\n\nAndra\nrad två.", fi: "", en: "Own words." },
    };
    const sv = legalDocument("terms", input({ additions }));
    expect(sv.additions).toEqual({
      heading: "Mer från oss",
      lang: "sv",
      paragraphs: ["Första.", "Andra\nrad två."],
    });
    expect(legalDocument("terms", input({ lang: "fi", additions })).additions?.lang).toBe("sv");
    expect(legalDocument("terms", input({ lang: "en", additions })).additions).toMatchObject({
      lang: "en",
      paragraphs: ["Own words."],
    });
    expect(legalDocument("privacy", input({ additions })).additions).toBeNull();
  });
});

describe("the figures the pages state", () => {
  const read = (file: string) => fs.readFileSync(file, "utf8");

  /** The seconds a setting of auth.server.ts is written as ("60 * 60 * 24 * 30"). */
  function authSeconds(setting: RegExp): number {
    const written = read("app/features/auth/auth.server.ts").match(setting)?.[1];
    expect(written, String(setting)).toMatch(/^[\d\s*]+$/);
    return written!.split("*").reduce((product, factor) => product * Number(factor), 1);
  }

  it("are the ones the code and the deployment set", () => {
    const hour = 60 * 60;
    expect(authSeconds(/session: \{ expiresIn: ([\d\s*]+),/)).toBe(
      legalFigures.sessionDays * 24 * hour,
    );
    expect(authSeconds(/emailVerification: \{[^}]*?expiresIn: ([\d\s*]+),/)).toBe(
      legalFigures.verifyHours * hour,
    );
    expect(authSeconds(/resetPasswordTokenExpiresIn: ([\d\s*]+),/)).toBe(
      legalFigures.resetHours * hour,
    );
    expect(read("deploy/nordic-media-backup.service")).toContain(
      `-mtime +${legalFigures.backupDays} -delete`,
    );
    expect(read("app/components/layout/language-selector.tsx")).toContain(
      `Max-Age=${legalFigures.languageCookieDays * 24 * 60 * 60}`,
    );
    expect(read("app/features/home/promo-banner-cookie.ts")).toContain(
      `Max-Age=${legalFigures.promoBannerDays * 24 * 60 * 60}`,
    );
    expect(read("docs/decisions/082-what-an-erased-account-leaves.md")).toContain(
      `${legalFigures.orderYears} years from the end`,
    );
  });

  it("name the browser-storage keys the code uses", () => {
    // By purpose, not by place in the table: rows come and go (a client gallery's cookie, 101).
    const rows = cookieRows({ secureCookies: false });
    const named = (purpose: string) => rows.find((row) => row.purpose === purpose)!.name;
    expect(read("app/features/home/promo-popup.tsx")).toContain(`"${named("promoPopup")}"`);
    expect(read("app/features/booking/booking-draft.ts")).toContain(`"${named("bookingDraft")}"`);
    expect(read("app/features/chat/conversation-store.ts")).toContain(`"${named("chat")}"`);
    expect(read("app/features/galleries/public/use-picks.ts")).toContain(
      `\`${named("galleryPicks").replace("*", "${slug}")}\``,
    );
  });
});
