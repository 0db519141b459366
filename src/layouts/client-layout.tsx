import { type ReactNode, useEffect, useState } from "react";
import type { ClientContact } from "../../server/contracts/client-contacts";
import type { Client } from "../../server/contracts/clients";
import { type Guard, isBoolean, isNumber, nullable, shape } from "../lib/guards";
import { http } from "../lib/http";
import { useConfigFlag } from "../lib/server-config";
import { useSession } from "../lib/session";
import { MenuFrame, type MenuItem } from "./menu-frame";
import { UserMenu } from "./user-menu";

/** Product §2.3: the client menu; two entries depend on a server flag and the client record. */
function clientMenu(jobSchedules: boolean, privateList: boolean): MenuItem[] {
  return [
    { label: "Home", to: "/clihome" },
    { label: "Client", to: "/cliclient" },
    { label: "Jobs", to: "/clijobs" },
    ...(jobSchedules ? [{ label: "Job Schedules", to: "/clijobschedule" }] : []),
    ...(privateList ? [{ label: "Private List", to: "/cliprivatelist" }] : []),
    { label: "Notes", to: "/clinotes" },
    { label: "Feedback", to: "/clifeedback" },
  ];
}

const quiet = { hideLoadingBar: true, authRedirect: false } as const;

/*
 * The menu reads one field of each answer. The frame is part of the first download, so the
 * answers are checked with guards, not the zod contracts (decision 080); each guard checks the
 * field read, typed with its contract (src/lib/shell-guards.test.ts compares them).
 */
export const isContactsClient: Guard<Pick<ClientContact, "clientId"> | null> = nullable(
  shape({ clientId: isNumber }),
);
export const isPrivateListFlag: Guard<Pick<Client, "allowPrivateList"> | null> = nullable(
  shape({ allowPrivateList: isBoolean }),
);

/** The menu loads the client contact by id, then its client, for allowPrivateList (product §2.3). */
function useAllowPrivateList(contactId: string | undefined): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (!contactId) return;
    let live = true;
    void (async () => {
      const contact = await http.get(`/api/client-contact/${contactId}`, isContactsClient, quiet);
      const clientId = contact.succeeded ? contact.value?.clientId : undefined;
      if (!clientId) return;
      const client = await http.get(`/api/client/${clientId}`, isPrivateListFlag, quiet);
      if (live) setAllowed(client.succeeded && client.value?.allowPrivateList === true);
    })();
    return () => {
      live = false;
    };
  }, [contactId]);
  return allowed;
}

export function ClientLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const schedules = useConfigFlag("IsJobSchedulesConfiguration") === true;
  const privateList = useAllowPrivateList(session?.id);
  return (
    <MenuFrame
      menuLabel="Client menu"
      homeHref="/clihome"
      items={clientMenu(schedules, privateList)}
      user={
        <UserMenu
          name={session?.name ?? ""}
          links={[
            { label: "Settings", to: "/clisettings" },
            { label: "Contact Us", to: "/rescontactus" },
          ]}
        />
      }
    >
      {children}
    </MenuFrame>
  );
}
