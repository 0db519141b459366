import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { navigate } from "../../../lib/navigation";
import { SafeHtml } from "../../../lib/rich-text-view";
import { getThankYou, getThankYouSignOff } from "../api/survey-public-api";
import "../components/survey.css";

export const THANK_YOU_TEXT = "Thank you for taking the survey. Your response is very important to us.";

/**
 * Survey thank-you (product §2.10): 'Thank You!', the spec's text, the survey's own thank-you
 * text when the query names it (jid, eid, sid, rid → POST /api/surveythankyou), the configurable
 * sign-off line and a Login button.
 */
export default function SurveyThankYouPage() {
  const [surveyText, setSurveyText] = useState("");
  const [signOff, setSignOff] = useState("");
  useEffect(() => {
    let live = true;
    const query = new URLSearchParams(window.location.search);
    const [jid, sid, rid] = [query.get("jid"), query.get("sid"), query.get("rid")];
    if (jid && sid && rid) {
      void getThankYou({ jid, sid, rid, eid: query.get("eid") ?? "0" }).then((a) => {
        if (!live || !a.succeeded) return;
        setSurveyText(a.value.thankYou);
        setSignOff(a.value.signOff);
      });
    } else {
      void getThankYouSignOff().then((a) => live && a.succeeded && setSignOff(a.value.value));
    }
    return () => {
      live = false;
    };
  }, []);
  return (
    <Card className="survey-card survey-thank-you">
      <h1 className="card-title">Thank You!</h1>
      <p>{THANK_YOU_TEXT}</p>
      {surveyText ? <SafeHtml className="survey-rich" html={surveyText} /> : null}
      {signOff ? <p className="survey-sign-off">{signOff}</p> : null}
      <div className="form-actions">
        <Button onClick={() => navigate("/signin")}>Login</Button>
      </div>
    </Card>
  );
}
