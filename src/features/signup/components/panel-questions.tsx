import { describedBy, Field } from "../../../components/ui/field";
import type { FieldErrors } from "../../../components/ui/form-errors";
import { TextInput } from "../../../components/ui/text-input";
import { PANEL_OPTIONS, type SignupValues } from "../model/signup-form";
import { SelectInput } from "./select-input";

type Set = <K extends keyof SignupValues>(key: K, value: SignupValues[K]) => void;
interface Props {
  values: SignupValues;
  errors: FieldErrors;
  set: Set;
}

/** Business-panel questions (businessRego): company, role, industry, employees, turnover. */
export function BusinessQuestions({ values, errors, set }: Props) {
  const select = (id: keyof SignupValues, label: string, options: readonly string[]) => (
    <Field id={`su-${id}`} label={label} error={errors[id]}>
      <SelectInput
        id={`su-${id}`}
        options={options}
        value={String(values[id])}
        onChange={(v) => set(id, v)}
        {...describedBy(`su-${id}`, errors[id])}
      />
    </Field>
  );
  return (
    <fieldset className="signup-group">
      <legend>About your business</legend>
      <Field id="su-businessCompany" label="Company Name" error={errors.businessCompany}>
        <TextInput
          id="su-businessCompany"
          autoComplete="organization"
          value={values.businessCompany}
          onChange={(e) => set("businessCompany", e.target.value)}
          {...describedBy("su-businessCompany", errors.businessCompany)}
        />
      </Field>
      {select("businessRole", "Your Role", PANEL_OPTIONS.businessRole)}
      <Field id="su-businessIndustry" label="Industry" error={errors.businessIndustry}>
        <TextInput
          id="su-businessIndustry"
          value={values.businessIndustry}
          onChange={(e) => set("businessIndustry", e.target.value)}
          {...describedBy("su-businessIndustry", errors.businessIndustry)}
        />
      </Field>
      {select("businessEmployeeNumbers", "Number of Employees", PANEL_OPTIONS.employeeNumbers)}
      {select("businessTurnover", "Annual Turnover", PANEL_OPTIONS.turnover)}
    </fieldset>
  );
}

/** Impairment-panel questions (disabilityRego): types, severity, competency, support needed. */
export function ImpairmentQuestions({ values, errors, set }: Props) {
  const toggle = (type: string, on: boolean) =>
    set(
      "impairmentTypes",
      on ? [...values.impairmentTypes, type] : values.impairmentTypes.filter((t) => t !== type),
    );
  return (
    <fieldset className="signup-group">
      <legend>About your impairment</legend>
      <fieldset
        className="checkbox-group"
        aria-describedby={errors.impairmentTypes ? "su-impairmentTypes-error" : undefined}
      >
        <legend>Impairment Types</legend>
        {PANEL_OPTIONS.impairmentType.map((t) => (
          <label key={t} className="checkbox">
            <input
              type="checkbox"
              checked={values.impairmentTypes.includes(t)}
              onChange={(e) => toggle(t, e.target.checked)}
            />
            {t}
          </label>
        ))}
        {errors.impairmentTypes ? (
          <small id="su-impairmentTypes-error" className="field-error" role="alert">
            {errors.impairmentTypes}
          </small>
        ) : null}
      </fieldset>
      <Field id="su-impairmentSeverity" label="Severity" error={errors.impairmentSeverity}>
        <SelectInput
          id="su-impairmentSeverity"
          options={PANEL_OPTIONS.severity}
          value={values.impairmentSeverity}
          onChange={(v) => set("impairmentSeverity", v)}
          {...describedBy("su-impairmentSeverity", errors.impairmentSeverity)}
        />
      </Field>
      <Field id="su-impairmentCompetency" label="Competency" error={errors.impairmentCompetency}>
        <SelectInput
          id="su-impairmentCompetency"
          options={PANEL_OPTIONS.competency}
          value={values.impairmentCompetency}
          onChange={(v) => set("impairmentCompetency", v)}
        />
      </Field>
      <Field
        id="su-assistiveTechnology"
        label="Assistive Technology You Use"
        error={errors.assistiveTechnology}
      >
        <textarea
          id="su-assistiveTechnology"
          className="input"
          rows={3}
          value={values.assistiveTechnology}
          onChange={(e) => set("assistiveTechnology", e.target.value)}
        />
      </Field>
      <Field id="su-accommodationsNeeded" label="Accommodations Needed" error={errors.accommodationsNeeded}>
        <textarea
          id="su-accommodationsNeeded"
          className="input"
          rows={3}
          value={values.accommodationsNeeded}
          onChange={(e) => set("accommodationsNeeded", e.target.value)}
        />
      </Field>
    </fieldset>
  );
}
