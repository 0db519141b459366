import { useEffect } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { navigate } from "../../../lib/navigation";
import { useConfigValue } from "../../../lib/server-config";
import { recordThankYou } from "../api/survey-public-api";
import "../components/survey.css";

export const THANK_YOU_TEXT = "Thank you for taking the survey. Your response is very important to us.";

/**
 * Survey thank-you (product §2.10): the spec's texts, the configurable sign-off
 * (config getthankyoupagesign) and a Login button. A third-party survey returning here with
 * jid, eid, sid and rid in the query is recorded through POST /api/surveythankyou.
 */
export default function SurveyThankYouPage() {
  const signOff = useConfigValue("getthankyoupagesign");
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const fields = {
      jid: query.get("jid"),
      eid: query.get("eid"),
      sid: query.get("sid"),
      rid: query.get("rid"),
    };
    if (fields.jid && fields.rid) {
      void recordThankYou({
        jid: fields.jid,
        eid: fields.eid ?? "0",
        sid: fields.sid ?? "0",
        rid: fields.rid,
      });
    }
  }, []);
  return (
    <Card className="survey-card survey-thank-you">
      <h1 className="card-title">Thank You!</h1>
      <p>{THANK_YOU_TEXT}</p>
      {signOff ? <p className="survey-sign-off">{signOff}</p> : null}
      <div className="form-actions">
        <Button onClick={() => navigate("/signin")}>Login</Button>
      </div>
    </Card>
  );
}
