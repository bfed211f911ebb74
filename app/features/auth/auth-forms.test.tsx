// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ClientTranslator } from "~/i18n/client-translator";
import en from "~/i18n/locales/en";
import sv from "~/i18n/locales/sv";
import { I18nProvider } from "~/i18n/react";
import type { FormFailure } from "~/lib/forms/form-result";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";

// The route-form pattern (docs/decisions/022) in a browser-like DOM: the shared schema checks in
// the page's language before anything is sent; what is sent goes to the route's action as form
// fields; a refusal from the action lands under its field.

type Posted = Record<string, string>;

function renderForm(
  lang: "sv" | "en",
  form: React.ReactNode,
  answer: (posted: Posted) => FormFailure | null,
) {
  const texts = lang === "sv" ? sv : en;
  const missing: string[] = [];
  const i18n = new ClientTranslator(
    lang,
    { common: texts.common, auth: texts.auth, api: texts.api },
    async () => ({}),
    (_l, key) => missing.push(key),
  );
  const posts: Posted[] = [];
  const Stub = createRoutesStub([
    {
      path: "/auth",
      Component: () => form,
      action: async ({ request }) => {
        const posted = Object.fromEntries(await request.formData()) as Posted;
        posts.push(posted);
        const failure = answer(posted);
        return failure ? Response.json(failure, { status: failure.status }) : null;
      },
    },
  ]);
  render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={["/auth"]} />
    </I18nProvider>,
  );
  return { posts, missing };
}

afterEach(cleanup);

describe("the login form", () => {
  it("names the wrong fields in Swedish and sends nothing", async () => {
    const { posts, missing } = renderForm(
      "sv",
      <LoginForm returnTo={null} forgotHref="?view=forgot" />,
      () => null,
    );
    fireEvent.change(screen.getByLabelText("E-postadress"), {
      target: { value: "inte-en-adress" },
    });
    fireEvent.change(screen.getByLabelText("Lösenord"), { target: { value: "123" } });
    fireEvent.click(screen.getByRole("button", { name: "Logga in" }));
    expect(await screen.findByText("Ogiltig e-postadress")).toBeTruthy();
    expect(screen.getByText("Lösenordet måste innehålla minst 6 tecken")).toBeTruthy();
    expect(screen.getByLabelText("E-postadress").getAttribute("aria-invalid")).toBe("true");
    expect(posts).toEqual([]);
    expect(missing).toEqual([]);
  });

  it("posts the fields with its intent and shows the server's refusal under the field", async () => {
    const { posts } = renderForm(
      "en",
      <LoginForm returnTo="/en/bookings" forgotHref="?view=forgot" />,
      () => ({
        intent: "sign-in",
        status: 401,
        title: "Something went wrong",
        detail: "Wrong email address or password",
        fieldErrors: { password: "Wrong email address or password" },
        values: {},
      }),
    );
    fireEvent.change(screen.getByLabelText("Email address"), {
      target: { value: "kund@example.test" },
    });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "hemligt-123" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      intent: "sign-in",
      email: "kund@example.test",
      password: "hemligt-123",
      returnTo: "/en/bookings",
    });
    expect(await screen.findByText("Wrong email address or password")).toBeTruthy();
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("the sign-up form", () => {
  it("refuses a blank name, a short phone and a short password in English", async () => {
    const { posts } = renderForm("en", <SignupForm returnTo={null} />, () => null);
    fireEvent.change(screen.getByLabelText("Email address"), {
      target: { value: "kund@example.test" },
    });
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: "040 12" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText(en.api.validation.nameTooShort)).toBeTruthy();
    expect(screen.getByText(en.api.validation.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(en.api.validation.passwordTooShort)).toBeTruthy();
    // The phone hint stays beside its error (it says which format is meant).
    expect(screen.getByText(en.auth.fields.phoneHint)).toBeTruthy();
    expect(posts).toEqual([]);
  });
});
