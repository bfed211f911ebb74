import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable } from "node:stream";
import { logger } from "~/lib/logger.server";
import {
  assertContentType,
  assertObjectKey,
  assertObjectPrefix,
  type ObjectStorage,
  type StoredObject,
} from "./object-storage";

// Objects in an S3-compatible bucket (docs/decisions/088): AWS S3, Cloudflare R2, Backblaze B2,
// MinIO, Hetzner, Scaleway…; the way to run several instances, which then share every photo.
// The bucket is the operator's, created and kept private by them; the site never makes it.

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** For anything but AWS itself, e.g. https://<account>.r2.cloudflarestorage.com */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (https://host/bucket/key) rather than the host name; MinIO needs it. */
  forcePathStyle?: boolean;
  /** Where in the bucket the site's objects go, e.g. "nordic/"; empty for the whole bucket. */
  prefix?: string;
};

/** Parts of an upload from a stream: S3's smallest part; two in flight at a time. */
export const uploadPartSize = 5 * 1024 * 1024;

const notFound = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === "NoSuchKey" ||
    failure.name === "NotFound" ||
    failure.$metadata?.httpStatusCode === 404
  );
};

export function s3Storage(options: S3StorageOptions): ObjectStorage {
  const { bucket } = options;
  const prefix = options.prefix ? assertObjectPrefix(options.prefix.replace(/\/?$/, "/")) : "";
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
    // Checksums only where S3 requires them: several S3-compatible services reject the SDK's
    // newer default (a CRC32 trailer on every upload).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A bucket that does not answer fails the request instead of holding it forever.
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 60_000 },
  });
  const fullKey = (key: string) => prefix + assertObjectKey(key);

  async function deleteAll(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const result = await client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failed = result.Errors ?? [];
    if (failed.length > 0)
      throw new Error(
        `Could not delete ${failed.length} object(s), e.g. ${failed[0]!.Key}: ${failed[0]!.Code}`,
      );
  }

  /** Drops the parts of a failed upload; those it cannot drop, the bucket's lifecycle rule does. */
  async function abandon(Key: string, UploadId: string): Promise<void> {
    try {
      await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId }));
    } catch (error) {
      logger.warn("storage: the parts of a failed upload were left in the bucket", {
        key: Key,
        error,
      });
    }
  }

  return {
    async put(key, body, putOptions) {
      const Key = fullKey(key);
      const ContentType = putOptions?.contentType && assertContentType(putOptions.contentType);
      if (body instanceof Readable) {
        // In parts, so a large original never has to be in memory whole; a stream smaller than
        // one part is sent as one PutObject.
        const upload = new Upload({
          client,
          params: { Bucket: bucket, Key, Body: body, ContentType },
          partSize: uploadPartSize,
          queueSize: 2,
          // Aborted below instead: the library would throw the abort's failure in place of the
          // reason the upload failed (e.g. a size limit the caller's stream enforces).
          leavePartsOnError: true,
        });
        try {
          await upload.done();
        } catch (error) {
          if (upload.uploadId) await abandon(Key, upload.uploadId);
          throw error;
        }
      } else {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key,
            Body: body,
            ContentLength: body.length,
            ContentType,
          }),
        );
      }
    },

    async get(key): Promise<StoredObject | null> {
      try {
        const result = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: fullKey(key) }),
        );
        // In Node the SDK's body is the response stream (an IncomingMessage).
        const body = result.Body as Readable;
        return {
          body,
          size: result.ContentLength ?? 0,
          ...(result.ContentType ? { contentType: result.ContentType } : {}),
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: fullKey(key) }));
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: fullKey(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },

    async deletePrefix(folder) {
      const Prefix = prefix + assertObjectPrefix(folder);
      let Marker: string | undefined;
      for (;;) {
        // Version 1 of the listing, paged by the last key seen: every S3-compatible service has
        // it, whereas s3rver cannot make version 2's continuation tokens on Node 24 (it uses
        // DES, which OpenSSL 3 no longer offers). A page is at most 1,000 keys, as many as one
        // DeleteObjects takes.
        const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix, Marker }));
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : []));
        await deleteAll(keys);
        if (!page.IsTruncated || keys.length === 0) return;
        Marker = keys.at(-1);
      }
    },
  };
}
