import { type FormEvent, useEffect, useState } from "react";
import { bankDetailsSchema } from "../../../../server/contracts/validation";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { describedBy, Field } from "../../../components/ui/field";
import { checkForm, type FieldErrors, focusFirstInvalid } from "../../../components/ui/form-errors";
import { MaskedInput } from "../../../components/ui/masked-input";
import { TextInput } from "../../../components/ui/text-input";
import { useCountryVariant } from "../../../lib/country";
import { toast } from "../../../lib/toast";
import { updateMe, useMe, useRefreshMe } from "../api/portal-api";
import { PortalPage } from "../components/portal-page";

const EMPTY = { financeAccountName: "", financeBsb: "", financeAccountNumber: "" };

/** My Bank Details (product §2.10, §4 Banking, §5): Clear blanks the three fields and saves at once. */
export default function BankDetailsPage() {
  const variant = useCountryVariant();
  const me = useMe();
  const refresh = useRefreshMe();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const showBsb = variant !== "NZ";

  useEffect(() => {
    if (me.data)
      setValues({
        financeAccountName: me.data.financeAccountName ?? "",
        financeBsb: me.data.financeBsb ?? "",
        financeAccountNumber: me.data.financeAccountNumber ?? "",
      });
  }, [me.data]);

  const save = async (fields: typeof EMPTY) => {
    if (!me.data) return;
    setBusy(true);
    const answer = await updateMe(me.data.id, fields).finally(() => setBusy(false));
    if (answer.succeeded) {
      toast.success("Successfully Saved!");
      await refresh();
    } else toast.error("Error!", answer.errors.join(" "));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkForm(bankDetailsSchema(variant), {
      ...values,
      financeBsb: showBsb ? values.financeBsb : "",
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid();
    }
    setErrors({});
    void save(checked.data);
  };

  const onClear = () => {
    setValues(EMPTY);
    setErrors({});
    void save(EMPTY);
  };

  return (
    <PortalPage title="My Bank Details" home="/reshome">
      {me.error ? <Alert tone="error">{me.error.message}</Alert> : null}
      <form onSubmit={onSubmit} noValidate aria-label="Bank details">
        <Field id="bank-name" label="Account Name" error={errors.financeAccountName}>
          <TextInput
            id="bank-name"
            autoComplete="cc-name"
            value={values.financeAccountName}
            onChange={(e) => setValues((v) => ({ ...v, financeAccountName: e.target.value }))}
            {...describedBy("bank-name", errors.financeAccountName)}
          />
        </Field>
        {showBsb ? (
          <Field id="bank-bsb" label="BSB" error={errors.financeBsb}>
            <MaskedInput
              id="bank-bsb"
              mask="bsb"
              variant={variant}
              value={values.financeBsb}
              onChange={(m) => setValues((v) => ({ ...v, financeBsb: m }))}
              {...describedBy("bank-bsb", errors.financeBsb)}
            />
          </Field>
        ) : null}
        <Field id="bank-number" label="Account Number" error={errors.financeAccountNumber}>
          <MaskedInput
            id="bank-number"
            mask="bankAccount"
            variant={variant}
            value={values.financeAccountNumber}
            onChange={(m) => setValues((v) => ({ ...v, financeAccountNumber: m }))}
            {...describedBy("bank-number", errors.financeAccountNumber)}
          />
        </Field>
        <div className="form-actions">
          <Button variant="secondary" onClick={onClear} disabled={busy || !me.data}>
            Clear
          </Button>
          <Button type="submit" busy={busy} disabled={!me.data}>
            Submit
          </Button>
        </div>
      </form>
    </PortalPage>
  );
}
