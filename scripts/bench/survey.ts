/**
 * npm run bench:survey — server time of saving a survey answer page (survey-answers/update's
 * service: link check, validation, logic, the locked response row, quotas on the last page) with
 * 100 respondents answering at the same moment, page after page (decision 153). Seeds a fresh
 * PGlite in a temp folder, and a fresh database on the PostgreSQL server named by DATABASE_URL
 * when set; then the public survey pages' initial JS from the build (npm run bench:survey builds
 * first; goal ≤ 90 KB gzip, decision 157). Two loads: a burst (all 100 post each page at the same instant: times include
 * waiting for the one PGlite connection) and paced (each respondent reads a page 1–3 s). Goal: p95 ≤ 30 ms on PGlite, no errors.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Deps, UseCaseContext } from "../../server/context";
import type { Question } from "../../server/contracts/surveys/logic";
import type { DbHandle } from "../../server/db/client";
import { saveAnswers } from "../../server/services/surveys/answers";
import { encodeSurveyLink } from "../../server/services/surveys/links";
import { onEachDatabase, percentile } from "./bench-support";

const RESPONDENTS = Number(process.env.BENCH_RESPONDENTS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const QUESTIONS: Question[] = [
  {
    id: "age",
    kind: "single",
    text: "<p>Age?</p>",
    required: true,
    options: [
      { id: "a18", label: "18-39", qualify: true },
      { id: "a40", label: "40+", qualify: true },
    ],
  },
  {
    id: "brands",
    kind: "multi",
    text: "<p>Brands, {{profile.firstName}}?</p>",
    newPage: true,
    min: 1,
    randomise: true,
    options: [
      { id: "acme", label: "Acme" },
      { id: "globex", label: "Globex" },
      { id: "none", label: "None", exclusive: true, anchor: true },
    ],
  },
  { id: "often", kind: "number", text: "<p>How often?</p>", min: 0, max: 50, integer: true },
  {
    id: "why",
    kind: "text",
    text: "<p>Why?</p>",
    newPage: true,
    maxLength: 200,
    showIf: { q: "brands", op: "anyOf", values: ["acme"] },
  },
];
const PAGES: Record<string, unknown>[] = [
  { age: "a18" },
  { brands: ["acme"], often: 3 },
  { why: "Good value" },
];

async function seed(handle: DbHandle) {
  const db = handle.db;
  await db.execute(sql`insert into jobs (job_number, name) values ('SB1', 'Survey bench')`);
  await db.execute(
    sql`insert into respondents (first_name, last_name, mobile) select 'Pat' || g, 'Tester' || g, '04' || lpad(g::text, 8, '0') from generate_series(1, ${RESPONDENTS * ROUNDS * 2 + 1}) g`,
  );
  await db.execute(
    sql`insert into surveys (job_id, kind, title) select min(id), 'survey', 'Bench' from jobs`,
  );
  const [ids] = rowsOf<{ job: number; survey: number; first: number }>(
    await db.execute(
      sql`select (select min(id) from jobs)::int as job, (select min(id) from surveys)::int as survey, (select min(id) from respondents)::int as first`,
    ),
  );
  if (!ids) throw new Error("seed failed");
  for (const [position, q] of QUESTIONS.entries())
    await db.execute(
      sql`insert into survey_questions (survey_id, position, code, definition) values (${ids.survey}, ${position}, ${q.id}, ${JSON.stringify(q)}::jsonb)`,
    );
  await db.execute(
    sql`insert into survey_quota_cells (survey_id, name, condition, target) values (${ids.survey}, 'Young', ${JSON.stringify({ q: "age", op: "eq", value: "a18" })}::jsonb, ${RESPONDENTS * ROUNDS * 2 + 1})`,
  );
  return ids;
}

/**
 * Logs the SQL statements drizzle sends while `on` (a transaction counts as its own line for
 * begin … commit), through the session's logger: the bench's statements-per-save figure.
 */
