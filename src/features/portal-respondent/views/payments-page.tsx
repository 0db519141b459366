import { usePayments } from "../api/portal-lists-api";
import { PortalPage } from "../components/portal-page";
import { ListState, RecordCard, useOwnListId } from "../components/portal-records";
import { formatDay, formatMoney, jobLabel, NONE, sumMoney } from "../model/portal-lists";

/** My Payments (decision 098): the incentives paid to the respondent, newest first. */
export default function PaymentsPage({ params }: { params: Record<string, string | undefined> }) {
  const id = useOwnListId("/respayments", params.id);
  const payments = usePayments(id);
  const rows = payments.data ?? [];
  const total = sumMoney(rows.map((p) => p.amount));
  return (
    <PortalPage title="My Payments" home="/reshome">
      <ListState
        loading={payments.isPending}
        error={payments.error}
        empty={rows.length === 0}
        what="your payments"
        emptyText="You have not received any payments yet. Incentives show here once they are paid."
      >
        <p className="portal-summary" data-testid="payments-total">
          Total paid: <strong>{formatMoney(total)}</strong> ({rows.length}{" "}
          {rows.length === 1 ? "payment" : "payments"})
        </p>
        <ul className="portal-records" aria-label="Payments">
          {rows.map((p) => (
            <RecordCard
              key={p.id}
              id={`payment-${p.id}`}
              title={jobLabel(p.jobNumber, p.jobName, "Incentive payment")}
              fields={[
                ["Date paid", formatDay(p.paidAt)],
                ["Amount", formatMoney(p.amount)],
                ["Method", p.method || NONE],
                ["Reference", p.reference || NONE],
                ["Status", p.status || NONE],
              ]}
            />
          ))}
        </ul>
      </ListState>
    </PortalPage>
  );
}
