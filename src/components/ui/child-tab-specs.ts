import { formatMinutes } from "../../lib/format";
import type { DataColumn } from "./data-table";
import { col, moneyCol } from "./record-columns";
import type { FieldSpec } from "./record-form";

/**
 * The incentive, duration and quota tabs a job and each of its sessions both have: one list, one
 * editor, so the two screens cannot drift apart. Each area adds the blank row of its parent.
 */

type Row = Record<string, unknown>;
type Options = { value: string; label: string }[];

interface SharedTab<L> {
  title: string;
  columns: DataColumn<Row>[];
  fields: (lookups: L) => FieldSpec[];
}

export const INCENTIVES_TAB: SharedTab<{ incentiveTypes: Options }> = {
  title: "Incentives",
  columns: [col("incentiveType", "Type"), moneyCol("amount", "Amount"), col("description", "Description")],
  fields: (l) => [
    { name: "incentiveType", label: "Incentive type", kind: "select", options: l.incentiveTypes },
    { name: "amount", label: "Amount", kind: "money" },
    { name: "description", label: "Description", wide: true },
  ],
};

export const DURATIONS_TAB: SharedTab<unknown> = {
  title: "Durations",
  columns: [
    col("minutes", "Duration", (v) => (typeof v === "number" ? formatMinutes(v) : "")),
    col("description", "Description"),
    moneyCol("incentiveAmount", "Incentive"),
  ],
  fields: () => [
    { name: "minutes", label: "Minutes", kind: "number" },
    { name: "incentiveAmount", label: "Incentive", kind: "money" },
    { name: "description", label: "Description", wide: true },
  ],
};

export const QUOTAS_TAB: SharedTab<unknown> = {
  title: "Quotas",
  columns: [
    col("name", "Quota"),
    col("criteria", "Criteria"),
    col("target", "Target", undefined, "right"),
    col("achieved", "Achieved", undefined, "right"),
  ],
  fields: () => [
    { name: "name", label: "Quota name" },
    { name: "target", label: "Target", kind: "number" },
    { name: "achieved", label: "Achieved", kind: "number" },
    { name: "sortOrder", label: "Order", kind: "number" },
    { name: "criteria", label: "Criteria (field=value; e.g. gender=Female; state=NSW)", kind: "textarea" },
  ],
};
