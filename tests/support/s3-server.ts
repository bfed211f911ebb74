import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageOptions } from "~/features/media/storage/s3-storage.server";

// A real S3-compatible server (s3rver, the S3 REST API over a temporary folder) on loopback, with
// one empty bucket, for tests of the S3 storage (docs/decisions/088). It accepts only the access
// key below (it does not check a version-4 signature itself).

type S3Event = { Records: { eventName: string; s3: { object: { key: string } } }[] };

export async function startS3Server() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "nordic-s3-"));
  const bucket = "photos";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // s3rver is a Koa application: it emits an S3 event per stored object, "ObjectCreated:Post"
  // when an upload in parts was completed.
  const created: { eventName: string; key: string }[] = [];
  (server as unknown as NodeJS.EventEmitter).on("event", (event: S3Event) => {
    for (const record of event.Records)
      created.push({ eventName: record.eventName, key: decodeURIComponent(record.s3.object.key) });
  });
  const { port } = await server.run();
  const options: S3StorageOptions = {
    bucket,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    options,
    /** Keys whose upload in parts was completed. */
    multipartKeys: () =>
      created.filter((event) => event.eventName === "ObjectCreated:Post").map((e) => e.key),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type TestS3Server = Awaited<ReturnType<typeof startS3Server>>;
