import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { respondentUpdateSchema } from "../../../../server/contracts/respondents";
import { CommandButton } from "../../../components/command/command-button";
import { useCommandHost } from "../../../components/command/command-ui";
import { checkForm, type FieldErrors, focusFirstInvalid } from "../../../components/ui/form-errors";
import { useCountryVariant } from "../../../lib/country";
import { navigate } from "../../../lib/navigation";
import { useConfigFlag } from "../../../lib/server-config";
import { toast } from "../../../lib/toast";
import { useTabUnsaved } from "../../../workspace/unsaved";
import { CHILD_KIND, useChildEditorRequest } from "../api/child-requests";
import { saveRespondent, useInvalidateRespondent, useRespondent } from "../api/respondents-api";
import { respondentScreens, useMergeRequest } from "../api/screen-state";
import { ChildrenTab } from "../components/children-tab";
import { MergeDialog } from "../components/merge-dialog";
import { BankTab, NotesTab, PanelTab, ProfileTab } from "../components/record-tabs";
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
  const initial = useMemo(
    () => (record.data ? recordValues(record.data) : emptyRecord(panel)),
    [record.data, panel],
  );
  const [values, setValues] = useState<RecordValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => setValues(initial), [initial]);
  useEffect(() => {
    if (childRequest) setTab("children");
  }, [childRequest]);
  // Closing the workspace tab with edits asks first (decision 088); the edits live only while shown.
  const dirty = useMemo(
    () => (Object.keys(values) as (keyof RecordValues)[]).some((k) => !Object.is(values[k], initial[k])),
    [values, initial],
  );
  useTabUnsaved("respondent-record", dirty, () => {}, false);

  // The Save command reads the latest form through a ref (it is registered once per path).
  const latest = useRef({ values, initial });
  latest.current = { values, initial };
  const save = useCallback(async () => {
    const body = recordPayload(id, latest.current.values, latest.current.initial, canBank);
    const checked = checkForm(respondentUpdateSchema(variant), body);
    if (!checked.ok) {
      setErrors(checked.errors);
      setTab("profile");
      focusFirstInvalid();
      return toast.error("Error!", Object.values(checked.errors).join(" "));
    }
    setErrors({});
    const answer = await saveRespondent(body);
    if (!answer.succeeded) return toast.error("Error!", answer.errors.join(" "));
    toast.success("Successfully Saved!");
    const saved = answer.value;
    if (!id)
      navigate(
        recordPath({
          id: saved.id,
          businessRego: latest.current.values.businessRego,
          disabilityRego: latest.current.values.disabilityRego,
        }),
      );
    else await invalidate(id);
  }, [id, canBank, variant, invalidate]);
  // A merged-away or deactivated record is read-only: no saver, so Save is disabled.
  const readOnly = record.data?.isActive === false;
  useEffect(
    () => (readOnly ? undefined : respondentScreens.registerSaver(path, save)),
    [path, save, readOnly],
  );

  if (id && record.isLoading) return <p className="res-muted">Loading…</p>;
  if (id && record.error) return <p className="field-error">{record.error.message}</p>;
  const r = record.data;
  const kit = {
    values,
    errors,
    variant,
    set: <K extends keyof RecordValues>(k: K, v: RecordValues[K]) => setValues((s) => ({ ...s, [k]: v })),
  };
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
        {tab === "profile" ? <ProfileTab kit={kit} /> : null}
        {tab === "panel" ? (
          <PanelTab
            kit={kit}
            business={businessAllowed || values.businessRego}
            impairment={impairmentAllowed || values.disabilityRego}
          />
        ) : null}
        {tab === "children" && id ? <ChildrenTab respondentId={id} path={path} /> : null}
        {tab === "reference" && id ? <ReferenceTab respondentId={id} /> : null}
        {tab === "notes" ? <NotesTab kit={kit} respondentId={id} /> : null}
        {tab === "bank" && canBank ? <BankTab kit={kit} /> : null}
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
