import { describe, expect, it } from "vitest";
import { CONFIG_ITEM_DEFS, checkConfigValue, configItemDef } from "./config-catalogue";

const def = (key: string) => {
  const found = configItemDef(key);
  if (!found) throw new Error(`no item ${key}`);
  return found;
};

describe("the configuration catalogue", () => {
  it("declares every key once, and every flag with what it switches", () => {
    const keys = CONFIG_ITEM_DEFS.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const d of CONFIG_ITEM_DEFS.filter((x) => x.kind === "flag"))
      expect(d.switches.length).toBeGreaterThan(0);
  });

  it("checks a value by its kind", () => {
    expect(checkConfigValue(def("IsPointsAllowed"), true)).toEqual({ ok: true, value: "true" });
    expect(checkConfigValue(def("IsPointsAllowed"), "yes").ok).toBe(false);
    expect(checkConfigValue(def("staffHourlyCost"), "72.50")).toEqual({ ok: true, value: "72.50" });
    expect(checkConfigValue(def("staffHourlyCost"), "0").ok).toBe(false);
    expect(checkConfigValue(def("Eligibility.CooldownDays"), "007")).toEqual({ ok: true, value: "7" });
    expect(checkConfigValue(def("supportEmail"), "a@b.co").ok).toBe(true);
    expect(checkConfigValue(def("supportEmail"), "a@b").ok).toBe(false);
    expect(checkConfigValue(def("timeZone"), "australia/sydney")).toEqual({
      ok: true,
      value: "Australia/Sydney",
    });
    expect(checkConfigValue(def("TermsUrl"), "/terms.html").ok).toBe(true);
    expect(checkConfigValue(def("TermsUrl"), "ftp://x").ok).toBe(false);
    expect(checkConfigValue(def("sessionsort"), "name").ok).toBe(true);
    expect(checkConfigValue(def("sessionsort"), "size").ok).toBe(false);
    expect(checkConfigValue(def("accountcodes"), ["a", " b ", ""])).toEqual({ ok: true, value: '["a","b"]' });
  });

  it("names the item in a refusal", () => {
    const refused = checkConfigValue(def("supportEmail"), "nope");
    expect(refused.ok ? "" : refused.error).toBe("Support e-mail: enter an e-mail address.");
  });
});
