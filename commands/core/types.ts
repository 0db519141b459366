import type { Call, CallAnswer, CallInput } from "../../server/contracts/call";
import type { ConfigFlag } from "../../server/contracts/config";
import type { RightCode } from "../../server/contracts/rights-codes";
import type {
  ClientSuggestion,
  JobSuggestion,
  RespondentSuggestion,
  SessionSuggestion,
} from "../../server/contracts/search";
import type { NamedLayout } from "../../server/contracts/workspace";
import type { RoutePattern } from "../../src/app/routes/route-patterns";
import type { CallApiOptions } from "../../src/lib/call-api";
import type { ApiResult } from "../../src/lib/http";
import type { AREA_LOADERS } from "./area-loaders";

/** Options of ctx.prompt. */
export interface PromptOptions {
  /** The error text for a value not accepted, or null when it is fine. */
  validate?: (value: string) => string | null;
}

/** The tab that has focus, as commands see it. */
export interface FocusedView {
  path: string;
  title: string;
  /** The route pattern the path matched, e.g. "/job/edit/:id" (a value of ROUTES). */
  pattern: string | null;
  params: Record<string, string | undefined>;
}

/** Typed calls commands may make. The app wires the real ones; tests pass fakes. */
export interface CommandApi {
  searchJobs(keyword: string, signal?: AbortSignal): Promise<JobSuggestion[]>;
  searchRespondents(keyword: string, signal?: AbortSignal): Promise<RespondentSuggestion[]>;
  searchSessions(keyword: string, signal?: AbortSignal): Promise<SessionSuggestion[]>;
  searchClients(keyword: string, signal?: AbortSignal): Promise<ClientSuggestion[]>;
  layouts: {
    list(): Promise<NamedLayout[]>;
    /** Saves the current workspace under a name; answers an error text or null. */
    saveCurrentAs(name: string): Promise<string | null>;
    /** Replaces the workspace with a saved layout; false when it could not be restored. */
    apply(layout: unknown): boolean;
  };
  tracker: {
    clockIn(): Promise<void>;
    clockOut(): Promise<void>;
    track(job: { id: number; jobNumberAndName: string }): Promise<void>;
    stop(): Promise<void>;
    /** "IN", "OUT" or null while unknown; the job being tracked. */
    state(): {
      clock: "IN" | "OUT" | null;
      tracking: { jobId: number; jobNumberAndName: string } | null;
      busy: boolean;
    };
  };
  logout(): Promise<void>;
}

/** The area API modules, as AREA_LOADERS loads them. */
export type AreaApis = { [K in keyof typeof AREA_LOADERS]: Awaited<ReturnType<(typeof AREA_LOADERS)[K]>> };
export type AreaLoaders = { [K in keyof AreaApis]: () => Promise<AreaApis[K]> };

/** Workspace actions (tabs, panes, layouts) commands may call. */
export interface WorkspaceActions {
  newTab(): void;
  /** Closes the focused tab; unsaved changes ask first unless `discard` (the record is gone). */
  closeTab(options?: { discard?: boolean }): void;
  closeOtherTabs(): void;
  reopenClosedTab(): void;
  togglePin(): void;
  cycleTab(step: 1 | -1): void;
  goToTab(n: number): void;
  split(orientation: "horizontal" | "vertical"): void;
  cyclePane(step: 1 | -1): void;
  moveTabToOtherPane(): void;
  toggleMaximize(): void;
  /** Empties the focused tab's row selection (after its rows were deleted). */
  clearSelection(): void;
  /** Read-only facts for `enabled`. */
  info(): {
    panes: number;
    tabsInPane: number;
    closedTabs: number;
    focusedPinned: boolean;
    maximized: boolean;
  };
}

