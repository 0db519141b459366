import { useId } from "react";
import { wallDay } from "../../../../server/contracts/agency-time";
import type { ReportDeclaration, ReportFilters } from "../../../../server/contracts/reports/report-kit";
import { SESSION_STATUSES } from "../../../../server/contracts/sessions/sessions";
import { DateInput } from "../../../components/ui/date-input";
import { agencyZone } from "../../../lib/agency-zone";
import { useClientOptions } from "../../../lib/client-options";
import { useLookup } from "../../../lib/lookups";
import { staffOptions, useStaffPeople } from "../../../lib/staff-people";
import { usePointJobChoices } from "../api/reports-api";
import { PERIOD_PRESETS, type PeriodPreset, presetPeriod } from "../model/report-url";

interface Props {
  report: ReportDeclaration;
  /** The filters as the server applied them (defaults filled in). */
  filters: ReportFilters;
  onChange: (next: ReportFilters) => void;
}

interface Choice {
  value: string | number;
  label: string;
}

/** One drop-down filter: its label, the empty choice's words, the choices. */
function ChoiceFilter(p: {
  id: string;
  label: string;
  empty: string;
  value: string | number | undefined;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <label htmlFor={p.id}>
      {p.label}
      <select className="input" id={p.id} value={p.value ?? ""} onChange={(e) => p.onChange(e.target.value)}>
        <option value="">{p.empty}</option>
        {p.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One whole-number filter; a value outside [min, max] is not applied. */
function NumberFilter(p: {
  id: string;
  label: string;
  min: number;
  max?: number;
  value: number | undefined;
  onChange: (value: number) => void;
}) {
  return (
    <label htmlFor={p.id}>
      {p.label}
      <input
        className="input"
        id={p.id}
        type="number"
        min={p.min}
        max={p.max}
        value={p.value ?? ""}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (Number.isInteger(n) && n >= p.min && (p.max === undefined || n <= p.max)) p.onChange(n);
        }}
      />
    </label>
  );
}

const text = (value: string) => (value.trim() ? value : undefined);
const id = (value: string) => (value ? Number(value) : undefined);
const GROUPS: Choice[] = [
  { value: "day", label: "Day" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
];

/**
 * The report's filters, only those it declares (decision 230). Each change re-runs the report
 * and lands in the tab's address, so the view can be linked and comes back on reload.
 */
export function ReportFilterBar({ report, filters, onChange }: Props) {
  const base = useId();
  const uses = new Set(report.filters);
  const staff = useStaffPeople().data ?? [];
  const jobStatuses = useLookup("JobStatus").data ?? [];
  const clients = useClientOptions(uses.has("client")).data ?? [];
  // The reports with a job filter are the points reports: their picker lists jobs with points.
  const jobs = usePointJobChoices(uses.has("job")).data ?? [];
  const set = (patch: ReportFilters) => onChange({ ...filters, ...patch });
  return (
    <form
      className="report-filters"
      aria-label={`${report.title} filters`}
      onSubmit={(e) => e.preventDefault()}
    >
      {uses.has("period") ? (
        <>
          <ChoiceFilter
            id={`${base}-preset`}
            label="Period"
            empty="Choose…"
            value=""
            choices={PERIOD_PRESETS}
            onChange={(v) => {
              if (v) set(presetPeriod(v as PeriodPreset, wallDay(new Date(), agencyZone())));
            }}
          />
          <label htmlFor={`${base}-from`}>
            From
            <DateInput
              id={`${base}-from`}
              value={filters.from ?? ""}
              onChange={(v) => /^\d{4}-/.test(v) && set({ from: v })}
            />
          </label>
          <label htmlFor={`${base}-to`}>
            To
            <DateInput
              id={`${base}-to`}
              value={filters.to ?? ""}
              onChange={(v) => /^\d{4}-/.test(v) && set({ to: v })}
            />
          </label>
        </>
      ) : null}
      {uses.has("projectManager") ? (
        <ChoiceFilter
          id={`${base}-pm`}
          label="Project manager"
          empty="Anyone"
          value={filters.projectManager}
          choices={staffOptions(staff, filters.projectManager)}
          onChange={(v) => set({ projectManager: text(v) })}
        />
      ) : null}
      {uses.has("staffUser") ? (
        <ChoiceFilter
          id={`${base}-staff`}
          label="Staff"
          empty="Everyone"
          value={filters.staffUser}
          choices={staffOptions(staff, filters.staffUser)}
          onChange={(v) => set({ staffUser: text(v) })}
        />
      ) : null}
      {uses.has("client") ? (
        <ChoiceFilter
          id={`${base}-client`}
          label="Client"
          empty="Any"
          value={filters.clientId}
          choices={clients.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v) => set({ clientId: id(v) })}
        />
      ) : null}
      {uses.has("job") ? (
        <ChoiceFilter
          id={`${base}-jobid`}
          label="Job"
          empty="Any"
          value={filters.jobId}
          choices={jobs.map((j) => ({ value: j.jobId, label: `${j.jobNumber} ${j.name}` }))}
          onChange={(v) => set({ jobId: id(v) })}
        />
      ) : null}
      {uses.has("jobNumber") ? (
        <label htmlFor={`${base}-job`}>
          Job number
          <input
            className="input"
            id={`${base}-job`}
            defaultValue={filters.jobNumber ?? ""}
            onBlur={(e) => set({ jobNumber: text(e.target.value) })}
            onKeyDown={(e) => {
              if (e.key === "Enter") set({ jobNumber: text(e.currentTarget.value) });
            }}
          />
        </label>
      ) : null}
      {uses.has("sessionStatus") ? (
        <ChoiceFilter
          id={`${base}-ss`}
          label="Session status"
          empty="Any"
          value={filters.sessionStatus}
          choices={SESSION_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => set({ sessionStatus: text(v) })}
        />
      ) : null}
      {uses.has("jobStatus") ? (
        <ChoiceFilter
          id={`${base}-js`}
          label="Job status"
          empty="Any"
          value={filters.jobStatus}
          choices={jobStatuses.map((s) => ({ value: s.code, label: s.label }))}
          onChange={(v) => set({ jobStatus: text(v) })}
        />
      ) : null}
      {uses.has("months") ? (
        <NumberFilter
          id={`${base}-months`}
          label="Months without a job"
          min={1}
          max={120}
          value={filters.months}
          onChange={(n) => set({ months: n })}
        />
      ) : null}
      {uses.has("minPoints") ? (
        <NumberFilter
          id={`${base}-points`}
          label="At least points"
          min={0}
          value={filters.minPoints}
          onChange={(n) => set({ minPoints: n })}
        />
      ) : null}
      {uses.has("groupBy") ? (
        <ChoiceFilter
          id={`${base}-group`}
          label="Group by"
          empty="Default"
          value={filters.groupBy}
          choices={GROUPS}
          onChange={(v) => set({ groupBy: (v || undefined) as ReportFilters["groupBy"] })}
        />
      ) : null}
    </form>
  );
}
