import { appendFile } from "node:fs/promises";
import { config } from "~/config.server";
import { database } from "~/db/client.server";
import { readJson } from "~/features/api/problem.server";
import { clientRateLimitKey } from "~/lib/client-address";
import { now } from "~/lib/clock";
import { countInWindow, type FixedWindow } from "~/lib/fixed-window.server";
import { logger } from "~/lib/logger.server";

/** Where browsers send the reports of our Content-Security-Policy (docs/decisions/038). */
export const cspReportPath = "/api/csp-report";

// The Reporting API's batches (application/reports+json) and the older report-uri form
// (application/csp-report); some browsers label either as plain JSON.
const reportTypes = /^application\/(reports\+json|csp-report|json)\b/i;

/** Enough for a batch of reports; a page cannot legitimately send more. */
const reportBytes = 32 * 1024;

/** A page full of violations must not fill the log: past this, a client's reports are dropped. */
const reportWindow: FixedWindow = { scope: "csp-report", limit: 30, windowMs: 60_000 };

export type CspViolation = {
  document: string;
  blocked: string;
  directive: string;
  sample: string;
};

const text = (value: unknown, max = 300) => (typeof value === "string" ? value.slice(0, max) : "");

/** The violations of one request body, in either format; anything else yields none. */
export function cspViolations(body: unknown): CspViolation[] {
  const entries = Array.isArray(body) ? body : [body];
  return entries.flatMap((entry): CspViolation[] => {
    if (typeof entry !== "object" || entry === null) return [];
    const record = entry as Record<string, unknown>;
    if (record.type === "csp-violation" && typeof record.body === "object" && record.body) {
      const report = record.body as Record<string, unknown>;
      return [
        {
          document: text(report.documentURL),
          blocked: text(report.blockedURL),
          directive: text(report.effectiveDirective),
          sample: text(report.sample, 100),
        },
      ];
    }
    const old = record["csp-report"];
    if (typeof old === "object" && old) {
      const report = old as Record<string, unknown>;
      return [
        {
          document: text(report["document-uri"]),
          blocked: text(report["blocked-uri"]),
          directive: text(report["effective-directive"] ?? report["violated-directive"]),
          sample: text(report["script-sample"], 100),
        },
      ];
    }
    return [];
  });
}

/**
 * CSP_REPORT_FILE, set only by the end-to-end tests (playwright.config.ts): every violation
 * received is also appended there as a JSON line, uncapped, so a browser test can count the
 * reports its pages caused (tests/e2e/xss.spec.ts) without reading the server's log.
 *
 * Logs each reported violation as a warning: a violation on our own pages is either an attack
 * that the policy stopped or a bug of ours, and both should be seen. Answers 204 whatever came,
 * so a browser never retries; a malformed or oversized body is refused by readJson.
 */
export async function receiveCspReport(request: Request): Promise<Response> {
  const violations = cspViolations(
    await readJson(request, { types: reportTypes, limit: reportBytes }),
  );
  const copy = config().CSP_REPORT_FILE;
  if (copy && violations.length > 0)
    await appendFile(
      copy,
      violations.map((violation) => JSON.stringify(violation) + "\n").join(""),
    );
  const { db } = await database();
  const client = clientRateLimitKey(request);
  const counted = await countInWindow(db, reportWindow, client, now());
  if (counted.allowed)
    for (const violation of violations.slice(0, 20)) logger.warn("csp violation", violation);
  return new Response(null, { status: 204 });
}
