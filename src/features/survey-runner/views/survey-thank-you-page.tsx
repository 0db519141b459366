import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { navigate } from "../../../lib/navigation";
import { SafeHtml } from "../../../lib/rich-text-view";
import { getThankYou, getThankYouSignOff } from "../api/survey-public-api";
import "../components/survey.css";
import { useLoaded } from "../../../lib/use-loaded";

export const THANK_YOU_TEXT = "Thank you for taking the survey. Your response is very important to us.";
/** Walkthrough minor 5: the respondent learns what follows, not only another thank-you. */
const NEXT_STEP_TEXT =
  "If you qualify for the study, a member of our research team will contact you by e-mail or phone to arrange a time. You can see your surveys and sessions in the member portal.";

/**
 * Survey thank-you (product §2.10): 'Thank You!', the spec's text, the survey's own thank-you
 * text when the query names it (jid, eid, sid, rid → POST /api/surveythankyou), the configurable
 * sign-off line and a Login button.
 */
export default function SurveyThankYouPage() {
  const [surveyText, setSurveyText] = useState("");
  const [signOff, setSignOff] = useState("");
  useLoaded(
    async () => {
      const query = new URLSearchParams(window.location.search);
      const [jid, sid, rid] = [query.get("jid"), query.get("sid"), query.get("rid")];
      if (jid && sid && rid) {
        const a = await getThankYou({ jid, sid, rid, eid: query.get("eid") ?? "0" });
        return a.succeeded ? { surveyText: a.value.thankYou, signOff: a.value.signOff } : null;
      }
      const a = await getThankYouSignOff();
      return a.succeeded ? { surveyText: "", signOff: a.value.value } : null;
    },
    (texts) => {
      if (!texts) return;
      setSurveyText(texts.surveyText);
      setSignOff(texts.signOff);
    },
    [],
  );
  return (
    <Card className="survey-card survey-thank-you">
      <h1 className="card-title">Thank You!</h1>
      <p>{THANK_YOU_TEXT}</p>
      {surveyText ? <SafeHtml className="survey-rich" html={surveyText} /> : null}
      <section className="survey-next-step" aria-labelledby="next-step-title">
        <h2 id="next-step-title" className="survey-subtitle">
          What happens next
        </h2>
        <p>{NEXT_STEP_TEXT}</p>
      </section>
      {signOff ? <p className="survey-sign-off">{signOff}</p> : null}
      <div className="form-actions">
        <Button onClick={() => navigate("/signin")}>Sign in to the member portal</Button>
      </div>
    </Card>
  );
}
