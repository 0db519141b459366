import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { SURVEY_MESSAGES } from "../../server/contracts/surveys/constants";
import {
  landingAnswerSchema,
  quotasAnswerSchema,
  respondentSurveyAnswerSchema,
  statsAnswerSchema,
  thankYouAnswerSchema,
  welcomeAnswerSchema,
} from "../../server/contracts/surveys/surveys";
import { insertEvent } from "../../server/db/repo/respondent-records";
import { jobs } from "../../server/db/schema/jobs";
import { encryptText } from "../../server/services/link-crypto";
import { LINK_MESSAGES } from "../../server/services/surveys/links";
import { staffWithRights } from "../helpers/staff-with-rights";
import { expectBadRequest } from "./auth-helpers";
import { expectForbidden } from "./respondents-helpers";
import { expectRefusal, value } from "./sessions-helpers";
import { createSurvey, savePage, stateOf, surveysWorld } from "./surveys-helpers";

let w: Awaited<ReturnType<typeof surveysWorld>>;
let screenerId: number;
let sessionScreenerId: number;
const person = (i: number) => w.people[i + 10] ?? 0;

beforeAll(async () => {
  w = await surveysWorld();
  screenerId = (await createSurvey(w.api, w.admin, { jobId: w.jobId, kind: "screener" })).id;
  sessionScreenerId = (
    await createSurvey(w.api, w.admin, { jobId: w.jobId, kind: "sessionScreener", jobGroupId: w.session.id })
  ).id;
});
afterAll(() => w?.server.close());

const decode = (name: string, encodedData: string) =>
  w.api.get(`/api/survey/${name}?encodedData=${encodeURIComponent(encodedData)}`);
const tamper = (s: string) => `${s.slice(0, 10)}${s[10] === "A" ? "B" : "A"}${s.slice(11)}`;

describe("links: decoded values, landing and welcome", () => {
  it("decodes a link to respondent|job|survey and refuses tampered links", async () => {
    const link = w.link(person(0));
    for (const name of ["GetPublicSurveyDecodedValues", "GetClientSurveyDecodedValues"]) {
      const ok = await decode(name, link);
      expect(ok.body).toMatchObject({ succeeded: true, value: `${person(0)}|${w.jobId}|${screenerId}` });
      expectRefusal(await decode(name, tamper(link)), LINK_MESSAGES.invalid);
    }
    expectBadRequest(await w.api.get("/api/survey/GetPublicSurveyDecodedValues"));
  });

  it("decodes unsubscribe links only with their own key", async () => {
    const unsub = encryptText(w.server.deps.env.jwtSecret, String(person(0)));
    expect((await decode("GetUnsubscribeDecodedValues", unsub)).body.value).toBe(String(person(0)));
    expectRefusal(await decode("GetUnsubscribeDecodedValues", w.link(person(0))), "not valid");
  });

  it("answers the landing and welcome pages; the welcome token starts the survey", async () => {
    const link = w.link(person(1));
    const landing = value(await decode("GetSurveyLandingValues", link), landingAnswerSchema);
    expect(landing.declineOptions.length).toBeGreaterThan(0);
    expect(landing.inviteDetailedDescription).toContain("Hello");
    expect(landing.surveyDuration).toMatch(/minutes$/);
    // Respondents read the study's name, never the survey's internal title (minors 4 and 8).
    expect(landing.studyDetails).toBeNull();
    expect(landing.studyName).toBeTruthy();
    const welcome = value(await decode("GetSurveyWelcomeValues", link), welcomeAnswerSchema);
    const started = await savePage(
      w.api,
      welcome.startSurveyToken,
      { surveyId: screenerId, respondentId: person(1) },
      { age: "a18" },
    );
    expect(stateOf(started)).toMatchObject({ status: "In progress", page: 1 });
    expectRefusal(await decode("GetSurveyLandingValues", tamper(link)), LINK_MESSAGES.invalid);
  });
});

