import type { FieldValues } from "react-hook-form";

/** The part of a field spec these helpers read (record-form.tsx's FieldSpec has it). */
type FieldShape = { name: string; kind?: string | undefined };

export const toNumber = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

/** Values of "idselect" fields as numbers, the empty choice as null. */
export function normaliseIds(fields: readonly FieldShape[], values: FieldValues): FieldValues {
  const out: FieldValues = { ...values };
  for (const f of fields) if (f.kind === "idselect") out[f.name] = toNumber(out[f.name]);
  return out;
}

/** A record as form values: null text becomes "" (inputs are controlled), lists stay lists. */
export function formDefaults(
  fields: readonly FieldShape[],
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
