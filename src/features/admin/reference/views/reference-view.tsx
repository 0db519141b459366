import { useId } from "react";
import type { FieldValues } from "react-hook-form";
import { z } from "zod";
import type { ReferenceAdminItem } from "../../../../../server/contracts/admin/reference-admin-calls";
import { REFERENCE_LISTS, referenceListDef } from "../../../../../server/contracts/admin/reference-lists";
import { CommandButton } from "../../../../components/command/command-button";
import type { DataColumn } from "../../../../components/ui/data-table";
import type { FieldSpec } from "../../../../components/ui/record-form";
import { RecordPanel } from "../../../../components/ui/record-panel";
import { announceSave } from "../../../../lib/announce";
import { callApi } from "../../../../lib/call-api";
import { calls, referenceChanged, useReferenceItems, useReferenceLists } from "../api/reference-api";
import { referenceScreen, useReferenceScreen } from "../state/reference-screen";
import "./reference.css";

const COLUMNS: DataColumn<ReferenceAdminItem>[] = [
  { key: "label", header: "Name", width: "34%" },
  { key: "code", header: "Code", width: "24%" },
  { key: "sortOrder", header: "Order", width: "10%", align: "right" },
  { key: "isActive", header: "Active", width: "12%", render: (r) => (r.isActive ? "Yes" : "No") },
  { key: "inUse", header: "In use", width: "20%", align: "right", render: (r) => `${r.inUse} records` },
];

const FIELDS: FieldSpec[] = [
  { name: "label", label: "Name", maxLength: 200 },
  { name: "code", label: "Code (stored on records)", maxLength: 60 },
  { name: "sortOrder", label: "Order", inputType: "number" },
  { name: "isActive", label: "Active (offered in lists)", kind: "checkbox" },
];

const formSchema = z.object({
  label: z.string().trim().min(1, "Required").max(200),
  code: z.string().trim().max(60),
  sortOrder: z
    .string()
    .trim()
    .regex(/^\d{0,6}$/, "Enter a whole number"),
  isActive: z.boolean(),
});

const GROUPS = [...new Set(REFERENCE_LISTS.map((l) => l.group))];

function ListPicker({ list }: { list: string }) {
  const id = useId();
  const counts = useReferenceLists().data;
  const countOf = (name: string) => counts?.find((c) => c.list === name)?.items;
  return (
    <div className="field reference-list-picker">
      <label htmlFor={id}>List</label>
      <select
        id={id}
        className="input"
        value={list}
        onChange={(e) => referenceScreen.setList(e.target.value)}
      >
        {GROUPS.map((group) => (
          <optgroup key={group} label={group}>
            {REFERENCE_LISTS.filter((l) => l.group === group).map((l) => (
              <option key={l.list} value={l.list}>
                {l.title}
                {countOf(l.list) === undefined ? "" : ` (${countOf(l.list)})`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/** `admin/reference`: every lookup list's values, with how many records use each (ReferenceDataAdmin). */
export default function ReferenceView() {
  const { list, openBlank, editId } = useReferenceScreen();
  const items = useReferenceItems(list);
  const title = referenceListDef(list)?.title ?? list;
  return (
    <section className="screen admin-reference">
      <header className="screen-head">
        <h1>Reference Data</h1>
      </header>
      <div className="screen-body">
        <ListPicker list={list} />
        <RecordPanel<ReferenceAdminItem>
          key={list}
          title={title}
          rows={items.data}
          error={items.error ? items.error.message : null}
          columns={COLUMNS}
          rowKey={(r) => r.id}
          openBlank={openBlank}
          onBlankOpened={referenceScreen.blankOpened}
          openRowKey={editId}
          onRowOpened={referenceScreen.editOpened}
          onSelectionChange={(rows) => referenceScreen.select(rows)}
          actions={
            <>
              <CommandButton id="adminReference.new" className="btn btn-primary" />
              <CommandButton id="adminReference.deactivate" />
              <CommandButton id="adminReference.merge" />
              <CommandButton id="adminReference.delete" />
            </>
          }
          editor={{
            schema: formSchema,
            fields: FIELDS,
            blank: () => ({ label: "", code: "", sortOrder: "", isActive: true }),
            fromRow: (row) => ({
              label: row.label,
              code: row.code,
              sortOrder: String(row.sortOrder),
              isActive: row.isActive,
            }),
            save: async (values: FieldValues, row) => {
              const code = String(values.code ?? "").trim();
              const order = String(values.sortOrder ?? "").trim();
              const answer = await callApi(calls.saveReferenceItem, {
                type: list,
                json: {
                  id: row?.id ?? 0,
                  label: String(values.label ?? ""),
                  ...(code ? { code } : {}),
                  ...(order ? { sortOrder: Number(order) } : {}),
                  isActive: values.isActive === true,
                },
              });
              if (answer.succeeded) await referenceChanged();
              return announceSave(answer);
            },
          }}
        />
      </div>
    </section>
  );
}
