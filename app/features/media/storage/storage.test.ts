import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../../tests/support/s3-server";
import { localStorage } from "./local-storage.server";
import {
  assertObjectKey,
  InvalidObjectKeyError,
  maxKeyLength,
  type ObjectStorage,
} from "./object-storage";
import { s3Storage, uploadPartSize } from "./s3-storage.server";

// One suite, run against both storages (docs/decisions/088): a temporary folder, and a real
// S3-compatible server (s3rver) on loopback. What one does, the other must do too.

type Opened = {
  storage: ObjectStorage;
  /** Keys whose upload went in parts (S3 only). */
  multipartKeys?: () => string[];
  /** Every file under the folder, helper files too (local only). */
  files?: () => string[];
  close(): Promise<void>;
};

const backends: { name: string; open(): Promise<Opened> }[] = [
  {
    name: "a local folder",
    async open() {
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nordic-storage-"));
      const root = path.join(scratch, "media");
      return {
        storage: localStorage(root),
        files: () => fs.readdirSync(scratch, { recursive: true, encoding: "utf8" }).sort(),
        close: async () => fs.rmSync(scratch, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "an S3-compatible server",
    async open() {
      const server = await startS3Server();
      return {
        storage: s3Storage(server.options),
        multipartKeys: server.multipartKeys,
        close: server.close,
      };
    },
  },
];

const bytesOf = async (body: Readable) => Buffer.concat(await body.toArray());
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** `data` in 64 KiB chunks, as an upload arrives; optionally failing after `failAfter` bytes. */
function streamOf(data: Buffer, failAfter = Infinity): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += 65_536) {
        if (at >= failAfter) throw new Error("the client went away");
        yield data.subarray(at, at + 65_536);
      }
    })(),
  );
}

const hostileKeys = [
  "../x",
  "../../etc/passwd",
  "/etc/passwd",
  "a//b",
  "a/../b",
  "a/./b",
  "a/..",
  "%2e%2e/x",
  "a/%2e%2e/b",
  "..",
  ".",
  ".hidden",
  "a/.b",
  "a/",
  "",
  "a".repeat(maxKeyLength + 1),
  `${"a".repeat(201)}/b.jpg`,
  "Photo.JPG",
  "café.jpg",
  "fotó/ä.jpg",
  "a\\..\\b",
  "a b.jpg",
  "a\nb",
  "a\u0000b",
  "a/b?c=1",
  "a#b",
  "c:/x",
];

