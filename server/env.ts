import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type MessagingEnv, readMessagingEnv } from "./messaging-env";

/** Process configuration, read once from the environment (see README "Configuration"). */
export interface Env {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where uploaded bytes live: "db" (default with DATABASE_URL) or "disk" (DATA_DIR/files). */
  fileStore: "db" | "disk";
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  appVersion: string;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  production: boolean;
  /** Bearer token of GET /metrics; unset, the endpoint answers 404 (decision 293). */
  metricsToken: string | undefined;
  /** Address the server listens on (decision 293). */
  host: string;
  /** How long a shutdown may take before the process exits anyway. */
  shutdownSeconds: number;
  messaging: MessagingEnv;
}

/** The signing secret comes from JWT_SECRET, else a random one kept in DATA_DIR so sessions survive restarts. */
function loadSecret(dataDir: string): Uint8Array {
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv && fromEnv.length >= 32) return new TextEncoder().encode(fromEnv);
  if (fromEnv) throw new Error("JWT_SECRET must be at least 32 characters long.");
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "jwt-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, "utf8").trim());
}

/** FILE_STORE=db|disk, else the database when there is a PostgreSQL server to share (decision 291). */
function readFileStore(databaseUrl: string | undefined): Env["fileStore"] {
  const asked = process.env.FILE_STORE;
  if (asked === "db" || asked === "disk") return asked;
  if (asked) throw new Error(`FILE_STORE must be "db" or "disk", not "${asked}".`);
  return databaseUrl ? "db" : "disk";
}

export function readEnv(overrides: Partial<Env> = {}): Env {
  const port = Number(process.env.PORT ?? 8080);
  const dataDir = resolve(process.env.DATA_DIR ?? "./data");
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const level = (process.env.LOG_LEVEL ?? "info") as Env["logLevel"];
  return {
    port,
    dataDir,
    databaseUrl,
    fileStore: readFileStore(databaseUrl),
    smtpUrl: process.env.SMTP_URL || undefined,
    mailFrom: process.env.MAIL_FROM ?? "Recruitment Workspace <no-reply@localhost>",
    publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    appVersion: process.env.APP_VERSION ?? process.env.npm_package_version ?? "0.1.0",
    jwtSecret: overrides.jwtSecret ?? loadSecret(dataDir),
    tokenTtlSeconds: Number(process.env.TOKEN_TTL_SECONDS ?? 8 * 3600),
    logLevel: level,
    production: process.env.NODE_ENV === "production",
    metricsToken: process.env.METRICS_TOKEN || undefined,
    host: process.env.HOST || "127.0.0.1",
    shutdownSeconds: Number(process.env.SHUTDOWN_SECONDS ?? 10),
    messaging: readMessagingEnv(),
    ...overrides,
  };
}
