/**
 * npm run bench:survey — the public survey under load (issue 11): 100 respondents save an answer
 * page at the same moment, then complete the survey (the save that counts a quota place), and
 * the server time of each save is recorded (p50/p95; goal p95 ≤ 30 ms on PGlite, no errors).
 * "Server time" is measured around the service call, so it includes the wait for the database
 * (one PGlite connection serialises the transactions); the HTTP round trips of the same load are
 * shown beside it. Then the public survey pages' initial JS gzip (goal ≤ 90 KB) from the build.
 * Uses a fresh seeded database (PGlite in memory; DATABASE_URL → a fresh PostgreSQL database).
 */
import { execFileSync } from "node:child_process";
import { desc } from "drizzle-orm";
import type { UseCaseContext } from "../../server/context";
import type { Question } from "../../server/contracts/survey-logic";
import { jobs } from "../../server/db/schema/jobs";
import { respondents } from "../../server/db/schema/respondents";
import { saveAnswers } from "../../server/services/survey-answers";
import { encodeSurveyLink } from "../../server/services/survey-links";
import { apiClient, DEMO } from "../../tests/helpers/client";
import { startTestServer } from "../../tests/helpers/server";

const RESPONDENTS = 100;
const QUESTIONS: Question[] = [
  {
    id: "age",
    kind: "single",
    text: "<p>Which age group are you in?</p>",
    required: true,
    options: [
      { id: "a18", label: "18 to 39", qualify: true },
      { id: "a40", label: "40 or over", qualify: true },
    ],
  },
  { id: "often", kind: "number", text: "<p>How often?</p>", required: true, min: 0, max: 100 },
  { id: "consent", kind: "consent", text: "<p>Consent</p>", label: "I agree", newPage: true },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const line = (label: string, samples: number[], errors: number) => {
  const s = [...samples].sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(46)} p50 ${percentile(s, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(s, 95).toFixed(1).padStart(6)} ms  max ${(s.at(-1) ?? 0).toFixed(1).padStart(6)} ms  errors ${errors}`,
  );
  return percentile(s, 95);
};

/** Runs `count` calls at once; each call's own duration and whether it failed. */
async function together(count: number, call: (i: number) => Promise<boolean>) {
  const times: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const t = performance.now();
      const ok = await call(i).catch(() => false);
      times.push(performance.now() - t);
      if (!ok) errors++;
    }),
  );
  return { times, errors };
}

const server = await startTestServer();
try {
  const kind = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  const db = server.handle.db;
  const api = apiClient(server);
  const token = await api.login(DEMO.admin.username, DEMO.admin.password);
  const [job] = await db.select({ id: jobs.id }).from(jobs).orderBy(desc(jobs.id)).limit(1);
  const jobId = job?.id ?? 0;
  const people = (
    await db
      .select({ id: respondents.id })
      .from(respondents)
      .orderBy(respondents.id)
      .limit(RESPONDENTS * 2)
  ).map((p) => p.id);
  /** One survey per run, with a quota cell that has room for everyone. */
  async function survey(title: string) {
    const detail = await api.postJson<{ id: number }>(
      "/api/survey-detail/update",
      { jobId, kind: "survey", title, introduction: "", thankYou: "" },
      { token },
    );
    const id = detail.body.value?.id ?? 0;
    await api.postJson("/api/survey-questions/update", { surveyId: id, questions: QUESTIONS }, { token });
    await api.postJson(
      "/api/survey/UpdateSurveyQuotas",
      {
        surveyId: id,
        quotas: [{ id: 0, name: "18 to 39", target: 1000, when: { q: "age", op: "eq", value: "a18" } }],
      },
      { token },
    );
    return id;
  }
  const link = (respondentId: number, surveyId: number) =>
    encodeSurveyLink(server.deps.env.jwtSecret, {
      respondentId,
      jobId,
      surveyId,
      sessionId: 0,
      now: new Date(),
    });
  const page = (i: number) => [
    { questionId: "age", value: "a18" },
    { questionId: "often", value: i % 30 },
  ];
  const consent = [{ questionId: "consent", value: true }];

  console.log(`${kind}: ${RESPONDENTS} respondents saving at the same moment`);
  // Service level: the server time of each save.
  const serviceSurvey = await survey("Bench survey (service)");
  const ctx: UseCaseContext = { deps: server.deps, actor: undefined, rights: new Set() };
  const ids = people.slice(0, RESPONDENTS);
  const save = (i: number, answers: { questionId: string; value: unknown }[], questionId: string) =>
    saveAnswers(ctx, {
      encodedData: link(ids[i] ?? 0, serviceSurvey),
      surveyId: serviceSurvey,
      respondentId: ids[i] ?? 0,
      questionId,
      answers: answers as never,
      isPrevious: false,
    }).then((o) => o.ok);
  // One at a time first (the work of one save, no waiting), on the first half of the respondents.
  const half = RESPONDENTS / 2;
  const serial: number[] = [];
  let serialErrors = 0;
  for (let i = 0; i < half; i++) {
    const t = performance.now();
    if (!(await save(i, page(i), "age"))) serialErrors++;
    serial.push(performance.now() - t);
  }
  const p95 = line("server time: save page 1, one at a time", serial, serialErrors);
  const first = await together(half, (i) => save(i + half, page(i), "age"));
  line(`server time: save page 1, ${half} at once (queued)`, first.times, first.errors);
  const last = await together(RESPONDENTS, (i) => save(i, consent, "consent"));
  line("server time: last page (completes, quota place)", last.times, last.errors);

  // HTTP level: the same load through the route (parse, envelope), other respondents.
  // A keep-alive socket idle through the load above may have been closed: one retry.
  const httpSurvey = await survey("Bench survey (HTTP)").catch(() => survey("Bench survey (HTTP)"));
  const others = people.slice(RESPONDENTS, RESPONDENTS * 2);
  const post = (i: number, answers: unknown, questionId: string) =>
    api
      .postJson("/api/survey-answers/update", {
        encodedData: link(others[i] ?? 0, httpSurvey),
        surveyId: httpSurvey,
        respondentId: others[i] ?? 0,
        questionId,
        answers,
        isPrevious: false,
      })
      .then((a) => a.status === 200 && a.body.succeeded === true);
  const h1 = await together(RESPONDENTS, (i) => post(i, page(i), "age"));
  line("HTTP round trip: save page 1", h1.times, h1.errors);
  const h2 = await together(RESPONDENTS, (i) => post(i, consent, "consent"));
  line("HTTP round trip: last page", h2.times, h2.errors);
  const errors = serialErrors + first.errors + last.errors + h1.errors + h2.errors;
  console.log(`  goal p95 ≤ 30 ms (PGlite), no errors: ${p95 <= 30 && errors === 0 ? "met" : "NOT met"}`);
} finally {
  await server.close();
}

// The public survey pages' first download, from the build (npm run bench:survey builds first).
try {
  const sizes = execFileSync(process.execPath, ["--import", "tsx", "scripts/bench/size.ts"], {
    encoding: "utf8",
  });
  console.log("Public survey pages, initial JS (goal ≤ 90 KB gzip):");
  for (const l of sizes.split("\n").filter((x) => /survey|sanitiser/.test(x))) console.log(`  ${l.trim()}`);
} catch {
  console.log("Initial JS: no build found (run npm run build first).");
}
