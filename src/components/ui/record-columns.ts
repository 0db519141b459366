import { formatMoney } from "../../lib/format";
import type { DataColumn } from "./data-table";

type Row = Record<string, unknown>;

/** A column of a record's child list: the row's `key`, shown raw or through `render`. */
export const col = (
  key: string,
  header: string,
  render?: (v: unknown) => string,
  align?: "right",
): DataColumn<Row> => ({
  key,
  header,
  ...(align ? { align } : {}),
  ...(render ? { render: (row: Row) => render(row[key]) } : {}),
});

/** A money column: `$` with two decimals, right aligned. */
export const moneyCol = (key: string, header: string) => col(key, header, (v) => formatMoney(v), "right");
