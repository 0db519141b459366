import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAnswerSchema } from "../../server/contracts/auth";
import { referenceDataAnswerSchema } from "../../server/contracts/reference-data";
import { respondentChildrenSchema, respondentSummarySchema } from "../../server/contracts/respondents/portal";
import {
  respondentMergeAnswerSchema,
  respondentNotesSchema,
  respondentSchema,
} from "../../server/contracts/respondents/respondents";
import { signupAnswerSchema } from "../../server/contracts/signup";
import { respondentEvents, respondentPoints } from "../../server/db/schema/respondents";
import { recordRespondentPayment } from "../../server/services/respondents/portal";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { expectForbidden } from "./respondents-helpers";

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let admin: string;
const A = 1; // the demo respondent (has an account and a password)
let B = 0; // a fresh sign-up with its own account and password
const B_EMAIL = "bee.twin@example.com";
const B_PASSWORD = "Bee-Twin-Pass-9!";

const summary = async (id: number) =>
  (await api.get(`/api/respondent-summary/${id}`, { token: admin, answer: respondentSummarySchema })).body
    .value;
const record = async (id: number) =>
  (await api.get(`/api/respondent/${id}`, { token: admin, answer: respondentSchema })).body.value;
const selection = async (id: number, type: string) => {
  const answer = await api.postForm(
    "/api/reference-data-provider",
    { type, respId: String(id) },
    { token: admin, answer: referenceDataAnswerSchema },
  );
  return answer.body.value.items.filter((i) => i.selected).map((i) => i.code);
};
const children = async (id: number) =>
  (
    await api.get(`/api/respondent-children/${id}`, { token: admin, answer: respondentChildrenSchema })
  ).body.value
    .map((c) => c.firstName)
    .sort();

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  admin = await api.login(DEMO.admin.username, DEMO.admin.password);
  const signup = await api.postJson(
    "/api/res-signup",
    {
      panel: "business",
      firstName: "Bee",
      lastName: "Twin",
      email: B_EMAIL,
      mobile: "0499 888 777",
      postcode: "3000",
      gender: "Female",
      yearOfBirth: 1985,
      acceptTerms: true,
      businessCompany: "Twin Pty Ltd",
      businessRole: "Owner / Director",
      businessIndustry: "Retail",
      businessEmployeeNumbers: "2-19",
    },
    { answer: signupAnswerSchema },
  );
  expect(signup.body.errors).toEqual([]);
  B = signup.body.value.respondentId;
  await api.postForm(
    "/api/respondent/set-password",
    { respId: String(B), password: B_PASSWORD },
    { token: admin },
  );

  // History on B: an event, a payment, points, a child, reference items, bank details.
  const db = server.deps.db;
  await db
    .insert(respondentEvents)
    .values({ respondentId: B, kind: "Attended", status: "Paid", description: "Group B" });
  await recordRespondentPayment(
    { deps: server.deps, actor: undefined, rights: new Set() },
    { respondentId: B, amount: "80.00", reference: "B-PAY" },
  );
  await db.insert(respondentPoints).values([
    { respondentId: B, kind: "earned", points: 30, reason: "B survey" },
    { respondentId: B, kind: "paid", points: -20, reason: "B payout" },
  ]);
  await api.postJson(
    "/api/respondent-children/update",
    { respondentId: B, firstName: "Bea" },
    { token: admin },
  );
  for (const [id, list] of [
    [A, ["Van"]],
    [B, ["Van", "SUV"]],
  ] as const) {
    await api.postForm(
      "/api/update-reference-data-provider",
      { respId: String(id), json: JSON.stringify({ type: "VehicleType", referenceList: list }) },
      { token: admin },
    );
  }
  await api.postJson(
    "/api/respondent/update",
    { id: B, financeAccountName: "Bee Twin", financeBsb: "123-456", financeAccountNumber: "55554444" },
    { token: admin },
  );
});
afterAll(() => server?.close());

