import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { allResources } from "~/i18n/resources.server";
import { verifyEmail } from "~/features/mail/account-mails.server";
import { verificationLink } from "./verify-email-mail.server";

describe("the confirmation e-mail", () => {
  const url = verificationLink("https://example.com", "aaa.bbb.ccc", "fi");

  it("links to our endpoint with the token and the language of the landing page", () => {
    expect(url).toBe("https://example.com/api/auth/verify-email?token=aaa.bbb.ccc&lang=fi");
  });

  for (const language of languages) {
    it(`is written in ${language}, with the link as a button and as text`, () => {
      const texts = allResources[language].mail;
      const mail = verifyEmail({ name: "Anna <b>", url, language });
      expect(mail.subject).toBe(
        texts.verifyEmail.subject.replace("{{business}}", "Nordic Media Studio"),
      );
      expect(mail.text).toContain(texts.greeting.replace("{{name}}", "Anna <b>"));
      expect(mail.text).toContain(texts.verifyEmail.body);
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(`href="${url.replace("&", "&amp;")}"`);
      expect(mail.html).toContain("Anna &lt;b&gt;");
      expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
    });
  }
});
