import { useEffect } from "react";
import { Alert } from "../../../components/ui/alert";
import { Field } from "../../../components/ui/field";
import { TextInput } from "../../../components/ui/text-input";
import { navigate } from "../../../lib/navigation";
import { useMe, usePointsAllowed } from "../api/portal-api";
import { PortalPage } from "../components/portal-page";

const POINTS_NOTE =
  "Once you have reached a total of 50 points, you are entitled to $50 EFT. Make sure you have filled out your Banking Details to receive the payment.";

/** My Points (product §2.10): read-only, only when IsPointsAllowed, else /accessdenied. */
export default function PointsPage() {
  const allowed = usePointsAllowed();
  const me = useMe();
  useEffect(() => {
    if (allowed === false) navigate("/accessdenied");
  }, [allowed]);
  const rows: [string, string, number | null | undefined][] = [
    ["points-current", "Current Points", me.data?.accumulatedPoints],
    ["points-paid", "Paid Points", me.data?.paidPoints],
    ["points-total", "Total Points", me.data?.totalPoints],
  ];
  return (
    <PortalPage title="My Points" home="/reshome">
      {me.error ? <Alert tone="error">{me.error.message}</Alert> : null}
      <div className="portal-grid">
        {rows.map(([id, label, value]) => (
          <Field key={id} id={id} label={label}>
            <TextInput id={id} readOnly value={me.data ? String(value ?? 0) : ""} />
          </Field>
        ))}
      </div>
      <p className="points-note">{POINTS_NOTE}</p>
    </PortalPage>
  );
}
