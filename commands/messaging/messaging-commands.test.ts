import { beforeEach, describe, expect, it } from "vitest";
import * as messagingCalls from "../../server/contracts/messaging/calls";
import { sendDraft } from "../../src/features/messaging/api/messaging-api";
import { sendScreens } from "../../src/features/messaging/state/screen-state";
import { fakeArea, fakeContext } from "../core/fake-context";
import { availability } from "../core/registry";
import type { FocusedView } from "../core/types";
import { invite } from "./invite";
import { sendConfirmations } from "./send-confirmations";
import { sendNow } from "./send-now";

const view = (path: string, pattern: string, params: Record<string, string> = {}): FocusedView => ({
  path,
  title: "Riley Respondent",
  pattern,
  params,
});
/** The real send dispatch, answered through the fake ctx.call. */
const messaging = fakeArea<"messaging">({ sendDraft, calls: messagingCalls });
const user = { id: "1", name: "Admin", rights: new Set(["RES", "JOB"]), flags: {} };
const job = {
  id: 7,
  jobNumberAndName: "J24007 - Coffee",
  jobNumber: "J24007",
  jobName: "Coffee",
  jobStatus: "Open",
};

beforeEach(() => {
  sendScreens.setDraft("email", {}, true);
  sendScreens.setDraft("sms", {}, true);
  sendScreens.watch("email", null);
  sendScreens.watch("sms", null);
});

describe("Invite…", () => {
  it("takes the selected panel members of a search and the picked job to the Send Email screen", async () => {
    const { ctx, calls } = fakeContext({
      user,
      focused: view("/searchrespondents", "/searchrespondents"),
      selection: [
        { id: 4, fullName: "Ann Lee" },
        { respondentId: 5, firstName: "Bo", lastName: "Ng" },
        { x: 1 },
      ],
      areas: { messaging: fakeArea<"messaging">({ screenerSessions: async () => [] }) },
    });
    expect(availability(invite, ctx).state).toBe("enabled");
    // The fake job search echoes the query in the job's name: the typed text reaches the search.
    const picked = (await invite.picker?.load("J24", ctx, new AbortController().signal)) ?? [];
    expect(picked.map((p) => [p.id, p.title, p.value.session])).toEqual([["invite-7", "J24007 - J24", null]]);
    const chosen = picked[0];
    if (!chosen) throw new Error("no job row");
    await invite.run(ctx, chosen.value);
    expect(sendScreens.draft("email")).toMatchObject({
      purpose: "invite",
      recipients: [
        { id: 4, name: "Ann Lee" },
        { id: 5, name: "Bo Ng" },
      ],
      jobId: 7,
      source: "2 selected panel members",
    });
    expect(calls.some((c) => c.startsWith('openView ["/comms/sendemail"'))).toBe(true);
  });

  it("lists each job's sessions that have a screener; choosing one puts the session on the draft", async () => {
    const asked: number[] = [];
    const { ctx } = fakeContext({
      user,
      focused: view("/searchrespondents", "/searchrespondents"),
      selection: [{ id: 4, fullName: "Ann Lee" }],
      api: {
        ...fakeContext().ctx.api,
        searchJobs: async () => [job, { ...job, id: 8, jobNumberAndName: "J24008 - Tea" }],
      },
      areas: {
        messaging: fakeArea<"messaging">({
          screenerSessions: async (jobId: number) => {
            asked.push(jobId);
            return jobId === 7 ? [{ id: 31, name: "Evening group A", sessionNumber: 1 }] : [];
          },
        }),
      },
    });
    const picked = (await invite.picker?.load("J24", ctx, new AbortController().signal)) ?? [];
    expect(asked).toEqual([7, 8]);
    expect(picked.map((p) => p.title)).toEqual([
      "J24007 - Coffee",
      "J24007 - Coffee · Evening group A (#1) screener",
      "J24008 - Tea",
    ]);
    const session = picked[1];
    if (!session) throw new Error("no session row");
    await invite.run(ctx, session.value);
    expect(sendScreens.draft("email")).toMatchObject({
      purpose: "invite",
      jobId: 7,
      sessionId: 31,
      jobLabel: "J24007 - Coffee · Evening group A (#1)",
      recipients: [{ id: 4, name: "Ann Lee" }],
    });
    await invite.run(ctx, picked[0]?.value ?? { job, session: null });
    expect(sendScreens.draft("email")).toMatchObject({ jobId: 7, sessionId: 0 });
  });

  it("is not offered without a selection or outside the panel screens", () => {
    const none = fakeContext({
      user,
      focused: view("/searchrespondents", "/searchrespondents"),
      selection: [],
    });
    expect(availability(invite, none.ctx).state).not.toBe("enabled");
    const elsewhere = fakeContext({ user, focused: view("/job", "/job"), selection: [{ id: 4 }] });
    expect(availability(invite, elsewhere.ctx).state).not.toBe("enabled");
  });
});

