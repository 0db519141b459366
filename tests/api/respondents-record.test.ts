import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { respondentPaymentsSchema, respondentSummarySchema } from "../../server/contracts/respondents/portal";
import { respondentSchema } from "../../server/contracts/respondents/respondents";
import { DUPLICATE_EMAIL } from "../../server/contracts/signup";
import { configItems } from "../../server/db/schema/config";
import { recordRespondentPayment } from "../../server/services/respondents/portal";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { expectBadRequest } from "./auth-helpers";
import { expectForbidden } from "./respondents-helpers";

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let me: string;
let admin: string;
const ME = 1;
const BANK = {
  financeAccountName: "Riley Respondent",
  financeBsb: "062-000",
  financeAccountNumber: "1234 5678",
};

const save = (json: Record<string, unknown>, token = me) =>
  api.postJson<Record<string, unknown>>("/api/respondent/update", json, { token });
const setCountry = (code: string) =>
  server.deps.db.update(configItems).set({ value: code }).where(eq(configItems.key, "getcountrycode"));

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  me = await api.login(DEMO.respondent.username, DEMO.respondent.password);
  admin = await api.login(DEMO.admin.username, DEMO.admin.password);
});
afterAll(() => server?.close());

describe("product §5 rules on respondent/update (default variant)", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["e-mail pattern", { email: "not-an-email" }, "email: Invalid"],
    ["e-mail ending of 2-10 letters", { email: "a@b.c" }, "email: Invalid"],
    ["e-mail required", { email: "" }, "email: Required"],
    ["mobile 10 digits", { mobile: "041234567" }, "mobile: Invalid"],
    ["mobile required", { mobile: "" }, "mobile: Required"],
    ["landline 10 digits", { landline: "(02) 9876 543" }, "landline: Invalid"],
    ["postcode 4 digits", { postcode: "200" }, "postcode: Invalid"],
    ["year 4 digits", { yearOfBirth: 199 }, "yearOfBirth: Invalid"],
    ["letters-only first name", { firstName: "R1ley" }, "firstName: Only letters"],
    ["letters-only last name", { lastName: "O'Brien!" }, "lastName: Only letters"],
    ["letters-only suburb", { suburb: "Sydney 2000" }, "suburb: Only letters"],
    ["account name required", { ...BANK, financeAccountName: "" }, "Enter Account Name"],
    ["BSB required in AU", { ...BANK, financeBsb: "" }, "Enter BSB Number"],
    ["BSB 6 digits", { ...BANK, financeBsb: "062-00" }, "Invalid BSB"],
    ["account number required", { ...BANK, financeAccountNumber: "" }, "Enter Account Number"],
    ["account number at most 9", { ...BANK, financeAccountNumber: "1234567890" }, "Invalid Account Number"],
    ["account number digits", { ...BANK, financeAccountNumber: "12AB" }, "Invalid Account Number"],
  ];
  for (const [rule, fields, message] of cases) {
    it(`refuses: ${rule}`, async () => {
      expectBadRequest(await save({ id: ME, ...fields }), message);
    });
  }

  it("accepts masked values and stores the digits", async () => {
    const saved = await save({
      id: ME,
      mobile: "0412 345 678",
      landline: "(02) 9876 5432",
      postcode: "2000",
      ...BANK,
    });
    expect(saved.body.succeeded).toBe(true);
    expect(saved.body.value).toMatchObject({
      mobile: "0412345678",
      landline: "0298765432",
      financeBsb: "062000",
      financeAccountNumber: "12345678",
    });
  });
});

describe("the NZ variant", () => {
  beforeAll(() => setCountry("NZ"));
  afterAll(async () => {
    await setCountry("AU");
    // The NZ landline and bank account saved above are not valid AU ones; full saves would refuse them.
    await save({
      id: ME,
      landline: "(02) 9876 5432",
      financeAccountName: "",
      financeBsb: "",
      financeAccountNumber: "",
    });
  });

  it("needs no BSB and takes the longer account number and 9-digit landline", async () => {
    const saved = await save({
      id: ME,
      landline: "(09) 876 5432",
      financeAccountName: "Riley",
      financeBsb: "",
      financeAccountNumber: "01-1234-0123456-000",
    });
    expect(saved.body.succeeded).toBe(true);
    expect(saved.body.value).toMatchObject({ financeBsb: "", financeAccountNumber: "0112340123456000" });
  });

  it("still refuses what NZ does not allow", async () => {
    expectBadRequest(await save({ id: ME, mobile: "02123" }), "mobile: Invalid");
    expectBadRequest(await save({ id: ME, landline: "0298765432" }), "landline: Invalid");
    expectBadRequest(
      await save({ id: ME, ...BANK, financeAccountNumber: "01-1234-0123456-0001" }),
      "Invalid Account Number",
    );
  });
});

