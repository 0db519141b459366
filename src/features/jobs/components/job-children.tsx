import type { FieldValues } from "react-hook-form";
import type { ZodType } from "zod";
import { invoiceSaveItemSchema } from "../../../../server/contracts/invoices";
import {
  jobContactSaveSchema,
  jobDurationItemSchema,
  jobIncentiveSaveSchema,
  jobVenueSaveSchema,
} from "../../../../server/contracts/jobs";
import { quotaSaveSchema } from "../../../../server/contracts/quotas";
import { CommandButton } from "../../../components/command/command-button";
import { formDefaults } from "../../../components/ui/record-form";
import { RecordPanel } from "../../../components/ui/record-panel";
import { announceSave } from "../../../lib/announce";
import { type ChildResource, saveChild, useChildren } from "../../../lib/child-records";
import { useLookup } from "../../../lib/lookups";
import { jobChildren, saveDurations, saveInvoice, useClientContacts, useVenueOptions } from "../api/jobs-api";
import { JOB_CHILD_TABS, type JobEditableTab, type JobLookups } from "../model/child-tabs";
import { asOptions, jobEditPath, nextDurations } from "../model/job-form";
import { jobScreens, useEditorRequest } from "../state/screen-state";

type Row = Record<string, unknown>;

const SETUP: Record<JobEditableTab, { schema: ZodType; buttons: string[] }> = {
  contacts: { schema: jobContactSaveSchema, buttons: ["jobs.addContact"] },
  venues: { schema: jobVenueSaveSchema, buttons: ["jobs.addVenue"] },
  incentives: { schema: jobIncentiveSaveSchema, buttons: ["jobs.addIncentive"] },
  durations: { schema: jobDurationItemSchema, buttons: ["jobs.addDuration"] },
  quotas: { schema: quotaSaveSchema, buttons: ["jobs.addQuota", "jobs.clearQuotas"] },
  invoices: {
    schema: invoiceSaveItemSchema,
    buttons: ["jobs.createInvoice", "jobs.pushInvoice", "jobs.pushInvoicesToMyob"],
  },
};

function useJobLookups(clientId: number | null): JobLookups {
  const contacts = useClientContacts(clientId).data;
  const venues = useVenueOptions(clientId).data;
  const contactTypes = useLookup("ClientJobContactType").data;
  const incentiveTypes = useLookup("IncentiveType").data;
  const invoiceStatuses = useLookup("InvoiceStatus").data;
  return {
    contacts: (contacts ?? []).map((c) => ({ value: String(c.id), label: `${c.firstName} ${c.lastName}` })),
    venues: (venues ?? []).map((v) => ({
      value: String(v.id),
      label: v.clientId === null ? `${v.name} (global)` : v.name,
    })),
    contactTypes: asOptions(contactTypes),
    incentiveTypes: asOptions(incentiveTypes),
    invoiceStatuses: asOptions(invoiceStatuses),
  };
}

/** An editable list tab of the job screen: its commands as buttons, a modal editor per row. */
export function JobChildTab({
  jobId,
  clientId,
  tab,
}: {
  jobId: number;
  clientId: number | null;
  tab: JobEditableTab;
}) {
  const resource: ChildResource<unknown> = jobChildren[tab];
  const spec = JOB_CHILD_TABS[tab];
  const { schema, buttons } = SETUP[tab];
  const list = useChildren<unknown>(resource, jobId);
  const lookups = useJobLookups(clientId);
  const openBlank = useEditorRequest(resource.kind, jobId);
  const fields = spec.fields(lookups);
  const rows = list.data as Row[] | undefined;

  const save = async (values: FieldValues) => {
    if (tab === "durations")
      return announceSave(
        await saveDurations(
          jobId,
          nextDurations((rows ?? []) as { id: number }[], values) as Parameters<typeof saveDurations>[1],
        ),
      );
    if (tab === "invoices") return announceSave(await saveInvoice(jobId, { ...values, jobId }));
    return announceSave(await saveChild(resource, jobId, { ...values, jobId }));
  };

  return (
    <RecordPanel<Row>
      title={spec.title}
      rows={rows}
      error={list.error ? list.error.message : null}
      columns={spec.columns}
      rowKey={(r) => Number(r.id)}
      openBlank={openBlank}
      onBlankOpened={jobScreens.editorOpened}
      onSelectionChange={(selected) => jobScreens.setSelection(jobEditPath(jobId, tab), selected)}
      actions={
        <>
          {buttons.map((id, i) => (
            <CommandButton key={id} id={id} className={i === 0 ? "btn btn-primary" : "btn btn-secondary"} />
          ))}
          <CommandButton id="jobs.deleteSelected" />
        </>
      }
      editor={{
        schema,
        fields,
        blank: () => formDefaults(fields, null, spec.blank(jobId)),
        fromRow: (row) => formDefaults(fields, row, { ...row }),
        save,
      }}
    />
  );
}
