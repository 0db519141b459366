/**
 * The typed columns of every spreadsheet we write, on the server (services/export.ts writing
 * through xlsx-stream.ts, decision 303) and in the browser (SheetJS, src/lib/spreadsheet.ts),
 * decision 234: amounts are numbers in dollars with a currency format, days real dates shown
 * DD/MM/YYYY, so a spreadsheet sums and sorts them. Zod-free: the browser imports it.
 */
export type SheetFormat = "text" | "int" | "decimal" | "money" | "percent" | "date";
export type SheetColumn = { header: string; width: number; format?: SheetFormat };

/** Excel number formats of the typed columns. */
export const SHEET_NUM_FMT: Record<Exclude<SheetFormat, "text">, string> = {
  int: "0",
  decimal: "0.00",
  money: '"$"#,##0.00',
  percent: "0.0%",
  date: "dd/mm/yyyy",
};

/** The UTC-midnight instant of a "YYYY-MM-DD…" or "DD/MM/YYYY" day; null for other text. */
export function sheetDay(value: string): Date | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const au = iso ? null : /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : au ? [au[3], au[2], au[1]] : [];
  if (!y || !m || !d) return null;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return Number.isNaN(day.getTime()) ? null : day;
}

/** A number cell's value: numbers as they are, decimal text ("75.00") converted; else null. */
export function sheetNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
