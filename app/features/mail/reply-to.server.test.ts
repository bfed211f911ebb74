import { describe, expect, it } from "vitest";
import { greetableName } from "./submission-mails.server";
import { outboxRow, safeReplyTo } from "./outbox.server";

describe("an owner notice's Reply-To", () => {
  it("keeps one plain address and a name on one line", () => {
    expect(safeReplyTo({ address: " anna@example.test ", name: "Anna Virtanen" })).toEqual({
      address: "anna@example.test",
      name: "Anna Virtanen",
    });
    expect(safeReplyTo({ address: "eve@example.test", name: "Eve\r\nBcc: x@y.test\t" })).toEqual({
      address: "eve@example.test",
      name: "Eve Bcc: x@y.test",
    });
    expect(safeReplyTo({ address: "kim@example.test", name: " \r\n " })).toEqual({
      address: "kim@example.test",
    });
    expect(safeReplyTo({ address: "kim@example.test", name: "x".repeat(500) })!.name).toHaveLength(
      100,
    );
  });

  it("drops an address that could add a header or a recipient", () => {
    for (const address of [
      "anna@example.test\r\nBcc: victim@example.test",
      "anna@example.test, victim@example.test",
      "Anna <anna@example.test>",
      "anna@example.test;victim@example.test",
      '"a"@example.test',
      "anna",
      "",
      `${"a".repeat(65)}@example.test`,
      "anna@exa\u0000mple.test",
    ])
      expect(safeReplyTo({ address }), JSON.stringify(address)).toBeUndefined();
    const row = outboxRow({
      to: "owner@example.test",
      subject: "s",
      text: "t",
      replyTo: { address: "a@b.test\nBcc: c@d.test" },
    });
    expect(row.message.replyTo).toBeUndefined();
  });
});

describe("the name a contact receipt greets by", () => {
  it("is a person's name, or none", () => {
    for (const name of ["Anna Virtanen", "Matti Meikäläinen", "Emma O'Brien", "Anna-Karin Ek"])
      expect(greetableName(` ${name} `)).toBe(name);
    for (const name of [
      "spam.example",
      "Visit https://x.test",
      "Anna 123",
      "<b>Eve</b>",
      "x".repeat(61),
      "Eve\nBcc: a@b.test",
      "Anna B. Virtanen",
    ])
      expect(greetableName(name), name).toBeUndefined();
  });
});
