import { useEffect, useMemo, useRef, useState } from "react";
import { z } from "zod";
import { respondentUpdateSchema } from "../../../../server/contracts/respondents/respondents";
import { CommandButton } from "../../../components/command/command-button";
import { useCommandHost } from "../../../components/command/command-ui";
import { useRecordForm } from "../../../components/ui/record-form";
import { useCountryVariant } from "../../../lib/country";
import { navigate } from "../../../lib/navigation";
import { useConfigFlag } from "../../../lib/server-config";
import { toast } from "../../../lib/toast";
import { CHILD_KIND, useChildEditorRequest } from "../api/child-requests";
import { saveRespondent, useInvalidateRespondent, useRespondent } from "../api/respondents-api";
import { ChildrenTab } from "../components/children-tab";
import { MergeDialog } from "../components/merge-dialog";
import {
  BankTab,
  DatedNotesPanel,
  NotesTab,
  PanelTab,
  ProfileTab,
  RECORD_FORM_ID,
  recordSections,
} from "../components/record-tabs";
import { ReferenceTab } from "../components/reference-tab";
import { SummaryTab } from "../components/summary-tab";
import {
  emptyRecord,
  PANEL_ROUTES,
  type Panel,
  type RecordValues,
  recordPath,
  recordPayload,
  recordValues,
} from "../model/record-form";
import { respondentScreens, useMergeRequest } from "../state/screen-state";
import "./respondents.css";

const TABS = [
  ["profile", "Profile"],
  ["panel", "Panel details"],
  ["children", "Children"],
  ["reference", "Reference data"],
  ["notes", "Notes"],
  ["bank", "Bank details"],
  ["summary", "Summary"],
] as const;
type Tab = (typeof TABS)[number][0];
const NEEDS_RECORD = new Set<Tab>(["children", "reference", "summary"]);

const sectionHas = (sections: ReturnType<typeof recordSections>, tab: Tab, name: string) =>
  (sections as Partial<Record<Tab, { name: string }[]>>)[tab]?.some((f) => f.name === name) === true;

