import { useMemo } from "react";
import type { CurrentSessionsParam } from "../../server/contracts/sessions/sessions";
import { RecordForm } from "../components/ui/record-form";
import {
  CURRENT_SESSIONS_BLANK,
  currentSessionsFilterFields,
  currentSessionsFilterSchema,
  currentSessionsParam,
} from "./current-sessions-filter";
import { staffOptions, useStaffPeople } from "./staff-people";

/** The current-sessions filter form (staff-calls §7.6): the dashboard panel's and Pending Sessions'. */
export function CurrentSessionsFilterForm({
  id,
  submitLabel,
  onFilter,
}: {
  id: string;
  submitLabel: string;
  onFilter: (filters: CurrentSessionsParam) => void;
}) {
  const staff = useStaffPeople();
  const fields = useMemo(() => currentSessionsFilterFields(staffOptions(staff.data ?? [])), [staff.data]);
  return (
    <RecordForm
      id={id}
      schema={currentSessionsFilterSchema}
      fields={fields}
      defaults={CURRENT_SESSIONS_BLANK}
      submitLabel={submitLabel}
      onSubmit={async (values) => {
        onFilter(currentSessionsParam(values));
        return true;
      }}
    />
  );
}
