import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import {
  Controller,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import type { CountryVariant } from "../../../server/contracts/validation";
import { useTabSaver } from "../../workspace/tab-savers";
import { useTabUnsaved } from "../../workspace/unsaved";
import { Button } from "./button";
import { CurrencyInput } from "./currency-input";
import { DateInput } from "./date-input";
import { describedBy, Field } from "./field";
import { focusFirstInvalid } from "./form-errors";
import { DigitsOnlyInput, LettersOnlyInput, MaskedInput } from "./masked-input";
import { drafts, useDraft, useUnsavedGuard } from "./record-form-drafts";
import { Checklist, LookupChecklist, LookupOptions } from "./record-form-lists";
import { friendlierErrors } from "./record-form-messages";
import { normaliseIds, toNumber } from "./record-form-values";

// Screens build their defaults with the form they use.
export { formDefaults } from "./record-form-values";

/** "idselect": a drop-down of record ids where the empty choice means null. */
type FieldKind =
  | "idselect"
  | "landline"
  | "mobile"
  | "postcode"
  | "bsb"
  | "bankAccount"
  | "text"
  | "letters"
  | "digits"
  | "textarea"
  | "number"
  | "money"
  | "date"
  | "checkbox"
  | "select"
  | "checklist";

/** One control of a record form; the zod contract does the validation. */
export interface FieldSpec {
  name: string;
  label: string;
  kind?: FieldKind;
  options?: { value: string; label: string }[];
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** The browser's autofill hint (given-name, tel, postal-code…). */
  autoComplete?: string;
  /** The empty choice of a drop-down ("—" unless the page's texts say otherwise). */
  emptyLabel?: string;
  /** Stops typing at the contract's maximum (text and textarea). */
  maxLength?: number;
  /** Height of a textarea in lines (3 unless given). */
  rows?: number;
  /**
   * A lookup list (src/lib/lookups.ts) giving the options of a "select" or "checklist"; a stored
   * code the list lacks stays choosable. (Every checklist is a fieldset named by its label.)
   */
  lookup?: string;
  /** The text input's type ("email", "number") where the value stays text. */
  inputType?: string;
}

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
  useUnsavedGuard(dirty);
  // Closing the tab without saving (decision 088) drops the draft; the unmount must not re-save it.
  const discarded = useRef(false);
  useDraft(draftKey, form, dirty, discarded);
  useTabUnsaved(
    draftKey ?? id,
    dirty,
    () => {
      discarded.current = true;
      if (draftKey) drafts.delete(draftKey);
    },
    draftKey !== undefined,
  );

  const formRef = useRef<HTMLFormElement>(null);
  const submit = handleSubmit(
    async (values) => {
      if (!(await onSubmit(values))) return;
      if (draftKey) drafts.delete(draftKey);
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
  const { register, control, formState } = form;
  return (
    <div className={className}>
      {fields.map((f, i) => {
        const fid = `${id}-${f.name}`;
        const error = formState.errors[f.name]?.message;
        const message = typeof error === "string" ? error : undefined;
        const aria = describedBy(fid, message);
        const focus = autoFocus && i === 0;
        const kind = f.kind ?? "text";
        let control_: ReactNode;
        if (kind === "textarea")
          control_ = (
            <textarea
              id={fid}
              className="input"
              rows={f.rows ?? 3}
              maxLength={f.maxLength}
              autoFocus={focus}
              {...aria}
              {...register(f.name)}
            />
          );
        else if (kind === "checkbox")
          control_ = <input id={fid} type="checkbox" autoFocus={focus} {...aria} {...register(f.name)} />;
        else if (kind === "select" || kind === "idselect")
          // Controlled, so the stored value shows once options that load after the form arrive.
          control_ = (
            <Controller
              control={control}
              name={f.name}
              render={({ field }) => (
                <select
                  id={fid}
                  className="input"
                  autoFocus={focus}
                  {...aria}
                  ref={field.ref}
                  name={field.name}
                  value={(field.value as string | null) ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                >
                  <option value="">{f.emptyLabel ?? "—"}</option>
                  {f.lookup ? (
                    <LookupOptions list={f.lookup} value={(field.value as string | null) ?? ""} />
                  ) : (
                    (f.options ?? []).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))
                  )}
                </select>
              )}
            />
          );
        else if (kind === "money")
          control_ = (
            <Controller
              control={control}
              name={f.name}
              render={({ field }) => (
                <CurrencyInput
                  id={fid}
                  value={field.value as number | null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  {...aria}
                />
              )}
            />
          );
        else if (
          kind === "landline" ||
          kind === "mobile" ||
          kind === "postcode" ||
          kind === "bsb" ||
          kind === "bankAccount"
        )
          control_ = (
            <Controller
              control={control}
              name={f.name}
              render={({ field }) => (
                <MaskedInput
                  id={fid}
                  mask={kind}
                  variant={variant}
                  value={(field.value as string) ?? ""}
                  onChange={(masked) => field.onChange(masked)}
                  onBlur={field.onBlur}
                  autoFocus={focus}
                  autoComplete={f.autoComplete}
                  {...aria}
                />
              )}
            />
          );
        else if (kind === "digits")
          control_ = (
            <Controller
              control={control}
              name={f.name}
              render={({ field }) => (
                <DigitsOnlyInput
                  id={fid}
                  value={(field.value as string) ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  maxLength={f.maxLength}
                  autoFocus={focus}
                  autoComplete={f.autoComplete}
                  {...aria}
                />
              )}
            />
          );
        else if (kind === "letters")
          control_ = (
            <Controller
              control={control}
              name={f.name}
              render={({ field }) => (
                <LettersOnlyInput
                  id={fid}
                  value={(field.value as string) ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  autoFocus={focus}
                  autoComplete={f.autoComplete}
                  {...aria}
                />
              )}
            />
          );
        else if (kind === "date")
          control_ = (
            <Controller
              control={control}
              name={f.name}
              render={({ field }) => (
                <DateInput
                  id={fid}
                  value={field.value as string | null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  autoFocus={focus}
                  {...aria}
                />
              )}
            />
          );
        else if (kind === "checklist")
          control_ = (
            <Controller
              control={control}
              name={f.name}
              render={({ field }) =>
                f.lookup ? (
                  <LookupChecklist
                    id={fid}
                    lookup={f.lookup}
                    options={[]}
                    value={(field.value as string[]) ?? []}
                    onChange={field.onChange}
                  />
                ) : (
                  <Checklist
                    id={fid}
                    options={f.options ?? []}
                    value={(field.value as string[]) ?? []}
                    onChange={field.onChange}
                  />
                )
              }
            />
          );
        else
          control_ = (
            <input
              id={fid}
              className="input"
              type={kind === "number" ? "number" : (f.inputType ?? "text")}
              maxLength={f.maxLength}
              autoFocus={focus}
              autoComplete={f.autoComplete}
              {...aria}
              {...register(f.name, kind === "number" ? { setValueAs: toNumber } : {})}
            />
          );
        return (
          <div
            key={f.name}
            className={f.wide || kind === "textarea" || kind === "checklist" ? "record-wide" : undefined}
          >
            {kind === "checklist" ? (
              <fieldset className="record-checks" aria-describedby={aria["aria-describedby"]}>
                <legend>{f.label}</legend>
                {control_}
                {message ? (
                  <p id={`${fid}-error`} className="field-error">
                    {message}
                  </p>
                ) : null}
              </fieldset>
            ) : (
              <Field id={fid} label={f.label} error={message}>
                {control_}
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
  id,
  schema,
  fields,
  defaults,
  onSubmit,
  onDirtyChange,
  submitLabel = "Save",
  actions,
  autoFocus,
  variant = "default",
  draftKey,
}: RecordFormProps) {
  const { form, submit, dirty, formRef } = useRecordForm({
    id,
    schema,
    fields,
    defaults,
    onSubmit,
    onDirtyChange,
    draftKey,
  });
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
