import { describe, expect, it } from "vitest";
import {
  emptyUploads,
  maxUploadBytes,
  toStart,
  uploadReducer,
  uploadSummary,
  type UploadAction,
  type UploadState,
} from "./upload-queue";

const file = (name: string, size = 1000) => ({ name, size, type: "image/jpeg" }) as unknown as File;

const run = (...actions: UploadAction[]) =>
  actions.reduce<UploadState>(uploadReducer, emptyUploads);

const keysOf = (state: UploadState, status?: string) =>
  state.items.filter((item) => !status || item.status === status).map((item) => item.file.name);

describe("the upload queue", () => {
  it("sends two files at a time, in the order chosen, and the next as one finishes", () => {
    let state = run({ type: "add", files: [file("a"), file("b"), file("c")] });
    expect(toStart(state).map((item) => item.file.name)).toEqual(["a", "b"]);
    state = run(
      { type: "add", files: [file("a"), file("b"), file("c")] },
      { type: "start", key: "upload-1" },
      { type: "start", key: "upload-2" },
    );
    expect(toStart(state)).toEqual([]);
    state = uploadReducer(state, { type: "done", key: "upload-1" });
    expect(toStart(state).map((item) => item.file.name)).toEqual(["c"]);
  });

  it("takes more files while others are on their way, with keys of their own", () => {
    const state = run(
      { type: "add", files: [file("a")] },
      { type: "start", key: "upload-1" },
      { type: "add", files: [file("b"), file("c")] },
    );
    expect(state.items.map((item) => item.key)).toEqual(["upload-1", "upload-2", "upload-3"]);
    expect(toStart(state).map((item) => item.file.name)).toEqual(["b"]);
  });

  it("refuses a file over 50 MB before sending it, and never retries it", () => {
    const state = run(
      { type: "add", files: [file("huge", maxUploadBytes + 1), file("ok", maxUploadBytes)] },
      { type: "retryFailed" },
    );
    expect(keysOf(state, "failed")).toEqual(["huge"]);
    expect(state.items[0]!.error).toEqual({ kind: "tooLarge" });
    expect(toStart(state).map((item) => item.file.name)).toEqual(["ok"]);
    expect(uploadSummary(state).retryable).toBe(0);
  });

  it("retries one failed file alone, or every failed one", () => {
    let state = run(
      { type: "add", files: [file("a"), file("b"), file("c")] },
      { type: "start", key: "upload-1" },
      { type: "start", key: "upload-2" },
      { type: "fail", key: "upload-1", error: { kind: "connectionLost" } },
      { type: "fail", key: "upload-2", error: { kind: "refused", status: 400, detail: "b?" } },
      { type: "start", key: "upload-3" },
      { type: "done", key: "upload-3" },
    );
    expect(uploadSummary(state)).toMatchObject({ total: 3, done: 1, failed: 2, retryable: 2 });
    const one = uploadReducer(state, { type: "retry", key: "upload-2" });
    expect(keysOf(one, "queued")).toEqual(["b"]);
    expect(one.items[1]!.error).toBeUndefined();
    state = uploadReducer(state, { type: "retryFailed" });
    expect(keysOf(state, "queued")).toEqual(["a", "b"]);
    expect(keysOf(state, "done")).toEqual(["c"]);
  });

  it("counts the batch's bytes without the failed files, and clears only what is finished", () => {
    let state = run(
      { type: "add", files: [file("a", 100), file("b", 300), file("c", 50)] },
      { type: "start", key: "upload-1" },
      { type: "start", key: "upload-2" },
      { type: "progress", key: "upload-1", sent: 60, size: 120 },
      { type: "fail", key: "upload-2", error: { kind: "connectionLost" } },
    );
    expect(uploadSummary(state)).toMatchObject({ sent: 60, size: 170, busy: true });
    state = uploadReducer(state, { type: "done", key: "upload-1" });
    expect(uploadSummary(state)).toMatchObject({ sent: 120, size: 170 });
    state = uploadReducer(state, { type: "clear" });
    expect(keysOf(state)).toEqual(["c"]);
  });

  it("ignores a late progress report of a file already finished", () => {
    const state = run(
      { type: "add", files: [file("a")] },
      { type: "start", key: "upload-1" },
      { type: "done", key: "upload-1" },
      { type: "progress", key: "upload-1", sent: 1, size: 2000 },
    );
    expect(state.items[0]).toMatchObject({ status: "done", sent: 1000, size: 1000 });
  });
});
