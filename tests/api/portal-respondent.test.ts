import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postcodeGroupSchema } from "../../server/contracts/reference-data";
import {
  CONTACT_US_SUCCESS,
  locationsSchema,
  opportunitiesSchema,
  respondentChildrenSchema,
  respondentEventsSchema,
  respondentPaymentsSchema,
  respondentSummarySchema,
  suburbsSchema,
} from "../../server/contracts/respondents/portal";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { expectBadRequest } from "./auth-helpers";
import { expectForbidden, mailTo } from "./respondents-helpers";

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let me: string;
let admin: string;
let recruiter: string;
const ME = 1;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  me = await api.login(DEMO.respondent.username, DEMO.respondent.password);
  admin = await api.login(DEMO.admin.username, DEMO.admin.password);
  recruiter = await api.login(DEMO.recruiter.username, DEMO.recruiter.password);
});
afterAll(() => server?.close());

describe("contact-us", () => {
  it("stores the message, mails the agency and answers successMsg", async () => {
    const answer = await api.postForm(
      "/api/contact-us",
      {
        respondentId: String(ME),
        subject: "Change of address",
        message: "I moved to Melbourne.",
        role: "Respondent",
      },
      { token: me },
    );
    expect(answer.body).toMatchObject({ succeeded: true, successMsg: CONTACT_US_SUCCESS });
    const [mail] = await mailTo(api, admin, "support@demo.test");
    expect(mail?.subject).toBe("Contact Us: Change of address");
    expect(mail?.text).toContain("I moved to Melbourne.");
  });

  it("is open to client contacts, not to staff or visitors", async () => {
    const client = await api.login(DEMO.client.username, DEMO.client.password);
    const fields = { subject: "Invoice", message: "Please resend.", role: "Client" };
    expect((await api.postForm("/api/contact-us", fields, { token: client })).body.succeeded).toBe(true);
    expectForbidden(await api.postForm("/api/contact-us", fields, { token: admin }));
    expect((await api.postForm("/api/contact-us", fields)).status).toBe(401);
  });

  it("requires subject and message, and refuses another respondent's id", async () => {
    expectBadRequest(
      await api.postForm("/api/contact-us", { subject: "", message: "x" }, { token: me }),
      "subject: Required",
    );
    expectBadRequest(
      await api.postForm("/api/contact-us", { subject: "x", message: " " }, { token: me }),
      "message: Required",
    );
    expectForbidden(
      await api.postForm("/api/contact-us", { respondentId: "2", subject: "x", message: "y" }, { token: me }),
    );
  });
});

describe("children", () => {
  it("adds, changes, lists and deletes the respondent's own children", async () => {
    const added = await api.postJson<{ id: number }>(
      "/api/respondent-children/update",
      { respondentId: ME, firstName: "Ava", gender: "Female", yearOfBirth: 2020, monthOfBirth: 5 },
      { token: me },
    );
    expect(added.body.succeeded).toBe(true);
    const id = added.body.value.id;
    const changed = await api.postJson<{ firstName: string }>(
      "/api/respondent-children/update",
      { id, respondentId: ME, firstName: "Ava Rose", yearOfBirth: 2020 },
      { token: me },
    );
    expect(changed.body.value.firstName).toBe("Ava Rose");
    const list = await api.get(`/api/respondent-children/${ME}`, {
      token: me,
      answer: respondentChildrenSchema,
    });
    expect(list.body.value.map((c) => c.firstName)).toContain("Ava Rose");
    const deleted = await api.postJson("/api/respondent-children/delete", { ids: [id] }, { token: me });
    expect(deleted.body.value).toBe(1);
    const after = await api.get(`/api/respondent-children/${ME}`, {
      token: me,
      answer: respondentChildrenSchema,
    });
    expect(after.body.value.some((c) => c.id === id)).toBe(false);
  });

  it("validates a child", async () => {
    const bad = (fields: Record<string, unknown>) =>
      api.postJson(
        "/api/respondent-children/update",
        { respondentId: ME, firstName: "Kid", ...fields },
        { token: me },
      );
    expectBadRequest(await bad({ firstName: "" }), "firstName: Required");
    expectBadRequest(await bad({ firstName: "K1d" }), "firstName: Only letters");
    expectBadRequest(await bad({ monthOfBirth: 13 }), "monthOfBirth: Invalid");
    expectBadRequest(await bad({ yearOfBirth: 20 }), "yearOfBirth: Invalid");
  });
});

