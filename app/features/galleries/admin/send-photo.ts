import type { Language } from "~/i18n/languages";
import type { UploadError } from "./upload-queue";

// One file to POST /api/admin/galleries/{id}/photos (field "photos"). XMLHttpRequest, not fetch:
// only it reports how much of a request body has been sent. The API answers in the page's
// language (?lang=), so its refusal can be shown as it is.

export type SendOutcome = { ok: true } | { ok: false; error: UploadError };

export function sendPhoto(
  galleryId: string,
  file: File,
  lang: Language,
  onProgress: (sent: number, size: number) => void,
): { done: Promise<SendOutcome>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<SendOutcome>((resolve) => {
    request.open(
      "POST",
      `/api/admin/galleries/${encodeURIComponent(galleryId)}/photos?lang=${lang}`,
    );
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener("load", () => {
      if (request.status >= 200 && request.status < 300) return resolve({ ok: true });
      if (request.status === 413) return resolve({ ok: false, error: { kind: "tooLarge" } });
      resolve({
        ok: false,
        error: { kind: "refused", status: request.status, detail: problemDetail(request) },
      });
    });
    // No answer at all: the network went, the server closed the connection, or it was stopped.
    for (const name of ["error", "abort", "timeout"])
      request.addEventListener(name, () =>
        resolve({ ok: false, error: { kind: "connectionLost" } }),
      );
    const body = new FormData();
    body.append("photos", file, file.name);
    request.send(body);
  });
  return { done, abort: () => request.abort() };
}

/** The problem+json `detail` of a refusal, if the answer was one. */
function problemDetail(request: XMLHttpRequest): string | undefined {
  try {
    const parsed: unknown = JSON.parse(request.responseText);
    if (parsed && typeof parsed === "object" && "detail" in parsed) {
      const detail = (parsed as { detail: unknown }).detail;
      if (typeof detail === "string" && detail.trim()) return detail;
    }
  } catch {
    // Not JSON (a proxy's error page): the status is all there is.
  }
  return undefined;
}
