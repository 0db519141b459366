import type { ClientContact } from "../../server/contracts/client-contacts";
import type { Client } from "../../server/contracts/clients";
import { type Guard, isBoolean, isNumber, nullable, shape } from "../lib/guards";
import { http } from "../lib/http";

const quiet = { hideLoadingBar: true, authRedirect: false } as const;

/*
 * The client menu and the route guard read one field of each answer. Both are part of the signed-in
 * shell, so the answers are checked with guards, not the zod contracts (decision 080); each guard
 * checks the field read, typed with its contract (src/lib/shell-guards.test.ts compares them).
 */
export const isContactsClient: Guard<Pick<ClientContact, "clientId"> | null> = nullable(
  shape({ clientId: isNumber }),
);
export const isPrivateListFlag: Guard<Pick<Client, "allowPrivateList"> | null> = nullable(
  shape({ allowPrivateList: isBoolean }),
);

/**
 * Whether the signed-in contact's client record allows private lists (product §2.3): the contact
 * by id, then its client. The menu hides the entry and the route guard refuses the page with it;
 * the server refuses the calls on its own (assertPrivateListsAllowed).
 */
export async function allowsPrivateLists(contactId: string): Promise<boolean> {
  const contact = await http.get(`/api/client-contact/${contactId}`, isContactsClient, quiet);
  const clientId = contact.succeeded ? contact.value?.clientId : undefined;
  if (!clientId) return false;
  const client = await http.get(`/api/client/${clientId}`, isPrivateListFlag, quiet);
  return client.succeeded && client.value?.allowPrivateList === true;
}
