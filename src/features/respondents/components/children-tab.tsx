import { useEffect, useMemo } from "react";
import type { FieldValues } from "react-hook-form";
import { childUpdateSchema, type RespondentChild } from "../../../../server/contracts/respondents/portal";
import { CommandButton } from "../../../components/command/command-button";
import type { DataColumn } from "../../../components/ui/data-table";
import { type FieldSpec, formDefaults } from "../../../components/ui/record-form";
import { RecordPanel } from "../../../components/ui/record-panel";
import { announceSave } from "../../../lib/announce";
import { saveChild, useChildren } from "../../../lib/child-records";
import { useLookup, useLookupLabel } from "../../../lib/lookups";
import { CHILD_KIND, childScreens, useChildEditorRequest, useChildSelections } from "../api/child-requests";
import { respondentChildren } from "../api/respondents-api";

/** Children of the respondent (respondent-children and its update/delete), on the shared panel. */
export function ChildrenTab({ respondentId, path }: { respondentId: number; path: string }) {
  const children = useChildren(respondentChildren, respondentId);
  const genders = useLookup("Gender").data;
  const genderLabel = useLookupLabel("Gender");
  const openBlank = useChildEditorRequest(CHILD_KIND, respondentId);
  // Command buttons read the selection: re-render when it changes so "delete selected" enables.
  useChildSelections();
  // The selection belongs to this tab: leaving it must not leave "delete selected" armed.
  useEffect(() => () => childScreens.setSelection(path, []), [path]);

  const fields = useMemo<FieldSpec[]>(
    () => [
      { name: "firstName", label: "Child's first name", kind: "letters" },
      {
        name: "gender",
        label: "Child's gender",
        kind: "select",
        options: (genders ?? []).map((g) => ({ value: g.code, label: g.label })),
      },
      { name: "yearOfBirth", label: "Child's year of birth", kind: "number" },
    ],
    [genders],
  );
  const columns: DataColumn<RespondentChild>[] = [
    { key: "firstName", header: "First name" },
    { key: "gender", header: "Gender", render: (c) => genderLabel(c.gender) },
    {
      key: "yearOfBirth",
      header: "Year of birth",
      render: (c) => (c.yearOfBirth ? String(c.yearOfBirth) : ""),
    },
  ];

  return (
    <RecordPanel<RespondentChild>
      title="Children"
      rows={children.data}
      error={children.error ? children.error.message : null}
      columns={columns}
      rowKey={(c) => c.id}
      openBlank={openBlank}
      onBlankOpened={childScreens.editorOpened}
      onSelectionChange={(rows) => childScreens.setSelection(path, rows)}
      actions={
        <>
          <CommandButton id="respondents.addChild" className="btn btn-primary" />
          <CommandButton id="respondents.deleteSelectedChildren" />
        </>
      }
      editor={{
        schema: childUpdateSchema,
        fields,
        blank: () => formDefaults(fields, null, { id: 0, respondentId, monthOfBirth: null }),
        fromRow: (row) =>
          formDefaults(fields, row, { id: row.id, respondentId, monthOfBirth: row.monthOfBirth }),
        save: async (values: FieldValues) =>
          announceSave(
            await saveChild(respondentChildren, respondentId, {
              ...values,
              respondentId,
              gender: values.gender || null,
            }),
          ),
      }}
    />
  );
}