describe("Send confirmations…", () => {
  it("takes the selected attendees of a session's attendees tab to the Send SMS screen", async () => {
    const { ctx, calls } = fakeContext({
      user,
      focused: view("/session/edit/3/7/attendees", "/session/edit/:id/:jobid/:tab", {
        id: "3",
        jobid: "7",
        tab: "attendees",
      }),
      selection: [{ eventId: 11, respondentId: 4, fullName: "Ann Lee" }],
    });
    expect(availability(sendConfirmations, ctx).state).toBe("enabled");
    await sendConfirmations.run(ctx, "sms");
    expect(sendScreens.draft("sms")).toMatchObject({
      purpose: "confirm",
      recipients: [{ id: 4, name: "Ann Lee" }],
      sessionId: 3,
      jobId: 7,
    });
    expect(calls.some((c) => c.startsWith('openView ["/comms/sendsms"'))).toBe(true);
  });

  it("takes every attendee of the session when none is selected, and shows a failed read", async () => {
    const focused = view("/session/edit/3/7/attendees", "/session/edit/:id/:jobid/:tab", {
      id: "3",
      jobid: "7",
      tab: "attendees",
    });
    const everyone = [
      { id: 4, name: "Ann Lee" },
      { id: 5, name: "Bo Ng" },
    ];
    const read = (answer: unknown) =>
      fakeContext({
        user,
        focused,
        selection: [],
        areas: { messaging: fakeArea<"messaging">({ sessionRecipients: async () => answer }) },
      });
    const ok = read({ succeeded: true, errors: [], value: everyone });
    await sendConfirmations.run(ok.ctx, "email");
    expect(sendScreens.draft("email")).toMatchObject({
      recipients: everyone,
      source: "All 2 attendees of the session",
    });
    sendScreens.setDraft("email", {}, true);
    const refused = read({ succeeded: false, errors: ["Session not found."], value: [] });
    await sendConfirmations.run(refused.ctx, "email");
    expect(sendScreens.draft("email").recipients).toEqual([]);
    expect(refused.calls).toContain(`toast.error ${JSON.stringify(["Error!", "Session not found."])}`);
  });

  it("filters its two choices by what is typed (walkthrough M6)", async () => {
    const { ctx } = fakeContext({ user });
    const load = (q: string) => sendConfirmations.picker?.load(q, ctx, new AbortController().signal);
    expect((await load(""))?.map((c) => c.value)).toEqual(["sms", "email"]);
    expect((await load("e-mail"))?.map((c) => c.value)).toEqual(["email"]);
    expect((await load("email"))?.map((c) => c.value)).toEqual(["email"]);
    expect((await load("sms"))?.map((c) => c.value)).toEqual(["sms"]);
    expect((await load("text"))?.map((c) => c.value)).toEqual(["sms"]);
    expect(await load("fax")).toEqual([]);
  });
});

