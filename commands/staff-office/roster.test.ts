import { beforeEach, describe, expect, it } from "vitest";
import * as jobCalls from "../../server/contracts/jobs-calls";
import * as calls from "../../server/contracts/staff-office/roster-calls";
import { rosterScreen, updateRoster } from "../../src/features/staff-office/roster/state/roster-state";
import { store } from "../../src/lib/store";
import { fakeArea, fakeContext, ok, refused } from "../core/fake-context";
import { availability } from "../core/registry";
import { SHIFT, showRoster } from "./fake-roster";
import { addShift, allocateJobToRecruiter, moveShift, proposeRoster, publishRoster } from "./roster";

const user = { id: "1", name: "Rosterer", rights: new Set(["RJA"]), flags: {} };
const focused = { path: "/staff/roster", title: "Staff Roster", pattern: "/staff/roster", params: {} };
const context = (answers: Map<unknown, unknown>, prompt = "18:00-21:00") =>
  fakeContext({
    areas: { staffRoster: fakeArea<"staffRoster">({ calls, jobCalls }) },
    answers: answers as never,
    user,
    focused,
    prompt: async () => prompt,
  });
const REFRESH = ' refresh [["staff-roster"]]';

beforeEach(() => showRoster());

describe("the roster commands", () => {
  it("proposes from the shown week's sessions and says what was skipped and why", async () => {
    const { ctx, calls: log } = context(
      new Map([
        [
          calls.proposeRoster,
          ok({
            drafted: [SHIFT],
            sessions: 2,
            skipped: [
              { sessionId: 3, session: "J1 S1 Group", staff: "Ben Ng", reason: "Clashes with leave." },
            ],
          }),
        ],
      ]),
    );
    await proposeRoster.run(ctx, undefined);
    expect(log).toEqual([
      `call POST /staff-roster/propose {"from":"2026-11-30","to":"2026-12-06"}${REFRESH}`,
      `toast.success ${JSON.stringify(["Roster proposed", "1 draft shift from 2 sessions, 30/11/2026–06/12/2026.\nSkipped Ben Ng, J1 S1 Group: Clashes with leave."])}`,
    ]);
  });

  it("publishes after asking, and is disabled without drafts", async () => {
    const { ctx, calls: log } = context(
      new Map([[calls.publishRoster, ok({ published: 1, people: 1, mailed: 1, held: [] })]]),
    );
    expect(availability(publishRoster, ctx).state).toBe("enabled");
    await publishRoster.run(ctx, undefined);
    expect(log[0]).toBe(`call POST /staff-roster/publish {"from":"2026-11-30","to":"2026-12-06"}${REFRESH}`);
    expect(log[1]).toContain("1 shift published, 1 person e-mailed.");
  });

  it("adds a shift in the focused cell from the typed times, and shows a refusal's reason", async () => {
    showRoster(1, 3);
    const good = context(new Map([[calls.saveShift, ok(SHIFT)]]));
    await addShift.run(good.ctx, undefined);
    expect(good.calls[0]).toBe(
      `call POST /staff-shift/update {"staffUserId":8,"day":"2026-12-03","start":"18:00","end":"21:00"}${REFRESH}`,
    );
    const bad = context(
      new Map([[calls.saveShift, refused("The shift clashes with Ben Ng: Annual leave 03/12/2026.")]]),
    );
    await addShift.run(bad.ctx, undefined);
    expect(bad.calls[1]).toBe(
      `toast.error ${JSON.stringify(["Shift refused", "The shift clashes with Ben Ng: Annual leave 03/12/2026."])}`,
    );
  });

  it("moves a shift: the first run picks it up, the second drops it on the focused cell with its times", async () => {
    const { ctx, calls: log } = context(new Map([[calls.saveShift, ok(SHIFT)]]));
    await moveShift.run(ctx, undefined);
    expect(store.get(rosterScreen).moving).toEqual({ shiftId: 41, label: "Amy Lee 09:00–12:00" });
    updateRoster({ focus: { row: 1, col: 4 } });
    await moveShift.run(ctx, undefined);
    expect(log[0]).toBe(
      `call POST /staff-shift/update {"id":41,"staffUserId":8,"day":"2026-12-04","start":"09:00","end":"12:00","kind":"other","jobId":null,"sessionId":null,"note":null}${REFRESH}`,
    );
    expect(store.get(rosterScreen).moving).toBeNull();
  });

  it("keeps the shift picked up when the drop is refused", async () => {
    const { ctx, calls: log } = context(
      new Map([[calls.saveShift, refused("The shift clashes with Ben Ng: Annual leave.")]]),
    );
    await moveShift.run(ctx, undefined);
    updateRoster({ focus: { row: 1, col: 4 } });
    await moveShift.run(ctx, undefined);
    expect(log.at(-1)).toContain("Shift refused");
    expect(store.get(rosterScreen).moving?.shiftId).toBe(41);
  });

  it("allocates a job to the focused person", async () => {
    const { ctx, calls: log } = context(new Map());
    await allocateJobToRecruiter.run(ctx, { id: 5, jobNumber: "J5", name: "Beer" });
    expect(log[0]).toBe(
      `call POST /job/RosterAllocate {"username":"amy@demo.test","jobId":5} refresh [["staff-roster","jobs-to-allocate"]]`,
    );
  });
});
