import { describe, expect, it } from "vitest";
import * as calls from "../../server/contracts/respondents/calls";
import { fakeArea, fakeContext } from "../core/fake-context";
import { sendPortalInvitation } from "./send-portal-invitation";

const answer = (value: unknown, succeeded = true, errors: string[] = []) => ({ succeeded, value, errors });
const search = { path: "/searchrespondents", title: "Search", pattern: "/searchrespondents", params: {} };
const record = {
  path: "/respondent/9",
  title: "Ana Lee",
  pattern: "/respondent/:resid",
  params: { resid: "9" },
};

function setup(over: Parameters<typeof fakeContext>[0], result = answer({ sent: 2, skipped: [] })) {
  const t = fakeContext({
    areas: { respondents: fakeArea<"respondents">({ calls }) },
    answers: new Map([[calls.sendPortalInvitations, result]]),
    ...over,
  });
  /** The ids of each invitation call made. */
  const sent = () =>
    t.calls
      .filter((c) => c.startsWith("call POST /respondents/portal-invitation "))
      .map((c) => JSON.parse(c.slice("call POST /respondents/portal-invitation ".length)).ids);
  return { ...t, sent };
}

describe("Send portal invitation…", () => {
  it("invites the selected search rows (each member once) after asking", async () => {
    const t = setup({ focused: search, selection: [{ id: 5 }, { id: 90, respondentId: 6 }, { id: 5 }] });
    expect(sendPortalInvitation.when?.(t.ctx)).toBe(true);
    await sendPortalInvitation.run(t.ctx, undefined);
    expect(t.sent()).toEqual([[5, 6]]);
    expect(t.calls.join("\n")).toContain("2 invitations on the way.");
  });

  it("invites the focused respondent record, and names who was left out", async () => {
    const t = setup(
      { focused: record },
      answer({ sent: 1, skipped: [{ id: 9, reason: "The panel member has no e-mail address." }] }),
    );
    await sendPortalInvitation.run(t.ctx, undefined);
    expect(t.sent()).toEqual([[9]]);
    expect(t.calls.join("\n")).toContain("#9: The panel member has no e-mail address.");
  });

  it("is hidden with nothing to invite, sends nothing when the question is answered No, shows refusals", async () => {
    expect(sendPortalInvitation.when?.(setup({ focused: search, selection: [] }).ctx)).toBe(false);
    const no = setup({ focused: record, confirm: async () => false });
    await sendPortalInvitation.run(no.ctx, undefined);
    expect(no.sent()).toEqual([]);
    const refused = setup({ focused: record }, answer(null, false, ["Panel member not found."]));
    await sendPortalInvitation.run(refused.ctx, undefined);
    expect(refused.calls.join("\n")).toContain("Panel member not found.");
    expect(sendPortalInvitation.rights).toEqual(["RES"]);
  });
});
