import { describe, expect, it } from "vitest";
import type { UseCaseContext } from "../../context";
import type { RecipientRow } from "../../db/repo/email-templates";
import { decodeSurveyLink } from "../surveys/links";
import { decodeConfirmLink } from "./links";
import { emptyFields } from "./merge-fields";
import { htmlToText, type MergeScope, mergeValues, renderFor } from "./render";

const secret = new Uint8Array(32).fill(7);
const now = new Date("2026-11-24T00:00:00Z");
const ctx = {
  deps: { env: { publicUrl: "https://panel.example.com/", jwtSecret: secret }, now: () => now },
} as unknown as UseCaseContext;
const person: RecipientRow = {
  id: 42,
  firstName: 'Ann <img src=x onerror="alert(1)">',
  lastName: "O'Hara & Co",
  email: "ann@example.com",
  mobile: "0412345678",
  country: "AU",
  optedOut: false,
};
const scope: MergeScope = {
  jobId: 9,
  sessionId: 5,
  jobName: "Coffee <study>",
  session: {
    name: "Evening group",
    startsAt: new Date("2026-12-03T07:30:00Z"),
    location: "Level 2, 1 George St",
  },
  bookings: new Map([[42, { eventId: 77, startsAt: null, incentive: 1234.5 }]]),
  zone: "Australia/Sydney",
  plannedIncentive: 120,
};

describe("merge values and rendering", () => {
  const values = mergeValues(ctx, scope, person);

  it("fills every merge field: names, job, session day and time (agency zone), incentive in dollars", () => {
    expect(values).toMatchObject({
      firstName: person.firstName,
      fullName: `${person.firstName} O'Hara & Co`,
      jobName: "Coffee <study>",
      sessionName: "Evening group",
      sessionDate: "03/12/2026",
      sessionTime: "18:30 AEDT",
      sessionLocation: "Level 2, 1 George St",
      incentive: "$1,234.50",
    });
  });

  it("makes links the server can read back: survey link for the job and session, confirm link for the booking", () => {
    const survey = String(values.surveyLink);
    expect(survey).toMatch(/^https:\/\/panel\.example\.com\/survey-landing\//);
    const decoded = decodeSurveyLink(secret, survey.split("/").at(-1) ?? "", now);
    expect(decoded).toMatchObject({
      ok: true,
      link: { respondentId: 42, jobId: 9, sessionId: 5, eventId: 77 },
    });
    const confirm = String(values.confirmLink).split("/").at(-1) ?? "";
    expect(decodeConfirmLink(ctx, confirm)).toEqual({ eventId: 77, respondentId: 42 });
    expect(String(values.unsubscribeLink)).toMatch(/^https:\/\/panel\.example\.com\/unsubscribe\/[\w-]+$/);
  });

  it("escapes values in html, keeps them as they are in text and SMS", () => {
    const m = renderFor(
      {
        subject: "For {{firstName}}",
        html: '<p>Hi {{firstName}}</p><a href="{{surveyLink}}">Go</a>',
        plainText: "",
        smsText: "Hi {{firstName}}: {{incentive}}",
      },
      values,
      person,
    );
    expect(m.html).not.toContain("<img");
    expect(m.html).toContain("Ann &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(m.html).toMatch(/<a href="https:\/\/panel\.example\.com\/survey-landing\/[\w-]+">Go<\/a>/);
    expect(m.subject).toBe(`For ${person.firstName}`);
    expect(m.sms).toBe(`Hi ${person.firstName}: $1,234.50`);
    // No plain-text alternative: the html's text with the link's address.
    expect(m.text).toMatch(
      /^Hi Ann <img[^\n]*\nGo \(https:\/\/panel\.example\.com\/survey-landing\/[\w-]+\)$/,
    );
  });

  it("leaves the survey and confirm links empty without a job or a booking", () => {
    const none = mergeValues(
      ctx,
      { ...scope, jobId: 0, bookings: new Map(), plannedIncentive: null },
      person,
    );
    expect(none.surveyLink).toBe("");
    expect(none.confirmLink).toBe("");
    expect(none.incentive).toBe("");
  });

  it("names the job's (or session's) incentive in an invitation, before there is a booking", () => {
    const invited = mergeValues(ctx, { ...scope, bookings: new Map() }, person);
    expect(invited.incentive).toBe("$120.00");
    expect(invited.sessionDate).toBe("03/12/2026");
    expect(invited.sessionTime).toBe("18:30 AEDT");
    expect(invited.sessionLocation).toBe("Level 2, 1 George St");
  });

  it("lists the merge fields a message would leave empty, and only those", () => {
    const bare = mergeValues(
      ctx,
      { ...scope, session: null, bookings: new Map(), plannedIncentive: null },
      person,
    );
    const fields = emptyFields(
      [
        "Invitation to {{jobName}}",
        "<p>The incentive is {{incentive}} on {{sessionDate}}. {{unknownField}}</p>",
      ],
      bare,
    );
    expect(fields).toEqual(["incentive", "sessionDate", "unknownField"]);
    expect(emptyFields(["Hi {{firstName}}: {{incentive}}"], values)).toEqual([]);
    // A link that is no http(s) address renders as nothing, so it counts as empty.
    expect(emptyFields(["{{surveyLink}}"], { surveyLink: "javascript:alert(1)" })).toEqual(["surveyLink"]);
  });

  it("turns html into text: breaks, entities, links", () => {
    expect(htmlToText("<p>A &amp; B</p><ul><li>one</li><li>two</li></ul><a href='x'>y</a>")).toBe(
      "A & B\none\ntwo\ny",
    );
  });
});
