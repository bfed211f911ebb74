import { data, redirect } from "react-router";
import { DomainError } from "~/features/api/domain-error";
import { describeError, type DescribedError } from "~/features/api/problem.server";
import type { Language } from "~/i18n/languages";
import { setFlash } from "./flash.server";
import type { FlashName } from "./flash";
import type { FormFailure } from "./form-result";

/** Field names whose values are never sent back to the page. */
const secretFields = new Set(["password", "newPassword"]);

/**
 * The submitted fields as strings (the first value of each name). Only form encodings: JSON
 * goes to /api. The server entry caps the body size before this reads it.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get("content-type") ?? "";
  if (
    !/^application\/x-www-form-urlencoded\b/i.test(type) &&
    !/^multipart\/form-data\b/i.test(type)
  )
    throw new DomainError("invalidBody");
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw new DomainError("invalidBody");
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/** A refused submission: the field errors and the first message, with the matching status. */
export function formFailure(
  lang: Language,
  intent: string,
  error: unknown,
  submitted: Record<string, string> = {},
) {
  return refusal(intent, describeError(lang, error), submitted);
}

/** The same for a failure already described (e.g. an answer of our own JSON API). */
export function refusal(
  intent: string,
  described: DescribedError,
  submitted: Record<string, string> = {},
) {
  const fieldErrors: Record<string, string> = {};
  for (const { field, message } of described.errors ?? []) fieldErrors[field] ??= message;
  const values = Object.fromEntries(
    Object.entries(submitted)
      .filter(([name]) => !secretFields.has(name) && name !== "intent")
      .map(([name, value]) => [name, value.slice(0, 2_000)]),
  );
  const failure: FormFailure = {
    intent,
    status: described.status,
    title: described.title,
    detail: described.detail,
    fieldErrors,
    values,
  };
  return data(failure, { status: described.status, headers: { "Cache-Control": "no-store" } });
}

/**
 * Post → redirect → get, with a one-time message for the next page: the root loader takes it
 * from the cookie, so it arrives whether the form was posted as a page or sent by a fetcher
 * (whose form may be gone by then, e.g. the login form after signing in).
 */
export async function redirectWithFlash(
  to: string,
  flash: FlashName,
  init: { headers?: HeadersInit } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await setFlash(flash));
  return redirect(to, { headers });
}
