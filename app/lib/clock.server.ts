import { AsyncLocalStorage } from "node:async_hooks";
import { parseTestTime, setRequestTimeSource } from "./clock";

/**
 * A test sets the server's "now" for one request with this header. It is honoured only when the
 * server was started with TEST_CLOCK=1, which the configuration refuses for a public origin
 * (docs/decisions/018). Per request, so parallel tests can each live on their own day.
 */
export const testNowHeader = "x-test-now";

const requestTime = new AsyncLocalStorage<Date>();
setRequestTimeSource(() => requestTime.getStore());

/** The time a request asks for, or undefined when the test clock is off or none was asked for. */
export function requestedTestTime(request: Request, testClockEnabled: boolean): Date | undefined {
  if (!testClockEnabled) return undefined;
  const value = request.headers.get(testNowHeader);
  if (value === null) return undefined;
  return parseTestTime(value, testNowHeader);
}

/** Runs work outside any request (a test server's jobs, say) as if a request had asked for `time`. */
export function runAtTestTime<T>(time: Date, work: () => Promise<T>): Promise<T> {
  return requestTime.run(time, work);
}

/** Runs one request's work with the clock it asked for (or the wall clock). */
export async function runWithRequestClock<T>(
  request: Request,
  testClockEnabled: boolean,
  work: () => Promise<T>,
): Promise<T> {
  const time = requestedTestTime(request, testClockEnabled);
  return time ? requestTime.run(time, work) : work();
}