describe("answering page by page", () => {
  it("validates, goes back with isPrevious, qualifies and books the respondent as Qualified in the session", async () => {
    const p = person(2);
    const link = w.link(p, 0, w.session.id);
    const ids = { surveyId: sessionScreenerId, respondentId: p };
    const load = value(
      await w.api.postJson("/api/survey-questions-and-answers", { ...ids, encodedData: link }),
      respondentSurveyAnswerSchema,
    );
    expect(load.state).toMatchObject({ page: 0, pageCount: 3, status: "In progress" });
    expect(load.details.publicTitle).toBeTruthy();
    expect(load.details.publicTitle).not.toBe(load.details.title);
    expect(load.questions[0]?.text).not.toContain("<script>");
    expectRefusal(await savePage(w.api, link, ids, {}), "age: Please answer this question.");
    expectRefusal(await savePage(w.api, link, ids, { age: "zz" }), "not one of the choices");
    expect(stateOf(await savePage(w.api, link, ids, { age: "a18" })).page).toBe(1);
    // A repeated submit of page 0 is refused as stale, never applied twice.
    expectRefusal(
      await savePage(w.api, link, ids, { age: "a40" }, { questionId: "age" }),
      SURVEY_MESSAGES.stalePage,
    );
    expect(stateOf(await savePage(w.api, link, ids, {}, { isPrevious: true })).page).toBe(0);
    expect(stateOf(await savePage(w.api, link, ids, { age: "a40" }, { questionId: "age" })).answers.age).toBe(
      "a40",
    );
    expect(stateOf(await savePage(w.api, link, ids, { work: "no" })).page).toBe(2);
    const done = stateOf(await savePage(w.api, link, ids, { why: "Fun" }));
    expect(done).toMatchObject({ status: "Completed", message: SURVEY_MESSAGES.completed });
    const list = await w.api.get(`/api/job/qual-respondents/${w.session.id}`, { token: w.admin });
    expect(list.body.value).toEqual(
      expect.arrayContaining([expect.objectContaining({ respondentId: p, status: "Qualified" })]),
    );
    // Single use: the finished response is never written again and the link opens nothing more.
    expectRefusal(await savePage(w.api, link, ids, { why: "Again" }), SURVEY_MESSAGES.alreadyDone);
    expectRefusal(await decode("GetSurveyLandingValues", link), SURVEY_MESSAGES.alreadyDone);
    expectRefusal(await decode("GetSurveyWelcomeValues", link), SURVEY_MESSAGES.alreadyDone);
  });

  it("terminates on a terminating option and records the respondent as Terminated", async () => {
    const p = person(3);
    const link = w.link(p, 0, w.session.id);
    const ids = { surveyId: sessionScreenerId, respondentId: p };
    const state = stateOf(await savePage(w.api, link, ids, { age: "u18" }));
    expect(state).toMatchObject({ status: "Terminated", message: SURVEY_MESSAGES.terminated });
    const list = await w.api.get(`/api/job/qual-respondents/${w.session.id}`, { token: w.admin });
    expect(list.body.value).toEqual(
      expect.arrayContaining([expect.objectContaining({ respondentId: p, status: "Terminated" })]),
    );
  });

  it("refuses a link for another respondent or survey (403) and a visitor without a link (401)", async () => {
    const link = w.link(person(4));
    expectForbidden(
      await savePage(w.api, link, { surveyId: screenerId, respondentId: person(5) }, { age: "a18" }),
    );
    expectForbidden(
      await savePage(
        w.api,
        w.link(person(4), screenerId),
        { surveyId: sessionScreenerId, respondentId: person(4) },
        { age: "a18" },
      ),
    );
    // A link without a survey id opens only the survey it resolves to (here the job's screener).
    expectForbidden(
      await savePage(
        w.api,
        w.link(person(4)),
        { surveyId: sessionScreenerId, respondentId: person(4) },
        { age: "a18" },
      ),
    );
    const noLink = await w.api.postJson("/api/survey-answers/update", {
      surveyId: screenerId,
      respondentId: person(4),
      answers: [],
    });
    expect(noLink.status).toBe(401);
    expectBadRequest(
      await w.api.postJson("/api/survey-answers/update", { surveyId: "x", respondentId: person(4) }),
    );
    expectRefusal(
      await savePage(w.api, tamper(link), { surveyId: screenerId, respondentId: person(4) }, { age: "a18" }),
      LINK_MESSAGES.invalid,
    );
  });

  it("ends over quota when the respondent's cell is full, and staff see answers, stats and quotas", async () => {
    const s = await createSurvey(w.api, w.admin, { jobId: w.jobId, kind: "survey", title: "Quota survey" });
    await w.api.postJson(
      "/api/survey/UpdateSurveyQuotas",
      { surveyId: s.id, quotas: [{ name: "Young", target: 1, when: { q: "age", op: "eq", value: "a18" } }] },
      { token: w.admin },
    );
    const finish = async (p: number) => {
      const link = w.link(p, s.id);
      const ids = { surveyId: s.id, respondentId: p };
      await savePage(w.api, link, ids, { age: "a18" });
      await savePage(w.api, link, ids, { work: "no" });
      return stateOf(await savePage(w.api, link, ids, {}));
    };
    expect((await finish(person(6))).status).toBe("Completed");
    const over = await finish(person(7));
    expect(over).toMatchObject({ status: "Over quota", message: SURVEY_MESSAGES.overQuota });
    const quotas = value(
      await w.api.postJson(
        "/api/survey/GetSurveyQuotas",
        { surveyId: s.id, respondentId: person(6) },
        { token: w.admin },
      ),
      quotasAnswerSchema,
    );
    expect(quotas.quotas[0]).toMatchObject({ target: 1, filled: 1 });
    expect(quotas.respondentCells).toEqual([quotas.quotas[0]?.id]);

    const stats = value(await w.api.get(`/api/survey-stats/${s.id}`, { token: w.admin }), statsAnswerSchema);
    expect(stats.byStatus).toMatchObject({ Completed: 1, "Over quota": 1 });
    expect(stats.questions[0]?.options.find((o) => o.id === "a18")?.count).toBe(2);
    const jobStats = await w.api.get(`/api/job-survey-stats/${w.jobId}`, { token: w.admin });
    expect(jobStats.body.value).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ surveyId: s.id, total: 2, byStatus: { Completed: 1, "Over quota": 1 } }),
      ]),
    );
    expectForbidden(await w.api.get(`/api/job-survey-stats/${w.jobId}`, { token: w.me }));
    const events = await w.api.get(`/api/survey-events/${s.id}`, { token: w.admin });
    const rows = events.body.value as { said: number; respondentId: number; status: string }[];
    expect(rows.map((r) => r.status).sort()).toEqual(["Completed", "Over quota"]);
    const all = await w.api.get(`/api/survey-questions-all-answers/${s.id}`, { token: w.admin });
    expect(JSON.stringify(all.body.value)).toContain('"age":"a18"');
    const one = await w.api.postJson(
      "/api/survey-questions-answers",
      { surveyId: s.id, respondentId: person(6) },
      { token: w.admin },
    );
    expect(one.body.value).toMatchObject({
      response: { status: "Completed", answers: { age: "a18", work: "no" } },
    });
    expect(
      (
        await w.api.postJson(
          "/api/Screener-questions-answers",
          { surveyId: s.id, respondentId: person(6) },
          { token: w.admin },
        )
      ).status,
    ).toBe(404);
    const screenerAnswers = await w.api.postJson(
      "/api/Screener-questions-answers",
      { surveyId: sessionScreenerId, respondentId: person(2) },
      { token: w.admin },
    );
    expect(screenerAnswers.body.value).toMatchObject({ response: { status: "Completed" } });

    // Deleting the completed answer gives its place back: the next young respondent completes.
    const completed = rows.find((r) => r.status === "Completed");
    const del = await w.api.postJson(
      "/api/survey/deleteSurveyAnswerById",
      { said: completed?.said, isScreen: false },
      { token: w.admin },
    );
    expect(del.body.succeeded).toBe(true);
    expect((await finish(person(8))).status).toBe("Completed");
    expectBadRequest(
      await w.api.postJson("/api/survey/deleteSurveyAnswerById", { said: "abc" }, { token: w.admin }),
    );
  });
});

