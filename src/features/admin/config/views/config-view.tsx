import { useMemo, useState } from "react";
import type { FieldValues } from "react-hook-form";
import { z } from "zod";
import { checkConfigValue } from "../../../../../server/contracts/admin/config-catalogue";
import { CommandButton } from "../../../../components/command/command-button";
import type { DataColumn } from "../../../../components/ui/data-table";
import { DiscardChangesDialog, Modal } from "../../../../components/ui/modal";
import { type FieldSpec, RecordForm } from "../../../../components/ui/record-form";
import { RecordPanel } from "../../../../components/ui/record-panel";
import { announceSave } from "../../../../lib/announce";
import { formatDateTime } from "../../../../lib/format";
import { type ConfigItemRow, saveConfigValue, useConfigHistory, useConfigItems } from "../api/config-api";
import { configFormText, configValueText } from "../model/config-text";
import { configScreen, useConfigScreen } from "../state/config-screen";
import "./config.css";

const KIND_NAMES: Record<string, string> = {
  flag: "On / off",
  text: "Text",
  longText: "Text",
  number: "Number",
  wholeNumber: "Whole number",
  email: "E-mail",
  url: "Link",
  timeZone: "Time zone",
  choice: "Choice",
  list: "List",
};

const lastChangeText = (row: ConfigItemRow) =>
  row.lastChange ? `${formatDateTime(row.lastChange.changedAt)} by ${row.lastChange.changedBy}` : "";

const COLUMNS: DataColumn<ConfigItemRow>[] = [
  { key: "label", header: "Setting", width: "20%" },
  { key: "value", header: "Value", width: "22%", render: configValueText },
  { key: "kind", header: "Kind", width: "10%", render: (r) => KIND_NAMES[r.kind] ?? r.kind },
  { key: "switches", header: "Switches", width: "26%", render: (r) => r.switches.join("; ") },
  { key: "lastChange", header: "Last change", width: "22%", render: lastChangeText },
];

/** The value's control, by kind (the server checks the value again). */
function valueField(row: ConfigItemRow): FieldSpec {
  const base = { name: "value", label: row.label, wide: true };
  switch (row.kind) {
    case "flag":
      return {
        ...base,
        kind: "select",
        options: [
          { value: "true", label: "On" },
          { value: "false", label: "Off" },
        ],
      };
    case "choice":
      return { ...base, kind: "select", options: row.choices.map((c) => ({ value: c, label: c })) };
    case "list":
      return { ...base, label: `${row.label} (one a line)`, kind: "textarea", rows: 6 };
    case "longText":
      return { ...base, kind: "textarea", rows: 4 };
    case "email":
      return { ...base, inputType: "email" };
    case "url":
      return { ...base, inputType: "url" };
    default:
      return base;
  }
}

const schemaFor = (row: ConfigItemRow) =>
  z.object({
    value: z.string().superRefine((value, issue) => {
      const checked = checkConfigValue(row, value);
      if (!checked.ok) issue.addIssue({ code: "custom", message: checked.error });
    }),
  });

function ConfigForm({ row }: { row: ConfigItemRow }) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const fields = useMemo(() => [valueField(row)], [row]);
  const close = () => (dirty ? setAsking(true) : configScreen.edit(null));
  return (
    <Modal open title={`Change ${row.label}`} onClose={close}>
      <p className="config-form-note">{row.description}</p>
      {row.switches.length ? <p className="config-form-note">Switches: {row.switches.join("; ")}</p> : null}
      <RecordForm
        id="config-item-form"
        schema={schemaFor(row)}
        fields={fields}
        defaults={{ value: configFormText(row) }}
        autoFocus
        onDirtyChange={setDirty}
        onSubmit={async (values: FieldValues) => {
          const saved = announceSave(await saveConfigValue(row.key, String(values.value ?? "")));
          if (saved) configScreen.edit(null);
          return saved;
        }}
        actions={
          <button type="button" className="btn btn-secondary" onClick={close}>
            Close
          </button>
        }
      />
      <DiscardChangesDialog
        open={asking}
        onDiscard={() => {
          setAsking(false);
          configScreen.edit(null);
        }}
        onKeep={() => setAsking(false)}
      />
    </Modal>
  );
}

const HISTORY_COLUMNS: DataColumn<Record<string, unknown>>[] = [
  { key: "changedAt", header: "When", render: (r) => formatDateTime(r.changedAt) },
  { key: "changedBy", header: "Who" },
  { key: "action", header: "Change" },
  { key: "oldValue", header: "Old value", render: (r) => String(r.oldValue ?? "Not set") },
  { key: "newValue", header: "New value", render: (r) => String(r.newValue ?? "Not set") },
];

function ConfigHistory({ row }: { row: ConfigItemRow }) {
  const history = useConfigHistory(row.key);
  return (
    <RecordPanel<Record<string, unknown>>
      title={`Changes of ${row.label}`}
      rows={history.data as Record<string, unknown>[] | undefined}
      error={history.error ? history.error.message : null}
      columns={HISTORY_COLUMNS}
      rowKey={(r) => Number(r.id)}
      height="24vh"
      actions={<h2 className="config-history-title">Changes of {row.label}</h2>}
    />
  );
}

/** `system-configuration`: every server flag and value, typed, with its changes (ConfigurationAdmin). */
export default function ConfigView() {
  const items = useConfigItems();
  const { selected, editing } = useConfigScreen();
  const current = selected ? (items.data?.find((r) => r.key === selected.key) ?? selected) : null;
  return (
    <section className="screen admin-config">
      <header className="screen-head">
        <h1>System Configuration</h1>
      </header>
      <div className="screen-body">
        <RecordPanel<ConfigItemRow>
          title="Settings"
          rows={items.data}
          error={items.error ? items.error.message : null}
          columns={COLUMNS}
          rowKey={(r) => r.id}
          height="50vh"
          onOpen={(row) => configScreen.edit(row)}
          onSelectionChange={(rows) => configScreen.select(rows.at(-1) ?? null)}
          actions={
            <>
              <CommandButton id="adminConfig.change" className="btn btn-primary" />
              <CommandButton id="adminConfig.revertSelected" />
              <CommandButton id="adminConfig.delete" />
            </>
          }
        />
        {current ? <ConfigHistory row={current} /> : null}
      </div>
      {editing ? <ConfigForm row={editing} /> : null}
    </section>
  );
}
