import { AREA_LOADERS } from "../../commands/core/area-loaders";
import type { CommandApi, CommandContext, FocusedView, WorkspaceActions } from "../../commands/core/types";
import type { ConfigFlag } from "../../server/contracts/config";
import {
  searchClients,
  searchJobsBy,
  searchRespondentsBy,
  searchSessions,
} from "../features/staff-bar/api/search";
import { tracker } from "../features/staff-bar/api/tracker";
import { navigate } from "../lib/navigation";
import { logout } from "../lib/session";
import { toast } from "../lib/toast";
import { focusedTab } from "../workspace/model/layout";
import { applyLayout, listNamedLayouts, saveCurrentAs } from "../workspace/persistence";
import { setTabSelection, tabSelection } from "../workspace/selection";
import { actions, workspace } from "../workspace/store";
import { matchView } from "../workspace/view-registry";

/** The real API behind commands: feature api modules and the workspace persistence. */
const commandApi: CommandApi = {
  searchJobs: (q, signal) => searchJobsBy("job", q, signal),
  searchRespondents: (q, signal) => searchRespondentsBy("respondent", q, signal),
  searchSessions,
  searchClients,
  layouts: { list: listNamedLayouts, saveCurrentAs, apply: applyLayout },
  tracker: {
    clockIn: () => tracker.clockIn(),
    clockOut: () => tracker.clockOut(),
    track: (job) => tracker.track(job),
    stop: () => tracker.stop(),
    state: () => {
      const s = tracker.get();
      return {
        clock: s.clock,
        busy: s.busy,
        tracking: s.tracking
          ? { jobId: s.tracking.jobId, jobNumberAndName: s.tracking.jobNumberAndName }
          : null,
      };
    },
  },
  logout,
};

const workspaceActions: WorkspaceActions = {
  newTab: actions.newTab,
  closeTab: (options) => actions.closeTab(undefined, options),
  closeOtherTabs: actions.closeOtherTabs,
  reopenClosedTab: actions.reopenClosedTab,
  togglePin: () => actions.togglePin(),
  cycleTab: actions.cycleTab,
  goToTab: actions.goToTab,
  split: actions.split,
  cyclePane: actions.cyclePane,
  moveTabToOtherPane: actions.moveTabToOtherPane,
  toggleMaximize: actions.toggleMaximize,
  clearSelection: () => {
    const path = focusedTab(workspace.get())?.path;
    if (path) setTabSelection(path, []);
  },
  info: actions.info,
};

function focusedView(): FocusedView | null {
  const tab = focusedTab(workspace.get());
  if (!tab) return null;
  const match = matchView(tab.path);
  return {
    path: tab.path,
    title: tab.title,
    pattern: match?.def.pattern ?? null,
    params: match?.params ?? {},
  };
}

/** Builds the context a command runs in, at the moment it runs. */
export function buildCommandContext(
  base: Pick<CommandContext, "prompt" | "confirm" | "showShortcuts" | "otherPane">,
  user: {
    id: string;
    name: string;
    rights: ReadonlySet<string>;
    flags: Partial<Record<ConfigFlag, boolean>>;
  },
): CommandContext {
  const focused = focusedView();
  return {
    ...base,
    api: commandApi,
    areas: AREA_LOADERS,
    // The call plumbing arrives with the first command that calls the server, not with the shell.
    call: async (desc, input, options) => (await import("../lib/call-api")).callApi(desc, input, options),
    navigate: (path) => navigate(path),
    openView: (path, options) => actions.open(path, options),
    workspace: workspaceActions,
    toast,
    focused,
    selection: tabSelection(focused?.path),
    user,
  };
}
