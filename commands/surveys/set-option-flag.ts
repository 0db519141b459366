import { editorCommand } from "./editor-command";

type OptionFlag = "terminate" | "qualify" | "exclusive" | "skipTo";

const FLAGS: { flag: OptionFlag; title: string; subtitle: string }[] = [
  { flag: "terminate", title: "Terminate", subtitle: "Choosing it ends the survey (with a reason)" },
  { flag: "qualify", title: "Qualify", subtitle: "Choosing it qualifies the respondent" },
  { flag: "exclusive", title: "Exclusive", subtitle: "'None of these': clears the other choices" },
  { flag: "skipTo", title: "Skip to…", subtitle: "Choosing it jumps to a later question" },
];

/** Turns a flag of the focused answer option on or off (skip to asks for the question). */
export const setOptionFlag = editorCommand<OptionFlag>({
  id: "surveys.setOptionFlag",
  title: "Set option flag…",
  keywords: ["terminate", "qualify", "exclusive", "skip", "screen out", "logic"],
  key: "Alt+Shift+Q",
  keyInInputs: true,
  picker: {
    placeholder: "Flag of the focused option",
    minLength: 0,
    hint: "",
    load: async (query) =>
      FLAGS.filter((f) => f.title.toLowerCase().includes(query.toLowerCase())).map((f) => ({
        id: f.flag,
        title: f.title,
        subtitle: f.subtitle,
        value: f.flag,
      })),
  },
  act: (area, editor, ctx, flag) => area.editor.toggleOptionFlag(editor.path, flag, ctx),
});
