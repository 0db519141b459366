import { type FormEvent, useState } from "react";
import { childUpdateSchema } from "../../../../server/contracts/respondent-portal";
import { CommandButton } from "../../../components/command/command-button";
import { Button } from "../../../components/ui/button";
import { describedBy, Field } from "../../../components/ui/field";
import { checkForm, type FieldErrors } from "../../../components/ui/form-errors";
import { DigitsOnlyInput, LettersOnlyInput } from "../../../components/ui/masked-input";
import { toast } from "../../../lib/toast";
import { saveChild, useChildren } from "../api/respondents-api";
import { LookupSelect } from "./record-fields";

/** Children of the respondent (respondent-children and its update/delete). */
export function ChildrenTab({ respondentId }: { respondentId: number }) {
  const children = useChildren(respondentId);
  const [draft, setDraft] = useState({ firstName: "", gender: "", yearOfBirth: "" });
  const [errors, setErrors] = useState<FieldErrors>({});

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const payload = {
      respondentId,
      firstName: draft.firstName,
      gender: draft.gender || null,
      yearOfBirth: draft.yearOfBirth ? Number(draft.yearOfBirth) : null,
      monthOfBirth: null,
    };
    const checked = checkForm(childUpdateSchema, payload);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const answer = await saveChild(payload);
    if (!answer.succeeded) return toast.error("Error!", answer.errors.join(" "));
    toast.success("Successfully Saved!");
    setDraft({ firstName: "", gender: "", yearOfBirth: "" });
    await children.refetch();
  };

  return (
    <div>
      <table className="res-table">
        <caption className="res-muted">
          {children.data?.length ? "Children" : "No children recorded."}
        </caption>
        <thead>
          <tr>
            <th scope="col">First name</th>
            <th scope="col">Gender</th>
            <th scope="col">Year of birth</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {(children.data ?? []).map((c) => (
            <tr key={c.id}>
              <td>{c.firstName}</td>
              <td>{c.gender ?? ""}</td>
              <td>{c.yearOfBirth ?? ""}</td>
              <td>
                <CommandButton
                  id="respondents.deleteChild"
                  args={{ id: c.id, firstName: c.firstName }}
                  className="btn btn-link"
                  label={`Remove ${c.firstName}`}
                >
                  Remove
                </CommandButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form className="res-grid" onSubmit={add} noValidate aria-label="Add a child">
        <Field id="child-name" label="Child's first name" error={errors.firstName}>
          <LettersOnlyInput
            id="child-name"
            value={draft.firstName}
            onChange={(v) => setDraft((d) => ({ ...d, firstName: v }))}
            {...describedBy("child-name", errors.firstName)}
          />
        </Field>
        <Field id="child-gender" label="Child's gender">
          <LookupSelect
            id="child-gender"
            list="Gender"
            value={draft.gender}
            onChange={(v) => setDraft((d) => ({ ...d, gender: v }))}
          />
        </Field>
        <Field id="child-year" label="Child's year of birth" error={errors.yearOfBirth}>
          <DigitsOnlyInput
            id="child-year"
            maxLength={4}
            value={draft.yearOfBirth}
            onChange={(v) => setDraft((d) => ({ ...d, yearOfBirth: v }))}
            {...describedBy("child-year", errors.yearOfBirth)}
          />
        </Field>
        <div className="form-actions">
          <Button type="submit">Add child</Button>
        </div>
      </form>
    </div>
  );
}
