import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referenceDataAnswerSchema } from "../../server/contracts/reference-data";
import { respondentChildrenSchema, respondentSummarySchema } from "../../server/contracts/respondents/portal";
import {
  respondentMergeAnswerSchema,
  respondentSchema,
} from "../../server/contracts/respondents/respondents";
import { configItems } from "../../server/db/schema/config";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";
import { expectForbidden, expectNoBankDetails } from "./respondents-helpers";

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let me: string; // the demo respondent
let myId: number;
let admin: string; // every right, BNK included
let recruiter: string; // RES without BNK
const OTHER = 2; // a seeded panel member
const BANK = { financeAccountName: "Pat Other", financeBsb: "062-000", financeAccountNumber: "98765432" };

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  me = await api.login(DEMO.respondent.username, DEMO.respondent.password);
  myId = (await api.get<{ id: number }>("/api/respondent-summary/1", { token: me })).body.value.id;
  admin = await api.login(DEMO.admin.username, DEMO.admin.password);
  recruiter = await api.login(DEMO.recruiter.username, DEMO.recruiter.password);
  const saved = await api.postJson("/api/respondent/update", { id: OTHER, ...BANK }, { token: admin });
  expect(saved.body.succeeded).toBe(true);
});
afterAll(() => server?.close());

describe("a respondent sees and changes only their own record", () => {
  it("reads their own record with bank fields and points", async () => {
    const answer = await api.get(`/api/respondent/${myId}`, { token: me, answer: respondentSchema });
    expect(answer.status).toBe(200);
    expect(answer.body.value.email).toBe("respondent@demo.test");
    expect(answer.body.value).toHaveProperty("financeAccountNumber");
    expect(answer.body.value.accumulatedPoints).toBe(10);
    expect(answer.body.value.totalPoints).toBe(60);
    // Staff notes are not for the respondent's eyes.
    expect(answer.body.value.notes).toBeNull();
  });

  it("gets 403 for every read of another respondent", async () => {
    for (const path of [
      "respondent",
      "respondent-summary",
      "respondent-payments",
      "respondent-events",
      "respondent-surveys",
      "respondent-opportunities",
      "respondent-children",
    ]) {
      const answer = await api.get(`/api/${path}/${OTHER}`, { token: me });
      expectForbidden(answer);
      expectNoBankDetails(answer, "98765432");
    }
  });

  it("gets 403 changing another respondent's record, bank details or children", async () => {
    expectForbidden(
      await api.postJson("/api/respondent/update", { id: OTHER, firstName: "Hacked" }, { token: me }),
    );
    expectForbidden(
      await api.postJson(
        "/api/respondent/update",
        { id: OTHER, ...BANK, financeAccountName: "Me" },
        { token: me },
      ),
    );
    expectForbidden(
      await api.postJson(
        "/api/respondent-children/update",
        { respondentId: OTHER, firstName: "Kid" },
        { token: me },
      ),
    );
    const theirs = await api.get(`/api/respondent-children/${OTHER}`, {
      token: admin,
      answer: respondentChildrenSchema,
    });
    const added = await api.postJson<{ id: number }>(
      "/api/respondent-children/update",
      { respondentId: OTHER, firstName: "Theirs" },
      { token: admin },
    );
    expectForbidden(
      await api.postJson("/api/respondent-children/delete", { id: added.body.value.id }, { token: me }),
    );
    // Moving someone else's child onto my record is refused too.
    expectForbidden(
      await api.postJson(
        "/api/respondent-children/update",
        { id: added.body.value.id, respondentId: myId, firstName: "Mine" },
        { token: me },
      ),
    );
    const after = await api.get(`/api/respondent-children/${OTHER}`, {
      token: admin,
      answer: respondentChildrenSchema,
    });
    expect(after.body.value.length).toBe(theirs.body.value.length + 1);
    const record = await api.get(`/api/respondent/${OTHER}`, {
      token: admin,
      answer: respondentSchema,
    });
    expect(record.body.value.firstName).not.toBe("Hacked");
    expect(record.body.value.financeAccountName).toBe("Pat Other");
  });

  it("cannot read or change another respondent's reference data", async () => {
    expectForbidden(
      await api.postForm(
        "/api/reference-data-provider",
        { type: "VehicleType", respId: "2" },
        { token: me, answer: referenceDataAnswerSchema },
      ),
    );
    const form = {
      respId: String(OTHER),
      json: JSON.stringify({ type: "VehicleType", referenceList: ["Van"] }),
    };
    expectForbidden(await api.postForm("/api/update-reference-data-provider", form, { token: me }));
  });

  it("cannot change points: the ledger ignores fields sent with the record", async () => {
    const saved = await api.postJson<{ accumulatedPoints: number; totalPoints: number }>(
      "/api/respondent/update",
      { id: myId, accumulatedPoints: 9999, totalPoints: 9999, paidPoints: 0, isActive: false, notes: "x" },
      { token: me },
    );
    expect(saved.body.succeeded).toBe(true);
    expect(saved.body.value.accumulatedPoints).toBe(10);
    expect(saved.body.value.totalPoints).toBe(60);
  });

  it("hides points when points are not allowed", async () => {
    await server.deps.db
      .update(configItems)
      .set({ value: "false" })
      .where(eq(configItems.key, "IsPointsAllowed"));
    const answer = await api.get(`/api/respondent/${myId}`, {
      token: me,
      answer: respondentSchema,
    });
    expect(answer.body.value.accumulatedPoints).toBeNull();
    const summary = await api.get(`/api/respondent-summary/${myId}`, {
      token: me,
      answer: respondentSummarySchema,
    });
    expect(summary.body.value.totalPoints).toBeNull();
    await server.deps.db
      .update(configItems)
      .set({ value: "true" })
      .where(eq(configItems.key, "IsPointsAllowed"));
  });
});

