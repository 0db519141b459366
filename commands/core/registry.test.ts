import { describe, expect, it } from "vitest";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { ALL_COMMANDS } from "../all-commands";
import { fakeContext } from "./fake-context";
import { availability, formatKey, parseKeys, registryProblems } from "./registry";
import { type AnyCommand, defineCommand } from "./types";

const cmd = (over: Partial<AnyCommand>): AnyCommand =>
  defineCommand({ id: "x.a", title: "A", category: "Test", run: () => {}, ...over }) as AnyCommand;

describe("the registry", () => {
  it("has no problems", () => {
    expect(registryProblems(ALL_COMMANDS)).toEqual([]);
  });

  it("holds every command this issue asks for", () => {
    const ids = new Set(ALL_COMMANDS.map((c) => c.id));
    for (const id of [
      "jobs.open",
      "sessions.open",
      "respondents.open",
      "clients.open",
      "goTo.newClient",
      "goTo.newJob",
      "goTo.home",
      "workspace.splitRight",
      "workspace.focusNextPane",
      "workspace.goToTab9",
      "workspace.saveLayoutAs",
      "workspace.openSavedLayout",
      "topBar.clockIn",
      "topBar.trackJob",
      "topBar.logOut",
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it("fails on duplicate ids, missing title or category and unknown right codes", () => {
    const problems = registryProblems([
      cmd({}),
      cmd({}),
      cmd({ id: "x.b", title: " " }),
      cmd({ id: "x.c", category: "" }),
      cmd({ id: "x.d", rights: ["NOPE" as never] }),
    ]);
    expect(problems).toEqual([
      "duplicate id x.a",
      "x.b: no title",
      "x.c: no category",
      "x.d: unknown right code NOPE",
    ]);
  });

  it("fails when two commands claim one key where both can be active, not when scopes differ", () => {
    expect(registryProblems([cmd({ key: "Alt+J" }), cmd({ id: "x.b", key: "alt+j" })])).toEqual([
      "key alt+j claimed by x.a and x.b",
    ]);
    expect(
      registryProblems([
        cmd({ key: "Alt+Q", scope: ["/job/edit/:id"] }),
        cmd({ id: "x.b", key: "Alt+Q", scope: ["/client/edit/:id"] }),
      ]),
    ).toEqual([]);
    expect(
      registryProblems([cmd({ key: "Alt+Q", scope: ["/job/edit/:id"] }), cmd({ id: "x.b", key: "Alt+Q" })]),
    ).toHaveLength(1);
  });
});

describe("keys", () => {
  it("normalises and formats bindings", () => {
    expect(parseKeys("Shift+Mod+K, F6")).toEqual(["mod+shift+k", "f6"]);
    expect(formatKey("mod+k", false)).toBe("Ctrl+K");
    expect(formatKey("mod+k", true)).toBe("⌘K");
    expect(formatKey("shift+f6", false)).toBe("Shift+F6");
  });
});

describe("availability", () => {
  it("hides commands without the right or flag, and explains disabled ones", () => {
    const { ctx } = fakeContext();
    const job = ALL_COMMANDS.find((c) => c.id === "jobs.open")!;
    expect(availability(job, ctx)).toEqual({ state: "hidden" });
    const withRight = fakeContext({
      user: { id: "1", name: "x", rights: new Set([RIGHTS.JobAdmin]), flags: {} },
    });
    expect(availability(job, withRight.ctx)).toEqual({ state: "enabled" });

    const tickets = ALL_COMMANDS.find((c) => c.id === "goTo.supportTickets")!;
    const noFlag = fakeContext({
      user: { id: "1", name: "x", rights: new Set([RIGHTS.Tickets]), flags: {} },
    });
    expect(availability(tickets, noFlag.ctx).state).toBe("hidden");
    const flagOn = fakeContext({
      user: { id: "1", name: "x", rights: new Set([RIGHTS.Tickets]), flags: { IsFarronResearch: true } },
    });
    expect(availability(tickets, flagOn.ctx).state).toBe("enabled");

    const clockIn = ALL_COMMANDS.find((c) => c.id === "topBar.clockIn")!;
    const { ctx: c2 } = fakeContext();
    expect(availability(clockIn, c2).state).toBe("enabled");
    void c2.api.tracker.clockIn();
    expect(availability(clockIn, c2)).toEqual({ state: "disabled", reason: "You are already clocked in." });
  });

  it("lists scoped commands only on their views", () => {
    const scoped = cmd({ scope: ["/job/edit/:id"] });
    const { ctx } = fakeContext();
    expect(availability(scoped, ctx).state).toBe("hidden");
    const onJob = fakeContext({
      focused: { path: "/job/edit/1", title: "J", pattern: "/job/edit/:id", params: { id: "1" } },
    });
    expect(availability(scoped, onJob.ctx).state).toBe("enabled");
  });
});