describe("saving the record", () => {
  it("takes the whole record back as the SPA sends it, dropping read-only parts", async () => {
    const record = await api.get(`/api/respondent/${ME}`, { token: admin, answer: respondentSchema });
    const full = {
      ...record.body.value,
      occupation: "Illustrator",
      eventsSummary: [{ x: 1 }],
      jobs: [],
      jobsSummary: "3 jobs",
    };
    const saved = await save(full, admin);
    expect(saved.body.errors).toEqual([]);
    expect(saved.body.succeeded).toBe(true);
    expect(saved.body.value.occupation).toBe("Illustrator");
    expect(saved.body.value).not.toHaveProperty("eventsSummary");
    expect(saved.body.successMsg).toBe("Successfully Saved!");
  });

  it("Clear blanks the three bank fields and deletes them", async () => {
    await save({ id: ME, ...BANK });
    const cleared = await save({ id: ME, financeAccountName: "", financeBsb: "", financeAccountNumber: "" });
    expect(cleared.body.value).toMatchObject({
      financeAccountName: "",
      financeBsb: "",
      financeAccountNumber: "",
    });
    const summary = await api.get(`/api/respondent-summary/${ME}`, {
      token: me,
      answer: respondentSummarySchema,
    });
    expect(summary.body.value.hasBankDetails).toBe(false);
  });

  it("refuses an e-mail another respondent uses", async () => {
    const other = await api.get<{ email: string }>("/api/respondent/3", { token: admin });
    const answer = await save({ id: ME, email: other.body.value.email });
    expect(answer.body.succeeded).toBe(false);
    expect(answer.body.errors).toEqual([DUPLICATE_EMAIL]);
  });

  it("changing the e-mail changes the sign-in name", async () => {
    expect((await save({ id: ME, email: "riley.new@example.com" })).body.succeeded).toBe(true);
    expect(await api.login("riley.new@example.com", DEMO.respondent.password)).toBeTruthy();
    expect((await save({ id: ME, email: DEMO.respondent.username })).body.succeeded).toBe(true);
  });

  it("lets staff create and delete records, not respondents", async () => {
    expectForbidden(await save({ id: 0, firstName: "New", lastName: "Person" }));
    const created = await save(
      { id: 0, firstName: "New", lastName: "Person", email: "new.person@example.com" },
      admin,
    );
    expect(created.body.succeeded).toBe(true);
    const id = created.body.value.id as number;
    expect(id).toBeGreaterThan(1);
    expectForbidden(await api.postJson("/api/respondent/delete", { id }, { token: me }));
    const deleted = await api.postJson("/api/respondent/delete", { id }, { token: admin });
    expect(deleted.body.value).toBe(1);
    expect((await api.get(`/api/respondent/${id}`, { token: admin, answer: respondentSchema })).status).toBe(
      404,
    );
  });
});

describe("bank details are deleted after a payment is made", () => {
  it("recording a payment forgets the bank details and lists the payment", async () => {
    await save({ id: ME, ...BANK });
    await recordRespondentPayment(
      { deps: server.deps, actor: undefined, rights: new Set() },
      { respondentId: ME, amount: "50.00", reference: "EFT-TEST" },
    );
    const record = await api.get(`/api/respondent/${ME}`, { token: me, answer: respondentSchema });
    expect(record.body.value.financeAccountNumber).toBe("");
    const payments = await api.get(`/api/respondent-payments/${ME}`, {
      token: me,
      answer: respondentPaymentsSchema,
    });
    expect(payments.body.value[0]).toMatchObject({ reference: "EFT-TEST", amount: "50.00" });
  });
});
