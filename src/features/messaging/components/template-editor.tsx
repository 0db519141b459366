import { useMemo } from "react";
import type { FieldValues } from "react-hook-form";
import { isSmsKind, type TemplateKind } from "../../../../server/contracts/messaging/template-constants";
import { type TemplateSave, templateSaveSchema } from "../../../../server/contracts/messaging/templates";
import { Button } from "../../../components/ui/button";
import { formDefaults, RecordFields, useRecordForm } from "../../../components/ui/record-form";
import { RichTextEditor } from "../../../components/ui/rich-text-editor";
import { announceSave } from "../../../lib/announce";
import { callApi } from "../../../lib/call-api";
import { calls, messagingKeys, type Template } from "../api/messaging-api";
import { blankTemplate, templateFields } from "../model/template-form";
import { MERGE_TAGS, MergeFieldPicker } from "./merge-field-picker";
import { TemplatePreview } from "./template-preview";

/** One template's form: the fields, the rich-text body, the merge-field picker and the preview. */
export function TemplateEditor({
  template,
  onSaved,
}: {
  template: Template | null;
  onSaved(t: Template): void;
}) {
  const start = template ?? { ...blankTemplate(), updatedAt: "" };
  const formId = `template-${start.id || "new"}`;
  const allFields = useMemo(() => [...templateFields("general-email"), ...templateFields("general-sms")], []);
  const { form, submit, dirty, formRef } = useRecordForm({
    id: formId,
    schema: templateSaveSchema,
    fields: allFields,
    defaults: formDefaults(allFields, start, { ...start }),
    onSubmit: async (values: FieldValues) => {
      const { id, ...fields } = values as TemplateSave;
      // The editor shows the saved template as answered; only the list is read again.
      const refresh = { refresh: [messagingKeys.templates] };
      const answer = id
        ? await callApi(calls.updateTemplate, { id, ...fields }, refresh)
        : await callApi(calls.addTemplate, fields, refresh);
      const saved = announceSave(answer);
      if (saved && answer.value) onSaved(answer.value);
      return saved;
    },
  });
  const kind = (form.watch("kind") || "general-email") as TemplateKind;
  const sms = isSmsKind(kind);
  const html = String(form.watch("html") ?? "");
  // The rich-text toolbar inserts merge fields into the message; this picker serves the plain texts.
  const textField = sms ? "smsText" : "plainText";
  const insertField = (name: string) =>
    form.setValue(textField, `${form.getValues(textField) ?? ""}{{${name}}}`, { shouldDirty: true });
  return (
    <form ref={formRef} id={formId} className="record-form template-editor" onSubmit={submit} noValidate>
      <RecordFields id={formId} form={form} fields={templateFields(kind)} />
      <MergeFieldPicker
        id={`${formId}-merge`}
        label={`Insert merge field into the ${sms ? "SMS text" : "plain-text alternative"}`}
        onInsert={insertField}
      />
      {sms ? null : (
        <RichTextEditor
          label="Message"
          value={html}
          mergeFields={MERGE_TAGS}
          onChange={(next) => form.setValue("html", next, { shouldDirty: true })}
        />
      )}
      <div className="record-actions">
        <Button type="submit" busy={form.formState.isSubmitting}>
          Save
        </Button>
        {dirty ? <span className="record-dirty">Unsaved changes</span> : null}
      </div>
      <TemplatePreview
        draft={() => {
          const v = form.getValues();
          return {
            templateId: start.id,
            subject: String(v.subject ?? ""),
            html: String(v.html ?? ""),
            plainText: String(v.plainText ?? ""),
            smsText: String(v.smsText ?? ""),
            sms,
          };
        }}
      />
    </form>
  );
}
