import { useEffect, useId, useRef, useState } from "react";
import { findJobs, findSessions } from "../api/messaging-api";

interface Choice {
  id: number;
  label: string;
  jobId?: number;
}

/**
 * A field that finds a job or a session by what people know (job number, session name and
 * number), never an internal id (walkthrough M10): suggestions as the user types, picked from the
 * list by keyboard or mouse.
 */
function LookupField({
  label,
  current,
  find,
  onPick,
  hint,
}: {
  label: string;
  current: string;
  find(keyword: string, signal: AbortSignal): Promise<Choice[]>;
  onPick(choice: Choice | null): void;
  hint?: string;
}) {
  const id = useId();
  const [text, setText] = useState(current);
  const [choices, setChoices] = useState<Choice[]>([]);
  // The latest callbacks without re-running the lookup on every render.
  const latest = useRef({ find, onPick });
  latest.current = { find, onPick };
  useEffect(() => setText(current), [current]);
  useEffect(() => {
    const keyword = text.trim();
    if (keyword.length < 2 || keyword === current) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      latest.current
        .find(keyword, abort.signal)
        .then(setChoices)
        .catch(() => {});
    }, 200);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text, current]);
  const change = (value: string) => {
    setText(value);
    const picked = choices.find((c) => c.label === value);
    if (picked) latest.current.onPick(picked);
    else if (!value.trim()) latest.current.onPick(null);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        list={`${id}-list`}
        value={text}
        placeholder="Type a job number or name"
        onChange={(e) => change(e.target.value)}
      />
      <datalist id={`${id}-list`}>
        {choices.map((c) => (
          <option key={c.id} value={c.label} />
        ))}
      </datalist>
      {hint ? <small className="field-hint">{hint}</small> : null}
    </div>
  );
}

const sessionChoices = async (keyword: string, signal: AbortSignal) =>
  (await findSessions(keyword, signal)).map((s) => ({
    id: s.id,
    jobId: s.jobId,
    label: `${s.jobNumberAndName} · ${s.name} (#${s.sessionNumber})`,
  }));
const jobChoices = async (keyword: string, signal: AbortSignal) =>
  (await findJobs(keyword, signal)).map((j) => ({ id: j.id, label: j.jobNumberAndName }));

export function SessionPicker(props: { label: string; current: string; onPick(c: Choice | null): void }) {
  return <LookupField {...props} find={sessionChoices} />;
}
export function JobPicker(props: {
  label: string;
  current: string;
  onPick(c: Choice | null): void;
  hint?: string;
}) {
  return <LookupField {...props} find={jobChoices} />;
}
