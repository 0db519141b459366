import { type ReactNode, useEffect, useState } from "react";
import { useConfigFlag } from "../lib/server-config";
import { useSession } from "../lib/session";
import { allowsPrivateLists } from "./client-flags";
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

/** The menu's Private List entry follows the client record (product §2.3). */
function useAllowPrivateList(contactId: string | undefined): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (!contactId) return;
    let live = true;
    void allowsPrivateLists(contactId).then((yes) => {
      if (live) setAllowed(yes);
    });
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
