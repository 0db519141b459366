import { describe, expect, it } from "vitest";
import * as calls from "../../server/contracts/clients-calls";
import { fakeArea, fakeContext } from "../core/fake-context";
import { availability } from "../core/registry";
import { givePortalAccess } from "./give-portal-access";

const answer = (value: unknown, succeeded = true, errors: string[] = []) => ({ succeeded, value, errors });
const onClient = (tab: string) => ({
  path: `/client/edit/5/${tab}`,
  title: "Acme",
  pattern: "/client/edit/:id/:selectedtab",
  params: { id: "5", selectedtab: tab },
});
const user = { id: "1", name: "Admin", rights: new Set(["CLI"]), flags: {} };
const PATH = "call POST /client-contacts/portal-invitation ";

function setup(over: Parameters<typeof fakeContext>[0], result = answer({ sent: 2, skipped: [] })) {
  const t = fakeContext({
    user,
    areas: { clients: fakeArea<"clients">({ calls }) },
    answers: new Map([[calls.inviteContacts, result]]),
    ...over,
  });
  const sent = () =>
    t.calls.filter((c) => c.startsWith(PATH)).map((c) => JSON.parse(c.slice(PATH.length)).ids);
  return { ...t, sent };
}

describe("Give portal access…", () => {
  it("invites the selected contacts (each once) after asking", async () => {
    const t = setup({ focused: onClient("contacts"), selection: [{ id: 7 }, { id: 8 }, { id: 7 }] });
    expect(availability(givePortalAccess, t.ctx).state).toBe("enabled");
    await givePortalAccess.run(t.ctx, undefined);
    expect(t.sent()).toEqual([[7, 8]]);
    expect(t.calls.join("\n")).toContain("2 invitations on the way.");
  });

  it("names who was left out, and shows refusals", async () => {
    const t = setup(
      { focused: onClient("contacts"), selection: [{ id: 7 }] },
      answer({ sent: 0, skipped: [{ id: 7, reason: "The client contact has no e-mail address." }] }),
    );
    await givePortalAccess.run(t.ctx, undefined);
    expect(t.calls.join("\n")).toContain("#7: The client contact has no e-mail address.");
    const refused = setup(
      { focused: onClient("contacts"), selection: [{ id: 7 }] },
      answer(null, false, ["The client contact is inactive."]),
    );
    await givePortalAccess.run(refused.ctx, undefined);
    expect(refused.calls.join("\n")).toContain("The client contact is inactive.");
  });

  it("is offered on the Contacts tab with ClientAdmin, disabled without a selection, and asks first", async () => {
    expect(availability(givePortalAccess, setup({ focused: onClient("contacts") }).ctx).state).toBe(
      "disabled",
    );
    expect(availability(givePortalAccess, setup({ focused: onClient("notes") }).ctx).state).toBe("hidden");
    const noRight = { ...user, rights: new Set<string>() };
    expect(
      availability(givePortalAccess, setup({ focused: onClient("contacts"), user: noRight }).ctx).state,
    ).toBe("hidden");
    const no = setup({ focused: onClient("contacts"), selection: [{ id: 7 }], confirm: async () => false });
    await givePortalAccess.run(no.ctx, undefined);
    expect(no.sent()).toEqual([]);
  });
});
