// The uploader's state (docs/decisions/092): every file chosen or dropped, each sent as its own
// request, a few at a time, so one failed file is retried alone and the others go on. Pure: the
// component sends the requests and reports what happened.

/** The largest file the API takes (photo-upload.server.ts, maxPhotoBytes). */
export const maxUploadBytes = 50 * 1024 * 1024;
/** Files sent at the same time: two keep a phone's uplink busy without starving the page. */
export const uploadsAtOnce = 2;

/** Why a file did not arrive: said in the page's language when shown. */
export type UploadError =
  | { kind: "tooLarge" }
  | { kind: "connectionLost" }
  /** The API's refusal, its `detail` already in the page's language; `status` when it had none. */
  | { kind: "refused"; detail?: string; status: number };

export type UploadItem = {
  key: string;
  file: File;
  status: "queued" | "uploading" | "done" | "failed";
  /** Bytes of the request sent so far, and in all (the multipart body is a bit larger than the file). */
  sent: number;
  size: number;
  error?: UploadError;
};

export type UploadState = { items: UploadItem[]; nextKey: number };

export type UploadAction =
  | { type: "add"; files: File[] }
  | { type: "start"; key: string }
  | { type: "progress"; key: string; sent: number; size: number }
  | { type: "done"; key: string }
  | { type: "fail"; key: string; error: UploadError }
  | { type: "retry"; key: string }
  | { type: "retryFailed" }
  | { type: "clear" };

export const emptyUploads: UploadState = { items: [], nextKey: 1 };

/** A file too large is refused before a byte is sent: the server would refuse it anyway. */
export function canRetry(item: UploadItem): boolean {
  return item.status === "failed" && item.error?.kind !== "tooLarge";
}

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  const update = (key: string, change: (item: UploadItem) => UploadItem) => ({
    ...state,
    items: state.items.map((item) => (item.key === key ? change(item) : item)),
  });
  switch (action.type) {
    case "add": {
      const added = action.files.map((file, index): UploadItem => {
        const tooLarge = file.size > maxUploadBytes;
        return {
          key: `upload-${state.nextKey + index}`,
          file,
          status: tooLarge ? "failed" : "queued",
          sent: 0,
          size: file.size,
          ...(tooLarge && { error: { kind: "tooLarge" as const } }),
        };
      });
      return { items: [...state.items, ...added], nextKey: state.nextKey + added.length };
    }
    case "start":
      return update(action.key, (item) =>
        item.status === "queued" ? { ...item, status: "uploading", sent: 0 } : item,
      );
    case "progress":
      return update(action.key, (item) =>
        item.status === "uploading" ? { ...item, sent: action.sent, size: action.size } : item,
      );
    case "done":
      return update(action.key, (item) => ({ ...item, status: "done", sent: item.size }));
    case "fail":
      return update(action.key, (item) => ({ ...item, status: "failed", error: action.error }));
    case "retry":
      return update(action.key, (item) => (canRetry(item) ? requeued(item) : item));
    case "retryFailed":
      return {
        ...state,
        items: state.items.map((item) => (canRetry(item) ? requeued(item) : item)),
      };
    case "clear":
      // Only what is finished: a file still waiting or on its way stays.
      return {
        ...state,
        items: state.items.filter(
          (item) => item.status === "queued" || item.status === "uploading",
        ),
      };
  }
}

function requeued(item: UploadItem): UploadItem {
  return { ...item, status: "queued", sent: 0, size: item.file.size, error: undefined };
}

/** The files to send now: the first ones waiting, as many as there is room for. */
export function toStart(state: UploadState, atOnce = uploadsAtOnce): UploadItem[] {
  const running = state.items.filter((item) => item.status === "uploading").length;
  return state.items
    .filter((item) => item.status === "queued")
    .slice(0, Math.max(0, atOnce - running));
}

/** The whole batch: files done, failed and in all, and the bytes sent of those still counted. */
export function uploadSummary(state: UploadState) {
  const counted = state.items.filter((item) => item.status !== "failed");
  return {
    total: state.items.length,
    done: state.items.filter((item) => item.status === "done").length,
    failed: state.items.filter((item) => item.status === "failed").length,
    retryable: state.items.filter(canRetry).length,
    busy: state.items.some((item) => item.status === "queued" || item.status === "uploading"),
    sent: counted.reduce((sum, item) => sum + Math.min(item.sent, item.size), 0),
    size: counted.reduce((sum, item) => sum + item.size, 0),
  };
}
