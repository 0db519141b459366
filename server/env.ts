import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type MessagingEnv, readMessagingEnv } from "./messaging-env";

/** Process configuration, read once from the environment (see README "Configuration"). */
export interface Env {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections each process keeps for requests at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Where uploaded bytes live: "db" (default with DATABASE_URL), "disk" (DATA_DIR/files) or "s3". */
  fileStore: FileStoreKind;
  /** The bucket of FILE_STORE=s3 (decision 298); undefined otherwise. */
  s3: S3Env | undefined;
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

export type FileStoreKind = "db" | "disk" | "s3";

/** S3-compatible object storage (FILE_STORE=s3, decision 298). */
export interface S3Env {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, …); unset: AWS for the region. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither: unset, the SDK's default chain (AWS_* variables, profile, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (http://host/bucket/key), as most self-hosted services want. */
  forcePathStyle: boolean;
}

/** FILE_STORE=db|disk|s3, else the database when there is a PostgreSQL server to share (decisions 291, 298). */
function readFileStore(databaseUrl: string | undefined): FileStoreKind {
  const asked = process.env.FILE_STORE;
  if (asked === "db" || asked === "disk" || asked === "s3") return asked;
  if (asked) throw new Error(`FILE_STORE must be "db", "disk" or "s3", not "${asked}".`);
  return databaseUrl ? "db" : "disk";
}

function readS3Env(): S3Env {
  const bucket = process.env.S3_BUCKET;
  if (!bucket) throw new Error("FILE_STORE=s3 needs S3_BUCKET.");
  const accessKeyId = process.env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error(
      "Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK's default chain).",
    );
  const endpoint = process.env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:$/.test(URL.canParse(endpoint) ? new URL(endpoint).protocol : ""))
    throw new Error(`S3_ENDPOINT is not an http(s) URL: "${endpoint}".`);
  const pathStyle = process.env.S3_FORCE_PATH_STYLE;
  if (pathStyle && !["true", "false", "1", "0"].includes(pathStyle))
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, not "${pathStyle}".`);
  return {
    bucket,
    endpoint,
    region: process.env.S3_REGION || process.env.AWS_REGION || "us-east-1",
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === "true" || pathStyle === "1",
  };
}

/**
 * Where uploaded files live, from the environment alone (the backup and restore commands read it
 * without readEnv, which would write a signing secret into the folder being restored).
 */
export function readFileStoreEnv(databaseUrl = process.env.DATABASE_URL || undefined): {
  fileStore: FileStoreKind;
  s3: S3Env | undefined;
} {
  const fileStore = readFileStore(databaseUrl);
  return { fileStore, s3: fileStore === "s3" ? readS3Env() : undefined };
}

/** DATABASE_POOL_SIZE: 1 to 100 connections, 10 unless set (docs/deploy.md, decision 299). */
export function readPoolSize(value = process.env.DATABASE_POOL_SIZE): number {
  if (value === undefined || value === "") return 10;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 100) {
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 100 (it is "${value}").`);
  }
  return size;
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
    databasePoolSize: readPoolSize(),
    ...readFileStoreEnv(databaseUrl),
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
