import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode } from "react";
import type { Role } from "../../server/contracts/rights-codes";
import { queryClient } from "../lib/query-client";
import { onLoggedOut } from "../lib/session";
import { StaffFrame } from "./staff-frame";

// Each role downloads only its own layout: the staff shell's first load stays within budget (080).
const ClientLayout = lazy(() =>
  import("../layouts/client-layout").then((m) => ({ default: m.ClientLayout })),
);
const RespondentLayout = lazy(() =>
  import("../layouts/respondent-layout").then((m) => ({ default: m.RespondentLayout })),
);

// Nothing cached for one user may show to the next.
onLoggedOut(() => queryClient.clear());

/**
 * The signed-in part of the app: the shared query cache and the role's layout. Loaded on demand,
 * so public pages never download it.
 */
export function SignedInFrame({ role, children }: { role: Role; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {role === "Staff" ? (
        <StaffFrame>{children}</StaffFrame>
      ) : role === "Client" ? (
        <ClientLayout>{children}</ClientLayout>
      ) : (
        <RespondentLayout>{children}</RespondentLayout>
      )}
    </QueryClientProvider>
  );
}
