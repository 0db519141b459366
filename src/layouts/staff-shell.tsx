import { type ReactNode, useId, useState } from "react";
import { useLocation } from "wouter";
import { logout, useSession } from "../lib/session";
import { useIsMobile } from "../lib/viewport";
import { Footer, MenuToggle, RequestIndicators, useContentOffset, useNavRef } from "./chrome";
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
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  // On a phone the search row and tracker fold away too, so the workspace gets the screen.
  const [toolsOpen, setToolsOpen] = useState(false);
  const menuId = useId();
  const toolsId = useId();
  const [location] = useLocation();
  // Under 768 px the menu folds behind a toggle and folds again after each navigation.
  const [seenLocation, setSeenLocation] = useState(location);
  if (seenLocation !== location) {
    setSeenLocation(location);
    setOpen(false);
    setToolsOpen(false);
  }
  return (
    <div className={`layout layout-staff${mobile ? " layout-mobile" : ""}`}>
      <RequestIndicators />
      <header ref={nav} className="app-header app-header-staff">
        <div className="staff-header-row">
          <Logo href="/dashboard" />
          {mobile && menu ? (
            <MenuToggle open={open} controls={menuId} onToggle={() => setOpen((o) => !o)}>
              Menu
            </MenuToggle>
          ) : null}
          {mobile && topBar ? (
            <MenuToggle open={toolsOpen} controls={toolsId} onToggle={() => setToolsOpen((o) => !o)}>
              Search and tracker
            </MenuToggle>
          ) : null}
          {menu && (!mobile || open) ? (
            <div id={menuId} className="staff-menu-slot">
              {menu}
            </div>
          ) : null}
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
        {topBar && (!mobile || toolsOpen) ? <div id={toolsId}>{topBar}</div> : null}
      </header>
      <main id="main" tabIndex={-1} className="app-main app-main-staff" style={{ marginTop: offset }}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
