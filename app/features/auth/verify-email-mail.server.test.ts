import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { allResources } from "~/i18n/resources.server";
import { verificationLink, verificationMail } from "./verify-email-mail.server";

describe("the confirmation e-mail", () => {
  const url = verificationLink("https://example.com", "aaa.bbb.ccc", "fi");

  it("links to our endpoint with the token and the language of the landing page", () => {
    expect(url).toBe("https://example.com/api/auth/verify-email?token=aaa.bbb.ccc&lang=fi");
  });

  for (const language of languages) {
    it(`is written in ${language}, with the link as a button and as text`, () => {
      const texts = allResources[language].auth.verifyEmail.mail;
      const mail = verificationMail({ name: "Anna <b>", url, language });
      expect(mail.subject).toBe(`${texts.subject} – Nordic Media Studio`);
      expect(mail.text).toContain(texts.hello.replace("{{name}}", "Anna <b>"));
      expect(mail.text).toContain(`${texts.button}:\n${url}`);
      expect(mail.html).toContain(`href="${url.replace("&", "&amp;")}"`);
      expect(mail.html).toContain("Anna &lt;b&gt;");
      expect(mail.html).toContain(`<html lang="${language}">`);
    });
  }
});
