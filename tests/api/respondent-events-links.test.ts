import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  declineAnswerSchema,
  surveyClickAnswerSchema,
  surveyUpdateProfileAnswerSchema,
} from "../../server/contracts/respondents/events";
import { opportunitiesSchema, respondentEventsSchema } from "../../server/contracts/respondents/portal";
import { respondentSchema } from "../../server/contracts/respondents/respondents";
import { DECLINE_MESSAGES, declineComment } from "../../server/contracts/sessions/decline-rules";
import { DUPLICATE_EMAIL } from "../../server/contracts/signup";
import { jobGroupsTable, listJobsBrief } from "../../server/db/repo/jobs";
import { insertEvent } from "../../server/db/repo/respondent-records";
import {
  NOT_A_BOOKING,
  SESSION_PAST,
  SURVEY_DECLINED,
  WRONG_LINK,
} from "../../server/services/respondents/events";
import { encodeSurveyLink, LINK_MESSAGES } from "../../server/services/surveys/links";
import { PROFILE_REVERTED, PROFILE_UPDATED } from "../../server/services/surveys/profile";
import { type Answer, apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { expectBadRequest } from "./auth-helpers";
import { expectForbidden, mailTo, tokenFor } from "./respondents-helpers";

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let me: string;
let other: string;
let admin: string;
let jobId: number;
/** Added to the server's clock (deps.now), to age links. */
let shift = 0;
const ME = 1;
const OTHER = 2;
const DAY = 86_400_000;

const link = (respondentId: number, job: number, expiresAt?: Date) =>
  encodeSurveyLink(server.deps.env.jwtSecret, { respondentId, jobId: job, now: new Date(), expiresAt });

const expectRefused = (answer: Answer, error: string) => {
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ succeeded: false, errors: [error] });
};

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + shift) });
  api = apiClient(server);
  me = await api.login(DEMO.respondent.username, DEMO.respondent.password);
  admin = await api.login(DEMO.admin.username, DEMO.admin.password);
  other = await tokenFor(server, "Respondent", OTHER);
  const [job] = await listJobsBrief(server.handle.db, 1);
  jobId = job?.job.id ?? 0;
  expect(jobId).toBeGreaterThan(0);
  // An open invitation of the demo respondent to that job (DeclineSurvey closes it).
  await insertEvent(server.handle.db, {
    respondentId: ME,
    jobId,
    kind: "Opportunity",
    status: "Invited",
    expiresAt: new Date(Date.now() + 30 * DAY),
  });
});
afterAll(() => server?.close());

