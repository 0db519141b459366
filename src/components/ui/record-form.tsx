import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import type { CountryVariant } from "../../../server/contracts/validation";
import { useUnloadGuard } from "../../lib/unload-guard";
import { useTabSaver } from "../../workspace/tab-savers";
import { useTabUnsaved } from "../../workspace/unsaved";
import { Button } from "./button";
import { describedBy, Field } from "./field";
import { focusFirstInvalid } from "./form-errors";
import { type FieldSpec, recordControl } from "./record-form-controls";
import { drafts, useDraft, useEditProbe } from "./record-form-drafts";
import { friendlierErrors } from "./record-form-messages";
import { normaliseIds } from "./record-form-values";

export type { FieldSpec } from "./record-form-controls";
// Screens build their defaults with the form they use.
export { formDefaults } from "./record-form-values";

export interface RecordFormProps {
  id: string;
  /** The save contract; the form submits what it outputs. */
  schema: z.ZodType;
  fields: FieldSpec[];
  defaults: FieldValues;
  /** Saves; true when saved (the form becomes clean with the submitted values). */
  onSubmit: (values: FieldValues) => Promise<boolean>;
  onDirtyChange?: (dirty: boolean) => void;
  submitLabel?: string;
  /** Extra buttons beside Save (command buttons). */
  actions?: ReactNode;
  autoFocus?: boolean;
  /**
   * Keeps unsaved edits when the form unmounts (the workspace unmounts a tab that is not shown)
   * and brings them back, still marked unsaved, when it mounts again.
   */
  draftKey?: string;
  /** Country variant of the phone and postcode masks (product §5). */
  variant?: CountryVariant;
}

/** What a record form needs to run: the contract, the fields it validates, how it saves. */
export interface RecordFormSetup {
  id: string;
  schema: z.ZodType;
  fields: FieldSpec[];
  defaults: FieldValues;
  onSubmit: (values: FieldValues) => Promise<boolean>;
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
  draftKey?: string | undefined;
  /** Called after a refused submit (e.g. to show the section holding the first error). */
  onInvalid?: ((errors: FieldErrors<FieldValues>) => void) | undefined;
  /** A read-only record registers no saver, so the save key and command refuse. */
  readOnly?: boolean | undefined;
}

/**
 * The machinery of a record form without its markup: react-hook-form with the zod contract as
 * resolver, unsaved marking (decision 088), kept drafts and the tab's saver (decision 118). A
 * screen whose fields are spread over several sections (the respondent record's tabs) uses this
 * with `RecordFields` per section; everything else uses `RecordForm`.
 */
export function useRecordForm({
  id,
  schema,
  fields,
  defaults,
  onSubmit,
  onDirtyChange,
  draftKey,
  onInvalid,
  readOnly = false,
}: RecordFormSetup) {
  const form = useForm<FieldValues>({
    resolver: useMemo(() => {
      const zod = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
      // Id drop-downs hold text; the contract wants a number or null.
      return (async (values, context, options) => {
        const result = await zod(normaliseIds(fields, values), context, options);
        return { ...result, errors: friendlierErrors(fields, values, result.errors) };
      }) as Resolver<FieldValues>;
    }, [schema, fields]),
    defaultValues: defaults,
  });
  const { handleSubmit, formState, reset } = form;
  const dirty = formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useUnloadGuard(dirty);
  // Closing the tab without saving (decision 088) drops the draft; the unmount must not re-save it.
  const discarded = useRef(false);
  const draftSaved = useDraft(draftKey, form, dirty, discarded);
  const probe = useEditProbe(form, dirty);
  const unmark = useTabUnsaved(
    draftKey ?? id,
    dirty,
    () => {
      discarded.current = true;
      if (draftKey) drafts.delete(draftKey);
    },
    draftKey !== undefined,
    probe,
  );

  const formRef = useRef<HTMLFormElement>(null);
  const submit = handleSubmit(
    async (values) => {
      if (!(await onSubmit(values))) return;
      draftSaved();
      unmark();
      reset(form.getValues());
    },
    (errors) => {
      onInvalid?.(errors);
      // Masked and date controls are not focusable through react-hook-form: focus the first marked one.
      focusFirstInvalid(formRef.current ?? document);
    },
  );
  useTabSaver(id, () => submit(), !readOnly);
  return { form, submit, dirty, formRef };
}

export interface RecordFieldsProps {
  /** The form's id: controls are `${id}-${name}`. */
  id: string;
  form: UseFormReturn<FieldValues>;
  fields: FieldSpec[];
  variant?: CountryVariant;
  autoFocus?: boolean;
  /** The grid's class (the shared two-column `record-grid` unless given). */
  className?: string;
}

/** The controls of a record form (or of one section of it), wired to its react-hook-form. */
export function RecordFields({
  id,
  form,
  fields,
  variant = "default",
  autoFocus,
  className = "record-grid",
}: RecordFieldsProps) {
  const { formState } = form;
  return (
    <div className={className}>
      {fields.map((f, i) => {
        const fid = `${id}-${f.name}`;
        const error = formState.errors[f.name]?.message;
        const message = typeof error === "string" ? error : undefined;
        const aria = describedBy(fid, message);
        const focus = autoFocus && i === 0;
        const kind = f.kind ?? "text";
        const control = recordControl({ fid, spec: f, kind, form, variant, autoFocus: focus, aria });
        return (
          <div
            key={f.name}
            className={f.wide || kind === "textarea" || kind === "checklist" ? "record-wide" : undefined}
          >
            {kind === "checklist" ? (
              <fieldset className="record-checks" aria-describedby={aria["aria-describedby"]}>
                <legend>{f.label}</legend>
                {control}
                {message ? (
                  <p id={`${fid}-error`} className="field-error">
                    {message}
                  </p>
                ) : null}
              </fieldset>
            ) : (
              <Field id={fid} label={f.label} error={message}>
                {control}
              </Field>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** A form from field specs: react-hook-form with the zod contract as resolver. */
export function RecordForm({
  submitLabel = "Save",
  actions,
  autoFocus,
  variant = "default",
  ...setup
}: RecordFormProps) {
  const { id, fields } = setup;
  const { form, submit, dirty, formRef } = useRecordForm(setup);
  return (
    <form ref={formRef} id={id} className="record-form" onSubmit={submit} noValidate>
      <RecordFields id={id} form={form} fields={fields} variant={variant} autoFocus={autoFocus} />
      <div className="record-actions">
        <Button type="submit" busy={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
        {dirty ? <span className="record-dirty">Unsaved changes</span> : null}
      </div>
    </form>
  );
}
