import type { LeaveBalance } from "../../../../../server/contracts/staff-office/leave";
import { LEAVE_TYPES } from "../../../../../server/contracts/staff-office/leave-types";
import type { DataColumn } from "../../../../components/ui/data-table";
import { RecordPanel } from "../../../../components/ui/record-panel";
import { useLeaveBalances } from "../api/leave-api";
import { hoursText } from "../model/leave-text";

const columns: DataColumn<LeaveBalance>[] = [
  { key: "leaveType", header: "Type" },
  { key: "allowance", header: "Allowance (h)", align: "right", render: (b) => hoursText(b.allowance) },
  { key: "taken", header: "Taken (h)", align: "right", render: (b) => hoursText(b.taken) },
  { key: "pending", header: "Pending (h)", align: "right", render: (b) => hoursText(b.pending) },
  { key: "remaining", header: "Remaining (h)", align: "right", render: (b) => hoursText(b.remaining) },
];

const typeIndex = (b: LeaveBalance) => LEAVE_TYPES.findIndex((t) => t.code === b.leaveType);

/** A person's balances per leave type for this year (decision 254): own, or someone's for MSA. */
export function LeaveBalances({ person }: { person: { id: number; name: string } | null }) {
  const balances = useLeaveBalances(person?.id ?? null);
  const value = balances.data;
  const title = person ? `Balances of ${person.name}` : "My balances";
  const heading = value ? `${title} ${value.year}` : title;
  const headingId = `leave-balances-${person?.id ?? "me"}`;
  return (
    <div className="leave-balances">
      <h2 id={headingId}>{heading}</h2>
      <RecordPanel<LeaveBalance>
        title={heading}
        rows={value?.rows}
        error={balances.error ? balances.error.message : null}
        columns={columns}
        rowKey={typeIndex}
        height="9.5rem"
      />
    </div>
  );
}
