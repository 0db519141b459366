import type { ReactNode } from "react";
import { logout, useSession } from "../lib/session";
import { Footer, RequestIndicators, useContentOffset, useNavRef } from "./chrome";
import { Logo } from "./logo";

export interface StaffShellProps {
  /** The staff menu (built by the workspace from the command registry). */
  menu?: ReactNode;
  /** The staff top bar: search, user drop-down, job tracker. */
  topBar?: ReactNode;
  /** Header controls on the right, including the user's name; when absent the shell shows the name and a Logout button. */
  userArea?: ReactNode;
  children: ReactNode;
}

/** The staff frame: header (logo, user name, slots), main area, footer. */
export function StaffShell({ menu, topBar, userArea, children }: StaffShellProps) {
  const session = useSession();
  const nav = useNavRef();
  const offset = useContentOffset(nav);
  return (
    <div className="layout layout-staff">
      <RequestIndicators />
      <header ref={nav} className="app-header app-header-staff">
        <div className="staff-header-row">
          <Logo href="/dashboard" />
          {menu}
          <div className="header-user">
            {/* A user area (the workspace's drop-down) shows the name itself. */}
            {userArea ?? (
              <>
                <span className="user-name" data-testid="user-name">
                  {session?.name}
                </span>
                <button type="button" className="btn btn-link" onClick={() => void logout()}>
                  Logout
                </button>
              </>
            )}
          </div>
        </div>
        {topBar}
      </header>
      <main id="main" className="app-main app-main-staff" style={{ marginTop: offset }}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
