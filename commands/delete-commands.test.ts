import { describe, expect, it } from "vitest";
import { ALL_COMMANDS } from "./all-commands";
import { deleteConfirmText } from "./core/delete-flow";
import { availability } from "./core/registry";
import { CASES } from "./delete-cases";
import { OK, REFUSED, setup } from "./delete-harness";
import { deleteSelectedJobRows } from "./jobs/delete-selected";

describe("the delete confirmation's buttons", () => {
  it("start on the safe choice and name what goes, with the count of bookings", async () => {
    const c = CASES.find((x) => x.name === "sessions.delete")!;
    const t = setup(c, async () => OK, false);
    await t.run();
    expect(t.buttons).toEqual([
      { confirmLabel: "Delete session and 3 bookings", cancelLabel: "Keep", destructive: true },
    ]);
  });
});

describe.each(CASES)("delete command $name", (c) => {
  it("is offered there, asks delete-allowed and the user, deletes, says so and closes or clears", async () => {
    const t = setup(c, async () => OK);
    expect(availability(c.command, t.ctx).state).toBe("enabled");
    await t.run();
    expect(t.deleteAllowed).toHaveBeenCalledWith(c.kind);
    expect(t.confirmed).toEqual([c.text ?? deleteConfirmText(c.what)]);
    expect(t.called).toEqual([c.call]);
    expect(t.calls.some((x) => x.startsWith('toast.success ["Successfully Deleted!"'))).toBe(true);
    expect(t.calls.at(-1)).toBe(c.after);
  });

  it("stops with 'Access Denied!' when delete-allowed refuses, asking nothing", async () => {
    const t = setup(c, async () => OK);
    t.deleteAllowed.mockResolvedValueOnce(REFUSED);
    await t.run();
    expect(t.confirmed).toEqual([]);
    expect(t.called).toEqual([]);
    expect(t.calls).toEqual([`toast.error ${JSON.stringify(["Access Denied!", REFUSED])}`]);
  });

  it("deletes nothing when the user cancels", async () => {
    const t = setup(c, async () => OK, false);
    await t.run();
    expect(t.confirmed).toHaveLength(1);
    expect(t.called).toEqual([]);
    expect(t.calls).toEqual([]);
  });

  it("shows 'Error!' with the server's errors and keeps the tab and selection", async () => {
    const t = setup(c, async () => ({ succeeded: false, errors: ["It is still in use."] }));
    await t.run();
    expect(t.called).toEqual([c.call]);
    expect(t.calls).toEqual([`toast.error ${JSON.stringify(["Error!", "It is still in use."])}`]);
  });
});

describe("the delete flow", () => {
  it("turns a failed call (network) into 'Error!' with its message", async () => {
    const t = setup(CASES[0]!, async () => {
      throw new Error("Failed to fetch");
    });
    await t.run();
    expect(t.calls).toEqual([`toast.error ${JSON.stringify(["Error!", "Failed to fetch"])}`]);
  });

  it("is what every delete command of the registry runs (each has a case here)", () => {
    const deletes = ALL_COMMANDS.filter((c) => /\.delete/i.test(c.id)).map((c) => c.id);
    const tested = new Set(CASES.map((c) => c.command.id));
    expect(deletes.filter((id) => !tested.has(id))).toEqual([]);
  });

  it("does nothing without a row: bulk delete is disabled, the child remover needs a selected child", async () => {
    const t = setup({ ...CASES[1]!, selection: [] }, async () => OK);
    expect(availability(deleteSelectedJobRows, t.ctx)).toMatchObject({ state: "disabled" });
    const child = setup({ ...CASES[8]!, selection: [] }, async () => OK);
    await child.run();
    expect(child.deleteAllowed).not.toHaveBeenCalled();
  });
});
