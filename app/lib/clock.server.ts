import { AsyncLocalStorage } from "node:async_hooks";
import { setRequestTimeSource } from "./clock";

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
  const time = new Date(value);
  // A typo in a test must fail loudly, not silently run on the wall clock.
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time.getTime()))
    throw new Error(`${testNowHeader} must be an ISO 8601 time, got "${value}"`);
  return time;
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
