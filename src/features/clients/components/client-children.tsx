import type { FieldValues } from "react-hook-form";
import type { ZodType } from "zod";
import { clientContactSaveSchema } from "../../../../server/contracts/client-contacts";
import {
  clientAddressSaveSchema,
  clientNoteSaveSchema,
  clientPoSaveSchema,
  feedbackSaveSchema,
  venueSaveSchema,
} from "../../../../server/contracts/clients";
import { CommandButton } from "../../../components/command/command-button";
import { formDefaults } from "../../../components/ui/record-form";
import { RecordPanel } from "../../../components/ui/record-panel";
import { announceSave } from "../../../lib/announce";
import { type ChildResource, saveChild, useChildren } from "../../../lib/child-records";
import { useCountryVariant } from "../../../lib/country";
import { useListFormat } from "../../../lib/list-format";
import { useLookup } from "../../../lib/lookups";
import { clientChildren } from "../api/clients-api";
import { CLIENT_CHILD_TABS, type Lookups } from "../model/child-tabs";
import { asOptions, type ClientTab, clientEditPath } from "../model/client-form";
import { clientScreens, useEditorRequest } from "../state/screen-state";

type EditableTab = keyof typeof CLIENT_CHILD_TABS;

const SETUP: Record<EditableTab, { resource: ChildResource<unknown>; schema: ZodType; add: string }> = {
  contacts: { resource: clientChildren.contacts, schema: clientContactSaveSchema, add: "clients.addContact" },
  notes: { resource: clientChildren.notes, schema: clientNoteSaveSchema, add: "clients.addNote" },
  feedback: { resource: clientChildren.feedback, schema: feedbackSaveSchema, add: "clients.addFeedback" },
  venues: { resource: clientChildren.venues, schema: venueSaveSchema, add: "clients.addVenue" },
  addresses: {
    resource: clientChildren.addresses,
    schema: clientAddressSaveSchema,
    add: "clients.addAddress",
  },
  purchaseorders: {
    resource: clientChildren.pos,
    schema: clientPoSaveSchema,
    add: "clients.addPurchaseOrder",
  },
};

function useLookups(): Lookups {
  const contactTypes = useLookup("ContactType").data;
  const notesTypes = useLookup("NotesType").data;
  const feedbackTypes = useLookup("FeedbackType").data;
  const feedbackActions = useLookup("FeedbackAction").data;
  const addressTypes = useLookup("ClientAddressType").data;
  const states = useLookup("State").data;
  return {
    contactTypes: asOptions(contactTypes),
    notesTypes: asOptions(notesTypes),
    feedbackTypes: asOptions(feedbackTypes),
    feedbackActions: asOptions(feedbackActions),
    addressTypes: asOptions(addressTypes),
    states: asOptions(states),
  };
}

/** A list tab of the client screen with its add/delete commands and a modal editor. */
export function ClientChildTab({ clientId, tab }: { clientId: number; tab: EditableTab }) {
  const { resource, schema, add } = SETUP[tab];
  const spec = CLIENT_CHILD_TABS[tab];
  const list = useChildren(resource, clientId);
  const lookups = useLookups();
  const variant = useCountryVariant();
  const show = useListFormat();
  const openBlank = useEditorRequest(resource.kind, clientId);
  const fields = spec.fields(lookups);
  return (
    <RecordPanel<Record<string, unknown>>
      title={tabTitle(tab)}
      rows={list.data as Record<string, unknown>[] | undefined}
      error={list.error ? list.error.message : null}
      columns={spec.columns(show)}
      rowKey={(r) => Number(r.id)}
      openBlank={openBlank}
      onBlankOpened={clientScreens.editorOpened}
      onSelectionChange={(rows) =>
        clientScreens.setSelection(clientEditPath(clientId, tab as ClientTab), rows)
      }
      actions={
        <>
          <CommandButton id={add} className="btn btn-primary" />
          <CommandButton id="clients.deleteSelected" />
          {tab === "contacts" ? <CommandButton id="clients.givePortalAccess" /> : null}
        </>
      }
      editor={{
        variant,
        schema,
        fields,
        blank: () => formDefaults(fields, null, spec.blank(clientId)),
        fromRow: (row) => formDefaults(fields, row, { id: row.id, clientId }),
        save: async (values: FieldValues) =>
          announceSave(await saveChild(resource, clientId, { ...values, clientId })),
      }}
    />
  );
}

function tabTitle(tab: EditableTab): string {
  return {
    contacts: "Contacts",
    notes: "Notes",
    feedback: "Feedback",
    venues: "Venues",
    addresses: "Addresses",
    purchaseorders: "Purchase Orders",
  }[tab];
}
