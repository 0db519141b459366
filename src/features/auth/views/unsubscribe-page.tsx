import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { navigate } from "../../../lib/navigation";
import { unsubscribe } from "../api/auth-api";

type Params = { params: Record<string, string | undefined> };

/** Unsubscribe (product §2.10, §4): Yes unsubscribes and shows the server's message; No goes to /. */
export default function UnsubscribePage({ params }: Params) {
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onYes = async () => {
    setBusy(true);
    const answer = await unsubscribe(params.encrypt ?? "");
    setBusy(false);
    // Product §4: nothing is shown on error.
    if (answer.succeeded && answer.successMsg) setDone(answer.successMsg);
  };

  if (done) {
    return (
      <Card title="Unsubscribe" className="auth-card">
        <Alert tone="success">{done}</Alert>
      </Card>
    );
  }
  return (
    <Card className="auth-card">
      <h1 className="card-title">Are you sure?</h1>
      <p>You will be unsubscribed from our system and no longer will be contacted.</p>
      <div className="form-actions">
        <Button onClick={() => void onYes()} busy={busy}>
          Yes
        </Button>
        <Button variant="secondary" onClick={() => navigate("/")}>
          No
        </Button>
      </div>
    </Card>
  );
}