export interface CommandContext {
  api: CommandApi;
  /** Area APIs, loaded lazily: `const { calls } = await ctx.areas.jobs()`. */
  areas: AreaLoaders;
  /**
   * Calls a declared API call (decision 190): `ctx.call(calls.deleteJobs, { ids })`. The answer is
   * checked with the call's contract; tests answer it through fakeContext's `answers`.
   */
  call<C extends Call>(
    desc: C,
    input: CallInput<C>,
    options?: CallApiOptions,
  ): Promise<ApiResult<CallAnswer<C>>>;
  /** Changes the address (the focused tab follows). */
  navigate(path: string): void;
  /** Opens a view as a tab (or focuses it); otherPane opens it beside the focused pane. */
  openView(path: string, options?: { otherPane?: boolean; title?: string }): void;
  workspace: WorkspaceActions;
  confirm(text: string, title?: string, options?: ConfirmOptions): Promise<boolean>;
  /**
   * Asks for one value. With `validate`, a wrong value keeps the dialog open with the error under
   * the field (M11); the promise answers only a valid value or null (cancelled).
   */
  prompt(text: string, initial?: string, options?: PromptOptions): Promise<string | null>;
  toast: {
    success(title: string, text?: string | null): void;
    error(title: string, text?: string | null): void;
    alert(title: string, text?: string | null): void;
    /**
     * A success toast with an Undo button that runs `undo` (bulk actions the server can undo);
     * `key` names it so that an undo made elsewhere can take it away (`dismiss`).
     */
    undoable(title: string, text: string | null, undo: () => void, key?: string): void;
    /** Takes away the toast raised with `key` (an Undo offer whose action was undone). */
    dismiss(key: string): void;
  };
  focused: FocusedView | null;
  selection: readonly unknown[];
  user: {
    id: string;
    name: string;
    rights: ReadonlySet<string>;
    flags: Partial<Record<ConfigFlag, boolean>>;
  };
  /** Set when the palette ran the command with Ctrl/Cmd+Enter: open results in the other pane. */
  otherPane: boolean;
  showShortcuts(): void;
}

/** One row of an argument picker (a nested palette page). */
export interface PickerItem<A> {
  id: string;
  title: string;
  subtitle?: string;
  value: A;
}

/** A nested palette page that asks for the command's argument as you type. */
interface ArgPicker<A> {
  placeholder: string;
  /** Below this many characters the page shows `hint` and does not load. */
  minLength: number;
  hint: string;
  load(query: string, ctx: CommandContext, signal: AbortSignal): Promise<PickerItem<A>[]>;
}

/**
 * The menus commands can be placed in; `<CommandMenu menu=…/>` renders one. "staff-main" is the
 * staff menu of product §2.6. registryProblems reports a placement in any other menu.
 */
export const MENU_IDS = ["staff-main"] as const;
export type MenuId = (typeof MENU_IDS)[number];

interface MenuPlacement {
  menu: MenuId;
  /** The drop-down group in that menu, e.g. "Clients". */
  group: string;
  order: number;
}

/** A staff action, declared once (ARCHITECTURE.md "The command registry"). */
export interface Command<A = undefined> {
  /** Dotted, unique: "jobs.open", "workspace.splitRight". */
  id: string;
  title: string;
  category: string;
  keywords?: string[];
  /**
   * Key binding in our notation: modifiers Mod (Ctrl, or ⌘ on macOS), Ctrl, Alt, Shift joined
   * with "+", then the key ("K", "F6", "?", "]"). Several bindings separated by ", ".
   */
  key?: string;
  /**
   * The key works while typing in inputs and editors too: workspace keys (panes, tabs, Alt+W, the
   * open pickers), save and the palette; never plain characters such as "?".
   */
  keyInInputs?: boolean;
  /** Right codes the user must hold (all of them); otherwise the command is hidden. */
  rights?: RightCode[];
  /** Server flags that must be true; otherwise the command is hidden. */
  flags?: ConfigFlag[];
  /**
   * Route patterns this command is about ("/job/edit/:id"). Scoped commands are offered only
   * there and listed first; two commands may share a key only when their scopes do not overlap.
   */
  scope?: readonly RoutePattern[];
  /** Is it offered in this context at all (beyond rights, flags and scope)? */
  when?(ctx: CommandContext): boolean;
  /** Can it run now? true, or the reason shown on the disabled row. */
  enabled?(ctx: CommandContext): true | string;
  picker?: ArgPicker<A>;
  menus?: MenuPlacement[];
  run(ctx: CommandContext, args: A): void | Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds commands of every argument type
export type AnyCommand = Command<any>;

/** Declares a command with its argument type inferred from the picker. */
export function defineCommand<A = undefined>(command: Command<A>): Command<A> {
  return command;
}

/**
 * The buttons of a confirmation: verbs that say what happens ('Delete session and 3 bookings' /
 * 'Keep session'); a destructive one starts on the safe choice, so Enter by reflex loses nothing.
 */
export interface ConfirmOptions {
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}
