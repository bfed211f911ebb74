import { config, type Config } from "~/config.server";
import { localMediaDir, localStorage } from "./local-storage.server";
import type { ObjectStorage } from "./object-storage";
import { s3Storage } from "./s3-storage.server";

// The one storage of originals and variants for this process (docs/decisions/088): the S3
// bucket when S3_BUCKET is set, otherwise the folder DATA_DIR/media.

export function storageFromConfig(settings: Config): ObjectStorage {
  if (!settings.S3_BUCKET) return localStorage(localMediaDir(settings.DATA_DIR));
  return s3Storage({
    bucket: settings.S3_BUCKET,
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    // Present whenever S3_BUCKET is: readConfig refuses a bucket without them.
    accessKeyId: settings.S3_ACCESS_KEY_ID!,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    prefix: settings.S3_PREFIX,
  });
}

let current: ObjectStorage | undefined;

export function mediaStorage(): ObjectStorage {
  current ??= storageFromConfig(config());
  return current;
}

/** Tests: use this storage (a temporary folder, a local S3 server); undefined goes back to the configured one. */
export function setMediaStorageForTests(storage: ObjectStorage | undefined): void {
  current = storage;
}
