import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { fromRoot } from "../project-root";
import { wasmBaselineOnly } from "../v8-flags";

/** The one database handle type the services receive: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Runs `work` while no other process starting on this database runs its own (a PostgreSQL
   * advisory lock, held on one connection): processes started together migrate and seed once.
   * PGlite needs none: its folder lock already keeps a second process out.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of start-up work (migrations, the demo seed): any fixed 64-bit number. */
const STARTUP_LOCK = 7_311_002_022;

const migrationsFolder = fromRoot("server/db/migrations");

/**
 * PGlite has no lock of its own: two processes on one data folder corrupt it.
 * We hold an exclusive lock file with our pid; a stale lock (dead pid) is taken over.
 */
function takeLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(lockFile, "utf8").trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The data folder ${dataDir} is already in use by another server (pid ${pid}). ` +
            "Stop that server first, or start this one with another DATA_DIR or a DATABASE_URL.",
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export interface OpenOptions {
  /** PostgreSQL server URL; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** Connections the PostgreSQL pool keeps at most (10 unless set). */
  poolSize?: number | undefined;
  /** PGlite data folder; undefined means in-memory (tests). */
  dataDir?: string | undefined;
  /**
   * PGlite settings over ours (shared_buffers 32MB): bulk writers such as the bench generator,
   * whose triggers update rows all over large tables, take more buffers and fewer checkpoints
   * for the time they write.
   */
  pgliteSettings?: Record<string, string> | undefined;
}

/** Opens the database and applies every pending Drizzle migration. */
export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // No JIT (decision 305): the reports' estimates pass its cost threshold, and compiling a
      // 100 ms report took 1.7 s. An `options` in DATABASE_URL still wins over this one.
      options: "-c jit=off",
    });
    // An idle client whose backend goes away (server restart, a terminated connection) makes the
    // pool emit "error"; with no listener Node would end the process. The pool has already dropped
    // that client and opens a new one when needed. pool.end() resolves before its clients have
    // finished closing, so a termination then (tests drop their database) is expected, not news.
    let closing = false;
    pool.on("error", (error) => {
      if (!closing) console.error(`database: an idle connection failed and was dropped (${error.message})`);
    });
    const db = drizzlePg(pool);
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const holder = await pool.connect();
      try {
        await holder.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
        return await work();
      } finally {
        await holder.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => undefined);
        holder.release();
      }
    };
    await exclusive(() => migratePg(db, { migrationsFolder }));
    const close = () => {
      closing = true;
      return pool.end();
    };
    return { db: db as unknown as Db, kind: "postgres", exclusive, close };
  }
  const release = options.dataDir ? takeLock(options.dataDir) : () => {};
  try {
    const pgDir = options.dataDir ? join(options.dataDir, "pg") : undefined;
    // pg_trgm backs the free-text list search (migration 0011, decision 084). PGlite's WASM heap
    // never shrinks and shared_buffers (128MB by default) fills as tables are read: 32MB keeps a
    // server's memory in bounds; further pages come from the OS file cache (decision 085).
    wasmBaselineOnly();
    const client = new PGlite({
      dataDir: pgDir,
      extensions: { pg_trgm },
      startParams: [
        ...PGlite.defaultStartParams,
        ...Object.entries({ shared_buffers: "32MB", ...options.pgliteSettings }).flatMap(([k, v]) => [
          "-c",
          `${k}=${v}`,
        ]),
      ],
    });
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      exclusive: (work) => work(),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
