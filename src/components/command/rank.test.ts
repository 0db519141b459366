import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseQuery, planRank, prepare, rank } from "./rank";

const items = prepare([
  { id: "goTo.newClient", title: "Go to New Client", keywords: ["clients", "add client"] },
  { id: "goTo.searchClient", title: "Go to Search Client" },
  { id: "clients.open", title: "Open client…", keywords: ["company"] },
  { id: "workspace.closeTab", title: "Close tab" },
  { id: "goTo.newJob", title: "Go to New Job" },
]);
const ids = (query: string, opts = {}) => rank(items, query, opts).map((i) => i.id);

describe("rank", () => {
  it("orders by match quality: prefix, word start, substring, keywords, fuzzy", () => {
    expect(ids("new client")[0]).toBe("goTo.newClient");
    expect(ids("close")).toEqual(["workspace.closeTab"]);
    expect(ids("client").slice(0, 3).sort()).toEqual(["clients.open", "goTo.newClient", "goTo.searchClient"]);
    expect(ids("company")).toEqual(["clients.open"]);
    expect(ids("xyz")).toEqual([]);
    expect(ids("gtnj")).toEqual(["goTo.newJob"]);
  });

  it("lifts frequently and recently used items among equal matches", () => {
    const now = Date.now();
    expect(ids("client", { usage: { "goTo.searchClient": { n: 5, t: now } }, now })[0]).toBe(
      "goTo.searchClient",
    );
  });

  it("applies boosts (focused tab) and limits", () => {
    expect(ids("", { boost: (id: string) => (id === "goTo.newJob" ? 50 : 0) })[0]).toBe("goTo.newJob");
    expect(ids("", { limit: 2 })).toHaveLength(2);
  });

  it("keeps the best results when pruning many candidates", () => {
    const many = prepare(
      Array.from({ length: 5000 }, (_, i) => ({ id: `i${i}`, title: `Item number ${i}` })),
    );
    const best = rank(many, "item number 4999", { limit: 5 });
    expect(best[0]!.id).toBe("i4999");
  });
});

describe("rank with a plan (one per palette opening)", () => {
  // A small alphabet, so that typing hits prefixes, word starts, keywords and fuzzy initials.
  const word = fc.stringMatching(/^[abc#-]{1,4}$/);
  const entry = fc.record({
    title: fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(" ")),
    keywords: fc.array(word, { maxLength: 2 }),
  });
  const edit = fc.oneof(fc.constantFrom("a", "b", "c", " ", "-", "#"), fc.constant("⌫"));

  it("answers every keystroke of a typing session exactly as ranking from scratch does", () => {
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 40 }),
        fc.array(edit, { maxLength: 14 }),
        (entries, edits) => {
          const many = prepare(entries.map((e, i) => ({ id: `i${i}`, ...e })));
          const now = 1_000_000;
          const options = {
            usage: { i1: { n: 3, t: now }, i4: { n: 1, t: now - 3_600_000 } },
            include: (id: string) => id !== "i2",
            boost: (id: string) => (id === "i3" ? 60 : 0),
            now,
            limit: 5,
          };
          const plan = planRank(many, options);
          let query = "";
          for (const key of edits) {
            query = key === "⌫" ? query.slice(0, -1) : query + key;
            const fast = rank(many, query, { plan, limit: 5 }).map((x) => x.id);
            expect(fast).toEqual(rank(many, query, options).map((x) => x.id));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("parseQuery", () => {
  it("reads the scope prefixes", () => {
    expect(parseQuery("#2400")).toEqual({ scope: "jobs", query: "2400" });
    expect(parseQuery("@ ben")).toEqual({ scope: "respondents", query: "ben" });
    expect(parseQuery("!eve")).toEqual({ scope: "sessions", query: "eve" });
    expect(parseQuery("%acme")).toEqual({ scope: "clients", query: "acme" });
    expect(parseQuery(">split")).toEqual({ scope: "commands", query: "split" });
    expect(parseQuery("new")).toEqual({ scope: "all", query: "new" });
  });
});
