import type { FieldValues } from "react-hook-form";
import { respondentNoteAddSchema } from "../../../../server/contracts/respondents/respondents";
import type { DataColumn } from "../../../components/ui/data-table";
import { RecordForm } from "../../../components/ui/record-form";
import { RecordPanel } from "../../../components/ui/record-panel";
import { announceSave } from "../../../lib/announce";
import { formatDate } from "../../../lib/format";
import { useAddRespondentNote, useRespondentNotes } from "../api/respondents-api";

type Note = NonNullable<ReturnType<typeof useRespondentNotes>["data"]>[number];

const columns: DataColumn<Note>[] = [
  { key: "createdAt", header: "Date", render: (n) => formatDate(n.createdAt), width: "14%" },
  { key: "author", header: "Author", width: "20%" },
  { key: "text", header: "Note" },
];

const FIELDS = [{ name: "text", label: "New note", kind: "textarea" as const }];

/** The respondent's dated notes (who wrote what, when) and a form that adds one. */
export function DatedNotes({ respondentId }: { respondentId: number }) {
  const notes = useRespondentNotes(respondentId);
  const add = useAddRespondentNote();
  return (
    <div className="res-section">
      <RecordPanel<Note>
        title="Dated notes"
        rows={notes.data}
        error={notes.error ? notes.error.message : null}
        columns={columns}
        rowKey={(n) => n.id}
      />
      <RecordForm
        id={`respondent-${respondentId}-note`}
        schema={respondentNoteAddSchema}
        fields={FIELDS}
        defaults={{ respondentId, text: "" }}
        submitLabel="Add note"
        onSubmit={async (values: FieldValues) => announceSave(await add(respondentId, String(values.text)))}
      />
    </div>
  );
}
