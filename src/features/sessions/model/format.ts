import { format, parseISO } from "date-fns";

/** Dates show as DD/MM/YYYY (product §9); empty or unreadable values show as "". */
export function formatDate(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  const d = parseISO(value);
  return Number.isNaN(d.getTime()) ? "" : format(d, "dd/MM/yyyy");
}

const money = new Intl.NumberFormat("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money as `$1,234.50` (product §5); null shows as "". */
export function formatMoney(value: unknown): string {
  if (typeof value !== "number" || !Number.isFinite(value)) return "";
  return value < 0 ? `-$${money.format(-value)}` : `$${money.format(value)}`;
}
