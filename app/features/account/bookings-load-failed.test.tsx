// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LazyToaster } from "~/components/ui/lazy-toaster";
import type { PublicBooking } from "~/features/booking/booking.server";
import { ClientTranslator } from "~/i18n/client-translator";
import fi from "~/i18n/locales/fi";
import sv from "~/i18n/locales/sv";
import { I18nProvider } from "~/i18n/react";
import { BookingList } from "./booking-list";
import { BookingsFrame, BookingsLoadFailed } from "./bookings-frame";

// My bookings when its loader fails (app/routes/bookings.tsx throws a 503 when the database read
// fails; a client navigation whose data does not arrive fails the same way): the page's own
// boundary keeps the page, says what the spec says, and its retry loads the page again.

const booking: PublicBooking = {
  id: "b1",
  serviceType: "portrait",
  bookingDate: "2026-12-01",
  bookingTime: "10:00",
  message: null,
  status: "pending",
  createdAt: "2026-11-24T08:00:00.000Z",
};

function renderPage(lang: "sv" | "fi", failures: number) {
  const texts = lang === "sv" ? sv : fi;
  const missing: string[] = [];
  const i18n = new ClientTranslator(
    lang,
    { common: texts.common, bookings: texts.bookings, booking: texts.booking },
    async () => ({}),
    (_l, key) => missing.push(key),
  );
  let loads = 0;
  const path = lang === "sv" ? "/bookings" : "/fi/bookings";
  const Stub = createRoutesStub([
    {
      path,
      loader: () => {
        loads += 1;
        if (loads <= failures) throw new Error('relation "bookings" does not exist');
        return { bookings: [booking] };
      },
      Component: () => (
        <BookingsFrame>
          <BookingList bookings={(useLoaderData() as { bookings: PublicBooking[] }).bookings} />
        </BookingsFrame>
      ),
      ErrorBoundary: BookingsLoadFailed,
      HydrateFallback: () => null,
    },
  ]);
  render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
      <LazyToaster />
    </I18nProvider>,
  );
  return { missing, loads: () => loads };
}

afterEach(cleanup);

describe("My bookings when the bookings cannot be read", () => {
  it("keeps the page, shows the spec's toast and a notice, and the retry loads the list", async () => {
    const { missing, loads } = renderPage("sv", 1);
    expect(await screen.findByRole("heading", { level: 1, name: "Mina bokningar" })).toBeTruthy();
    const notice = screen.getByRole("alert");
    expect(
      within(notice).getByRole("heading", { name: "Kunde inte hämta bokningar" }),
    ).toBeTruthy();
    expect(notice.textContent).toContain("Dina bokningar kunde inte hämtas just nu.");
    // The toast of the spec ("destructive toast 'Kunde inte hämta bokningar'").
    const toast = await waitFor(() => {
      const found = document.querySelector("[data-sonner-toast]");
      if (!found) throw new Error("no toast yet");
      return found as HTMLElement;
    });
    expect(toast.getAttribute("data-type")).toBe("error");
    expect(toast.textContent).toContain("Kunde inte hämta bokningar");
    // The generic error page is not shown.
    expect(screen.queryByText(sv.common.error.heading)).toBeNull();

    const retry = screen.getByRole("link", { name: "Försök igen" });
    expect(retry.getAttribute("href")).toBe("/bookings");
    fireEvent.click(retry);
    expect(
      await screen.findByRole("heading", { name: "Porträtt och professionella bilder" }),
    ).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(loads()).toBe(2);
    expect(missing).toEqual([]);
  });

  it("says it in Finnish on the Finnish page, with the retry to the Finnish address", async () => {
    const { missing, loads } = renderPage("fi", 2);
    expect(await screen.findByRole("heading", { level: 1, name: "Omat varaukset" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Varauksia ei voitu hakea" })).toBeTruthy();
    const retry = screen.getByRole("link", { name: "Yritä uudelleen" });
    expect(retry.getAttribute("href")).toBe("/fi/bookings");
    // Still failing: the page stays as it is, ready for another try.
    fireEvent.click(retry);
    await waitFor(() => expect(loads()).toBe(2));
    await waitFor(() => expect(screen.getByRole("link", { name: "Yritä uudelleen" })).toBeTruthy());
    expect(screen.getByRole("heading", { name: "Varauksia ei voitu hakea" })).toBeTruthy();
    expect(missing).toEqual([]);
  });
});
