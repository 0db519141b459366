import type { ReactNode } from "react";
import { StaffWorkspaceFrame } from "./staff-workspace";

/**
 * Composes the staff shell: the workspace plugs its staff menu (from the command registry),
 * top bar and tabbed main area in (src/app/staff-workspace.tsx, decision 033).
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  return <StaffWorkspaceFrame>{children}</StaffWorkspaceFrame>;
}