describe("survey-update-profile and respondent-revert-change", () => {
  const fields = (encodedData: string) => ({
    encodedData,
    email: "new.me@demo.test",
    mobile: "0412 345 678",
    postcode: "3000",
  });
  const profile = async () => {
    const value = (await api.get(`/api/respondent/${ME}`, { token: admin, answer: respondentSchema })).body
      .value;
    return { email: value.email ?? "", mobile: value.mobile ?? "", postcode: value.postcode ?? "" };
  };

  it("saves the link holder's changes, mails a one-time revert link to the old address, and reverts", async () => {
    const before = await profile();
    const answer = await api.postForm("/api/respondent/survey-update-profile", fields(link(ME, jobId)), {
      answer: surveyUpdateProfileAnswerSchema,
    });
    expect(answer.body).toMatchObject({
      succeeded: true,
      value: { changed: true, revertLinkSent: true },
      successMsg: PROFILE_UPDATED,
    });
    expect(await profile()).toMatchObject({
      email: "new.me@demo.test",
      mobile: "0412345678",
      postcode: "3000",
    });

    const [mail] = await mailTo(api, admin, "respondent@demo.test");
    expect(mail?.text).toContain("E-mail address: new.me@demo.test");
    const encoded = /survey-revert-changes\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const revert = `/api/respondent-revert-change?encodedData=${encoded}`;
    expect((await api.get(revert)).body).toMatchObject({ succeeded: true, successMsg: PROFILE_REVERTED });
    expect(await profile()).toMatchObject({
      email: before.email,
      mobile: before.mobile,
      postcode: before.postcode,
    });
    // Signing in with the restored address works again: the login account followed the record.
    await api.login(DEMO.respondent.username, DEMO.respondent.password);
    expectRefused(await api.get(revert), LINK_MESSAGES.revertUsed);
  });

  it("answers unchanged details without a mail", async () => {
    const current = await profile();
    const answer = await api.postForm(
      "/api/respondent/survey-update-profile",
      {
        encodedData: link(ME, jobId),
        email: current.email.toUpperCase(),
        mobile: current.mobile,
        postcode: current.postcode,
      },
      { answer: surveyUpdateProfileAnswerSchema },
    );
    expect(answer.body.value).toEqual({ changed: false, revertLinkSent: false });
  });

  it("validates the fields (400) and refuses bad, expired and duplicate requests clearly", async () => {
    const bad = await api.postForm(
      "/api/respondent/survey-update-profile",
      {
        encodedData: link(ME, jobId),
        email: "not-an-email",
        mobile: "12",
        postcode: "",
      },
      { answer: surveyUpdateProfileAnswerSchema },
    );
    expectBadRequest(bad, "email: Invalid");
    expect(bad.body.errors).toEqual(expect.arrayContaining(["mobile: Invalid", "postcode: Required"]));
    const path = "/api/respondent/survey-update-profile";
    const tampered = `${link(ME, jobId).slice(0, -2)}AA`;
    expectRefused(await api.postForm(path, fields(tampered)), LINK_MESSAGES.invalid);
    expectRefused(
      await api.postForm(path, fields(link(ME, jobId, new Date(Date.now() - 1000)))),
      LINK_MESSAGES.expired,
    );
    const someoneElse = (
      await api.get(`/api/respondent/${OTHER}`, { token: admin, answer: respondentSchema })
    ).body.value;
    expectRefused(
      await api.postForm(path, { ...fields(link(ME, jobId)), email: someoneElse.email ?? "" }),
      DUPLICATE_EMAIL,
    );
  });

  it("refuses tampered and expired revert links, and never undoes a later edit", async () => {
    expectRefused(
      await api.get("/api/respondent-revert-change?encodedData=abc"),
      LINK_MESSAGES.revertInvalid,
    );
    const before = await profile();
    const path = "/api/respondent/survey-update-profile";
    await api.postForm(path, fields(link(ME, jobId)));
    const [first] = await mailTo(api, admin, before.email);
    const firstLink = /survey-revert-changes\/([A-Za-z0-9_-]+)/.exec(first?.text ?? "")?.[1] ?? "";
    // A second change (mobile only) after the first: reverting the first keeps that mobile.
    await api.postForm(path, { ...fields(link(ME, jobId)), mobile: "0499 999 999" });
    expect((await api.get(`/api/respondent-revert-change?encodedData=${firstLink}`)).body.succeeded).toBe(
      true,
    );
    expect(await profile()).toMatchObject({
      email: before.email,
      mobile: "0499999999",
      postcode: before.postcode,
    });

    // The second change's link went to the address the record had then.
    const [latest] = await mailTo(api, admin, "new.me@demo.test");
    const latestLink = /survey-revert-changes\/([A-Za-z0-9_-]+)/.exec(latest?.text ?? "")?.[1] ?? "";
    shift = 15 * DAY;
    try {
      expectRefused(
        await api.get(`/api/respondent-revert-change?encodedData=${latestLink}`),
        LINK_MESSAGES.revertExpired,
      );
    } finally {
      shift = 0;
    }
  });
});

