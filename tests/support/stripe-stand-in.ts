import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// A local stand-in for the part of Stripe's HTTP API the shop calls (POST /v1/checkout/sessions;
// for a deposit's refund, GET /v1/checkout/sessions/{id} and POST /v1/refunds, decision 109),
// so the server's real Stripe SDK can be tested without the network: it records each request as
// the SDK sent it (form-encoded, bracket notation) and answers with a session like Stripe's.
// Webhook events are built and signed here with the SDK's own test signer.

export type RecordedSession = {
  /** The form fields as sent, e.g. `line_items[0][price_data][unit_amount]`. */
  params: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  session: StandInSession;
};

export type StandInSession = {
  id: string;
  object: "checkout.session";
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_status: "paid" | "unpaid" | "no_payment_required";
  status: "open" | "complete" | "expired";
  success_url: string;
  cancel_url: string;
  customer_details: { email: string | null } | null;
  customer_email: string | null;
  locale: string | null;
  /** The payment behind the session, which a refund names. */
  payment_intent: string;
  expires_at: number | null;
};

/** A refund as the stand-in made it: the form fields and its idempotency key as sent. */
export type RecordedRefund = {
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  refund: { id: string; object: "refund"; amount: number; payment_intent: string; status: string };
};

export async function startStripeStandIn() {
  const sessions: RecordedSession[] = [];
  const refunds: RecordedRefund[] = [];
  let failures = 0;
  let counter = 0;

  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const send = (status: number, value: unknown) => {
        res.writeHead(status, {
          "Content-Type": "application/json",
          "Request-Id": `req_${++counter}`,
        });
        res.end(JSON.stringify(value));
      };
      const notFound = () =>
        send(404, {
          error: { type: "invalid_request_error", message: "Unrecognized request URL" },
        });
      const retrieved = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(req.url ?? "");
      if (req.method === "GET" && retrieved) {
        const found = sessions.find((recorded) => recorded.session.id === retrieved[1]);
        return found ? send(200, found.session) : notFound();
      }
      if (req.method === "POST" && req.url === "/v1/refunds") {
        const params = Object.fromEntries(new URLSearchParams(body));
        const key = req.headers["idempotency-key"] as string | undefined;
        // Stripe answers a repeated idempotency key with the first answer, refunding once.
        const earlier = key && refunds.find((recorded) => recorded.idempotencyKey === key);
        if (earlier) return send(200, earlier.refund);
        const paid = sessions.find(
          (recorded) => recorded.session.payment_intent === params.payment_intent,
        );
        if (!paid)
          return send(400, {
            error: { type: "invalid_request_error", message: "No such payment_intent" },
          });
        const refund = {
          id: `re_test_${++counter}`,
          object: "refund" as const,
          amount: Number(params.amount ?? paid.session.amount_total),
          payment_intent: paid.session.payment_intent,
          status: "succeeded",
        };
        refunds.push({ params, idempotencyKey: key, refund });
        return send(200, refund);
      }
      if (req.method !== "POST" || req.url !== "/v1/checkout/sessions") return notFound();
      if (failures > 0) {
        failures--;
        return send(400, { error: { type: "invalid_request_error", message: "stand-in refused" } });
      }
      const params = Object.fromEntries(new URLSearchParams(body));
      const id = `cs_test_${String(++counter).padStart(4, "0")}${Math.random().toString(36).slice(2, 12)}`;
      const session: StandInSession = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        amount_total:
          Number(params["line_items[0][price_data][unit_amount]"]) *
          Number(params["line_items[0][quantity]"] ?? 1),
        currency: params["line_items[0][price_data][currency]"] ?? "",
        client_reference_id: params.client_reference_id ?? null,
        metadata: Object.fromEntries(
          Object.entries(params)
            .filter(([key]) => key.startsWith("metadata["))
            .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
        ),
        payment_status: "unpaid",
        status: "open",
        success_url: params.success_url ?? "",
        cancel_url: params.cancel_url ?? "",
        customer_details: null,
        customer_email: params.customer_email ?? null,
        locale: params.locale ?? null,
        payment_intent: `pi_test_${counter}${Math.random().toString(36).slice(2, 10)}`,
        expires_at: params.expires_at ? Number(params.expires_at) : null,
      };
      sessions.push({ params, headers: req.headers, session });
      send(200, session);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    /** The next `count` session requests are refused as Stripe refuses a bad request. */
    refuseNext(count = 1) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let eventCounter = 0;

/** A Checkout Session event as Stripe sends it, for a session the stand-in created. */
export function checkoutEvent(
  type: string,
  session: StandInSession,
  changes: Partial<StandInSession> = {},
) {
  return {
    id: `evt_test_${++eventCounter}_${Math.random().toString(36).slice(2, 10)}`,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { ...session, ...changes } },
  };
}

/** The body and Stripe-Signature header of a webhook delivery, signed with `secret`. */
export function signedDelivery(event: object, secret: string) {
  const payload = JSON.stringify(event);
  return {
    payload,
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }),
  };
}