describe("Send", () => {
  const focused = view("/comms/sendsms", "/comms/sendsms");

  it("is disabled until there are recipients and a template", () => {
    const { ctx } = fakeContext({ user, focused });
    expect(availability(sendNow, ctx)).toMatchObject({ state: "disabled" });
    sendScreens.setDraft("sms", { recipients: [{ id: 4, name: "Ann" }] });
    expect(availability(sendNow, ctx)).toMatchObject({ state: "disabled" });
    sendScreens.setDraft("sms", { templateId: 2 });
    expect(availability(sendNow, ctx).state).toBe("enabled");
    sendScreens.setDraft("sms", { templateId: 0, smsText: "Parking moved" });
    expect(availability(sendNow, ctx).state).toBe("enabled");
  });

  it("sends the composed text, then resets the form so a second press cannot send again (walkthrough B2, M10)", async () => {
    const { ctx, calls } = fakeContext({
      user,
      focused,
      confirm: async () => true,
      areas: { messaging },
      answers: new Map([[messagingCalls.sendSms, { campaignId: 12, queued: 1, skipped: [] }]]),
    });
    sendScreens.setDraft("sms", {
      recipients: [{ id: 4, name: "Ann" }],
      templateId: 2,
      smsText: "Hi {{firstName}}, parking moved to the rear entrance.",
    });
    await sendNow.run(ctx, undefined);
    expect(calls.filter((c) => c.startsWith("call "))).toEqual([
      `call POST /send-sms ${JSON.stringify({
        ids: [4],
        jobId: 0,
        sessionId: 0,
        templateId: 2,
        senderId: 0,
        smsText: "Hi {{firstName}}, parking moved to the rear entrance.",
      })}`,
    ]);
    expect(sendScreens.draft("sms")).toMatchObject({ recipients: [], smsText: "", templateId: 0 });
    expect(availability(sendNow, ctx)).toMatchObject({ state: "disabled" });
    expect(sendScreens.campaign("sms")).toMatchObject({ id: 12 });
  });

  it("sends a general e-mail with the draft's files, then clears them", async () => {
    const sent: { path: string; fields: string[] }[] = [];
    const { ctx } = fakeContext({
      user,
      focused: view("/comms/sendemail", "/comms/sendemail"),
      confirm: async () => true,
      areas: { messaging },
      call: async (desc, _input, options) => {
        const files = options?.files ?? [];
        sent.push({ path: desc.path, fields: files.map((f, i) => `${options?.fileField?.(i)}=${f.name}`) });
        return { succeeded: true, errors: [], value: { campaignId: 10, queued: 1, skipped: [] } } as never;
      },
    });
    const brief = new File(["%PDF-1.4"], "brief.pdf");
    sendScreens.setDraft(
      "email",
      { purpose: "general", recipients: [{ id: 4, name: "Ann" }], templateId: 5, attachments: [brief] },
      true,
    );
    await sendNow.run(ctx, undefined);
    expect(sent).toEqual([{ path: "/email/send", fields: ["attachment1=brief.pdf"] }]);
    expect(sendScreens.draft("email").attachments).toEqual([]);
  });

  it("sends the draft through the purpose's call and watches the campaign", async () => {
    const answer = { campaignId: 9, queued: 1, skipped: [{ respondentId: 5, reason: "Opted out." }] };
    const { ctx, calls } = fakeContext({
      user,
      focused,
      confirm: async () => true,
      areas: { messaging },
      answers: new Map([[messagingCalls.confirmationSms, answer]]),
    });
    sendScreens.setDraft("sms", {
      purpose: "confirm",
      recipients: [
        { id: 4, name: "Ann" },
        { id: 5, name: "Bo" },
      ],
      sessionId: 3,
      jobId: 7,
      templateId: 2,
    });
    await sendNow.run(ctx, undefined);
    const request = { ids: [4, 5], jobId: 7, sessionId: 3, templateId: 2, senderId: 0 };
    expect(calls.filter((c) => c.startsWith("call "))).toEqual([
      `call POST /sms/CreateSessionConfirmationResIdsSms/:sessionId{[0-9]+} ${JSON.stringify({ sessionId: 3, request })}`,
    ]);
    expect(sendScreens.campaign("sms")).toMatchObject({ id: 9, queued: 1, skipped: 1 });
    expect(
      calls.some((c) => c.startsWith('toast.success ["Queued!","1 message queued. 1 recipient left out."')),
    ).toBe(true);
  });

  it("shows the server's refusal and watches nothing", async () => {
    const refusal = { succeeded: false, errors: ["None of the recipients can get this message."] };
    const { ctx, calls } = fakeContext({
      user,
      focused,
      confirm: async () => true,
      areas: { messaging },
      answers: new Map([[messagingCalls.sendSms, refusal]]),
    });
    sendScreens.setDraft("sms", { recipients: [{ id: 4, name: "Ann" }], templateId: 2 });
    await sendNow.run(ctx, undefined);
    expect(sendScreens.campaign("sms")).toBeNull();
    expect(calls).toContain(
      `toast.error ${JSON.stringify(["Error!", "None of the recipients can get this message."])}`,
    );
  });
});
