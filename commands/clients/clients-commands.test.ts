import { beforeEach, describe, expect, it, vi } from "vitest";
import { clientScreens } from "../../src/features/clients/api/screen-state";
import { fakeContext } from "../fake-context";
import { availability } from "../registry";
import { addContact } from "./add-contact";
import { deleteClient } from "./delete-client";
import { deleteSelectedClientRows } from "./delete-selected";
import { newJobForClient } from "./new-job-for-client";

const api = vi.hoisted(() => ({
  deleteAllowed: vi.fn(async (_kind: string): Promise<true | string> => true),
  deleteClients: vi.fn(async (_ids: number[]) => ({ succeeded: true, errors: [] as string[] })),
  deleteChildren: vi.fn(async (_r: unknown, _p: number, _ids: number[]) => ({
    succeeded: true,
    errors: [] as string[],
  })),
}));
vi.mock("../../src/lib/child-records", () => ({
  deleteAllowed: api.deleteAllowed,
  deleteChildren: api.deleteChildren,
}));
vi.mock("../../src/features/clients/api/clients-api", () => ({
  deleteClients: api.deleteClients,
  clientChildren: {
    contacts: { kind: "client-contact" },
    notes: {},
    feedback: {},
    venues: {},
    addresses: {},
    pos: {},
    documents: {},
  },
}));

const onClient = (tab: string) => ({
  path: `/client/edit/5/${tab}`,
  title: "Acme",
  pattern: "/client/edit/:id/:selectedtab",
  params: { id: "5", selectedtab: tab },
});
const user = { id: "1", name: "Admin", rights: new Set(["CLI", "JOB"]), flags: {} };

beforeEach(() => {
  vi.clearAllMocks();
  clientScreens.setSelection("/client", []);
});

describe("client commands", () => {
  it("add contact shows the contacts tab and asks it for a blank editor", async () => {
    const { ctx, calls } = fakeContext({ focused: onClient("details"), user });
    await addContact.run(ctx, undefined);
    expect(calls).toContain('navigate ["/client/edit/5/contacts"]');
    // The request waits in the store until the tab opens its editor.
    expect(clientScreens.pendingEditor()).toEqual({ kind: "client-contact", parentId: 5 });
    clientScreens.editorOpened();
    expect(clientScreens.pendingEditor()).toBeNull();
  });

  it("is offered only on a client and only with the right", () => {
    expect(availability(addContact, fakeContext({ focused: onClient("contacts"), user }).ctx).state).toBe(
      "enabled",
    );
    expect(availability(addContact, fakeContext({ focused: null, user }).ctx).state).toBe("hidden");
    const noRight = { ...user, rights: new Set<string>() };
    expect(
      availability(addContact, fakeContext({ focused: onClient("contacts"), user: noRight }).ctx).state,
    ).toBe("hidden");
  });

  it("bulk delete on the list asks delete-allowed, then the user, then deletes the selected clients", async () => {
    const list = { path: "/client", title: "Clients", pattern: "/client", params: {} };
    const { ctx, calls } = fakeContext({ focused: list, user, selection: [{ id: 3 }, { id: 9 }] });
    expect(availability(deleteSelectedClientRows, ctx).state).toBe("enabled");
    await deleteSelectedClientRows.run(ctx, undefined);
    expect(api.deleteAllowed).toHaveBeenCalledWith("client");
    expect(api.deleteClients).toHaveBeenCalledWith([3, 9]);
    expect(calls.some((c) => c.startsWith("toast.success"))).toBe(true);
  });

  it("bulk delete on a tab deletes that tab's rows, and nothing without a selection", async () => {
    const { ctx } = fakeContext({ focused: onClient("contacts"), user, selection: [{ id: 4 }] });
    await deleteSelectedClientRows.run(ctx, undefined);
    expect(api.deleteAllowed).toHaveBeenCalledWith("client-contact");
    expect(api.deleteChildren).toHaveBeenCalledWith({ kind: "client-contact" }, 5, [4]);
    const empty = fakeContext({ focused: onClient("contacts"), user }).ctx;
    expect(availability(deleteSelectedClientRows, empty).state).toBe("disabled");
  });

  it("delete stops when the server refuses or the user cancels", async () => {
    api.deleteAllowed.mockResolvedValueOnce("You don't have permission to delete this.");
    const refused = fakeContext({ focused: onClient("details"), user });
    await deleteClient.run(refused.ctx, undefined);
    expect(refused.calls).toContain(
      'toast.error ["Access Denied!","You don\'t have permission to delete this."]',
    );
    const cancelled = fakeContext({ focused: onClient("details"), user, confirm: async () => false });
    await deleteClient.run(cancelled.ctx, undefined);
    expect(api.deleteClients).not.toHaveBeenCalled();
    const done = fakeContext({ focused: onClient("details"), user });
    await deleteClient.run(done.ctx, undefined);
    expect(api.deleteClients).toHaveBeenCalledWith([5]);
    expect(done.calls).toContain('ws.closeTab [{"discard":true}]');
  });

  it("new job for this client opens job/add/{clientid}", async () => {
    const { ctx, calls } = fakeContext({ focused: onClient("jobs"), user });
    await newJobForClient.run(ctx, undefined);
    expect(calls[0]).toContain('"/job/add/5"');
  });
});
