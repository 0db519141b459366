import type { FieldValues } from "react-hook-form";
import { type OwnClientSave, ownClientSaveSchema } from "../../../../server/contracts/client-portal";
import { Alert } from "../../../components/ui/alert";
import { type FieldSpec, formDefaults, RecordForm } from "../../../components/ui/record-form";
import { announceSave } from "../../../lib/announce";
import { useCountryVariant } from "../../../lib/country";
import { saveOwnClient, useOwnClient } from "../api/portal-api";
import { ClientPortalPage } from "./client-portal-page";
import { DocumentsList } from "./jobs-documents";

/** The fields a client may change (decision 211); the server drops any other. */
const FIELDS: FieldSpec[] = [
  { name: "phone", label: "Phone", kind: "landline", autoComplete: "tel" },
  { name: "email", label: "Email", inputType: "email", autoComplete: "email" },
  { name: "website", label: "Website", autoComplete: "url" },
  { name: "accountsEmail", label: "Billing email", inputType: "email" },
  { name: "addressLine1", label: "Address line 1", autoComplete: "address-line1" },
  { name: "addressLine2", label: "Address line 2", autoComplete: "address-line2" },
  { name: "suburb", label: "Suburb", autoComplete: "address-level2" },
  { name: "state", label: "State", kind: "select", lookup: "State" },
  { name: "postcode", label: "Post code", kind: "postcode", autoComplete: "postal-code" },
  { name: "country", label: "Country", autoComplete: "country-name" },
];

/** Client (/cliclient): the company's record as its contacts see it, the decided fields editable. */
export default function ClientPage() {
  const own = useOwnClient();
  const variant = useCountryVariant();
  const client = own.data;
  return (
    <ClientPortalPage title={client?.name ?? "Your company"}>
      {own.error ? <Alert tone="error">{own.error.message}</Alert> : null}
      {client ? (
        <>
          <p className="cp-muted">
            Status: {client.status}. Your company name and account terms are kept by the agency; contact us to
            change them.
          </p>
          <RecordForm
            key={client.id}
            id="cp-client"
            schema={ownClientSaveSchema}
            fields={FIELDS}
            variant={variant}
            defaults={formDefaults(FIELDS, client)}
            onSubmit={async (values: FieldValues) =>
              announceSave(await saveOwnClient(values as OwnClientSave))
            }
          />
          <DocumentsList kind="Client" id={client.id} title="Company documents" />
        </>
      ) : null}
    </ClientPortalPage>
  );
}
