// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { DepositOnCancel } from "~/features/booking/deposit-on-cancel";
import { ChangeBookingView } from "~/features/booking/change/change-booking-view";
import type { ChangePageData } from "~/features/booking/change/change-page.server";
import type { MyBooking } from "~/features/booking/my-bookings.server";
import { ClientTranslator } from "~/i18n/client-translator";
import type { Language } from "~/i18n/languages";
import en from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";
import sv from "~/i18n/locales/sv";
import { I18nProvider } from "~/i18n/react";
import { BookingCard } from "./booking-card";

// A cancel says what it does with a paid deposit before it is made (decision 109): in the
// dialog of My bookings, beside its button for a page without scripts, and on the change page;
// in each language, paid back before the cut-off, kept after it with the terms named and linked.

const locales = { sv, fi, en };
const booking: MyBooking = {
  id: "5f0c3c1e-8d0a-4b8e-9a57-0d1b2c3d4e5f",
  serviceType: "private-photography",
  serviceName: "Privatfotografering",
  bookingDate: "2026-12-03",
  bookingTime: "14:00",
  message: null,
  status: "pending",
  createdAt: "2026-11-24T08:00:00.000Z",
};
const refundable: DepositOnCancel = { amountCents: 5250, currency: "EUR", refundable: true };
const kept: DepositOnCancel = { ...refundable, refundable: false };

const texts = {
  sv: {
    refunded:
      /Avbokar du nu får du tillbaka handpenningen på 52,50\s€ till det betalsätt du använde\./,
    kept: /Avbokar du nu får du inte tillbaka handpenningen på 52,50\s€: enligt köpvillkoren betalas den tillbaka bara om du avbokar före den sista ändringstiden\./,
    terms: "Läs köpvillkoren",
    termsPath: "/kopvillkor",
    cancel: "Avboka",
  },
  fi: {
    refunded:
      /Jos perut nyt, käsiraha \(52,50\s€\) palautetaan samalle maksutavalle, jolla maksoit sen\./,
    kept: /Jos perut nyt, käsirahaa \(52,50\s€\) ei palauteta: tilaus- ja toimitusehtojen mukaan se palautetaan vain, jos perut ennen viimeistä muutosaikaa\./,
    terms: "Lue tilaus- ja toimitusehdot",
    termsPath: "/fi/kopvillkor",
    cancel: "Peru varaus",
  },
  en: {
    refunded:
      /If you cancel now, your deposit of €52\.50 is paid back to the payment method you used\./,
    kept: /If you cancel now, your deposit of €52\.50 is not paid back: under our terms of sale it is refunded only if you cancel before the change deadline\./,
    terms: "Read the terms of sale",
    termsPath: "/en/kopvillkor",
    cancel: "Cancel booking",
  },
} as const;

function renderIn(lang: Language, element: React.ReactElement) {
  const missing: string[] = [];
  const i18n = new ClientTranslator(
    lang,
    {
      common: locales[lang].common,
      bookings: locales[lang].bookings,
      booking: locales[lang].booking,
    },
    async () => ({}),
    (_l, key) => missing.push(key),
  );
  const path = lang === "sv" ? "/bookings" : `/${lang}/bookings`;
  const Stub = createRoutesStub([{ path, Component: () => element, HydrateFallback: () => null }]);
  render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  );
  return { missing };
}

const note = () => screen.findByTestId("deposit-on-cancel");

afterEach(cleanup);

describe("My bookings' cancel of a booking with a paid deposit", () => {
  it.each(["sv", "fi", "en"] as const)(
    "in %s says, beside the button and in the dialog, that it is paid back before the cut-off",
    async (lang) => {
      const { missing } = renderIn(
        lang,
        <BookingCard booking={{ ...booking, deposit: refundable }} />,
      );
      const shown = await note();
      expect(shown.textContent).toMatch(texts[lang].refunded);
      expect(within(shown).queryByRole("link")).toBeNull();
      // The button names the sentence as its description, for a screen reader too.
      const button = screen.getByRole("button", { name: new RegExp(texts[lang].cancel) });
      expect(button.getAttribute("aria-describedby")).toBe(shown.id);
      fireEvent.click(button);
      const dialog = await screen.findByRole("alertdialog", { hidden: true });
      expect(dialog.textContent).toMatch(texts[lang].refunded);
      expect(missing).toEqual([]);
    },
  );

  it.each(["sv", "fi", "en"] as const)(
    "in %s says that it is kept after the cut-off, and links the terms of sale",
    async (lang) => {
      const { missing } = renderIn(lang, <BookingCard booking={{ ...booking, deposit: kept }} />);
      const shown = await note();
      expect(shown.textContent).toMatch(texts[lang].kept);
      const link = within(shown).getByRole("link", { name: texts[lang].terms });
      expect(link.getAttribute("href")).toBe(texts[lang].termsPath);
      fireEvent.click(screen.getByRole("button", { name: new RegExp(texts[lang].cancel) }));
      const dialog = await screen.findByRole("alertdialog", { hidden: true });
      expect(dialog.textContent).toMatch(texts[lang].kept);
      expect(missing).toEqual([]);
    },
  );

  it("says nothing of a deposit where none was paid", async () => {
    renderIn("sv", <BookingCard booking={booking} />);
    const button = await screen.findByRole("button", { name: /Avboka/ });
    expect(screen.queryByTestId("deposit-on-cancel")).toBeNull();
    expect(button.getAttribute("aria-describedby")).toBeNull();
    fireEvent.click(button);
    const dialog = await screen.findByRole("alertdialog", { hidden: true });
    expect(dialog.textContent).not.toMatch(/handpenning/i);
  });

  it("offers no note on a confirmed booking, which is cancelled on its change page", async () => {
    renderIn(
      "sv",
      <BookingCard booking={{ ...booking, status: "confirmed", deposit: refundable }} />,
    );
    await screen.findByRole("link", { name: /Flytta eller avboka/ });
    expect(screen.queryByTestId("deposit-on-cancel")).toBeNull();
  });
});

function changePage(deposit: DepositOnCancel | null, canMove: boolean): ChangePageData {
  return {
    key: "k",
    booking: { ...booking, serviceName: undefined },
    canMove,
    canCancel: true,
    deposit,
    deadline: { date: "2026-12-01", time: "14:00" },
    contact: { email: "info@example.com", phone: "+358 40 123 4567" },
    days: [],
    earlier: null,
    later: null,
    signedIn: false,
  };
}

describe("the change page's cancel of a booking with a paid deposit", () => {
  it.each(["sv", "fi", "en"] as const)(
    "in %s says it is paid back before the cut-off",
    async (lang) => {
      const { missing } = renderIn(lang, <ChangeBookingView data={changePage(refundable, true)} />);
      const shown = await note();
      expect(shown.textContent).toMatch(texts[lang].refunded);
      expect(missing).toEqual([]);
    },
  );

  it.each(["sv", "fi", "en"] as const)(
    "in %s says a request withdrawn after the cut-off keeps it",
    async (lang) => {
      const { missing } = renderIn(lang, <ChangeBookingView data={changePage(kept, false)} />);
      const shown = await note();
      expect(shown.textContent).toMatch(texts[lang].kept);
      expect(within(shown).getByRole("link", { name: texts[lang].terms })).toBeTruthy();
      expect(missing).toEqual([]);
    },
  );

  it("says nothing of a deposit where none was paid", async () => {
    renderIn("sv", <ChangeBookingView data={changePage(null, true)} />);
    await screen.findByRole("button", { name: /Avboka bokningen/ });
    expect(screen.queryByTestId("deposit-on-cancel")).toBeNull();
  });
});
