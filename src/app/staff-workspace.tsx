import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo } from "react";
import type { CommandContext } from "../../commands/core/types";
import type { ConfigFlag } from "../../server/contracts/config";
import { apiPath, WORKSPACE_PATHS } from "../../server/contracts/shell-paths";
import type { StaffMe } from "../../server/contracts/workspace";
import { CommandHost } from "../components/command/command-host";
import { CommandMenu } from "../components/command/command-menu";
import { useCommandUi } from "../components/command/command-ui";
import { tracker } from "../features/staff-bar/api/tracker";
import { ClockAlert } from "../features/staff-bar/components/clock-alert";
import { StaffTopBar } from "../features/staff-bar/components/staff-top-bar";
import { TrackerBar } from "../features/staff-bar/components/tracker-bar";
import { UserDropdown } from "../features/staff-bar/components/user-dropdown";
import { StaffShell } from "../layouts/staff-shell";
import { arrayOf, type Guard, isInteger, isString, shape } from "../lib/guards";
import { http } from "../lib/http";
import { onBeforeLogout, useSession } from "../lib/session";
import { toast } from "../lib/toast";
import { clearRecent } from "../workspace/recent";
import { actions } from "../workspace/store";
import type { ViewDef } from "../workspace/view-registry";
import { Workspace } from "../workspace/workspace-view";
import { loadAreaCommands, SHELL_COMMAND_COUNT, useRegistry } from "./area-commands";
import { buildCommandContext } from "./command-context";
import { useShellFlags } from "./shell-flags";
import { registerWorkspaceViews } from "./workspace-views";

registerWorkspaceViews();

/** Checked with a guard: zod stays out of the staff shell (decision 080). */
export const isStaffMe: Guard<StaffMe> = shape({
  id: isInteger,
  username: isString,
  name: isString,
  rights: arrayOf(isString),
});

function useStaffMe() {
  return useQuery({
    queryKey: ["workspace", "me"],
    queryFn: async () => {
      const answer = await http.get(apiPath(WORKSPACE_PATHS.me), isStaffMe, { hideLoadingBar: true });
      if (!answer.succeeded) throw new Error(answer.errors[0] ?? "Could not load your rights.");
      return answer.value;
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * The staff workspace inside the StaffShell: staff menu and palette from the command registry,
 * top bar (search, user drop-down, job tracker), and tabs in split panes as the main area.
 */
export function StaffWorkspaceFrame({ children }: { children: ReactNode }) {
  const session = useSession();
  const me = useStaffMe();
  const flags = useShellFlags();
  const rights = useMemo(() => new Set<string>(me.data?.rights ?? []), [me.data]);
  const userId = session?.id ?? "";
  const name = session?.name ?? "";

  const commands = useRegistry();
  // Right after the shell mounts, the area commands arrive in a chunk of their own (decision 120);
  // a failed download is retried when the palette opens.
  const paletteOpen = useCommandUi().palette.open;
  useEffect(() => {
    if (paletteOpen || commands.length === SHELL_COMMAND_COUNT) loadAreaCommands().catch(() => {});
  }, [paletteOpen, commands.length]);

  useEffect(() => {
    if (!userId) return;
    void tracker.start(userId);
    return onBeforeLogout(async () => {
      await tracker.beforeLogout();
      clearRecent();
    });
  }, [userId]);

  const buildContext = useCallback(
    (base: Pick<CommandContext, "prompt" | "confirm" | "showShortcuts" | "otherPane">) =>
      buildCommandContext(base, { id: userId, name, rights, flags }),
    [userId, name, rights, flags],
  );
  const onError = useCallback((title: string, text: string) => toast.alert(title, text), []);

  const canOpen = useCallback(
    (def: ViewDef): true | string => {
      if (!me.data) return true;
      if (def.right && !rights.has(def.right)) return "You don't have permission to open this page.";
      if (def.flag && flags[def.flag as ConfigFlag] === false)
        return "This page is not available on this site.";
      return true;
    },
    [me.data, rights, flags],
  );

  return (
    <CommandHost commands={commands} buildContext={buildContext} userId={userId} onError={onError}>
      <StaffShell
        menu={<CommandMenu menu="staff-main" label="Staff menu" />}
        topBar={
          <>
            <StaffTopBar onOpen={(path) => actions.open(path)} />
            <TrackerBar />
          </>
        }
        userArea={<UserDropdown name={name} />}
      >
        <Workspace canOpen={canOpen} fallback={children} />
      </StaffShell>
      <ClockAlert alertsEnabled={flags.IsAttendanceAlertEnabled} />
    </CommandHost>
  );
}
