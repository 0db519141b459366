import { beforeEach, describe, expect, it } from "vitest";
import { addQuestion, removeQuestion, type SurveyDraft } from "../model/editor-model";
import { editorStore } from "./editor-store";

const PATH = "/managescreener/7/12";
const saved: SurveyDraft = {
  details: { title: "S", introduction: "", thankYou: "", redirectUrl: null },
  questions: [
    { id: "q1", kind: "text", text: "A" },
    { id: "q2", kind: "text", text: "B" },
  ],
  quotas: [],
};

describe("the editor store", () => {
  beforeEach(() => editorStore.discard(PATH));

  it("keeps an open draft when the tab's view mounts again, and is dirty only while it differs", () => {
    editorStore.open(PATH, saved, { q1: 101, q2: 102 });
    editorStore.change(PATH, (s) => addQuestion(s));
    editorStore.open(PATH, saved, {});
    expect(editorStore.get(PATH)?.state.draft.questions).toHaveLength(3);
    expect(editorStore.isDirty(PATH)).toBe(true);
    editorStore.change(PATH, (s) => removeQuestion(s, "q3"));
    expect(editorStore.isDirty(PATH)).toBe(false);
  });

  it("a server-side delete changes the saved version and the draft, and forgets the question's row id", () => {
    editorStore.open(PATH, saved, { q1: 101, q2: 102 });
    editorStore.change(PATH, (s) => addQuestion(s));
    editorStore.changeSaved(PATH, (s) => removeQuestion(s, "q2"));
    const e = editorStore.get(PATH);
    expect(e?.saved.questions.map((q) => q.id)).toEqual(["q1"]);
    expect(e?.state.draft.questions.map((q) => q.id)).toEqual(["q1", "q3"]);
    expect(e?.rowIds).toEqual({ q1: 101 });
    editorStore.discard(PATH);
    expect(editorStore.get(PATH)).toBeNull();
  });
});