describe("respondent/merge", () => {
  it("refuses merging a record into itself and unknown records", async () => {
    expect(
      (
        await api.postJson(
          "/api/respondent/merge",
          { keepId: A, mergeId: A },
          { token: admin, answer: respondentMergeAnswerSchema },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await api.postJson(
          "/api/respondent/merge",
          { keepId: A, mergeId: 999_999 },
          { token: admin, answer: respondentMergeAnswerSchema },
        )
      ).status,
    ).toBe(404);
    const me = await api.login(DEMO.respondent.username, DEMO.respondent.password);
    expectForbidden(
      await api.postJson(
        "/api/respondent/merge",
        { keepId: A, mergeId: B },
        { token: me, answer: respondentMergeAnswerSchema },
      ),
    );
  });

  it("keeps every event, payment, point, child and reference item of both, with the chosen values", async () => {
    const [sumA, sumB, recA, recB, kidsA, kidsB] = await Promise.all([
      summary(A),
      summary(B),
      record(A),
      record(B),
      children(A),
      children(B),
    ]);
    expect(sumB.events).toBeGreaterThan(0);
    expect(sumB.payments).toBe(1);

    const answer = await api.postJson(
      "/api/respondent/merge",
      { keepId: A, mergeId: B, take: ["email", "firstName"], takeBankDetails: true },
      { token: admin, answer: respondentMergeAnswerSchema },
    );
    expect(answer.body.succeeded).toBe(true);
    expect(answer.body.successMsg).toContain(`#${B}`);

    const after = await summary(A);
    expect(after.events).toBe(sumA.events + sumB.events);
    expect(after.payments).toBe(sumA.payments + sumB.payments);
    expect(Number(after.totalPaid)).toBeCloseTo(Number(sumA.totalPaid) + Number(sumB.totalPaid));
    expect(after.children).toBe(sumA.children + sumB.children);
    expect(await children(A)).toEqual([...kidsA, ...kidsB].sort());

    const merged = await record(A);
    expect(merged.totalPoints).toBe((recA.totalPoints ?? 0) + (recB.totalPoints ?? 0));
    expect(merged.paidPoints).toBe((recA.paidPoints ?? 0) + (recB.paidPoints ?? 0));
    expect(merged.accumulatedPoints).toBe((recA.accumulatedPoints ?? 0) + (recB.accumulatedPoints ?? 0));
    // Chosen fields come from B, the others stay A's; B's panel membership survives.
    expect(merged.email).toBe(B_EMAIL);
    expect(merged.firstName).toBe("Bee");
    expect(merged.lastName).toBe(recA.lastName);
    expect(merged.mobile).toBe(recA.mobile);
    expect(merged.businessRego).toBe(true);
    expect(merged.financeAccountNumber).toBe("55554444");
    expect((await selection(A, "VehicleType")).sort()).toEqual(["SUV", "Van"]);

    const gone = await record(B);
    expect(gone.isActive).toBe(false);
    expect(gone.mergedIntoId).toBe(A);
  });

  it("keeps the merged-away record read-only: a save is refused and changes nothing", async () => {
    const before = await record(B);
    const saved = await api.postJson(
      "/api/respondent/update",
      { id: B, firstName: "Changed" },
      { token: admin },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.succeeded).toBe(false);
    expect(saved.body.errors[0]).toBe(
      `This record was merged into #${A} and is read-only. Make changes there.`,
    );
    expect((await record(B)).firstName).toBe(before.firstName);
  });

  it("leaves audit notes on both records, readable by staff only", async () => {
    const notes = async (id: number) =>
      (await api.get(`/api/respondent-notes/${id}`, { token: admin, answer: respondentNotesSchema })).body
        .value;
    const onA = (await notes(A)).find((n) => n.kind === "audit" && n.text.includes(`#${B}`));
    expect(onA?.text).toContain("Fields taken from");
    expect(onA?.text).toContain("email, firstName");
    expect(onA?.author).toBeTruthy();
    expect((await notes(B)).some((n) => n.kind === "audit" && n.text.includes(`#${A}`))).toBe(true);
    const me = await api.login(B_EMAIL, DEMO.respondent.password);
    expectForbidden(
      await api.get(`/api/respondent-notes/${A}`, { token: me, answer: respondentNotesSchema }),
    );
  });

  it("deactivates B's sign-in; A now signs in with the e-mail it took", async () => {
    const asB = await api.postJson(
      "/api/user-login",
      { username: B_EMAIL, password: B_PASSWORD },
      { answer: loginAnswerSchema },
    );
    expect(asB.body.succeeded).toBe(false);
    const asA = await api.login(B_EMAIL, DEMO.respondent.password);
    const summaryA = await api.get(`/api/respondent-summary/${A}`, {
      token: asA,
      answer: respondentSummarySchema,
    });
    expect(summaryA.body.value.id).toBe(A);
  });

  it("refuses to merge an already merged record", async () => {
    expect(
      (
        await api.postJson(
          "/api/respondent/merge",
          { keepId: A, mergeId: B },
          { token: admin, answer: respondentMergeAnswerSchema },
        )
      ).status,
    ).toBe(400);
  });

  it("hands the merged record's account to a survivor that never signed up", async () => {
    const c = await api.postJson(
      "/api/res-signup",
      {
        firstName: "Cee",
        lastName: "Solo",
        email: "cee.solo@example.com",
        mobile: "0499 111 222",
        postcode: "2000",
        gender: "Male",
        yearOfBirth: 1979,
        acceptTerms: true,
      },
      { answer: signupAnswerSchema },
    );
    const C = c.body.value.respondentId;
    await api.postForm(
      "/api/respondent/set-password",
      { respId: String(C), password: B_PASSWORD },
      { token: admin },
    );
    const D = 3; // a seeded panel member without an account
    const kept = await record(D);
    const answer = await api.postJson(
      "/api/respondent/merge",
      { keepId: D, mergeId: C, take: ["mobile"] },
      { token: admin, answer: respondentMergeAnswerSchema },
    );
    expect(answer.body.succeeded).toBe(true);
    // The person signs in with the surviving record's e-mail and lands on record D.
    const token = await api.login(kept.email ?? "", B_PASSWORD);
    const me = await api.get(`/api/respondent/${D}`, { token, answer: respondentSchema });
    expect(me.body.value).toMatchObject({ id: D, mobile: "0499111222" });
    expect(
      (
        await api.postJson(
          "/api/user-login",
          { username: "cee.solo@example.com", password: B_PASSWORD },
          { answer: loginAnswerSchema },
        )
      ).body.succeeded,
    ).toBe(false);
  });
});