describe.each(backends)("object storage in $name", (backend) => {
  let opened: Opened;
  let storage: ObjectStorage;
  beforeAll(async () => {
    opened = await backend.open();
    storage = opened.storage;
  });
  afterAll(() => opened?.close());

  it("gives back a Buffer it was given, with its size and content type", async () => {
    const data = randomBytes(12_345);
    await storage.put("originals/g1/p1.jpg", data, { contentType: "image/jpeg" });
    const read = await storage.get("originals/g1/p1.jpg");
    expect(read).toMatchObject({ size: data.length, contentType: "image/jpeg" });
    expect((await bytesOf(read!.body)).equals(data)).toBe(true);
    expect(await storage.exists("originals/g1/p1.jpg")).toBe(true);
  });

  it("stores a stream of several megabytes, in parts on S3, byte for byte", async () => {
    const data = randomBytes(uploadPartSize + 1_000_001);
    const before = opened.multipartKeys?.().length;
    await storage.put("originals/g1/large.jpg", streamOf(data), { contentType: "image/jpeg" });
    if (opened.multipartKeys)
      expect(opened.multipartKeys().slice(before)).toEqual(["originals/g1/large.jpg"]);
    const read = await storage.get("originals/g1/large.jpg");
    expect(read).toMatchObject({ size: data.length, contentType: "image/jpeg" });
    expect(sha256(await bytesOf(read!.body))).toBe(sha256(data));
  });

  it("stores a small stream and an empty object", async () => {
    await storage.put("variants/g1/p1-400.webp", streamOf(Buffer.from("small")), {
      contentType: "image/webp",
    });
    const small = await storage.get("variants/g1/p1-400.webp");
    expect(small).toMatchObject({ size: 5, contentType: "image/webp" });
    expect((await bytesOf(small!.body)).toString()).toBe("small");
    await storage.put("variants/g1/empty", Buffer.alloc(0));
    const empty = await storage.get("variants/g1/empty");
    expect(empty?.size).toBe(0);
    expect(await bytesOf(empty!.body)).toHaveLength(0);
  });

  it("answers null and false for a key that holds nothing", async () => {
    expect(await storage.get("originals/none/p.jpg")).toBeNull();
    expect(await storage.exists("originals/none/p.jpg")).toBe(false);
    // Below an object, as if it were a folder: nothing there either.
    expect(await storage.get("originals/g1/p1.jpg/x")).toBeNull();
    expect(await storage.exists("originals/g1/p1.jpg/x")).toBe(false);
  });

  it("replaces an object with its new content and content type", async () => {
    await storage.put("covers/c.png", Buffer.from("first"), { contentType: "image/png" });
    await storage.put("covers/c.png", Buffer.from("second one"), { contentType: "image/avif" });
    const read = await storage.get("covers/c.png");
    expect(read).toMatchObject({ size: 10, contentType: "image/avif" });
    expect((await bytesOf(read!.body)).toString()).toBe("second one");
  });

  it("keeps the old object whole when an upload fails midway", async () => {
    const old = randomBytes(1000);
    await storage.put("originals/g2/p.jpg", old, { contentType: "image/jpeg" });
    const data = randomBytes(uploadPartSize + 2 * 65_536);
    // After the first part has gone to S3, and after a file was started in the folder.
    const failing = streamOf(data, uploadPartSize + 65_536);
    await expect(storage.put("originals/g2/p.jpg", failing)).rejects.toThrow(/went away/);
    await expect(storage.put("originals/g2/new.jpg", streamOf(data, 65_536))).rejects.toThrow();
    expect(sha256(await bytesOf((await storage.get("originals/g2/p.jpg"))!.body))).toBe(
      sha256(old),
    );
    expect(await storage.exists("originals/g2/new.jpg")).toBe(false);
    if (opened.files)
      expect(opened.files().filter((file) => file.endsWith(".partial"))).toEqual([]);
  });

  it("deletes, and deleting what is not there is no error", async () => {
    await storage.put("originals/g3/p.jpg", Buffer.from("x"), { contentType: "image/jpeg" });
    await storage.delete("originals/g3/p.jpg");
    expect(await storage.get("originals/g3/p.jpg")).toBeNull();
    expect(await storage.exists("originals/g3/p.jpg")).toBe(false);
    await storage.delete("originals/g3/p.jpg");
    await storage.delete("originals/never/was.jpg");
    if (opened.files) expect(opened.files().some((file) => file.includes("g3/"))).toBe(false);
  });

  it("deletes everything under a prefix and nothing beside it", async () => {
    const inside = ["galleries/12/a.jpg", "galleries/12/variants/a-400.webp", "galleries/12/b"];
    const beside = ["galleries/123/a.jpg", "galleries/12x.jpg", "galleries/1/a.jpg", "other/12/a"];
    for (const key of [...inside, ...beside])
      await storage.put(key, Buffer.from(key), { contentType: "text/plain" });

    await storage.deletePrefix("galleries/12/");
    for (const key of inside) expect(await storage.exists(key), key).toBe(false);
    for (const key of beside) expect(await storage.exists(key), key).toBe(true);
    await storage.deletePrefix("galleries/12/");
    await storage.deletePrefix("galleries/nothing/");
    // An object named like the folder is not under it.
    await storage.deletePrefix("galleries/12x.jpg/");
    expect(await storage.exists("galleries/12x.jpg")).toBe(true);
    // Without the closing slash "galleries/12" would also take galleries/123/: refused.
    await expect(storage.deletePrefix("galleries/12")).rejects.toThrow(InvalidObjectKeyError);
    for (const prefix of ["", "/", "../", "galleries//", "galleries/../", "%2e%2e/", "G/"])
      await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow(InvalidObjectKeyError);
    expect(await storage.exists("galleries/123/a.jpg")).toBe(true);
  });

  it("deletes a prefix that holds more objects than one listing gives", async () => {
    // S3 lists and deletes at most 1,000 keys a request.
    const keys = Array.from({ length: 1_003 }, (_, index) => `galleries/big/p${index}.jpg`);
    for (let at = 0; at < keys.length; at += 25)
      await Promise.all(keys.slice(at, at + 25).map((key) => storage.put(key, Buffer.from("x"))));
    await storage.put("galleries/bigger/p0.jpg", Buffer.from("x"));
    await storage.deletePrefix("galleries/big/");
    for (const key of [keys[0]!, keys[999]!, keys[1000]!, keys[1002]!])
      expect(await storage.exists(key), key).toBe(false);
    expect(await storage.exists("galleries/bigger/p0.jpg")).toBe(true);
  });

  it("refuses every key the site would never make, in every call", async () => {
    const filesBefore = opened.files?.();
    for (const key of hostileKeys) {
      const shown = JSON.stringify(key.slice(0, 40));
      await expect(storage.put(key, Buffer.from("x")), shown).rejects.toThrow(
        InvalidObjectKeyError,
      );
      await expect(storage.put(key, streamOf(Buffer.from("x"))), shown).rejects.toThrow(
        InvalidObjectKeyError,
      );
      await expect(storage.get(key), shown).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage.exists(key), shown).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage.delete(key), shown).rejects.toThrow(InvalidObjectKeyError);
    }
    expect(opened.files?.()).toEqual(filesBefore);
  });

  it("refuses a content type that could not be sent back as a header", async () => {
    for (const contentType of ["text/html\r\nSet-Cookie: a=b", "image", "x".repeat(300) + "/y"])
      await expect(
        storage.put("originals/g4/p.jpg", Buffer.from("x"), { contentType }),
      ).rejects.toThrow(/content type/);
    expect(await storage.exists("originals/g4/p.jpg")).toBe(false);
  });
});

