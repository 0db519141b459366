import type { FieldValues } from "react-hook-form";
import { CommandButton } from "../../../../components/command/command-button";
import { type FieldSpec, formDefaults, RecordForm } from "../../../../components/ui/record-form";
import { announceSave } from "../../../../lib/announce";
import { callApi } from "../../../../lib/call-api";
import { calls, payKeys, useStaffPay } from "../api/pay-api";
import { timesheetScreen } from "../state/screen-state";

const fields: FieldSpec[] = [
  { name: "position", label: "Position", kind: "select", lookup: "EmployeePosition", emptyLabel: "None" },
  { name: "payRate", label: "Pay rate (an hour, for the payroll file)", kind: "money" },
  { name: "costRate", label: "Cost rate (an hour, for Job Profit and Loss)", kind: "money" },
];

/**
 * A person's position, pay rate and cost rate (the one record form; decision 261), opened on the
 * attendance screen beside their week. Empty rates are cleared: Job P&L then uses the agency's
 * default hourly cost, and the payroll file leaves the pay columns blank.
 */
export function PayDetailsForm({ staffUserId }: { staffUserId: number }) {
  const q = useStaffPay();
  if (q.isPending) return <p className="res-muted">Loading pay details…</p>;
  const person = q.data?.find((p) => p.staffUserId === staffUserId);
  if (!person) return <p className="res-muted">This person is not an active staff member.</p>;
  return (
    <section className="screen-body" aria-labelledby="pay-details-title">
      <h2 id="pay-details-title">Pay details of {person.name}</h2>
      <RecordForm
        id={`staff-pay-${staffUserId}`}
        schema={calls.updateStaffPay.input}
        fields={fields}
        defaults={formDefaults(fields, person, {
          staffUserId,
          position: person.position ?? "",
          payRate: person.payRate,
          costRate: person.costRate,
        })}
        autoFocus
        submitLabel="Save pay details"
        actions={<CommandButton id="timesheets.closePayForm" />}
        onSubmit={async (values: FieldValues) => {
          const answer = await callApi(
            calls.updateStaffPay,
            { ...values, staffUserId } as Parameters<typeof callApi<typeof calls.updateStaffPay>>[1],
            { refresh: [payKeys.all] },
          );
          const saved = announceSave(answer);
          if (saved) timesheetScreen.closePayForm();
          return saved;
        }}
      />
    </section>
  );
}
