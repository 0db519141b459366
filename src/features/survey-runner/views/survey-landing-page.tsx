import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { navigate } from "../../../lib/navigation";
import { preloadSanitizer, SafeHtml } from "../../../lib/rich-text-view";
import {
  declineSurvey,
  getDecodedValue,
  getLandingValues,
  type LandingValues,
  reasonLabel,
} from "../api/survey-public-api";
import { DeclineModal } from "../components/decline-modal";
import { LinkHelp } from "../components/link-help";
import { dayText, durationText, firstError, incentiveText, parseDecodedValue } from "../model/landing";
import "../components/survey.css";
import { useLoaded } from "../../../lib/use-loaded";

type Params = { params: Record<string, string | undefined> };
type Loaded =
  | { values: LandingValues; respondentId: string; jobId: string; declined?: boolean }
  | { error: string };

const INVALID_LINK = "This survey link is not valid.";

/**
 * Survey landing (product §2.10, §4): the invitation with 'Continue to Survey' and Decline. If
 * decoding or loading fails, the first error shows in red instead of the page content.
 */
export default function SurveyLandingPage({ params }: Params) {
  const encoded = params.encodeddata ?? "";
  const [state, setState] = useState<Loaded | null>(null);
  const [declining, setDeclining] = useState(false);

  useLoaded(
    () => {
      void preloadSanitizer();
      return Promise.all([getDecodedValue(encoded), getLandingValues(encoded)]);
    },
    ([decoded, landing]) => {
      const error = firstError(decoded, landing);
      const ids = decoded.succeeded ? parseDecodedValue(decoded.value) : null;
      if (error || !ids) setState({ error: error ?? INVALID_LINK });
      else setState({ values: landing.value, respondentId: ids.respondentId, jobId: ids.jobId });
    },
    [encoded],
  );

  if (!state) return <Spinner />;
  if ("error" in state) {
    return (
      <Card title="Survey Invitation" className="survey-card">
        <p className="survey-error" role="alert">
          {state.error}
        </p>
        <LinkHelp />
      </Card>
    );
  }
  const v = state.values;
  if (state.declined) {
    // Walkthrough minor 6: say it was noted, here, rather than drop the visitor on a sign-in form.
    return (
      <Card title="Thanks for letting us know" className="survey-card">
        <p role="status">
          We've noted that you won't take part in this study. You'll still hear from us about future studies.
        </p>
        <p>
          Want to keep your details up to date? <a href="/signin">Sign in to the member portal</a>.
        </p>
      </Card>
    );
  }
  const decline = async (comment: string) => {
    const answer = await declineSurvey({
      encodedData: encoded,
      respid: state.respondentId,
      JobId: state.jobId,
      comment,
    });
    if (!answer.succeeded) return answer.errors[0] ?? "Something went wrong. Please try again.";
    setDeclining(false);
    setState({ ...state, declined: true });
    return null;
  };
  const details: [string, string][] = [
    ["Study", v.studyName ?? ""],
    ["Incentive", incentiveText(v.jobIncentive)],
    ["Job type", v.inviteJobType ?? ""],
    ["Date", dayText(v.inviteDate)],
    ["Time", v.inviteTime ?? ""],
    ["Location", v.inviteLocation ?? ""],
    ["Survey duration", durationText(v.surveyDuration)],
  ];
  return (
    <Card className="survey-card">
      <h1 className="card-title">Hi {v.respondentName || "there"},</h1>
      {v.inviteImageUrl ? <img className="survey-invite-image" src={v.inviteImageUrl} alt="" /> : null}
      <SafeHtml className="survey-rich" html={v.inviteDetailedDescription} />
      <dl className="survey-details survey-facts">
        {details
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {v.studyDetails ? (
        <section aria-label="Study details">
          <h2 className="survey-subtitle">Study details</h2>
          <SafeHtml className="survey-rich" html={v.studyDetails} />
        </section>
      ) : null}
      {v.inviteSupportEmail ? (
        <p>
          Questions? Write to <a href={`mailto:${v.inviteSupportEmail}`}>{v.inviteSupportEmail}</a>.
        </p>
      ) : null}
      <div className="form-actions survey-actions">
        <Button onClick={() => navigate(`/survey/survey-start/${encodeURIComponent(encoded)}`)}>
          Continue to Survey
        </Button>
        <Button variant="secondary" onClick={() => setDeclining(true)}>
          Decline
        </Button>
      </div>
      {declining ? (
        <DeclineModal
          open
          reasons={v.declineOptions.map(reasonLabel).filter(Boolean)}
          onClose={() => setDeclining(false)}
          onDecline={decline}
        />
      ) : null}
    </Card>
  );
}