describe("encoded values, thank-you and pre-qualification", () => {
  it("gives the signed-in respondent their own link when invited, staff with JobAdmin anyone's", async () => {
    const me = 1;
    expectForbidden(
      await w.api.postJson(
        "/api/GetPublicSurveyEncodedValues",
        { jobId: w.jobId, respondentId: me },
        { token: w.me },
      ),
    );
    await insertEvent(w.server.handle.db, {
      respondentId: me,
      jobId: w.jobId,
      kind: "Opportunity",
      status: "Invited",
    });
    const own = await w.api.postJson(
      "/api/GetPublicSurveyEncodedValues",
      { jobId: w.jobId, respondentId: me },
      { token: w.me },
    );
    expect(own.body.succeeded).toBe(true);
    const decoded = await decode("GetPublicSurveyDecodedValues", own.body.value as string);
    expect(decoded.body.value).toBe(`${me}|${w.jobId}|${screenerId}`);
    const redirect = await w.api.get(`/api/survey/encoded-value/${w.jobId}`, { token: w.me });
    expect(typeof redirect.body.value).toBe("string");
    expectForbidden(
      await w.api.postJson(
        "/api/GetPublicSurveyEncodedValues",
        { jobId: w.jobId, respondentId: person(9) },
        { token: w.me },
      ),
    );
    const staff = await w.api.postJson(
      "/api/GetPublicSurveyEncodedValues",
      { jobId: w.jobId, respondentId: person(9) },
      { token: w.admin },
    );
    expect(staff.body.succeeded).toBe(true);
    expectForbidden(
      await w.api.postJson(
        "/api/GetPublicSurveyEncodedValues",
        { jobId: w.jobId, respondentId: person(9) },
        { token: await staffWithRights(w.server, []) },
      ),
    );
    expect(
      (await w.api.postJson("/api/GetPublicSurveyEncodedValues", { jobId: w.jobId, respondentId: me }))
        .status,
    ).toBe(401);
    expect((await w.api.get(`/api/survey/encoded-value/${w.jobId}`, { token: w.admin })).status).toBe(403);
    // The signed-in respondent may load their survey without a link too.
    const load = await w.api.postJson(
      "/api/survey-questions-and-answers",
      { surveyId: screenerId, respondentId: me },
      { token: w.me },
    );
    expect(load.body.succeeded).toBe(true);
  });

  it("answers the thank-you texts and the sign-off", async () => {
    const t = value(
      await w.api.postJson("/api/surveythankyou", { jid: w.jobId, eid: 0, sid: screenerId, rid: person(2) }),
      thankYouAnswerSchema,
    );
    expect(t).toMatchObject({ title: "Thank You!", thankYou: "Thanks!" });
    expect(t.signOff.length).toBeGreaterThan(0);
    expect(
      (await w.api.postJson("/api/surveythankyou", { jid: w.jobId + 1, sid: screenerId, rid: 1 })).status,
    ).toBe(404);
    const sign = await w.api.get("/api/survey/thankyou-signoff");
    expect(sign.body.value).toEqual({ value: t.signOff });
  });

  it("answers the pre-qualification details to link holders and staff only", async () => {
    const shape = z.object({ surveyId: z.number(), questionCount: z.number() });
    const byLink = value(
      await w.api.postJson("/api/prequal-survey-details", {
        encodedData: w.link(person(9), 0, w.session.id),
      }),
      shape,
    );
    expect(byLink.surveyId).toBe(sessionScreenerId);
    const byStaff = value(
      await w.api.postJson("/api/prequal-survey-details", { jobId: w.jobId }, { token: w.admin }),
      shape,
    );
    expect(byStaff).toMatchObject({ surveyId: screenerId, questionCount: 3 });
    expect((await w.api.postJson("/api/prequal-survey-details", { jobId: w.jobId })).status).toBe(401);
    expectForbidden(await w.api.postJson("/api/prequal-survey-details", { jobId: w.jobId }, { token: w.me }));
  });

  it("links expire with the job: a closed job opens no survey", async () => {
    const link = w.link(person(9));
    await w.server.handle.db.update(jobs).set({ status: "Closed" }).where(eq(jobs.id, w.jobId));
    expectRefusal(await decode("GetSurveyLandingValues", link), LINK_MESSAGES.expired);
    expectRefusal(
      await savePage(w.api, link, { surveyId: screenerId, respondentId: person(9) }, { age: "a18" }),
      LINK_MESSAGES.expired,
    );
    await w.server.handle.db.update(jobs).set({ status: "Open" }).where(eq(jobs.id, w.jobId));
  });
});
