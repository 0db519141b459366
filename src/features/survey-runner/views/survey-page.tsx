import { useState } from "react";
import { RESPONSE_STATUS, SURVEY_MESSAGES } from "../../../../server/contracts/surveys/constants";
import { pagesOf } from "../../../../server/contracts/surveys/logic";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { navigate } from "../../../lib/navigation";
import { preloadSanitizer } from "../../../lib/rich-text-view";
import {
  getDecodedValue,
  loadSurveyToTake,
  type SurveyToTake,
  saveSurveyPage,
} from "../api/survey-public-api";
import { FinishedPage } from "../components/finished-page";
import { LinkHelp } from "../components/link-help";
import { SurveyRunner } from "../components/survey-runner";
import { firstError, parseDecodedValue } from "../model/landing";
import { pageAnswers, type RunState, type SavePage } from "../model/run";
import "../components/survey.css";
import { useLoaded } from "../../../lib/use-loaded";

type Params = { params: Record<string, string | undefined> };
type Loaded = { survey: SurveyToTake; respondentId: number; jobId: number } | { error: string };

/** Where a completed survey goes: its redirect, else the thank-you page with the ids it records. */
function finish(state: RunState, jobId: number, surveyId: number, respondentId: number) {
  if (state.redirectTo) {
    if (/^https?:\/\//i.test(state.redirectTo)) window.location.assign(state.redirectTo);
    else navigate(state.redirectTo, { replace: true });
    return;
  }
  navigate(`/surveythankyou?jid=${jobId}&sid=${surveyId}&rid=${respondentId}`, { replace: true });
}

/**
 * Survey taking (survey/{action}/{encodeddata}, product §2.1): the link names respondent, job and
 * survey; the server keeps the answers page by page and decides what follows each page.
 */
export default function SurveyPage({ params }: Params) {
  const encoded = params.encodeddata ?? "";
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useLoaded(
    async (): Promise<Loaded> => {
      void preloadSanitizer();
      const decoded = await getDecodedValue(encoded);
      const ids = decoded.succeeded ? parseDecodedValue(decoded.value) : null;
      if (!ids) return { error: firstError(decoded) ?? "This survey link is not valid." };
      const answer = await loadSurveyToTake({
        encodedData: encoded,
        surveyId: ids.surveyId,
        respondentId: ids.respondentId,
      });
      if (!answer.succeeded) return { error: firstError(answer) ?? "This survey is not available." };
      return { survey: answer.value, respondentId: Number(ids.respondentId), jobId: Number(ids.jobId) };
    },
    setLoaded,
    [encoded],
  );

  if (!loaded) return <Spinner label="Loading the survey" />;
  if ("error" in loaded) {
    return (
      <Card title="Survey" className="survey-card">
        <p className="survey-error" role="alert">
          {loaded.error}
        </p>
        <LinkHelp />
      </Card>
    );
  }
  const { survey, respondentId, jobId } = loaded;
  const surveyId = survey.details.id;
  const pages = pagesOf(survey.questions);
  const save: SavePage = async (page, answers, isPrevious) => {
    const answer = await saveSurveyPage({
      encodedData: encoded,
      surveyId,
      respondentId,
      questionId: pages[page]?.[0]?.id,
      answers: isPrevious ? [] : pageAnswers(survey.questions, page, answers, survey.profile),
      isPrevious,
    });
    if (!answer.succeeded) return { error: firstError(answer) ?? "Your answers could not be saved." };
    return { state: answer.value };
  };
  return (
    <section className="survey-card card" aria-label={survey.details.publicTitle || "Survey"}>
      <SurveyRunner
        title={survey.details.publicTitle || "Survey"}
        intro={survey.details.introduction}
        questions={survey.questions}
        profile={survey.profile}
        initial={survey.state}
        save={save}
        renderFinished={(state) => {
          // A link to a survey finished earlier (single use): say so rather than finish again.
          if (state === survey.state && state.status === RESPONSE_STATUS.Completed) {
            return (
              <p className="survey-finished" role="alert">
                {SURVEY_MESSAGES.alreadyDone}
              </p>
            );
          }
          if (state.status === RESPONSE_STATUS.Completed) {
            finish(state, jobId, surveyId, respondentId);
            return <Spinner label="Finishing" />;
          }
          return <FinishedPage state={state} />;
        }}
      />
    </section>
  );
}