describe("object keys", () => {
  it("accepts the keys the site makes, up to 512 characters", () => {
    for (const key of [
      "originals/2026/0f3c9a.jpg",
      "variants/g_1/p-1.400w.webp",
      "a",
      `${"a".repeat(200)}/${"b".repeat(200)}/${"c".repeat(110)}`,
    ])
      expect(assertObjectKey(key)).toBe(key);
    expect(`${"a".repeat(200)}/${"b".repeat(200)}/${"c".repeat(110)}`).toHaveLength(maxKeyLength);
  });

  it("lets through only keys that stay where they are put, whatever the string", () => {
    const root = path.resolve("/srv/media");
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.stringMatching(/^[a-z0-9./_%-]{0,20}$/),
          fc
            .array(fc.constantFrom("a", "0", ".", "..", "/", "-", "_", "%2e", "\\", "A"), {
              maxLength: 12,
            })
            .map((parts) => parts.join("")),
        ),
        (key) => {
          let accepted: string;
          try {
            accepted = assertObjectKey(key);
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidObjectKeyError);
            return;
          }
          // One spelling per object: the key is its own normal form, inside the folder.
          expect(path.posix.normalize(accepted)).toBe(accepted);
          expect(path.resolve(root, accepted).startsWith(root + path.sep)).toBe(true);
          expect(decodeURIComponent(accepted)).toBe(accepted);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("an S3 storage with a prefix", () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server?.close());

  it("keeps its objects under the prefix and leaves the rest of the bucket alone", async () => {
    const raw = new S3Client({
      region: server.options.region,
      endpoint: server.options.endpoint,
      forcePathStyle: true,
      credentials: server.options,
    });
    await raw.send(
      new PutObjectCommand({ Bucket: server.options.bucket, Key: "galleries/1/a", Body: "theirs" }),
    );
    const storage = s3Storage({ ...server.options, prefix: "site" });
    await storage.put("galleries/1/a", Buffer.from("ours"));
    await storage.deletePrefix("galleries/");
    await storage.put("galleries/2/b", Buffer.from("ours"));

    const listed = await raw.send(new ListObjectsV2Command({ Bucket: server.options.bucket }));
    expect(listed.Contents?.map((item) => item.Key).sort()).toEqual([
      "galleries/1/a",
      "site/galleries/2/b",
    ]);
    raw.destroy();
  });

  it("fails, rather than answering missing, when the server refuses the credentials", async () => {
    // s3rver checks the access key but not a version-4 signature: the key is what is wrong here.
    const storage = s3Storage({ ...server.options, prefix: "site", accessKeyId: "SOMEONE" });
    const refused = /Access Key Id you provided does not exist/;
    await expect(storage.get("galleries/2/b")).rejects.toThrow(refused);
    await expect(storage.get("galleries/none")).rejects.toThrow(refused);
    await expect(storage.exists("galleries/2/b")).rejects.toThrow();
    await expect(storage.put("galleries/3/c", Buffer.from("x"))).rejects.toThrow(refused);
    await expect(storage.deletePrefix("galleries/")).rejects.toThrow(refused);
  });
});
