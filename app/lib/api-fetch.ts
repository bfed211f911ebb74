import type { Language } from "~/i18n/languages";

/** An RFC 9457 problem as our API sends it; `detail` is already in the request's language. */
export type Problem = {
  title: string;
  status: number;
  detail: string;
  errors?: { field: string; message: string }[];
};

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; problem: Problem | null };

/**
 * Calls our JSON API in the page's language and never throws: a network failure or an answer
 * that is not a problem document gives `problem: null`, and the caller shows its own fallback.
 */
export async function apiFetch<T = unknown>(
  path: string,
  {
    method = "POST",
    body,
    lang,
  }: { method?: "GET" | "POST" | "DELETE"; body?: unknown; lang: Language },
): Promise<ApiResult<T>> {
  const url = `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Accept: "application/json",
        ...(body !== undefined && { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, status: 0, problem: null };
  }
  const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: json as T };
  return { ok: false, status: response.status, problem: isProblem(json) ? json : null };
}

function isProblem(value: unknown): value is Problem {
  return (
    typeof value === "object" &&
    value !== null &&
    "detail" in value &&
    typeof value.detail === "string"
  );
}
