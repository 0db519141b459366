import { type Answers, OTHER_SUFFIX, type Question } from "../../../../server/contracts/surveys/logic";

const label = (list: readonly { id: string; label: string }[], id: string) =>
  list.find((x) => x.id === id)?.label ?? id;

/** One question's answer as staff read it: option labels (with 'other' text), grid rows, Yes/No, dates DD/MM/YYYY. */
export function answerText(q: Question, answers: Answers): string {
  const v = answers[q.id];
  if (v === undefined || v === null || v === "") return "";
  if ("options" in q) {
    const ids = Array.isArray(v) ? v : [String(v)];
    const other = answers[q.id + OTHER_SUFFIX];
    return ids
      .map((id, i) => {
        const o = q.options.find((x) => x.id === id);
        const text =
          o?.other && typeof other === "string" && other ? `${o.label}: ${other}` : label(q.options, id);
        return q.kind === "ranking" ? `${i + 1}. ${text}` : text;
      })
      .join(", ");
  }
  if (q.kind === "grid" && typeof v === "object" && !Array.isArray(v))
    return q.rows.map((r) => `${r.label}: ${v[r.id] ? label(q.columns, v[r.id] as string) : "-"}`).join("; ");
  if (typeof v === "boolean") return v ? "Yes" : "No";
  if (q.kind === "date" && typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v))
    return v.split("-").reverse().join("/");
  return Array.isArray(v) ? v.join(", ") : String(v);
}