describe("the respondent's pages", () => {
  it("summary, events, surveys, payments and opportunities of the demo respondent", async () => {
    const summary = await api.get(`/api/respondent-summary/${ME}`, {
      token: me,
      answer: respondentSummarySchema,
    });
    expect(summary.body.value).toMatchObject({ payments: 1, totalPaid: "75.00", children: 2 });
    const events = await api.get(`/api/respondent-events/${ME}`, {
      token: me,
      answer: respondentEventsSchema,
    });
    expect(events.body.value.map((e) => e.kind)).toEqual(expect.arrayContaining(["Attended", "Survey"]));
    const surveys = await api.get(`/api/respondent-surveys/${ME}`, {
      token: me,
      answer: respondentEventsSchema,
    });
    expect(surveys.body.value.length).toBeGreaterThan(0);
    expect(surveys.body.value.every((e) => e.kind === "Survey")).toBe(true);
    const payments = await api.get(`/api/respondent-payments/${ME}`, {
      token: me,
      answer: respondentPaymentsSchema,
    });
    expect(payments.body.value[0]?.amount).toBe("75.00");
    const opportunities = await api.get(`/api/respondent-opportunities/${ME}`, {
      token: me,
      answer: opportunitiesSchema,
    });
    expect(Array.isArray(opportunities.body.value)).toBe(true);
    for (const o of opportunities.body.value) expect(o.closed).toBe(false);
  });
});

describe("reference data", () => {
  it("lists a list with the respondent's selections and replaces them", async () => {
    const save = await api.postForm(
      "/api/update-reference-data-provider",
      {
        respId: String(ME),
        json: JSON.stringify({ type: "InternetType", referenceList: ["ADSL", "Satellite"] }),
      },
      { token: me },
    );
    expect(save.body.value).toBe(2);
    const list = await api.postForm<{ items: { code: string; selected: boolean }[] }>(
      "/api/reference-data-provider/",
      { type: "InternetType", respId: String(ME) },
      { token: me },
    );
    expect(
      list.body.value.items
        .filter((i) => i.selected)
        .map((i) => i.code)
        .sort(),
    ).toEqual(["ADSL", "Satellite"]);
    const unknown = await api.postForm(
      "/api/update-reference-data-provider",
      { respId: String(ME), json: JSON.stringify({ type: "InternetType", value: "Carrier pigeon" }) },
      { token: me },
    );
    expectBadRequest(unknown, "Unknown InternetType item");
  });

  it("editing the lists needs ReferenceDataAdmin", async () => {
    const item = { type: "VehicleType", json: JSON.stringify({ label: "Campervan" }) };
    expectForbidden(await api.postForm("/api/update-reference-item", item, { token: recruiter }));
    const added = await api.postForm<{ id: number; code: string }>("/api/update-reference-item", item, {
      token: admin,
    });
    expect(added.body.value.code).toBe("Campervan");
    const duplicate = await api.postForm("/api/update-reference-item", item, { token: admin });
    expectBadRequest(duplicate, "already exists");
    const ids = JSON.stringify([added.body.value.id]);
    expectForbidden(
      await api.postForm("/api/delete-reference-items", { type: "VehicleType", json: ids }, { token: me }),
    );
    const gone = await api.postForm(
      "/api/delete-reference-items",
      { type: "VehicleType", json: ids },
      { token: admin },
    );
    expect(gone.body.value).toBe(1);
  });
});

describe("places", () => {
  it("finds suburbs by name or postcode, publicly; locations need a sign-in", async () => {
    const byName = await api.get("/api/respondent-getsuburb/bond", { answer: suburbsSchema });
    expect(byName.body.value).toEqual([expect.objectContaining({ suburb: "Bondi", postcode: "2026" })]);
    const byPostcode = await api.get("/api/respondent-getsuburb/3000", { answer: suburbsSchema });
    expect(byPostcode.body.value.map((s) => s.suburb)).toContain("Melbourne");
    const wildcard = await api.get("/api/respondent-getsuburb/%25%25", { answer: suburbsSchema });
    expect(wildcard.body.value).toEqual([]);
    expect((await api.get("/api/respondent-getsuburb/a", { answer: suburbsSchema })).status).toBe(400);
    expect((await api.get("/api/data-provider/location/Auck", { answer: locationsSchema })).status).toBe(401);
    const locations = await api.get("/api/data-provider/location/Auck", {
      token: recruiter,
      answer: locationsSchema,
    });
    expect(locations.body.value[0]?.label).toBe("Auckland Central AUK 1010");
  });

  it("reads and saves postcode groups (staff)", async () => {
    const group = await api.get("/api/postcodegroupitem/1", {
      token: recruiter,
      answer: postcodeGroupSchema,
    });
    expect(group.body.value.postcodes).toContain("2000");
    const saved = await api.postJson<{ id: number; postcodes: string[] }>(
      "/api/postcodegroupitem/update",
      { id: 0, name: "Hobart", postcodes: ["7000", "7000", "7250"] },
      { token: recruiter },
    );
    expect(saved.body.value.postcodes).toEqual(["7000", "7250"]);
    expectBadRequest(
      await api.postJson(
        "/api/postcodegroupitem/update",
        { name: "Bad", postcodes: ["70"] },
        { token: recruiter },
      ),
      "Invalid postcode",
    );
    expectForbidden(await api.get("/api/postcodegroupitem/1", { token: me, answer: postcodeGroupSchema }));
  });
});
