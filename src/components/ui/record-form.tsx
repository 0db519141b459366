import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { Controller, type FieldValues, type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import type { CountryVariant } from "../../../server/contracts/validation";
import { useTabSaver } from "../../workspace/tab-savers";
import { useTabUnsaved } from "../../workspace/unsaved";
import { Button } from "./button";
import { CurrencyInput } from "./currency-input";
import { DateInput } from "./date-input";
import { describedBy, Field } from "./field";
import { focusFirstInvalid } from "./form-errors";
import { LettersOnlyInput, MaskedInput } from "./masked-input";
import { friendlierErrors } from "./record-form-messages";

/** "idselect": a drop-down of record ids where the empty choice means null. */
export type FieldKind =
  | "idselect"
  | "landline"
  | "mobile"
  | "postcode"
  | "bsb"
  | "bankAccount"
  | "text"
  | "letters"
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
  const { register, control, handleSubmit, formState, reset } = form;
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
    // Masked and date controls are not focusable through react-hook-form: focus the first marked one.
    () => focusFirstInvalid(formRef.current ?? document),
  );
  useTabSaver(id, () => submit());

  return (
    <form ref={formRef} id={id} className="record-form" onSubmit={submit} noValidate>
      <div className="record-grid">
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
                    {(f.options ?? []).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
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
                render={({ field }) => (
                  <Checklist
                    id={fid}
                    options={f.options ?? []}
                    value={(field.value as string[]) ?? []}
                    onChange={field.onChange}
                  />
                )}
              />
            );
          else
            control_ = (
              <input
                id={fid}
                className="input"
                type={kind === "number" ? "number" : "text"}
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
              <Field id={fid} label={f.label} error={message}>
                {control_}
              </Field>
            </div>
          );
        })}
      </div>
      <div className="record-actions">
        <Button type="submit" busy={formState.isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
        {dirty ? <span className="record-dirty">Unsaved changes</span> : null}
      </div>
    </form>
  );
}

function Checklist({
  id,
  options,
  value,
  onChange,
}: {
  id: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (v: string[]) => void;
}) {
  return (
    <div id={id} className="record-checklist">
      {options.map((o) => (
        <label key={o.value}>
          <input
            type="checkbox"
            checked={value.includes(o.value)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))
            }
          />{" "}
          {o.label}
        </label>
      ))}
    </div>
  );
}

/** Unsaved form values by draft key, for this browser tab's lifetime. */
const drafts = new Map<string, FieldValues>();

function useDraft(
  key: string | undefined,
  form: UseFormReturn<FieldValues>,
  dirty: boolean,
  discarded: { current: boolean },
) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // react-hook-form keeps these functions stable, so this runs once per mount of the key.
  const { setValue, getValues } = form;
  useEffect(() => {
    if (!key) return;
    const draft = drafts.get(key);
    if (draft)
      for (const [name, value] of Object.entries(draft)) setValue(name, value, { shouldDirty: true });
    return () => {
      if (dirtyRef.current && !discarded.current) drafts.set(key, getValues());
      else drafts.delete(key);
    };
  }, [key, setValue, getValues, discarded]);
}

const toNumber = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

/** Values of "idselect" fields as numbers, the empty choice as null. */
export function normaliseIds(fields: FieldSpec[], values: FieldValues): FieldValues {
  const out: FieldValues = { ...values };
  for (const f of fields) if (f.kind === "idselect") out[f.name] = toNumber(out[f.name]);
  return out;
}

/** A record as form values: null text becomes "" (inputs are controlled), lists stay lists. */
export function formDefaults(
  fields: FieldSpec[],
  record: Record<string, unknown> | null,
  base: FieldValues = {},
): FieldValues {
  const out: FieldValues = { ...base };
  for (const f of fields) {
    const value = record?.[f.name] ?? base[f.name];
    const kind = f.kind ?? "text";
    if (kind === "checkbox") out[f.name] = Boolean(value);
    else if (kind === "checklist") out[f.name] = Array.isArray(value) ? value : [];
    else if (kind === "money" || kind === "number") out[f.name] = typeof value === "number" ? value : null;
    else if (kind === "idselect")
      out[f.name] = value === null || value === undefined || value === "" ? "" : String(value);
    else out[f.name] = value === null || value === undefined ? "" : String(value);
  }
  return out;
}

/** Leaving the page (reload, close) with unsaved changes asks the browser's confirmation. */
export function useUnsavedGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}
