import { RESPONSE_STATUS, SURVEY_MESSAGES } from "../../../../server/contracts/surveys/constants";
import type { RunState } from "../model/run";

const TITLES: Record<string, string> = {
  [RESPONSE_STATUS.Terminated]: "Thank you for your time",
  [RESPONSE_STATUS.OverQuota]: "Thank you for your interest",
  [RESPONSE_STATUS.Completed]: "Thank You!",
};
const FALLBACK: Record<string, string> = {
  [RESPONSE_STATUS.Terminated]: SURVEY_MESSAGES.terminated,
  [RESPONSE_STATUS.OverQuota]: SURVEY_MESSAGES.overQuota,
  [RESPONSE_STATUS.Completed]: SURVEY_MESSAGES.completed,
};

/** The polite end of a survey (inside the page's card): terminated, over quota, or done (preview). */
export function FinishedPage({ state, note }: { state: RunState; note?: string }) {
  return (
    <div className="survey-finished">
      <h1 className="card-title">{TITLES[state.status] ?? "Thank You!"}</h1>
      <p data-status={state.status}>{state.message || FALLBACK[state.status]}</p>
      {note ? <p className="field-hint">{note}</p> : null}
    </div>
  );
}
