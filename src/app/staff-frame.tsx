import type { ReactNode } from "react";
import { Link } from "wouter";
import { StaffShell } from "../layouts/staff-shell";

/**
 * Composes the staff shell. The workspace plugs its staff menu (from the command registry),
 * top bar and tabbed main area in here; until then a minimal menu and the routed page show.
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  return (
    <StaffShell
      menu={
        <nav aria-label="Staff menu" className="app-menu">
          <ul>
            <li>
              <Link href="/dashboard">Home</Link>
            </li>
            <li>
              <Link href="/settings">My Settings</Link>
            </li>
          </ul>
        </nav>
      }
    >
      {children}
    </StaffShell>
  );
}
