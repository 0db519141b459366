import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicListSchema } from "../../server/contracts/reference-data";
import { REFER_SUCCESS, respondentEventsSchema } from "../../server/contracts/respondents/portal";
import { respondentSchema } from "../../server/contracts/respondents/respondents";
import {
  DUPLICATE_EMAIL,
  DUPLICATE_MOBILE,
  SIGNUP_SUCCESS,
  signupAnswerSchema,
} from "../../server/contracts/signup";
import { configItems } from "../../server/db/schema/config";
import { BOT_CHECK_FAILED, setBotCheck } from "../../server/services/sign-in/bot-check";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { expectBadRequest, latestLink } from "./auth-helpers";
import { mailTo } from "./respondents-helpers";

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let admin: string;

const general = (n: number, extra: Record<string, unknown> = {}) => ({
  firstName: "Jordan",
  lastName: "Signup",
  email: `jordan.${n}@example.com`,
  mobile: `0433 000 ${String(n).padStart(3, "0")}`,
  postcode: "2000",
  gender: "Female",
  yearOfBirth: 1992,
  acceptTerms: true,
  ...extra,
});
const signup = (json: unknown) => api.postJson("/api/res-signup", json, { answer: signupAnswerSchema });
const setFlag = (key: string, value: string) =>
  server.deps.db.update(configItems).set({ value }).where(eq(configItems.key, key));

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  admin = await api.login(DEMO.admin.username, DEMO.admin.password);
});
afterAll(() => server?.close());

