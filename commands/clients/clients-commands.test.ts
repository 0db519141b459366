import { beforeEach, describe, expect, it } from "vitest";
import { clientScreens } from "../../src/features/clients/state/screen-state";
import { fakeContext } from "../core/fake-context";
import { availability } from "../core/registry";
import { addContact } from "./add-contact";
import { newJobForClient } from "./new-job-for-client";

const onClient = (tab: string) => ({
  path: `/client/edit/5/${tab}`,
  title: "Acme",
  pattern: "/client/edit/:id/:selectedtab",
  params: { id: "5", selectedtab: tab },
});
const user = { id: "1", name: "Admin", rights: new Set(["CLI", "JOB"]), flags: {} };

beforeEach(() => {
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

  it("new job for this client opens job/add/{clientid}", async () => {
    const { ctx, calls } = fakeContext({ focused: onClient("jobs"), user });
    await newJobForClient.run(ctx, undefined);
    expect(calls[0]).toContain('"/job/add/5"');
  });
});
