import "./licences.css";
import type { FieldValues } from "react-hook-form";
import { licenceSaveSchema } from "../../../../../server/contracts/admin/licences";
import { CommandButton } from "../../../../components/command/command-button";
import type { DataColumn } from "../../../../components/ui/data-table";
import { type FieldSpec, formDefaults } from "../../../../components/ui/record-form";
import { RecordPanel } from "../../../../components/ui/record-panel";
import { announceSave } from "../../../../lib/announce";
import { formatDate, formatDateTime } from "../../../../lib/format";
import { useStaffPeople } from "../../../../lib/staff-people";
import {
  type Licence,
  type LicenceHolder,
  saveLicence,
  useLicences,
  useLicenceUsage,
} from "../api/licences-api";
import { holderOptions } from "../model/holder-options";
import { licencesScreen, useLicencesScreen } from "../state/licences-screen";

const COLUMNS: DataColumn<Licence>[] = [
  { key: "name", header: "Licence", width: "28%" },
  { key: "reference", header: "Reference", render: (r) => r.reference ?? "" },
  { key: "seats", header: "Seats", align: "right" },
  { key: "used", header: "Used", align: "right" },
  { key: "available", header: "Available", align: "right" },
  { key: "expiresOn", header: "Expires", render: (r) => formatDate(r.expiresOn, "No end") },
];

const HOLDER_COLUMNS: DataColumn<LicenceHolder>[] = [
  { key: "fullName", header: "Name" },
  { key: "username", header: "User name" },
  { key: "active", header: "Uses a seat", render: (r) => (r.active ? "Yes" : "No (inactive user)") },
  { key: "assignedAt", header: "Since", render: (r) => formatDateTime(r.assignedAt) },
];

function fieldsFor(options: { value: string; label: string }[]): FieldSpec[] {
  return [
    { name: "name", label: "Licence", maxLength: 120 },
    { name: "reference", label: "Reference", maxLength: 200 },
    { name: "seats", label: "Seats", kind: "number" },
    { name: "expiresOn", label: "Expires on", kind: "date" },
    { name: "notes", label: "Notes", kind: "textarea", maxLength: 2000, rows: 3 },
    { name: "holders", label: "Seat holders", kind: "checklist", options },
  ];
}

/** Who holds the selected licence's seats, with its figures. */
function Holders({ id }: { id: number }) {
  const usage = useLicenceUsage(id);
  const u = usage.data;
  return (
    <RecordPanel<LicenceHolder>
      title={u ? `Seat holders of ${u.name}` : "Seat holders"}
      rows={u?.holders}
      error={usage.error ? usage.error.message : null}
      columns={HOLDER_COLUMNS}
      rowKey={(r) => r.staffUserId}
      height="28vh"
      actions={
        u ? (
          <h2 className="licence-usage-title">
            {u.name}: {u.used} of {u.seats} seats used, {u.available} available
          </h2>
        ) : null
      }
    />
  );
}

/**
 * software-licence (ResearchMeLicence, licensee only; decision 277): the licences with their
 * seat figures; Enter (or Alt+E) edits one in the record form, Alt+N adds one, and the selected
 * licence's holders show below.
 */
export default function LicencesView() {
  const licences = useLicences();
  const people = useStaffPeople();
  const { selectedId, openBlank, openRowKey } = useLicencesScreen();
  const selected = licences.data?.find((r) => r.id === selectedId) ?? null;
  const everyHolder = (licences.data ?? []).flatMap((r) => r.holders);
  const fields = fieldsFor(holderOptions(people.data ?? [], everyHolder));
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>Software Licence</h1>
      </header>
      <div className="screen-body">
        <RecordPanel<Licence>
          title="Licences"
          rows={licences.data}
          error={licences.error ? licences.error.message : null}
          columns={COLUMNS}
          rowKey={(r) => r.id}
          height="36vh"
          openBlank={openBlank}
          onBlankOpened={licencesScreen.blankOpened}
          openRowKey={openRowKey}
          onRowOpened={licencesScreen.rowOpened}
          onSelectionChange={(rows) => licencesScreen.select(rows.at(-1)?.id ?? null)}
          actions={
            <>
              <CommandButton id="licences.new" className="btn btn-primary" />
              <CommandButton id="licences.edit" />
            </>
          }
          editor={{
            schema: licenceSaveSchema,
            fields,
            blank: () => formDefaults(fields, null, { seats: 1, holders: [] }),
            fromRow: (row) => formDefaults(fields, row),
            save: async (values: FieldValues, row) =>
              announceSave(
                await saveLicence({ ...values, ...(row ? { id: row.id } : {}) } as Parameters<
                  typeof saveLicence
                >[0]),
              ),
          }}
        />
        {selected ? <Holders id={selected.id} /> : null}
      </div>
    </section>
  );
}
