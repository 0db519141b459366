import { lazy } from "react";
import type { Role } from "../../../server/contracts/rights-codes";
import type { LazyPage, StaffRouteDef } from "./staff-route-def";

type Audience = "public" | "staff" | "client" | "respondent" | "shared";

/** A route of any audience; staff routes are StaffRouteDef plus the audience. */
export interface RouteDef extends StaffRouteDef {
  audience: Audience;
  /** Shared routes: the roles that may open it (product §2.5). */
  roles?: Role[];
  /** Client pages that exist only when the contact's client record allows them, else /accessdenied. */
  clientOption?: "allowPrivateList";
  /** Public pages whose header carries a Login link (set-password, unsubscribe). */
  loginLink?: boolean;
}

const notBuiltChunk = () => import("../../components/ui/not-built");

/** A page a later issue builds: the plain "not built yet" panel with the page's title. */
export function notBuilt(title: string): LazyPage {
  return lazy(() => notBuiltChunk().then((m) => ({ default: m.notBuiltPage(title) })));
}

/** A public page (product §2.1): no sign-in guard, no menus; some carry a Login link. */
export const publicRoute = (
  path: RouteDef["path"],
  title: string,
  component: RouteDef["component"],
  loginLink = false,
): RouteDef => ({
  audience: "public",
  path,
  title,
  component,
  ...(loginLink ? { loginLink } : {}),
});