describe("res-signup", () => {
  it("signs up, mails a set-password link, and the link leads to a working sign-in", async () => {
    const answer = await signup(general(1));
    expect(answer.body.succeeded).toBe(true);
    expect(answer.body.successMsg).toBe(SIGNUP_SUCCESS);
    const id = answer.body.value.respondentId;

    const link = await latestLink(api, admin, "jordan.1@example.com");
    expect(link?.role).toBe("Respondent");
    expect(link?.text).toContain(`${server.deps.env.publicUrl}/setpassword/`);
    const set = await api.postForm("/api/Set-password", {
      password: "Jordan-Pass-1!",
      encodedData: link?.token ?? "",
      role: "Respondent",
    });
    expect(set.body.succeeded).toBe(true);
    const token = await api.login("jordan.1@example.com", "Jordan-Pass-1!");
    const me = await api.get(`/api/respondent/${id}`, {
      token,
      answer: respondentSchema,
    });
    expect(me.body.value).toMatchObject({ mobile: "0433000001", gender: "Female", businessRego: false });
  });

  it("signs up business and impairment panel members with their panel fields", async () => {
    const business = await signup(
      general(2, {
        panel: "business",
        businessCompany: "Acme Widgets",
        businessRole: "Owner / Director",
        businessIndustry: "Retail",
        businessEmployeeNumbers: "2-19",
      }),
    );
    expect(business.body.succeeded).toBe(true);
    const impairment = await signup(
      general(3, { panel: "impairment", impairmentTypes: ["Vision"], impairmentSeverity: "Moderate" }),
    );
    expect(impairment.body.succeeded).toBe(true);
    const b = await api.get(`/api/respondent/${business.body.value.respondentId}`, {
      token: admin,
      answer: respondentSchema,
    });
    expect(b.body.value).toMatchObject({ businessRego: true, businessCompany: "Acme Widgets" });
    const i = await api.get(`/api/respondent/${impairment.body.value.respondentId}`, {
      token: admin,
      answer: respondentSchema,
    });
    expect(i.body.value).toMatchObject({ disabilityRego: true, impairmentTypes: ["Vision"] });
  });

  it("records the job of signup/{jobid}", async () => {
    const answer = await signup(general(4, { jobId: 77 }));
    const events = await api.get(`/api/respondent-events/${answer.body.value.respondentId}`, {
      token: admin,
      answer: respondentEventsSchema,
    });
    expect(events.body.value).toEqual([expect.objectContaining({ kind: "Signup", jobId: 77 })]);
  });

  it("refuses a used e-mail (any case) or mobile with a clear message", async () => {
    const email = await signup(general(5, { email: "RESPONDENT@demo.test" }));
    expect(email.body).toMatchObject({ succeeded: false, errors: [DUPLICATE_EMAIL] });
    const mobile = await signup(general(6, { mobile: "0433000001" }));
    expect(mobile.body).toMatchObject({ succeeded: false, errors: [DUPLICATE_MOBILE] });
    expect(await mailTo(api, admin, "jordan.6@example.com")).toEqual([]);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["first name required", { firstName: "" }, "firstName: Required"],
    ["letters-only first name", { firstName: "J0rdan" }, "firstName: Only letters"],
    ["letters-only last name", { lastName: "Sign-up" }, "lastName: Only letters"],
    ["e-mail pattern", { email: "jordan@" }, "email: Invalid"],
    ["mobile 10 digits", { mobile: "04330001" }, "mobile: Invalid"],
    ["mobile required", { mobile: "" }, "mobile: Required"],
    ["postcode 4 digits", { postcode: "20000" }, "postcode: Invalid"],
    ["landline 10 digits", { landline: "02 9876" }, "landline: Invalid"],
    ["gender required", { gender: "" }, "gender: Required"],
    ["year of birth", { yearOfBirth: 1850 }, "yearOfBirth: Invalid"],
    ["terms accepted", { acceptTerms: false }, "terms"],
    ["business fields", { panel: "business" }, "businessCompany: Required"],
    ["impairment types", { panel: "impairment" }, "impairmentTypes: Required"],
  ];
  for (const [rule, fields, message] of invalid) {
    it(`refuses: ${rule}`, async () => {
      expectBadRequest(await signup(general(50, fields)), message);
    });
  }

  it("uses the NZ masks when the country is NZ", async () => {
    await setFlag("getcountrycode", "NZ");
    expect((await signup(general(7, { mobile: "021 234 567" }))).body.succeeded).toBe(true);
    await setFlag("getcountrycode", "AU");
    expectBadRequest(await signup(general(8, { mobile: "021 234 568" })), "mobile: Invalid");
  });

  it("refuses panels the configuration has closed", async () => {
    await setFlag("IsBusinessPanelAllowed", "false");
    const answer = await signup(
      general(9, {
        panel: "business",
        businessCompany: "X",
        businessRole: "Other",
        businessIndustry: "Retail",
        businessEmployeeNumbers: "2-19",
      }),
    );
    expect(answer.body.succeeded).toBe(false);
    await setFlag("IsBusinessPanelAllowed", "true");
  });

  it("asks the bot check when one is configured", async () => {
    setBotCheck({ enabled: true, verify: async (token) => token === "human" });
    try {
      expect((await signup(general(10))).body.errors).toEqual([BOT_CHECK_FAILED]);
      expect((await signup(general(10, { botToken: "human" }))).body.succeeded).toBe(true);
    } finally {
      setBotCheck(undefined);
    }
  });
});

describe("public lists", () => {
  it("answers the gender and year lists without sign-in", async () => {
    const genders = await api.get<{ code: string; label: string }[]>(
      "/api/public-data-provider/GetGenderList",
    );
    expect(genders.status).toBe(200);
    expect(genders.body.value.map((g) => g.label)).toContain("Female");
    const years = await api.get("/api/public-data-provider/GetYearList", { answer: publicListSchema });
    const newest = new Date().getFullYear() - 13;
    expect(years.body.value[0]?.code).toBe(String(newest));
    expect(years.body.value.every((y) => /^\d{4}$/.test(y.code))).toBe(true);
  });
});

describe("referaFriend", () => {
  it("mails every friend with the message and answers the success message", async () => {
    const answer = await api.postJson("/api/referaFriend", {
      yourEmail: "referrer@example.com",
      friendEmail1: "friend.one@example.com",
      friendEmail2: "friend.two@example.com",
      friendEmail3: "",
      message: "Come and join, it is fun.",
      referrer: "R42",
    });
    expect(answer.body).toMatchObject({ succeeded: true, value: 2, successMsg: REFER_SUCCESS });
    const [one] = await mailTo(api, admin, "friend.one@example.com");
    expect(one?.text).toContain("Come and join, it is fun.");
    expect(one?.text).toContain("/signup?ref=R42");
    expect(await mailTo(api, admin, "friend.two@example.com")).toHaveLength(1);
  });

  it("requires your e-mail and the first friend's, and checks the optional ones", async () => {
    const base = { yourEmail: "referrer@example.com", friendEmail1: "f1@example.com" };
    expectBadRequest(
      await api.postJson("/api/referaFriend", { ...base, yourEmail: "" }),
      "yourEmail: Required",
    );
    expectBadRequest(
      await api.postJson("/api/referaFriend", { ...base, friendEmail1: "" }),
      "friendEmail1: Required",
    );
    expectBadRequest(
      await api.postJson("/api/referaFriend", { ...base, friendEmail2: "not-an-email" }),
      "friendEmail2: Invalid",
    );
    expectBadRequest(
      await api.postJson("/api/referaFriend", { ...base, friendEmail3: "x@y.toolongending" }),
      "friendEmail3: Invalid",
    );
  });
});
