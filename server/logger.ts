import { AsyncLocalStorage } from "node:async_hooks";

/** Structured JSON-lines logger; LOG_LEVEL=silent turns it off (tests, benchmarks). */
export type Level = "debug" | "info" | "warn" | "error";
export type Logger = Record<Level, (msg: string, fields?: Record<string, unknown>) => void>;

const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: Level | "silent"): Logger {
  const make =
    (l: Level) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (order[l] < order[level]) return;
      process.stdout.write(
        `${JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...fields })}\n`,
      );
    };
  return { debug: make("debug"), info: make("info"), warn: make("warn"), error: make("error") };
}

/** A logger whose every line carries `bound` (a queue job's request id and job id); a line's own fields win. */
export function childLogger(log: Logger, bound: Record<string, unknown>): Logger {
  const make =
    (l: Level) =>
    (msg: string, fields: Record<string, unknown> = {}) =>
      log[l](msg, { ...bound, ...fields });
  return { debug: make("debug"), info: make("info"), warn: make("warn"), error: make("error") };
}

/**
 * The request being served, for work it hands on (decision 288): the request middleware runs the
 * request inside it, and whatever enqueues a job puts `currentRequestId()` into the payload, so
 * the worker's log lines of that job carry the request that started it.
 */
const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export const inRequestScope = <T>(requestId: string, fn: () => T): T => requestScope.run({ requestId }, fn);

/** The id of the request this code runs for; undefined outside a request (timers, workers). */
export const currentRequestId = (): string | undefined => requestScope.getStore()?.requestId;

/** Runs `fn` outside any request: a worker woken by a request must not inherit its id. */
export const outsideRequestScope = <T>(fn: () => T): T => requestScope.exit(fn);
