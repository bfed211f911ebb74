import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodResolver } from "./zod-resolver";

const schema = z.object({
  name: z.string().min(2, "name.short").max(5, "name.long"),
  email: z.email("email.invalid"),
  address: z.object({ city: z.string().min(1, "city.required") }),
  note: z
    .string()
    .optional()
    .transform((value) => value?.trim() || null),
});

const options = { fields: {}, shouldUseNativeValidation: false };

describe("zodResolver", () => {
  it("returns the parsed (transformed) values when valid", async () => {
    const resolve = zodResolver(schema);
    const result = await resolve(
      { name: "Anna", email: "a@b.fi", address: { city: "Vasa" }, note: "  " },
      undefined,
      options,
    );
    expect(result).toEqual({
      values: { name: "Anna", email: "a@b.fi", address: { city: "Vasa" }, note: null },
      errors: {},
    });
  });

  it("gives each field its first message, translated, nested paths nested", async () => {
    const resolve = zodResolver(schema, (key) => `t(${key})`);
    const result = await resolve(
      { name: "A", email: "nope", address: { city: "" } },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: "too_small", message: "t(name.short)" },
      email: { type: "invalid_format", message: "t(email.invalid)" },
      address: { city: { type: "too_small", message: "t(city.required)" } },
    });
  });

  it("keeps the order of the schema's issues, so the first error is the first rule broken", async () => {
    const resolve = zodResolver(schema);
    const result = await resolve(
      { name: "", email: "", address: { city: "" } },
      undefined,
      options,
    );
    expect(Object.keys(result.errors)).toEqual(["name", "email", "address"]);
  });

  it("puts object-level issues under root", async () => {
    const refined = z
      .object({ a: z.string(), b: z.string() })
      .refine((v) => v.a === v.b, "mismatch");
    const result = await zodResolver(refined)({ a: "x", b: "y" }, undefined, options);
    expect(result.errors).toEqual({ root: { type: "custom", message: "mismatch" } });
  });
});
