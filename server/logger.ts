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
