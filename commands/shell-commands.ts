import type { AnyCommand } from "./core/types";
import { openPalette } from "./help/open-palette";
import { showShortcuts } from "./help/show-shortcuts";
import { goToCommands } from "./navigation/go-to";
import { openClient } from "./open/open-client";
import { openJob } from "./open/open-job";
import { openRespondent } from "./open/open-respondent";
import { openSession } from "./open/open-session";
import { clockIn } from "./top-bar/clock-in";
import { clockOut } from "./top-bar/clock-out";
import { logOut } from "./top-bar/log-out";
import { mySettings } from "./top-bar/my-settings";
import { stopTracking } from "./top-bar/stop-tracking";
import { trackJob } from "./top-bar/track-job";
import { closeOtherTabs } from "./workspace/close-other-tabs";
import { closeTab } from "./workspace/close-tab";
import { focusNextPane } from "./workspace/focus-next-pane";
import { focusPreviousPane } from "./workspace/focus-previous-pane";
import { goToTabCommands } from "./workspace/go-to-tab";
import { moveTabToOtherPane } from "./workspace/move-tab-to-other-pane";
import { newTab } from "./workspace/new-tab";
import { nextTab } from "./workspace/next-tab";
import { openSavedLayout } from "./workspace/open-saved-layout";
import { previousTab } from "./workspace/previous-tab";
import { reopenClosedTab } from "./workspace/reopen-closed-tab";
import { saveLayoutAs } from "./workspace/save-layout-as";
import { splitDown } from "./workspace/split-down";
import { splitRight } from "./workspace/split-right";
import { toggleMaximizePane } from "./workspace/toggle-maximize-pane";
import { togglePin } from "./workspace/toggle-pin-tab";

/**
 * The commands the staff shell carries in its first download (decision 120): help, open, the staff
 * menu, tabs and panes, the top bar. ALL_COMMANDS (commands/all-commands.ts) starts with them and collects every
 * area command after; the shell loads that list in a chunk of its own right after it mounts
 * (src/app/area-commands.ts), so the areas can grow without growing the shell.
 */
export const SHELL_COMMANDS: readonly AnyCommand[] = [
  openPalette,
  showShortcuts,
  openJob,
  openSession,
  openRespondent,
  openClient,
  ...goToCommands,
  newTab,
  closeTab,
  closeOtherTabs,
  reopenClosedTab,
  togglePin,
  nextTab,
  previousTab,
  ...goToTabCommands,
  splitRight,
  splitDown,
  focusNextPane,
  focusPreviousPane,
  moveTabToOtherPane,
  toggleMaximizePane,
  saveLayoutAs,
  openSavedLayout,
  clockIn,
  clockOut,
  trackJob,
  stopTracking,
  logOut,
  mySettings,
];
