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

/**
 * The report's filters, only those it declares (decision 230). Each change re-runs the report
 * and lands in the tab's address, so the view can be linked and comes back on reload.
 */
export function ReportFilterBar({ report, filters, onChange }: Props) {
  const id = useId();
  const uses = new Set(report.filters);
  const staff = useStaffPeople().data ?? [];
  const jobStatuses = useLookup("JobStatus").data ?? [];
  const clientChoices = useClientOptions(uses.has("client")).data ?? [];
  // The reports with a job filter are the points reports: their picker lists jobs with points.
  const jobChoices = usePointJobChoices(uses.has("job")).data ?? [];
  const set = (patch: ReportFilters) => onChange({ ...filters, ...patch });
  const text = (value: string) => (value.trim() ? value : undefined);
  return (
    <form
      className="report-filters"
      aria-label={`${report.title} filters`}
      onSubmit={(e) => e.preventDefault()}
    >
      {uses.has("period") ? (
        <>
          <label htmlFor={`${id}-preset`}>
            Period
            <select
              className="input"
              id={`${id}-preset`}
              value=""
              onChange={(e) => {
                if (e.target.value)
                  set(presetPeriod(e.target.value as PeriodPreset, wallDay(new Date(), agencyZone())));
              }}
            >
              <option value="">Choose…</option>
              {PERIOD_PRESETS.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={`${id}-from`}>
            From
            <DateInput
              id={`${id}-from`}
              value={filters.from ?? ""}
              onChange={(v) => /^\d{4}-/.test(v) && set({ from: v })}
            />
          </label>
          <label htmlFor={`${id}-to`}>
            To
            <DateInput
              id={`${id}-to`}
              value={filters.to ?? ""}
              onChange={(v) => /^\d{4}-/.test(v) && set({ to: v })}
            />
          </label>
        </>
      ) : null}
      {uses.has("projectManager") ? (
        <label htmlFor={`${id}-pm`}>
          Project manager
          <select
            className="input"
            id={`${id}-pm`}
            value={filters.projectManager ?? ""}
            onChange={(e) => set({ projectManager: text(e.target.value) })}
          >
            <option value="">Anyone</option>
            {staffOptions(staff, filters.projectManager).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {uses.has("staffUser") ? (
        <label htmlFor={`${id}-staff`}>
          Staff
          <select
            className="input"
            id={`${id}-staff`}
            value={filters.staffUser ?? ""}
            onChange={(e) => set({ staffUser: text(e.target.value) })}
          >
            <option value="">Everyone</option>
            {staffOptions(staff, filters.staffUser).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {uses.has("client") ? (
        <label htmlFor={`${id}-client`}>
          Client
          <select
            className="input"
            id={`${id}-client`}
            value={filters.clientId ?? ""}
            onChange={(e) => set({ clientId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">Any</option>
            {clientChoices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {uses.has("job") ? (
        <label htmlFor={`${id}-jobid`}>
          Job
          <select
            className="input"
            id={`${id}-jobid`}
            value={filters.jobId ?? ""}
            onChange={(e) => set({ jobId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">Any</option>
            {jobChoices.map((j) => (
              <option key={j.jobId} value={j.jobId}>
                {j.jobNumber} {j.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {uses.has("jobNumber") ? (
        <label htmlFor={`${id}-job`}>
          Job number
          <input
            className="input"
            id={`${id}-job`}
            defaultValue={filters.jobNumber ?? ""}
            onBlur={(e) => set({ jobNumber: text(e.target.value) })}
            onKeyDown={(e) => {
              if (e.key === "Enter") set({ jobNumber: text(e.currentTarget.value) });
            }}
          />
        </label>
      ) : null}
      {uses.has("sessionStatus") ? (
        <label htmlFor={`${id}-ss`}>
          Session status
          <select
            className="input"
            id={`${id}-ss`}
            value={filters.sessionStatus ?? ""}
            onChange={(e) => set({ sessionStatus: text(e.target.value) })}
          >
            <option value="">Any</option>
            {SESSION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {uses.has("jobStatus") ? (
        <label htmlFor={`${id}-js`}>
          Job status
          <select
            className="input"
            id={`${id}-js`}
            value={filters.jobStatus ?? ""}
            onChange={(e) => set({ jobStatus: text(e.target.value) })}
          >
            <option value="">Any</option>
            {jobStatuses.map((s) => (
              <option key={s.code} value={s.code}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {uses.has("months") ? (
        <label htmlFor={`${id}-months`}>
          Months without a job
          <input
            className="input"
            id={`${id}-months`}
            type="number"
            min={1}
            max={120}
            value={filters.months ?? ""}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (Number.isInteger(n) && n >= 1 && n <= 120) set({ months: n });
            }}
          />
        </label>
      ) : null}
      {uses.has("minPoints") ? (
        <label htmlFor={`${id}-points`}>
          At least points
          <input
            className="input"
            id={`${id}-points`}
            type="number"
            min={0}
            value={filters.minPoints ?? ""}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (Number.isInteger(n) && n >= 0) set({ minPoints: n });
            }}
          />
        </label>
      ) : null}
      {uses.has("groupBy") ? (
        <label htmlFor={`${id}-group`}>
          Group by
          <select
            className="input"
            id={`${id}-group`}
            value={filters.groupBy ?? ""}
            onChange={(e) => set({ groupBy: (e.target.value || undefined) as ReportFilters["groupBy"] })}
          >
            <option value="">Default</option>
            <option value="day">Day</option>
            <option value="week">Week</option>
            <option value="month">Month</option>
          </select>
        </label>
      ) : null}
    </form>
  );
}
