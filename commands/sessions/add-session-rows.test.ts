import { describe, expect, it } from "vitest";
import { sessionScreens } from "../../src/features/sessions/state/screen-state";
import { fakeContext } from "../core/fake-context";
import { availability } from "../core/registry";
import type { AnyCommand, FocusedView } from "../core/types";
import { addSessionContact } from "./add-session-contact";
import { addSessionDuration } from "./add-session-duration";
import { addSessionIncentive } from "./add-session-incentive";
import { addSessionQuota } from "./add-session-quota";
import { addSessionVenue } from "./add-session-venue";

const onSession = (tab: string): FocusedView => ({
  path: `/session/edit/3/7/${tab}`,
  title: "Evening (#1)",
  pattern: "/session/edit/:id/:jobid/:tab",
  params: { id: "3", jobid: "7", tab },
});
const user = (rights: string[]) => ({ id: "1", name: "Recruiter", rights: new Set(rights), flags: {} });

const CASES: [AnyCommand, string, string, string][] = [
  [addSessionContact, "contacts", "session-contact", "JOB"],
  [addSessionVenue, "venues", "session-venue", "JOB"],
  [addSessionIncentive, "incentives", "session-incentive", "ICV"],
  [addSessionDuration, "durations", "session-duration", "JOB"],
  [addSessionQuota, "quotas", "session-quota", "JOB"],
];

describe.each(CASES)("%s", (command, tab, kind, right) => {
  it(`opens the session's ${tab} tab and asks it for a blank editor`, async () => {
    sessionScreens.editorOpened();
    const { ctx, calls } = fakeContext({ focused: onSession("details"), user: user([right]) });
    expect(availability(command, ctx).state).toBe("enabled");
    await command.run(ctx, undefined);
    expect(calls).toEqual([`navigate ["/session/edit/3/7/${tab}"]`]);
    expect(sessionScreens.pendingEditor()).toEqual({ kind, parentId: 3 });
  });

  it("stays on the tab when it is already shown", async () => {
    const { ctx, calls } = fakeContext({ focused: onSession(tab), user: user([right]) });
    await command.run(ctx, undefined);
    expect(calls).toEqual([]);
    expect(sessionScreens.pendingEditor()).toEqual({ kind, parentId: 3 });
  });

  it("is not offered off a session or without the right", () => {
    const job = { path: "/job/edit/7", title: "J", pattern: "/job/edit/:id", params: { id: "7" } };
    expect(availability(command, fakeContext({ focused: job, user: user([right]) }).ctx).state).not.toBe(
      "enabled",
    );
    expect(
      availability(command, fakeContext({ focused: onSession(tab), user: user([]) }).ctx).state,
    ).not.toBe("enabled");
  });
});
