import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  CONFIG_FLAGS,
  CONFIG_LISTS,
  CONFIG_VALUES,
  flagAnswerSchema,
  listAnswerSchema,
  systemReferencesSchema,
  valueAnswerSchema,
  websiteCopiesSchema,
} from "../../server/contracts/config";
import { configItems } from "../../server/db/schema/config";
import { suite } from "../helpers/suite";
import { apiWorld } from "../helpers/worlds";

const w = suite(apiWorld);

describe("GET /api/config/{name} (public)", () => {
  it("answers every flag, value and list of the contract with its shape", async () => {
    const cases = [
      ...CONFIG_FLAGS.map((name) => [name, flagAnswerSchema] as const),
      ...CONFIG_VALUES.map((name) => [name, valueAnswerSchema] as const),
      ...CONFIG_LISTS.map((name) => [name, listAnswerSchema] as const),
    ];
    for (const [name, schema] of cases) {
      const answer = await w.api.get(`/api/config/${name}`);
      expect(answer.status, name).toBe(200);
      expect(answer.body.succeeded, name).toBe(true);
      expect(schema.safeParse(answer.body.value).success, name).toBe(true);
    }
  });

  it("serves the seeded demo settings", async () => {
    const value = async (name: string) =>
      (await w.api.get<{ value: unknown }>(`/api/config/${name}`)).body.value.value;
    expect(await value("getcountrycode")).toBe("AU");
    expect(await value("IsPointsAllowed")).toBe(true);
    expect(await value("IsBusinessPanelAllowed")).toBe(true);
    expect(await value("IsDisabilityPanelAllowed")).toBe(true);
    expect(await value("IsFarronResearch")).toBe(false);
    expect(await value("IsJOTLicensee")).toBe(true);
    expect(await value("IsAttendanceAlertEnabled")).toBe(true);
    expect(await value("IsJobSchedulesConfiguration")).toBe(true);
    expect(await value("TermsUrl")).toBe("/terms.html");
    expect(await value("ApiVersion")).toMatch(/^\d+\.\d+\.\d+/);
    expect(await value("RespTitleList")).toContain("Ms");
  });

  it("reads the table on each call (a changed country shows at once)", async () => {
    await w.server.deps.db
      .update(configItems)
      .set({ value: "NZ" })
      .where(eq(configItems.key, "getcountrycode"));
    expect(
      (await w.api.get("/api/config/getcountrycode", { answer: valueAnswerSchema })).body.value.value,
    ).toBe("NZ");
    await w.server.deps.db
      .update(configItems)
      .set({ value: "AU" })
      .where(eq(configItems.key, "getcountrycode"));
  });

  it("answers an unknown name with a 404 envelope", async () => {
    const answer = await w.api.get("/api/config/NoSuchSetting");
    expect(answer.status).toBe(404);
    expect(answer.body.succeeded).toBe(false);
  });
});

describe("website copies and system references", () => {
  it("GetWebsiteCopies returns the named texts", async () => {
    const answer = await w.api.get("/api/GetWebsiteCopies", { answer: websiteCopiesSchema });
    expect(answer.body.value.siteTitle).toBe("Recruitment Workspace");
    for (const key of ["referPageText1", "referPageText2", "referPageText3", "referMessage"]) {
      expect(answer.body.value[key], key).toBeTruthy();
    }
  });

  it("GetSystemReferences returns non-secret values only", async () => {
    const answer = await w.api.get("/api/GetSystemReferences", { answer: systemReferencesSchema });
    expect(answer.body.value.supportEmail).toBe("support@demo.test");
    const keys = Object.keys(answer.body.value).join(" ");
    expect(keys).not.toMatch(/secret|password|system\./i);
  });
});
