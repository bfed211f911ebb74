import { describe, expect, it } from "vitest";
import { passwordReset } from "./account-mails.server";

describe("password reset", () => {
  const url = "https://example.com/reset-password?token=abc&x=1";

  it("links to the reset page and says the link lasts one hour, in the customer's language", () => {
    const sv = passwordReset({ name: "Anna", url, language: "sv" });
    expect(sv.subject).toBe("Återställ ditt lösenord – Nordic Media Studio");
    expect(sv.text).toContain("Hej Anna,");
    expect(sv.text).toContain(`Välj nytt lösenord:\n${url}`);
    expect(sv.text).toContain("en timme");
    expect(sv.html).toContain('href="https://example.com/reset-password?token=abc&amp;x=1"');
    expect(sv.html).toContain(">Välj nytt lösenord</a>");

    const fi = passwordReset({ url, language: "fi" });
    expect(fi.text).toMatch(/^Hei,\n/);
    expect(fi.text).toContain("tunnin");
    expect(fi.text).toContain("66900 Uusikaarlepyy");
    const en = passwordReset({ name: "  ", url, language: "en" });
    expect(en.text).toMatch(/^Hi,\n/);
    expect(en.text).toContain("one hour");
    expect(en.text).not.toMatch(/e-mail/i);
  });

  it("is multipart: the same words in text and HTML", () => {
    const mail = passwordReset({ name: "Anna", url, language: "en" });
    for (const words of ["Reset your password", "Choose a new password", "Kind regards"])
      expect(mail.html).toContain(words);
    expect(mail.text).toContain("Kind regards\nNordic Media Studio");
    expect(mail.text.endsWith("\n")).toBe(true);
  });

  it("refuses a script URL", () => {
    expect(() => passwordReset({ url: "javascript:alert(1)", language: "en" })).toThrow();
  });
});