describe("RespConfirmAttendance", () => {
  const path = "/api/event/RespConfirmAttendance";
  let booking = 0;
  let pastBooking = 0;
  let othersBooking = 0;

  beforeAll(async () => {
    const db = server.handle.db;
    const future = await jobGroupsTable.insert(db, {
      jobId,
      sessionNumber: 91,
      name: "Evening group",
      startsAt: new Date(Date.now() + 7 * DAY),
    });
    const past = await jobGroupsTable.insert(db, {
      jobId,
      sessionNumber: 92,
      name: "Morning group",
      startsAt: new Date(Date.now() - DAY),
    });
    const book = async (respondentId: number, jobGroupId: number) =>
      (await insertEvent(db, { respondentId, jobId, jobGroupId, kind: "Qualified", status: "Booked" }))?.id ??
      0;
    booking = await book(ME, future.id);
    pastBooking = await book(ME, past.id);
    othersBooking = await book(OTHER, future.id);
  });

  it("confirms the respondent's own booking once, recording who and when", async () => {
    const first = await api.postJson<{ attendanceConfirmedAt: string; attendanceConfirmedBy: string }>(
      path,
      { eventId: booking },
      { token: me },
    );
    expect(first.body.succeeded).toBe(true);
    expect(first.body.value.attendanceConfirmedBy).toMatch(/^Respondent #1 /);
    const again = await api.postForm(path, { eventId: String(booking) }, { token: me });
    expect(again.body.value).toEqual(first.body.value);
    const listed = await api.get(`/api/respondent-events/${ME}`, {
      token: me,
      answer: respondentEventsSchema,
    });
    const row = listed.body.value.find((e) => e.id === booking);
    expect(row?.attendanceConfirmedAt).toBe(first.body.value.attendanceConfirmedAt);
  });

  it("refuses other respondents' bookings, visitors, staff, past sessions and non-bookings", async () => {
    expectForbidden(await api.postJson(path, { eventId: othersBooking }, { token: me }));
    expect((await api.postJson(path, { eventId: booking })).status).toBe(401);
    expectForbidden(await api.postJson(path, { eventId: booking }, { token: admin }));
    expectRefused(await api.postJson(path, { eventId: pastBooking }, { token: me }), SESSION_PAST);
    const opportunity = await insertEvent(server.handle.db, { respondentId: ME, jobId, kind: "Opportunity" });
    expectRefused(await api.postJson(path, { eventId: opportunity?.id }, { token: me }), NOT_A_BOOKING);
    expectBadRequest(await api.postJson(path, { eventId: "x" }, { token: me }), "eventId: Invalid");
    expect((await api.postJson(path, { eventId: 999_999 }, { token: me })).status).toBe(404);
  });
});

describe("recordthirdpartysurveyclick and DeclineSurvey", () => {
  const click = "/api/event/recordthirdpartysurveyclick";
  const decline = "/api/event/DeclineSurvey";
  const ids = (respid: number, job = jobId) => ({ respid: String(respid), JobId: String(job) });
  const events = async (id: number) =>
    (
      await api.get(`/api/respondent-events/${id}`, { token: admin, answer: respondentEventsSchema })
    ).body.value.filter((e) => e.jobId === jobId);

  it("records one click per respondent and job, signed in or through the link", async () => {
    const first = await api.postForm(click, ids(ME), { token: me, answer: surveyClickAnswerSchema });
    expect(first.body.value.firstClick).toBe(true);
    const again = await api.postForm(
      click,
      { ...ids(ME), encodedData: link(ME, jobId) },
      { answer: surveyClickAnswerSchema },
    );
    expect(again.body.value).toEqual({ eventId: first.body.value.eventId, firstClick: false });
    expect((await events(ME)).filter((e) => e.kind === "SurveyClick")).toHaveLength(1);
    expect((await api.postForm(click, ids(OTHER), { token: admin })).body.succeeded).toBe(true);
  });

  it("never trusts respid alone", async () => {
    expect((await api.postForm(click, ids(ME))).status).toBe(401);
    expectForbidden(await api.postForm(click, ids(OTHER), { token: me }));
    expectForbidden(await api.postForm(decline, { ...ids(OTHER), comment: "Other - busy" }, { token: me }));
    const client = await api.login(DEMO.client.username, DEMO.client.password);
    expectForbidden(await api.postForm(click, ids(ME), { token: client }));
    const mismatch = await api.postForm(click, { ...ids(OTHER), encodedData: link(ME, jobId) });
    expectForbidden(mismatch);
    expect(mismatch.body.errors).toEqual([WRONG_LINK]);
    expectRefused(await api.postForm(click, { ...ids(ME), encodedData: "tampered" }), LINK_MESSAGES.invalid);
    const expired = link(ME, jobId, new Date(Date.now() - 1000));
    expectRefused(
      await api.postForm(decline, { ...ids(ME), encodedData: expired, comment: "Other - x" }),
      LINK_MESSAGES.expired,
    );
    expect((await api.postForm(click, ids(ME, 999_999), { token: me })).status).toBe(404);
    expectBadRequest(
      await api.postForm(click, { respid: "abc", JobId: String(jobId) }, { token: me }),
      "respid: Invalid",
    );
  });

  it("checks the decline comment as the landing page does", async () => {
    const send = (comment: string) => api.postForm(decline, { ...ids(ME), comment }, { token: me });
    expectBadRequest(await send(""), DECLINE_MESSAGES.reason);
    expectBadRequest(await send("Because"), DECLINE_MESSAGES.reason);
    expectBadRequest(await send("Other"), DECLINE_MESSAGES.other);
    expectBadRequest(await send(declineComment("Other", "x".repeat(51))), DECLINE_MESSAGES.max);
  });

  it("closes the respondent's open invitation with the reason", async () => {
    const answer = await api.postForm(decline, { ...ids(ME), comment: "Too far to travel" }, { token: me });
    expect(answer.body).toMatchObject({ succeeded: true, successMsg: SURVEY_DECLINED });
    const declined = (await events(ME)).filter((e) => e.kind === "Opportunity" && e.status === "Declined");
    expect(declined.length).toBeGreaterThan(0);
    expect(declined.every((e) => e.closed && e.comment === "Too far to travel")).toBe(true);
    const open = await api.get(`/api/respondent-opportunities/${ME}`, {
      token: me,
      answer: opportunitiesSchema,
    });
    expect(open.body.value.map((o) => o.clientJobId)).not.toContain(jobId);
  });

  it("records a decline through the link when no invitation row exists, once", async () => {
    const fields = {
      ...ids(OTHER),
      encodedData: link(OTHER, jobId),
      comment: declineComment("Other", "Away"),
    };
    const first = await api.postForm(decline, fields, { answer: declineAnswerSchema });
    expect(first.body.succeeded).toBe(true);
    const second = await api.postForm(decline, fields, { answer: declineAnswerSchema });
    expect(second.body.value.eventIds).toEqual(first.body.value.eventIds);
    const rows = (await events(OTHER)).filter((e) => e.status === "Declined");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.closed).toBe(true);
    expect(
      (await api.postForm(decline, { ...fields, encodedData: "" }, { token: other })).body.succeeded,
    ).toBe(true);
  });
});