/** The staff respondent record (product §2.2): new* routes create, {resid} routes edit. */
export function RespondentView({ panel, resid }: { panel: Panel; resid: string | undefined }) {
  const id = Number(resid ?? 0) || 0;
  const path = id ? `${PANEL_ROUTES[panel].edit}${id}` : PANEL_ROUTES[panel].add;
  const variant = useCountryVariant();
  const host = useCommandHost();
  const canBank = host.context().user.rights.has("BNK");
  const businessAllowed = useConfigFlag("IsBusinessPanelAllowed") === true;
  const impairmentAllowed = useConfigFlag("IsDisabilityPanelAllowed") === true;
  const record = useRespondent(id);
  const invalidate = useInvalidateRespondent();
  const merge = useMergeRequest(id);
  // "Add a child" (a command) shows the Children tab, whose panel then opens the blank editor.
  const childRequest = useChildEditorRequest(CHILD_KIND, id);
  const [tab, setTab] = useState<Tab>("profile");
  useEffect(() => {
    if (childRequest) setTab("children");
  }, [childRequest]);
  const initial = useMemo(
    () => (record.data ? recordValues(record.data) : emptyRecord(panel)),
    [record.data, panel],
  );
  // A merged-away or deactivated record is read-only: no saver, so Save is disabled.
  const readOnly = record.data?.isActive === false;
  const sections = useMemo(() => recordSections(variant, canBank), [variant, canBank]);
  const allFields = useMemo(() => Object.values(sections).flat(), [sections]);
  // The form holds text; the contract checks the update body built from it (blank → null, year → number).
  const latest = useRef({ initial, canBank });
  latest.current = { initial, canBank };
  const schema = useMemo(
    () =>
      z.preprocess(
        (v) => recordPayload(id, v as RecordValues, latest.current.initial, latest.current.canBank),
        respondentUpdateSchema(variant),
      ),
    [id, variant],
  );
  const { form, submit, formRef } = useRecordForm({
    id: RECORD_FORM_ID,
    schema,
    fields: allFields,
    defaults: initial,
    // Edits survive switching workspace tabs and unmounts, and are marked unsaved (decision 088).
    draftKey: path,
    // Nothing to save until the record has loaded.
    readOnly: readOnly || (id > 0 && !record.data),
    onInvalid: (errors) => {
      const first = allFields.find((f) => errors[f.name]);
      const where =
        first && (Object.keys(sections) as Tab[]).find((t) => sectionHas(sections, t, first.name));
      if (where) setTab(where);
      const messages = Object.values(errors).map((e) => e?.message);
      toast.error("Error!", messages.filter((m) => typeof m === "string").join(" "));
    },
    onSubmit: async () => {
      const values = form.getValues() as RecordValues;
      const answer = await saveRespondent(recordPayload(id, values, latest.current.initial, canBank));
      if (!answer.succeeded) {
        toast.error("Error!", answer.errors.join(" "));
        return false;
      }
      toast.success("Successfully Saved!");
      const saved = answer.value;
      if (!id)
        navigate(
          recordPath({
            id: saved.id,
            businessRego: values.businessRego,
            disabilityRego: values.disabilityRego,
          }),
        );
      return true;
    },
  });
  // A reloaded record (after a save) becomes the form's clean state; the first mount keeps its draft.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) form.reset(initial);
    mounted.current = true;
  }, [form, initial]);
  const businessRego = form.watch("businessRego") === true;
  const disabilityRego = form.watch("disabilityRego") === true;

  if (id && record.isLoading) return <p className="res-muted">Loading…</p>;
  if (id && record.error) return <p className="field-error">{record.error.message}</p>;
  const r = record.data;
  const kit = { form, variant };
  const formTab = tab === "profile" || tab === "panel" || tab === "notes" || (tab === "bank" && canBank);
  const tabs = TABS.filter(([t]) => (t !== "bank" || canBank) && (id > 0 || !NEEDS_RECORD.has(t)));

  return (
    <section className="res-screen" aria-labelledby="res-title">
      <header className="res-head">
        <h1 id="res-title">
          {r ? `#${r.id} ${r.firstName} ${r.lastName}` : `New ${PANEL_ROUTES[panel].title}`}
        </h1>
        <div className="res-toolbar">
          <CommandButton id="respondents.create" />
          <CommandButton id="respondents.save" />
          <CommandButton id="respondents.merge" />
          <CommandButton id="respondents.setPassword" />
          <CommandButton id="respondents.unsubscribe" />
          <CommandButton id="respondents.exportOpportunities" />
          <CommandButton id="respondents.openInOtherPane" />
          <CommandButton id="respondents.delete" />
        </div>
      </header>
      {r && !r.isActive ? (
        <p className="res-warning">
          This record is inactive{r.mergedIntoId ? ` (merged into #${r.mergedIntoId})` : ""}.
        </p>
      ) : null}
      <div className="res-tabs" role="tablist" aria-label="Respondent sections">
        {tabs.map(([t, label]) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`res-tab-${t}`}
            aria-selected={tab === t}
            aria-controls="res-panel"
            className={tab === t ? "res-tab res-tab-active" : "res-tab"}
            onClick={() => setTab(t)}
          >
            {label}
          </button>
        ))}
      </div>
      <fieldset
        id="res-panel"
        role="tabpanel"
        aria-labelledby={`res-tab-${tab}`}
        className="res-panel"
        disabled={readOnly}
      >
        {formTab ? (
          <form id={RECORD_FORM_ID} ref={formRef} onSubmit={submit} noValidate>
            {tab === "profile" ? <ProfileTab kit={kit} /> : null}
            {tab === "panel" ? (
              <PanelTab
                kit={kit}
                business={businessAllowed || businessRego}
                impairment={impairmentAllowed || disabilityRego}
              />
            ) : null}
            {tab === "notes" ? <NotesTab kit={kit} /> : null}
            {tab === "bank" ? <BankTab kit={kit} /> : null}
          </form>
        ) : null}
        {tab === "notes" ? <DatedNotesPanel respondentId={id} /> : null}
        {tab === "children" && id ? <ChildrenTab respondentId={id} path={path} /> : null}
        {tab === "reference" && id ? <ReferenceTab respondentId={id} /> : null}
        {tab === "summary" && id ? <SummaryTab respondentId={id} /> : null}
      </fieldset>
      {merge && r ? (
        <MergeDialog
          keep={r}
          other={merge.other}
          canBank={canBank}
          onClose={() => respondentScreens.mergeShown()}
          onMerged={() => {
            respondentScreens.mergeShown();
            void invalidate(id);
          }}
        />
      ) : null}
    </section>
  );
}
