/**
 * npm run bench:import — a 100,000-row panel list (BENCH_IMPORT_ROWS) as .csv and as .xlsx,
 * imported through the list-import engine (decision 217): upload (stream-read and stage), check
 * (the match report against the panel) and the import job, on PGlite and, when DATABASE_URL names
 * a PostgreSQL server, on a scratch database there. The panel holds the list's known members plus
 * BENCH_IMPORT_PANEL (default 0) other members. Prints each phase's time, the process's peak RSS
 * during the import and how much it grew over the process before the upload (on PGlite the
 * database's own ~450 MB is in the process) and the process's CPU time (on a shared machine the
 * wall time is mostly waiting). Goals: ≤ 60 s and ≤ 300 MB per file.
 */

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { UseCaseContext } from "../../server/context";
import type { Db } from "../../server/db/client";
import { setConfigItem } from "../../server/db/repo/config";
import { listImports } from "../../server/db/schema/list-imports";
import { respondents } from "../../server/db/schema/respondents";
import { createDeps } from "../../server/deps";
import { readEnv } from "../../server/env";
import { checkImport } from "../../server/services/list-import/check";
import { runImport } from "../../server/services/list-import/job";
import { stageFile } from "../../server/services/list-import/upload";
import {
  generateList,
  insertPanel,
  LIST_MAPPING as MAPPING,
  writeCsv,
  writeXlsx,
} from "../../tests/helpers/list-file";
import { onEachDatabase } from "./bench-support";

const N = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const FILLER = Number(process.env.BENCH_IMPORT_PANEL ?? 0);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Samples the process's RSS every 25 ms while `fn` runs; answers its time and the peak. */
async function measured<T>(
  fn: () => Promise<T>,
): Promise<{ value: T; ms: number; cpu: number; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  const start = performance.now();
  const cpu = process.cpuUsage();
  try {
    const value = await fn();
    const used = process.cpuUsage(cpu);
    const ms = performance.now() - start;
    return {
      value,
      ms,
      cpu: (used.user + used.system) / 1000,
      peak: Math.max(peak, process.memoryUsage().rss),
    };
  } finally {
    clearInterval(timer);
  }
}

async function fillPanel(db: Db, n: number) {
  for (let i = 0; i < n; i += 1000) {
    await db.insert(respondents).values(
      Array.from({ length: Math.min(1000, n - i) }, (_, k) => ({
        firstName: "Filler",
        lastName: `Member${i + k}`,
        email: `filler${i + k}@panel.test`,
        mobile: `049${String(i + k).padStart(7, "0")}`,
      })),
    );
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "bench-import-"));
  try {
    const files = { csv: join(dir, "list.csv"), xlsx: join(dir, "list.xlsx") };
    // Only the panel members and the expected counts stay in memory; the rows go to the files.
    const csvList = generateList(N, "csv", 0);
    await writeCsv(files.csv, csvList.rows);
    const xlsxList = generateList(N, "xlsx", 1_000_000);
    await writeXlsx(files.xlsx, xlsxList.rows);
    const lists = {
      csv: { panel: csvList.panel, expected: csvList.expected },
      xlsx: { panel: xlsxList.panel, expected: xlsxList.expected },
    };
    csvList.rows.length = 0;
    xlsxList.rows.length = 0;
    console.log(
      `${N.toLocaleString()} rows: csv ${mb(readFileSync(files.csv).length)} MB, xlsx ${mb(readFileSync(files.xlsx).length)} MB`,
    );
    await onEachDatabase("bench-import-", async (kind, handle) => {
      const env = readEnv({
        jwtSecret: new TextEncoder().encode("bench-secret-bench-secret-bench-1234"),
        logLevel: "silent",
        dataDir: dir,
      });
      const deps = createDeps(handle.db, env);
      const ctx: UseCaseContext = {
        deps,
        actor: { role: "Staff", id: 1, name: "bench", jti: "bench", exp: 0, accountId: 1 },
        rights: new Set(["ILST"]),
      };
      try {
        await setConfigItem(handle.db, "IsimportlistAllowed", "flag", "true");
        await fillPanel(handle.db, FILLER);
        for (const type of ["csv", "xlsx"] as const) {
          const list = lists[type];
          await insertPanel(handle.db, list.panel);
          global.gc?.();
          const base = process.memoryUsage().rss;
          const bytes = readFileSync(files[type]);
          const file = new File([bytes], `list.${type}`);
          const up = await measured(() =>
            stageFile(ctx, file, { kind: "panel", listId: null, clientId: null, owner: "Staff:1" }),
          );
          const check = await measured(() =>
            checkImport(ctx, {
              importId: up.value.importId,
              mapping: MAPPING,
              dateFormat: "DD/MM/YYYY",
              country: "AU",
            }),
          );
          const counts = check.value.counts;
          const ok = counts?.valid === list.expected.valid && counts?.invalid === list.expected.invalid;
          await handle.db
            .update(listImports)
            .set({ status: "queued" })
            .where(eq(listImports.id, up.value.importId));
          const run = await measured(() => runImport(deps, { importId: up.value.importId, by: "bench" }));
          const total = up.ms + check.ms + run.ms;
          const cpu = up.cpu + check.cpu + run.cpu;
          const peak = Math.max(up.peak, check.peak, run.peak);
          console.log(
            `${kind} ${type}: upload ${(up.ms / 1000).toFixed(1)} s, check ${(check.ms / 1000).toFixed(1)} s, ` +
              `import ${(run.ms / 1000).toFixed(1)} s = ${(total / 1000).toFixed(1)} s (goal ≤ 60 s; CPU ${(cpu / 1000).toFixed(1)} s); ` +
              `peak RSS ${mb(peak)} MB, +${mb(Math.max(0, peak - base))} MB over the process before the upload (goal ≤ 300 MB); counts ${ok ? "as expected" : `WRONG ${JSON.stringify(counts)}`}`,
          );
        }
      } finally {
        await handle.close();
      }
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
