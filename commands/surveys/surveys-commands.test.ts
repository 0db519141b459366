import { describe, expect, it } from "vitest";
import type { Call } from "../../server/contracts/call";
import * as surveyCalls from "../../server/contracts/surveys/calls";
import { fakeArea, fakeContext } from "../core/fake-context";
import { availability } from "../core/registry";
import type { FocusedView } from "../core/types";
import { copyToScreener, copyToSessionScreener } from "./copy-survey";
import {
  addOption,
  addQuestion,
  duplicateQuestion,
  moveQuestionDown,
  moveQuestionUp,
} from "./edit-questions";
import { saveToLibrary } from "./library-questions";
import { manageScreener, manageSessionScreener, manageSurvey } from "./manage-survey";
import { openAnswersSummary, previewSurvey } from "./save-preview";
import { setOptionFlag } from "./set-option-flag";

const user = { id: "1", name: "Admin", rights: new Set(["JOB"]), flags: {} };
const view = (path: string, pattern: string, params: Record<string, string>): FocusedView => ({
  path,
  title: "Tab",
  pattern,
  params,
});
const SAVED = view("/managescreener/7/12", "/managescreener/:jobid/:surveyid", {
  jobid: "7",
  surveyid: "12",
});
const NEW = view("/managesurvey/7", "/managesurvey/:jobid", { jobid: "7" });
const SESSION = view("/managesessionsurvey/7/12/3", "/managesessionsurvey/:jobid/:surveyid/:sessionid", {
  jobid: "7",
  surveyid: "12",
  sessionid: "3",
});

function setup(
  focused: FocusedView | null,
  copyAnswer = { succeeded: true, errors: [] as string[], value: { id: 40 } },
  draft: { dirty: boolean; confirm?: boolean } = { dirty: false },
) {
  const called: unknown[][] = [];
  const rec =
    (name: string) =>
    (...args: unknown[]) => {
      called.push([name, ...args]);
      return copyAnswer;
    };
  const editor = {
    addQuestion: rec("addQuestion"),
    duplicateQuestion: rec("duplicateQuestion"),
    moveQuestion: rec("moveQuestion"),
    addOption: rec("addOption"),
    toggleOptionFlag: (path: string, flag: string) => called.push(["toggleOptionFlag", path, flag]),
    isDirty: () => draft.dirty,
  };
  const surveys = fakeArea<"surveys">({ editor, calls: surveyCalls });
  const fake = fakeContext({
    focused,
    user,
    areas: { surveys },
    answers: new Map<Call, unknown>([
      [surveyCalls.copyToScreener, copyAnswer],
      [surveyCalls.copyToSessionScreener, copyAnswer],
    ]),
    confirm: async (text: string) => {
      called.push(["confirm", text]);
      return draft.confirm ?? false;
    },
  });
  return { ...fake, called };
}

