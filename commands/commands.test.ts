import { describe, expect, it } from "vitest";
import { ALL_COMMANDS } from "./all-commands";
import { fakeContext } from "./core/fake-context";
import type { AnyCommand } from "./core/types";

const byId = (id: string): AnyCommand => {
  const found = ALL_COMMANDS.find((c) => c.id === id);
  if (!found) throw new Error(`no command ${id}`);
  return found;
};

/** Runs a picker command the way the palette does: load the page, pick the first row. */
async function pickFirst(id: string, query: string, otherPane = false) {
  const { ctx, calls } = fakeContext({ otherPane });
  const command = byId(id);
  const items = await command.picker!.load(query, ctx, new AbortController().signal);
  await command.run(ctx, items[0]!.value);
  return { calls, items };
}

describe("commands run without a browser", () => {
  it("Go to New Client opens client/add as a tab, in the other pane with the modifier", async () => {
    const { ctx, calls } = fakeContext();
    await byId("goTo.newClient").run(ctx, undefined);
    expect(calls).toEqual(['openView ["/client/add",{"title":"New Client","otherPane":false}]']);
    const other = fakeContext({ otherPane: true });
    await byId("goTo.newJob").run(other.ctx, undefined);
    expect(other.calls).toEqual(['openView ["/job/add",{"title":"New Job","otherPane":true}]']);
  });

  it("Open job / respondent / session / client pick through the autocomplete and open the right route", async () => {
    expect((await pickFirst("jobs.open", "2400")).calls).toEqual([
      'openView ["/job/edit/7",{"title":"J24007 - 2400","otherPane":false}]',
    ]);
    // A business-panel member opens on bussinesspanelmember/ (product §2.6).
    expect((await pickFirst("respondents.open", "Ben")).calls[0]).toMatch(
      /^openView \["\/bussinesspanelmember\/5"/,
    );
    expect((await pickFirst("sessions.open", "eve", true)).calls[0]).toMatch(
      /"\/session\/edit\/3\/7\/attendees".*"otherPane":true/,
    );
    // Sessions of one name are told apart by job and start, on the agency's clock (M19).
    expect((await pickFirst("sessions.open", "eve")).items[0]?.subtitle).toBe(
      "J24007 - X · 03/12/2026 18:00",
    );
    expect((await pickFirst("clients.open", "acme")).calls[0]).toMatch(/^openView \["\/client\/edit\/2"/);
  });

  it("workspace commands call the workspace", async () => {
    const { ctx, calls } = fakeContext();
    for (const id of [
      "workspace.splitRight",
      "workspace.focusNextPane",
      "workspace.goToTab3",
      "workspace.reopenClosedTab",
    ]) {
      await byId(id).run(ctx, undefined);
    }
    expect(calls).toEqual([
      'ws.split ["horizontal"]',
      "ws.cyclePane [1]",
      "ws.goToTab [3]",
      "ws.reopenClosedTab",
    ]);
  });

  it("save layout as asks for a name; open saved layout applies the pick", async () => {
    const { ctx, calls } = fakeContext();
    await byId("workspace.saveLayoutAs").run(ctx, undefined);
    expect(calls).toEqual([
      "layouts.save My layout",
      'toast.success ["Layout saved","Saved as \\"My layout\\"."]',
    ]);
    const { calls: c2 } = await pickFirst("workspace.openSavedLayout", "morn");
    expect(c2).toEqual(['layouts.apply {"version":1}']);
  });

  it("top-bar commands drive the tracker and logout", async () => {
    const { calls } = await pickFirst("topBar.trackJob", "J2400");
    expect(calls).toEqual(["tracker.track 7"]);
    const { ctx, calls: c2 } = fakeContext();
    await byId("topBar.clockIn").run(ctx, undefined);
    await byId("topBar.clockOut").run(ctx, undefined);
    await byId("topBar.logOut").run(ctx, undefined);
    expect(c2).toEqual(["tracker.clockIn", "tracker.clockOut", "logout"]);
  });
});
