import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { bankDetailsSchema } from "../../../../server/contracts/validation";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { type FieldSpec, RecordForm } from "../../../components/ui/record-form";
import { useCountryVariant } from "../../../lib/country";
import { toast } from "../../../lib/toast";
import { updateMe, useMe } from "../api/portal-api";
import { PortalPage } from "../components/portal-page";

const EMPTY = { financeAccountName: "", financeBsb: "", financeAccountNumber: "" };

const NAME: FieldSpec = { name: "financeAccountName", label: "Account Name" };
const BSB: FieldSpec = { name: "financeBsb", label: "BSB", kind: "bsb" };
const NUMBER: FieldSpec = { name: "financeAccountNumber", label: "Account Number", kind: "bankAccount" };

/** My Bank Details (product §2.10, §4 Banking, §5): Clear blanks the three fields and saves at once. */
export default function BankDetailsPage() {
  const variant = useCountryVariant();
  const me = useMe();
  const [busy, setBusy] = useState(false);
  // Clear shows a blank form at once (a new form instance) while the blanks are saved.
  const [cleared, setCleared] = useState(0);
  const showBsb = variant !== "NZ";
  const fields = showBsb ? [NAME, BSB, NUMBER] : [NAME, NUMBER];

  const save = async (values: typeof EMPTY) => {
    if (!me.data) return false;
    setBusy(true);
    const answer = await updateMe(me.data.id, values).finally(() => setBusy(false));
    if (answer.succeeded) toast.success("Successfully Saved!");
    else toast.error("Error!", answer.errors.join(" "));
    return answer.succeeded;
  };

  const stored = me.data
    ? {
        financeAccountName: me.data.financeAccountName ?? "",
        // NZ has no BSB: a missing BSB is sent as an empty string (product §5).
        financeBsb: showBsb ? (me.data.financeBsb ?? "") : "",
        financeAccountNumber: me.data.financeAccountNumber ?? "",
      }
    : EMPTY;

  return (
    <PortalPage title="My Bank Details" home="/reshome">
      {me.error ? <Alert tone="error">{me.error.message}</Alert> : null}
      <RecordForm
        key={`${me.data?.id ?? 0}-${cleared}-${variant}`}
        id="bank"
        schema={bankDetailsSchema(variant)}
        fields={fields}
        variant={variant}
        defaults={cleared ? EMPTY : stored}
        submitLabel="Submit"
        onSubmit={(values: FieldValues) => save(values as typeof EMPTY)}
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              setCleared((n) => n + 1);
              void save(EMPTY);
            }}
            disabled={busy || !me.data}
          >
            Clear
          </Button>
        }
      />
    </PortalPage>
  );
}
