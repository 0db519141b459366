import type { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import PgBoss from "pg-boss";
import type { Db } from "./client";

/**
 * The durable job queue (decision 160): pg-boss 10 in the product's own database. On PGlite it
 * runs in-process through a `db` adapter over the one PGlite connection; on PostgreSQL it keeps a
 * small pool of its own. Jobs are inserted inside the caller's Drizzle transaction (`txQueueDb`),
 * so a delivery row and its job exist together or not at all.
 */
export type JobQueue = PgBoss;
export type QueueDb = PgBoss.Db;
export type QueueJob<T> = PgBoss.Job<T>;
export type QueueJobInsert<T> = PgBoss.JobInsert<T>;

export interface QueueOptions {
  /** Run pg-boss's supervisor (expires jobs of dead workers, archives): only where workers run. */
  supervise: boolean;
  /** A job still active after this long is failed and retried (a killed worker's job). */
  expireInSeconds: number;
  maintenanceIntervalSeconds: number;
  /**
   * Told of the queue's errors, such as an idle connection of its pool that the server ended: pg-boss
   * re-emits them as an 'error' event, which would end the process if nobody listened. The pool
   * has already dropped that connection and opens another when needed.
   */
  onError: (error: Error) => void;
}

type Client = PGlite | pg.Pool;
const clientOf = (db: Db) => (db as unknown as { $client: Client }).$client;

function pgliteAdapter(client: PGlite): QueueDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      // Without values pg-boss sends multi-statement scripts (its migrations): exec runs them all.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** A pg-boss instance over the database behind `db`, started (its schema migrated). */
export async function openJobQueue(db: Db, options: QueueOptions): Promise<JobQueue> {
  const client = clientOf(db);
  const common = {
    schedule: false,
    supervise: options.supervise,
    expireInSeconds: options.expireInSeconds,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  };
  const boss =
    client instanceof pg.Pool
      ? new PgBoss({ ...common, connectionString: client.options.connectionString ?? "", max: 4 })
      : new PgBoss({ ...common, db: pgliteAdapter(client) });
  boss.on("error", options.onError);
  await boss.start();
  return boss;
}

/** `$1, $2 …` placeholders → one Drizzle `sql` fragment with bound parameters. */
function toSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${values[Number(part) - 1] ?? null}`); // undefined would render as nothing
  });
  return sql.join(chunks);
}

/** A pg-boss `db` that runs inside a Drizzle transaction (PGlite and node-postgres alike). */
export function txQueueDb(tx: Pick<Db, "execute">): QueueDb {
  return {
    async executeSql(text, values) {
      const result = await tx.execute(toSql(text, values ?? []));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}
