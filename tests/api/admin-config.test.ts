import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createApp } from "../../server/app";
import { configChangeSchema, configItemRowSchema } from "../../server/contracts/admin/config-items";
import { openDatabase } from "../../server/db/client";
import { createDeps } from "../../server/deps";
import { readEnv } from "../../server/env";
import { apiClient } from "../helpers/client";
import { startTestServer } from "../helpers/server";
import { staffPersonWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";
import { expectBadRequest } from "./auth-helpers";

/**
 * System configuration (decision 273): typed values, the history of changes with who and the old
 * value, one-step revert, and a change seen by a second API process over the same PostgreSQL.
 */
const w = suite(async () => {
  const server = await startTestServer();
  const api = apiClient(server);
  const admin = await staffPersonWithRights(server, ["CFG"]);
  const other = await staffPersonWithRights(server, ["REF"]);
  return { server, api, admin, other };
});

const items = async (token: string) =>
  (await w.api.get("/api/configitems", { token, answer: z.array(configItemRowSchema) })).body.value;
const itemOf = async (key: string) => (await items(w.admin.token)).find((i) => i.key === key);
const update = (key: string, value: unknown, token = w.admin.token) =>
  w.api.postJson("/api/configitem/update", { key, value }, { token });
const flagValue = async (api: ReturnType<typeof apiClient>, name: string) =>
  (await api.get<{ value: unknown }>(`/api/config/${name}`)).body.value.value;

describe("configuration items: kinds", () => {
  it("lists every declared item with its kind and the menus it switches", async () => {
    const all = await items(w.admin.token);
    const farron = all.find((i) => i.key === "IsFarronResearch");
    expect(farron).toMatchObject({ kind: "flag", value: "false" });
    expect(farron?.switches).toContain("Staff menu: Support Tickets");
    expect(all.find((i) => i.key === "supportEmail")?.kind).toBe("email");
    expect(all.find((i) => i.key === "timeZone")?.kind).toBe("timeZone");
    expect(all.some((i) => i.key.startsWith("system."))).toBe(false);
  });

  it("refuses a value of the wrong kind with 400 and keeps the old one", async () => {
    expectBadRequest(await update("IsPointsAllowed", "maybe"), "Points allowed", "true or false");
    expectBadRequest(await update("supportEmail", "not an address"), "e-mail");
    expectBadRequest(await update("staffHourlyCost", "-5"), "number");
    expectBadRequest(await update("timeZone", "Mars/Olympus"), "time zone");
    expectBadRequest(await update("getcountrycode", "US"), "AU, NZ");
    expectBadRequest(await update("Eligibility.CooldownDays", "1.5"), "whole number");
    expectBadRequest(await update("FacebookURL", "javascript:alert(1)"), "https://");
    expect((await itemOf("supportEmail"))?.value).toBe("support@demo.test");
    expect((await itemOf("IsPointsAllowed"))?.value).toBe("true");
  });

  it("stores lists as a JSON array, from lines or an array", async () => {
    const saved = await update("videocalloptions", "Zoom\n Webex \n\nPhone");
    expect(saved.body.succeeded).toBe(true);
    expect((await itemOf("videocalloptions"))?.value).toBe('["Zoom","Webex","Phone"]');
    const read = await w.api.get<{ value: string[] }>("/api/config/videocalloptions");
    expect(read.body.value.value).toEqual(["Zoom", "Webex", "Phone"]);
  });

  it("does not change a read-only item, nor delete a declared one", async () => {
    const version = await update("ApiVersion", "9.9.9");
    expect(version.body.succeeded).toBe(false);
    expect(version.body.errors[0]).toContain("cannot be changed");
    const del = await w.api.postJson(
      "/api/configitem/delete",
      { key: "IsPointsAllowed" },
      { token: w.admin.token },
    );
    expect(del.body.succeeded).toBe(false);
    expect(del.body.errors[0]).toContain("change its value instead");
    const unknown = await update("NoSuchItem", "x");
    expect(unknown.status).toBe(404);
  });
});

describe("configuration items: history and revert", () => {
  it("keeps who changed what from which old value, and reverts the last change", async () => {
    const saved = await update("supportEmail", "help@demo.test");
    expect(saved.body.succeeded).toBe(true);
    expect(saved.body.successMsg).toBe("Successfully Saved!");
    const history = await w.api.get("/api/configitem/history?key=supportEmail", {
      token: w.admin.token,
      answer: z.array(configChangeSchema),
    });
    expect(history.body.value[0]).toMatchObject({
      action: "update",
      oldValue: "support@demo.test",
      newValue: "help@demo.test",
      changedBy: w.admin.username,
    });
    expect((await itemOf("supportEmail"))?.lastChange?.changedBy).toBe(w.admin.username);
    const read = await w.api.get<Record<string, string>>("/api/GetSystemReferences");
    expect(read.body.value.supportEmail).toBe("help@demo.test");

    const reverted = await w.api.postJson(
      "/api/configitem/revert",
      { key: "supportEmail" },
      { token: w.admin.token },
    );
    expect(reverted.body.succeeded).toBe(true);
    expect((await itemOf("supportEmail"))?.value).toBe("support@demo.test");
    const after = await w.api.get("/api/configitem/history?key=supportEmail", {
      token: w.admin.token,
      answer: z.array(configChangeSchema),
    });
    expect(after.body.value[0]).toMatchObject({
      action: "revert",
      oldValue: "help@demo.test",
      newValue: "support@demo.test",
    });
  });

  it("saving the same value records nothing; an item never changed has nothing to revert", async () => {
    await update("companyName", "Demo Research Pty Ltd");
    const history = await w.api.get("/api/configitem/history?key=companyName", {
      token: w.admin.token,
      answer: z.array(configChangeSchema),
    });
    expect(history.body.value).toEqual([]);
    const revert = await w.api.postJson(
      "/api/configitem/revert",
      { key: "companyName" },
      { token: w.admin.token },
    );
    expect(revert.body.succeeded).toBe(false);
    expect(revert.body.errors[0]).toContain("no change to revert");
  });

  it("a flag's change is answered by the config read at once", async () => {
    expect(await flagValue(w.api, "IsFarronResearch")).toBe(false);
    await update("IsFarronResearch", true);
    expect(await flagValue(w.api, "IsFarronResearch")).toBe(true);
    await w.api.postJson("/api/configitem/revert", { key: "IsFarronResearch" }, { token: w.admin.token });
    expect(await flagValue(w.api, "IsFarronResearch")).toBe(false);
  });
});

describe("configuration items: access", () => {
  it("refuses every call without ConfigurationAdmin", async () => {
    const token = w.other.token;
    expect((await w.api.get("/api/configitems", { token })).status).toBe(403);
    expect((await update("IsPointsAllowed", false, token)).status).toBe(403);
    expect((await w.api.postJson("/api/configitem/delete", { key: "x" }, { token })).status).toBe(403);
    expect((await w.api.postJson("/api/configitem/revert", { key: "x" }, { token })).status).toBe(403);
    expect((await w.api.get("/api/configitem/history?key=x", { token })).status).toBe(403);
    expect((await w.api.get("/api/configitems")).status).toBe(401);
  });

  it("refuses a malformed key with 400", async () => {
    expectBadRequest(await update("bad key!", "x"), "key");
  });
});

describe.runIf(process.env.DATABASE_URL)("configuration items: a second API process", () => {
  it("sees a change within a second, without a restart", async () => {
    const handle = await openDatabase({ databaseUrl: w.server.databaseUrl });
    try {
      const env = readEnv({
        jwtSecret: new TextEncoder().encode("test-secret-test-secret-test-secret-1234"),
        logLevel: "silent",
        dataDir: "/tmp/recruitment-test-unused",
      });
      const second = createApp(createDeps(handle.db, env, {}));
      const read = async () =>
        ((await (await second.request("/api/config/IsJOTLicensee")).json()) as { value: { value: boolean } })
          .value.value;
      expect(await read()).toBe(true);
      const changed = await update("IsJOTLicensee", false);
      expect(changed.body.succeeded).toBe(true);
      const started = Date.now();
      let seen = await read();
      while (seen && Date.now() - started < 1000) seen = await read();
      expect(seen).toBe(false);
      expect(Date.now() - started).toBeLessThan(1000);
      await w.api.postJson("/api/configitem/revert", { key: "IsJOTLicensee" }, { token: w.admin.token });
      expect(await read()).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