function statementLog(db: DbHandle["db"]) {
  type Logger = { logQuery(query: string): void };
  type Tx = (fn: unknown, config?: unknown) => Promise<unknown>;
  const session = (
    db as unknown as { session: { logger: Logger; options: { logger?: Logger }; transaction: Tx } }
  ).session;
  const trace = { on: false, lines: [] as string[] };
  const logger: Logger = {
    logQuery: (q) => {
      if (trace.on) trace.lines.push(q.replace(/\s+/g, " ").slice(0, 110));
    },
  };
  session.logger = logger;
  session.options.logger = logger;
  const transaction = session.transaction.bind(session);
  session.transaction = (fn, config) => {
    if (trace.on) trace.lines.push("begin … commit (transaction)");
    return transaction(fn, config);
  };
  return trace;
}

async function run(kind: string, handle: DbHandle) {
  const ids = await seed(handle);
  const secret = randomBytes(32);
  const ctx: UseCaseContext = {
    deps: { db: handle.db, now: () => new Date(), env: { jwtSecret: secret } } as unknown as Deps,
    actor: undefined,
    rights: new Set(),
  };
  // One respondent answering the three pages alone, statements logged: the cost of one save.
  const trace = statementLog(handle.db);
  const lone = ids.first + RESPONDENTS * ROUNDS * 2;
  const loneLink = encodeSurveyLink(secret, {
    respondentId: lone,
    jobId: ids.job,
    surveyId: ids.survey,
    now: new Date(),
  });
  for (const [n, page] of PAGES.entries()) {
    trace.on = true;
    const out = await saveAnswers(ctx, {
      encodedData: loneLink,
      surveyId: ids.survey,
      respondentId: lone,
      answers: Object.entries(page).map(([questionId, value]) => ({ questionId, value: value as never })),
      isPrevious: false,
    });
    trace.on = false;
    console.log(
      `${kind} page ${n + 1} save (${out.ok ? out.value.status : "refused"}): ${trace.lines.length} statements`,
    );
    for (const line of trace.lines.splice(0)) console.log(`  ${line}`);
  }
  // Burst: every respondent posts each page at the same instant (the worst case).
  // Paced: the same respondents, each reading a page for 1–3 s before posting the next.
  for (const mode of ["burst", "paced"] as const) {
    const samples: number[] = [];
    let errors = 0;
    let completed = 0;
    const offset = mode === "burst" ? 0 : RESPONDENTS * ROUNDS;
    const save = async (respondentId: number, link: string, page: Record<string, unknown>) => {
      const t = performance.now();
      const out = await saveAnswers(ctx, {
        encodedData: link,
        surveyId: ids.survey,
        respondentId,
        answers: Object.entries(page).map(([questionId, value]) => ({ questionId, value: value as never })),
        isPrevious: false,
      });
      samples.push(performance.now() - t);
      if (!out.ok) errors += 1;
      else if (out.value.status === "Completed") completed += 1;
    };
    for (let round = 0; round < ROUNDS; round++) {
      const people = Array.from(
        { length: RESPONDENTS },
        (_, i) => ids.first + offset + round * RESPONDENTS + i,
      );
      const links = people.map((respondentId) =>
        encodeSurveyLink(secret, { respondentId, jobId: ids.job, surveyId: ids.survey, now: new Date() }),
      );
      if (mode === "burst") {
        for (const page of PAGES) await Promise.all(people.map((p, i) => save(p, links[i] ?? "", page)));
      } else {
        await Promise.all(
          people.map(async (p, i) => {
            for (const page of PAGES) {
              await new Promise((r) => setTimeout(r, 1000 + Math.random() * 2000));
              await save(p, links[i] ?? "", page);
            }
          }),
        );
      }
    }
    samples.sort((a, b) => a - b);
    console.log(
      `${kind} ${mode}: ${samples.length} page saves, ${RESPONDENTS} concurrent respondents × ${ROUNDS} rounds: p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms, max ${samples.at(-1)?.toFixed(1)} ms; errors ${errors}; completed ${completed}`,
    );
  }
  await handle.close();
}

await onEachDatabase("bench-survey-", run);

// The public survey pages' first download (the same measurement as bench:size).
try {
  const { execFileSync } = await import("node:child_process");
  const sizes = execFileSync(process.execPath, ["--import", "tsx", "scripts/bench/size.ts"], {
    encoding: "utf8",
  });
  console.log("Public survey pages, initial JS (goal ≤ 90 KB gzip):");
  for (const l of sizes.split("\n").filter((x) => /survey|sanitiser/.test(x))) console.log(`  ${l.trim()}`);
} catch {
  console.log("Initial JS: no build found (run npm run build first).");
}
