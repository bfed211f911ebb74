import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "~/config.server";
import { startS3Server, type TestS3Server } from "../../../../tests/support/s3-server";
import { localStorage } from "./local-storage.server";
import { mediaStorage, setMediaStorageForTests, storageFromConfig } from "./media-storage.server";
import { s3Storage } from "./s3-storage.server";

// Which storage the settings choose (docs/decisions/088), seen from where the objects land.

describe("the media storage the configuration chooses", () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nordic-media-storage-"));
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(async () => {
    setMediaStorageForTests(undefined);
    await server?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("is the folder DATA_DIR/media without S3_BUCKET", async () => {
    const storage = storageFromConfig(readConfig({ DATA_DIR: scratch, S3_REGION: "" }));
    await storage.put("originals/a.jpg", Buffer.from("photo"), { contentType: "image/jpeg" });
    expect(fs.readFileSync(path.join(scratch, "media", "originals", "a.jpg"), "utf8")).toBe(
      "photo",
    );
  });

  it("is the bucket with S3_BUCKET, under S3_PREFIX, and nothing is written to DATA_DIR", async () => {
    const dataDir = path.join(scratch, "with-s3");
    const { options } = server;
    const storage = storageFromConfig(
      readConfig({
        DATA_DIR: dataDir,
        S3_BUCKET: options.bucket,
        S3_ENDPOINT: options.endpoint,
        S3_ACCESS_KEY_ID: options.accessKeyId,
        S3_SECRET_ACCESS_KEY: options.secretAccessKey,
        S3_FORCE_PATH_STYLE: "true",
        S3_PREFIX: "nordic",
      }),
    );
    await storage.put("originals/b.jpg", Buffer.from("in the bucket"));
    const direct = s3Storage({ ...options, prefix: "nordic/" });
    expect(await direct.exists("originals/b.jpg")).toBe(true);
    expect(await s3Storage(options).exists("originals/b.jpg")).toBe(false);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it("is one per process, and a test can put its own in place", () => {
    expect(mediaStorage()).toBe(mediaStorage());
    const own = localStorage(path.join(scratch, "own"));
    setMediaStorageForTests(own);
    expect(mediaStorage()).toBe(own);
    setMediaStorageForTests(undefined);
    expect(mediaStorage()).not.toBe(own);
  });
});
