import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DomainError } from "~/features/api/domain-error";
import { ReceiveLimitError, receiveFiles } from "./receive-photos.server";

// The upload read as it arrives (decision 089, "Amended again"): files land in the scratch
// folder with their own bytes, limits stop the reading where they are passed, and a body that
// is not a whole multipart form is refused as such.

const root = fs.mkdtempSync(path.join(os.tmpdir(), "receive-test-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const freshDir = () => fs.mkdtempSync(path.join(root, "call-"));
const limits = { field: "photos", maxBytes: 1024 * 1024, maxFiles: 3 };

/**
 * The form encoded first, as a client sends it: undici streams a FormData body from a generator
 * that errors when its reader stops early (as the receiver does past a limit), which a socket's
 * body never does.
 */
async function formRequest(form: FormData): Promise<Request> {
  const encoded = new Response(form);
  return new Request("http://test/upload", {
    method: "POST",
    body: await encoded.arrayBuffer(),
    headers: { "content-type": encoded.headers.get("content-type")! },
  });
}

function file(bytes: number, name: string, fill = 7): File {
  return new File([new Uint8Array(bytes).fill(fill)], name, { type: "image/jpeg" });
}

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => error,
  );
}

/** A multipart body that sends one file's bytes for ever, counting what was pulled from it. */
function endlessUpload() {
  const boundary = "endless-boundary";
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\n` +
      `Content-Type: image/jpeg\r\n\r\n`,
  );
  const chunk = new Uint8Array(64 * 1024).fill(1);
  let pulled = 0;
  let sentHead = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sentHead) {
        sentHead = true;
        controller.enqueue(head);
        return;
      }
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const request = new Request("http://test/upload", {
    method: "POST",
    body,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("receiving an upload into scratch files", () => {
  it("writes each file of the field, in order, with its own bytes and its UTF-8 name", async () => {
    const form = new FormData();
    form.append("note", "a field that is not a file");
    form.append("photos", file(300_000, "Åland hösten.jpg", 1));
    form.append("other", file(10, "elsewhere.jpg", 9));
    form.append("photos", file(5, "b.jpg", 2));
    const dir = freshDir();
    const received = await receiveFiles(await formRequest(form), dir, limits);
    expect(received.map(({ name, bytes }) => ({ name, bytes }))).toEqual([
      { name: "Åland hösten.jpg", bytes: 300_000 },
      { name: "b.jpg", bytes: 5 },
    ]);
    for (const [index, entry] of received.entries()) {
      expect(path.dirname(entry.file)).toBe(dir);
      const data = fs.readFileSync(entry.file);
      expect(data.length).toBe(entry.bytes);
      expect(data.every((byte) => byte === index + 1)).toBe(true);
    }
    // The file of another field was read past, not kept.
    expect(fs.readdirSync(dir)).toHaveLength(2);
  });

  it("leaves out the empty part a form sends when no file was chosen", async () => {
    const form = new FormData();
    form.append("photos", new File([], ""));
    expect(await receiveFiles(await formRequest(form), freshDir(), limits)).toEqual([]);
  });

  it("refuses one file more than allowed", async () => {
    const form = new FormData();
    for (let i = 0; i < 4; i++) form.append("photos", file(10, `${i}.jpg`));
    const error = await refusal(receiveFiles(await formRequest(form), freshDir(), limits));
    expect(error).toBeInstanceOf(ReceiveLimitError);
    expect((error as ReceiveLimitError).limit).toBe("files");
  });

  it("refuses a file past the size limit, naming it, and stops reading there", async () => {
    const form = new FormData();
    form.append("photos", file(10, "small.jpg"));
    form.append("photos", file(limits.maxBytes + 1, "big.jpg"));
    const error = await refusal(receiveFiles(await formRequest(form), freshDir(), limits));
    expect(error).toBeInstanceOf(ReceiveLimitError);
    expect(error).toMatchObject({ limit: "bytes", fileName: "big.jpg" });

    // A body that never ends: refused once the limit is passed, having read little beyond it.
    const endless = endlessUpload();
    const stopped = await refusal(receiveFiles(endless.request, freshDir(), limits));
    expect(stopped).toMatchObject({ limit: "bytes", fileName: "huge.jpg" });
    expect(endless.pulled()).toBeLessThan(limits.maxBytes + 2 * 1024 * 1024);
  });

  it("refuses what is not a whole multipart form as the request's fault", async () => {
    const notMultipart = new Request("http://test/upload", {
      method: "POST",
      body: "photos=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await refusal(receiveFiles(notMultipart, freshDir(), limits))).toMatchObject({
      code: "unsupportedMediaType",
    });

    const noBoundary = new Request("http://test/upload", {
      method: "POST",
      body: "whatever",
      headers: { "content-type": "multipart/form-data" },
    });
    const error = await refusal(receiveFiles(noBoundary, freshDir(), limits));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: "invalidBody" });

    // Cut short in the middle of a file: no end boundary.
    const cut = new Request("http://test/upload", {
      method: "POST",
      body:
        '--b\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n' +
        "half a photo",
      headers: { "content-type": "multipart/form-data; boundary=b" },
    });
    expect(await refusal(receiveFiles(cut, freshDir(), limits))).toMatchObject({
      code: "invalidBody",
    });
  });
});
