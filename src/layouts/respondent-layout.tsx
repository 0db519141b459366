import type { ReactNode } from "react";
import { useConfigFlag } from "../lib/server-config";
import { useSession } from "../lib/session";
import { MenuFrame, type MenuItem } from "./menu-frame";
import { UserMenu } from "./user-menu";

/** Product §2.8: the respondent menu (plus the §2.10 pages people look for); My Points only when points are allowed. */
function respondentMenu(userId: string, pointsAllowed: boolean): MenuItem[] {
  return [
    { label: "Home", to: "/reshome" },
    { label: "My Profile", to: "/resprofile" },
    { label: "My Bank Details", to: "/resbanking" },
    ...(pointsAllowed ? [{ label: "My Points", to: "/respoints" }] : []),
    { label: "My Payments", to: `/respayments/${userId}` },
    { label: "My Surveys", to: `/ressurvey/${userId}` },
    { label: "My Sessions", to: `/ressession/${userId}` },
    { label: "My Opportunities", to: `/resopportunities/${userId}` },
    { label: "Share With Friends", to: "/ressocialshare" },
    { label: "My Settings", to: "/settings" },
    { label: "Contact Us", to: "/rescontactus" },
  ];
}

export function RespondentLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const points = useConfigFlag("IsPointsAllowed") === true;
  const id = session?.id ?? "";
  return (
    <MenuFrame
      menuLabel="Respondent menu"
      homeHref="/reshome"
      items={respondentMenu(id, points)}
      user={<UserMenu name={session?.name ?? ""} links={[{ label: "My Settings", to: "/settings" }]} />}
    >
      {children}
    </MenuFrame>
  );
}
