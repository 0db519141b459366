import type { FieldValues } from "react-hook-form";
import { useLocation } from "wouter";
import { type Client, clientSaveSchema } from "../../../../server/contracts/clients";
import { formDefaults, RecordForm } from "../../../components/ui/record-form";
import { announceSave } from "../../../lib/announce";
import { useCountryVariant } from "../../../lib/country";
import { useLookup } from "../../../lib/lookups";
import { saveClient } from "../api/clients-api";
import { asOptions, clientEditPath, clientFields } from "../model/client-form";

/** The details tab (and client/add): the client record itself. */
export function ClientDetails({
  client,
  onDirtyChange,
}: {
  client: Client | null;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [, setLocation] = useLocation();
  const categories = useLookup("ClientCategory");
  const states = useLookup("State");
  const variant = useCountryVariant();
  if (categories.isLoading || states.isLoading) return <p className="ws-note">Loading…</p>;
  const fields = clientFields({ categories: asOptions(categories.data), states: asOptions(states.data) });
  return (
    <RecordForm
      id={`client-${client?.id ?? "new"}`}
      schema={clientSaveSchema}
      fields={fields}
      defaults={formDefaults(fields, client, { status: "Active" })}
      autoFocus={!client}
      variant={variant}
      draftKey={`client-${client?.id ?? "new"}`}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values: FieldValues) => {
        // The form checked the values with the call's own schema.
        const answer = await saveClient({ ...values, id: client?.id ?? 0 } as Parameters<
          typeof saveClient
        >[0]);
        const saved = announceSave(answer);
        if (saved && !client && answer.value) {
          onDirtyChange(false);
          setLocation(clientEditPath(answer.value.id, "contacts"));
        }
        return saved;
      }}
    />
  );
}