describe("survey editor commands", () => {
  it("change the focused editor's draft, keyed by the tab's path", async () => {
    const t = setup(SAVED);
    await addQuestion.run(t.ctx, undefined);
    await duplicateQuestion.run(t.ctx, undefined);
    await moveQuestionUp.run(t.ctx, undefined);
    await moveQuestionDown.run(t.ctx, undefined);
    await addOption.run(t.ctx, undefined);
    await setOptionFlag.run(t.ctx, "terminate");
    expect(t.called).toEqual([
      ["addQuestion", SAVED.path],
      ["duplicateQuestion", SAVED.path],
      ["moveQuestion", SAVED.path, -1],
      ["moveQuestion", SAVED.path, 1],
      ["addOption", SAVED.path],
      ["toggleOptionFlag", SAVED.path, "terminate"],
    ]);
  });

  it("are offered only on the editor screens and to staff with the job right", () => {
    expect(
      availability(addQuestion, setup(view("/job/edit/7", "/job/edit/:id", { id: "7" })).ctx).state,
    ).toBe("hidden");
    expect(availability(addQuestion, setup(NEW).ctx).state).toBe("enabled");
    const noRight = fakeContext({ focused: NEW, user: { ...user, rights: new Set<string>() } }).ctx;
    expect(availability(addQuestion, noRight).state).toBe("hidden");
  });

  it("preview, summary and copy need a saved survey; preview opens surveypreview/{jobid}/{surveyid}", async () => {
    for (const command of [previewSurvey, openAnswersSummary, copyToScreener])
      expect(availability(command, setup(NEW).ctx)).toEqual({
        state: "disabled",
        reason: "Save the survey first.",
      });
    const t = setup(SAVED);
    await previewSurvey.run(t.ctx, undefined);
    await openAnswersSummary.run(t.ctx, undefined);
    expect(t.calls).toEqual([
      'openView ["/surveypreview/7/12",{"otherPane":false}]',
      'openView ["/surveyanswerssummary/12/0",{"otherPane":false}]',
    ]);
  });

  it("preview with unsaved changes asks 'Save first?' and previews nothing when cancelled", async () => {
    const t = setup(SAVED, undefined, { dirty: true, confirm: false });
    await previewSurvey.run(t.ctx, undefined);
    expect(t.called[0]?.[0]).toBe("confirm");
    expect(String(t.called[0]?.[1])).toContain("without your unsaved changes");
    expect(t.calls.filter((c) => c.startsWith("openView"))).toEqual([]);
  });

  it("copy to a screener or session screener opens the copy; a refusal shows the server's error", async () => {
    const t = setup(SAVED);
    await copyToScreener.run(t.ctx, undefined);
    await copyToSessionScreener.run(t.ctx, {
      id: 3,
      jobId: 7,
      sessionNumber: 1,
      name: "Evening",
      jobNumberAndName: "J7",
    });
    expect(t.calls.filter((c) => c.startsWith("call "))).toEqual([
      'call GET /copy-survey-to-screener/:id{[0-9]+} {"id":12}',
      'call POST /copy-survey-to-session-screener/ {"surveyId":12,"sessionId":3}',
    ]);
    expect(t.calls.filter((c) => c.startsWith("openView"))).toEqual([
      'openView ["/managescreener/7/40",{"otherPane":false}]',
      'openView ["/managesessionsurvey/7/40/3",{"otherPane":false}]',
    ]);
    const refused = setup(SESSION, {
      succeeded: false,
      errors: ["The session has a screener already."],
      value: { id: 0 },
    });
    await copyToScreener.run(refused.ctx, undefined);
    expect(refused.calls).toEqual([
      'call GET /copy-survey-to-screener/:id{[0-9]+} {"id":12}',
      'toast.error ["Error!","The session has a screener already."]',
    ]);
  });

  it("the session copy's picker lists only the sessions of the editor's job", async () => {
    const t = fakeContext({
      focused: SAVED,
      user,
      api: {
        ...fakeContext().ctx.api,
        searchSessions: async () => [
          { id: 3, jobId: 7, sessionNumber: 1, name: "Evening", jobNumberAndName: "J7" },
          { id: 4, jobId: 8, sessionNumber: 1, name: "Other job", jobNumberAndName: "J8" },
        ],
      },
    });
    const items = await copyToSessionScreener.picker?.load("J", t.ctx, new AbortController().signal);
    expect(items?.map((i) => i.value.id)).toEqual([3]);
  });

  it("Manage survey / screener open the editor tabs from the job and session screens", async () => {
    const job = fakeContext({
      focused: view("/job/edit/7/sessions", "/job/edit/:id/:selectedtab", {
        id: "7",
        selectedtab: "sessions",
      }),
      user,
    });
    await manageSurvey.run(job.ctx, undefined);
    await manageScreener.run(job.ctx, undefined);
    const session = fakeContext({
      focused: view("/session/edit/3/7", "/session/edit/:id/:jobid", { id: "3", jobid: "7" }),
      user,
    });
    expect(availability(manageScreener, session.ctx).state).toBe("hidden");
    await manageSessionScreener.run(session.ctx, undefined);
    expect([...job.calls, ...session.calls]).toEqual([
      'openView ["/managesurvey/7",{"otherPane":false}]',
      'openView ["/managescreener/7",{"otherPane":false}]',
      'openView ["/managesessionsurvey/7/3",{"otherPane":false}]',
    ]);
  });

  it("save to library needs the library right, asks the category and saves the focused question", async () => {
    const saved: unknown[][] = [];
    const surveys = fakeArea<"surveys">({
      saveFocusedToLibrary: async (path: string, category: string) => {
        saved.push([path, category]);
        return { succeeded: true, errors: [] };
      },
    });
    const without = fakeContext({ focused: SAVED, user, areas: { surveys } });
    await saveToLibrary.run(without.ctx, undefined);
    expect(saved).toEqual([]);
    expect(without.calls[0]).toMatch(/^toast.alert \["Access Denied!"/);
    const withRight = fakeContext({
      focused: SAVED,
      user: { ...user, rights: new Set(["JOB", "MSLQ"]) },
      areas: { surveys },
      prompt: async () => "Demographics",
    });
    await saveToLibrary.run(withRight.ctx, undefined);
    expect(saved).toEqual([[SAVED.path, "Demographics"]]);
    expect(withRight.calls).toEqual(['toast.success ["Successfully Saved!",null]']);
  });
});
