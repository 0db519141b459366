import { useState } from "react";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { revertProfileChange } from "../api/survey-public-api";
import "../components/survey.css";
import { useLoaded } from "../../../lib/use-loaded";

type Params = { params: Record<string, string | undefined> };

/**
 * Survey revert changes (product §2.10, decision 092): undoes a profile change made through a
 * survey link. The first error in red, or the success message in green; no buttons.
 */
export default function SurveyRevertPage({ params }: Params) {
  const encoded = params.encodeddata ?? "";
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  useLoaded(
    () => revertProfileChange(encoded),
    (answer) => {
      if (answer.succeeded)
        setResult({ ok: true, text: answer.successMsg ?? "Your changes have been reverted." });
      else setResult({ ok: false, text: answer.errors[0] ?? "Something went wrong. Please try again." });
    },
    [encoded],
  );
  return (
    <Card title="Revert Changes" className="survey-card">
      {result ? (
        <p className={result.ok ? "survey-success" : "survey-error"} role={result.ok ? "status" : "alert"}>
          {result.text}
        </p>
      ) : (
        <Spinner />
      )}
    </Card>
  );
}