describe("other callers", () => {
  it("answers 401 without a token and 403 to clients and to staff without RespondentAdmin", async () => {
    const anonymous = await api.get(`/api/respondent/${OTHER}`, { answer: respondentSchema });
    expect(anonymous.status).toBe(401);
    const client = await api.login(DEMO.client.username, DEMO.client.password);
    expectForbidden(await api.get(`/api/respondent/${OTHER}`, { token: client, answer: respondentSchema }));
    // A real staff member holding no right (a token for a staff id that does not exist is 401).
    const nobody = await staffWithRights(server, []);
    expectForbidden(await api.get(`/api/respondent/${OTHER}`, { token: nobody, answer: respondentSchema }));
    expectForbidden(
      await api.postJson(
        "/api/respondent/merge",
        { keepId: 3, mergeId: 4 },
        { token: nobody, answer: respondentMergeAnswerSchema },
      ),
    );
  });
});

describe("staff without BankingAdmin never see bank details", () => {
  it("not in the record, the summary, a save or a merge", async () => {
    const record = await api.get(`/api/respondent/${OTHER}`, { token: recruiter, answer: respondentSchema });
    expect(record.status).toBe(200);
    expect(record.body.value.firstName).toBeTruthy();
    expectNoBankDetails(record, "98765432", "Pat Other");

    const summary = await api.get(`/api/respondent-summary/${OTHER}`, {
      token: recruiter,
      answer: respondentSummarySchema,
    });
    expect(summary.body.value.hasBankDetails).toBe(true);
    expectNoBankDetails(summary, "98765432");

    // A full-record save without bank values is fine and answers without them.
    const saved = await api.postJson(
      "/api/respondent/update",
      { id: OTHER, occupation: "Baker", financeAccountName: "", financeBsb: "", financeAccountNumber: "" },
      { token: recruiter },
    );
    expect(saved.body.succeeded).toBe(true);
    expectNoBankDetails(saved, "98765432");
    // ...and it did not clear them.
    const check = await api.get(`/api/respondent/${OTHER}`, {
      token: admin,
      answer: respondentSchema,
    });
    expect(check.body.value.financeAccountNumber).toBe("98765432");

    for (const path of [
      "respondent-payments",
      "respondent-events",
      "respondent-children",
      "respondent-opportunities",
    ]) {
      expectNoBankDetails(await api.get(`/api/${path}/${OTHER}`, { token: recruiter }), "98765432");
    }
    const merged = await api.postJson(
      "/api/respondent/merge",
      { keepId: OTHER, mergeId: 5 },
      { token: recruiter, answer: respondentMergeAnswerSchema },
    );
    expect(merged.body.succeeded).toBe(true);
    expectNoBankDetails(merged, "98765432");
  });

  it("cannot change bank details or move them in a merge", async () => {
    expectForbidden(
      await api.postJson(
        "/api/respondent/update",
        { id: OTHER, ...BANK, financeAccountNumber: "111" },
        { token: recruiter },
      ),
    );
    expectForbidden(
      await api.postJson(
        "/api/respondent/merge",
        { keepId: 6, mergeId: 7, takeBankDetails: true },
        { token: recruiter, answer: respondentMergeAnswerSchema },
      ),
    );
  });

  it("staff with BankingAdmin see them", async () => {
    const record = await api.get(`/api/respondent/${OTHER}`, { token: admin, answer: respondentSchema });
    expect(record.body.value.financeBsb).toBe("062000");
  });
});

describe("setting a password needs RespondentPassword", () => {
  it("refuses the recruiter and lets the admin set one, which then signs in", async () => {
    const form = { respId: String(myId), password: "New-Secret-42!" };
    expectForbidden(await api.postForm("/api/respondent/set-password", form, { token: recruiter }));
    const weak = await api.postForm(
      "/api/respondent/set-password",
      { ...form, password: "weak" },
      { token: admin },
    );
    expect(weak.status).toBe(400);
    const done = await api.postForm("/api/respondent/set-password", form, { token: admin });
    expect(done.body.succeeded).toBe(true);
    expect(await api.login(DEMO.respondent.username, "New-Secret-42!")).toBeTruthy();
  });
});
