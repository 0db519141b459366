import "./workspace.css";
import { Component, lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { useIsMobile } from "../lib/viewport";
import { activeTab, focusedTab, type LayoutNode, type PaneNode, panesOf, type Tab } from "./model/layout";
import { loadWorkspace, scheduleSave } from "./persistence";
import { recordRecent } from "./recent";
import { actions, titleFor, useLayout, useWorkspaceReady, workspace } from "./store";
import { TabIdContext, useTabDirty, useUnloadGuard } from "./unsaved";
import { UnsavedCloseDialog } from "./unsaved-dialog";
import { matchView, type ViewDef } from "./view-registry";

export interface WorkspaceProps {
  /** Whether the user may see a view: true, or the reason shown instead. */
  canOpen: (def: ViewDef) => true | string;
  /** Shown in a focused tab whose path has no registered view (the router's page). */
  fallback?: ReactNode;
}

/**
 * Tabs in split panes. The address bar follows the focused tab and the focused tab follows the
 * address bar, so links, reload and back/forward work; the layout is saved per user.
 */
export function Workspace({ canOpen, fallback }: WorkspaceProps) {
  const layout = useLayout();
  const [pathname, setLocation] = useLocation();
  // A tab's path may carry a query string (a report's filters): the address is both.
  const search = useSearch();
  const location = search ? `${pathname}?${search}` : pathname;
  const focusedPath = focusedTab(layout)?.path;
  const ready = useWorkspaceReady();

  // Only on first mount: later address changes are handled below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: first mount only
  useEffect(() => {
    if (workspace.isReady()) return;
    void loadWorkspace(location, titleFor(location)).then(() => actions.navigateTo(location));
  }, []);

  // The address moved: show it. Reacts to the address only; the focused path is read then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: address-driven
  useEffect(() => {
    if (ready && location !== focusedPath) actions.navigateTo(location);
  }, [location, ready]);

  // The focused tab changed: the address follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus-driven
  useEffect(() => {
    // Read the store, not this render: the effect above may just have moved focus to the address.
    if (!ready) return;
    const now = workspace.get();
    const current = focusedTab(now)?.path;
    if (current) {
      if (current !== location) setLocation(current);
    } else if (panesOf(now.root).every((p) => p.tabs.length === 0)) {
      // The last tab closed: the staff home opens (as a new tab does), so the address never keeps
      // naming a record that is no longer open (a reload would bring it back; decision 100).
      // A new split pane is empty on purpose and keeps the address of the tab beside it.
      actions.newTab();
    }
  }, [focusedPath, ready]);

  useEffect(() => scheduleSave(layout), [layout]);
  useUnloadGuard();
  // The split chunk comes once the first screen is up, so a first split does not wait for it.
  useEffect(() => whenIdle(loadSplitView), []);

  const focused = focusedTab(layout);
  // A phone shows the focused pane alone (workspace.css); the saved split is kept and comes back
  // on a wide screen (decision 181).
  const phone = useIsMobile();
  useEffect(() => {
    if (ready && focused && focused.path !== "/dashboard") recordRecent(focused.path, focused.title);
  }, [ready, focused]);

  if (!ready) return <div className="ws-loading">Loading your workspace…</div>;

  const maximized = layout.maximizedPaneId
    ? panesOf(layout.root).find((p) => p.id === layout.maximizedPaneId)
    : undefined;
  return (
    // Ctrl/Cmd+click on a link inside the workspace opens it in the other pane.
    // On a phone CSS hides every pane but the focused one; the tree stays the same, so turning
    // the phone or resizing the window remounts no view.
    <div
      className={`ws-root${phone ? " ws-phone" : ""}`}
      data-testid="workspace"
      onClickCapture={otherPaneClick}
    >
      {maximized ? (
        <PaneView pane={maximized} canOpen={canOpen} fallback={fallback} />
      ) : (
        <NodeView node={layout.root} canOpen={canOpen} fallback={fallback} />
      )}
      <UnsavedCloseDialog />
    </div>
  );
}

function whenIdle(task: () => unknown) {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(task, 1000);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(() => task(), { timeout: 3000 });
  return () => cancelIdleCallback(id);
}

function otherPaneClick(event: React.MouseEvent) {
  if (!(event.ctrlKey || event.metaKey)) return;
  const anchor = (event.target as HTMLElement).closest("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
  const path = anchor.pathname + anchor.search;
  if (!matchView(path)) return;
  event.preventDefault();
  event.stopPropagation();
  actions.open(path, { otherPane: true });
}

type ViewProps = Omit<WorkspaceProps, "fallback"> & { fallback: ReactNode };

/**
 * Splits load with their own chunk (the resizable panels), so a workspace of one pane (the
 * first screen) does not download them; the shell asks for them once it is idle.
 */
const loadSplitView = () => import("./split-view");
const SplitView = lazy(loadSplitView);

function NodeView({ node, ...rest }: { node: LayoutNode } & ViewProps) {
  if (node.kind === "pane") return <PaneView pane={node} {...rest} />;
  return (
    <Suspense fallback={<p className="ws-note">Loading…</p>}>
      <SplitView key={node.id} node={node} renderChild={(child) => <NodeView node={child} {...rest} />} />
    </Suspense>
  );
}

/** Past this many tabs a pane's strip also offers a menu of all its tabs (walkthrough minor 10). */
const TABS_BEFORE_MENU = 5;

function PaneView({ pane, canOpen, fallback }: { pane: PaneNode } & ViewProps) {
  const layout = useLayout();
  const focused = layout.focusedPaneId === pane.id;
  const multi = panesOf(layout.root).length > 1;
  const index = panesOf(layout.root).findIndex((p) => p.id === pane.id) + 1;
  const body = useRef<HTMLDivElement>(null);
  const tab = activeTab(pane);

  // Keyboard focus follows pane focus (F6), unless it is already inside this pane.
  useEffect(() => {
    const el = body.current?.parentElement;
    if (focused && multi && el && !el.contains(document.activeElement))
      body.current?.focus({ preventScroll: true });
  }, [focused, multi]);

  return (
    <section
      className={`ws-pane${focused ? " ws-pane-focused" : ""}`}
      aria-label={`Pane ${index}${focused ? " (focused)" : ""}`}
      data-testid="ws-pane"
      data-focused={focused}
      onMouseDown={() => !focused && actions.focusPane(pane.id)}
      onFocus={() => !focused && actions.focusPane(pane.id)}
    >
      <div className="ws-tabstrip">
        {/* Only tabs inside the tablist (ARIA): a tab's × is part of it, the pane buttons sit beside it. */}
        <div className="ws-tablist" role="tablist" aria-label={`Tabs of pane ${index}`}>
          {pane.tabs.map((t) => (
            <TabButton key={t.id} tab={t} active={t.id === pane.activeTabId} />
          ))}
        </div>
        <span className="ws-tabstrip-fill" />
        {pane.tabs.length > TABS_BEFORE_MENU ? (
          // Tabs scrolled out of sight stay reachable: every tab by name, with the count.
          <select
            className="ws-tab-menu"
            aria-label={`All ${pane.tabs.length} tabs of pane ${index}`}
            value={pane.activeTabId ?? ""}
            onChange={(e) => actions.focusTab(e.target.value)}
          >
            {pane.tabs.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
        ) : null}
        {multi ? (
          <>
            <button
              type="button"
              className="ws-icon"
              title="Maximise / restore pane"
              onClick={actions.toggleMaximize}
            >
              {layout.maximizedPaneId === pane.id ? "▣" : "□"}
            </button>
            <button
              type="button"
              className="ws-icon"
              title="Close pane"
              onClick={() => actions.closePane(pane.id)}
            >
              ×
            </button>
          </>
        ) : null}
      </div>
      <div ref={body} className="ws-pane-body" role="tabpanel" tabIndex={-1}>
        {tab ? (
          <TabBody key={tab.id} tab={tab} focused={focused} canOpen={canOpen} fallback={fallback} />
        ) : (
          <div className="ws-empty">
            <p>This pane is empty.</p>
            <p>
              Press <kbd>Ctrl</kbd>+<kbd>K</kbd> to open a job, session, respondent or client here.
            </p>
          </div>
        )}
      </div>
    </section>
  );
}

function TabButton({ tab, active }: { tab: Tab; active: boolean }) {
  const dirty = useTabDirty(tab.id);
  const closable = !tab.pinned;
  // The active tab stays in sight in a strip that scrolls (a phone shows two or three tabs).
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [active]);
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      aria-selected={active}
      aria-keyshortcuts={closable ? "Delete" : undefined}
      className={`ws-tab ws-tab-title${active ? " ws-tab-active" : ""}${tab.pinned ? " ws-tab-pinned" : ""}`}
      title={closable ? `${tab.path} (Delete closes the tab)` : tab.path}
      data-testid="ws-tab"
      onClick={() => actions.focusTab(tab.id)}
      onAuxClick={(e) => e.button === 1 && closable && actions.closeTab(tab.id)}
      onKeyDown={(e) => {
        if (e.key === "Delete" && closable) {
          e.preventDefault();
          actions.closeTab(tab.id);
        }
      }}
    >
      {tab.pinned ? (
        <span className="ws-pin" title="Pinned">
          📌<span className="visually-hidden"> Pinned:</span>{" "}
        </span>
      ) : null}
      <span className="ws-tab-label">{tab.title}</span>
      {dirty ? (
        <span className="ws-dirty" title="Unsaved changes">
          {" "}
          ●<span className="visually-hidden"> (unsaved changes)</span>
        </span>
      ) : null}
      {closable ? (
        // A tab may not hold another control (ARIA), so the × is a mouse target inside it;
        // keyboard users close with Delete on the tab, Alt+W or the palette.
        <span
          className="ws-tab-close"
          aria-hidden="true"
          title={`Close ${tab.title}`}
          data-testid="ws-tab-close"
          onClick={(e) => {
            e.stopPropagation();
            actions.closeTab(tab.id);
          }}
        />
      ) : null}
    </button>
  );
}

function TabBody({ tab, focused, canOpen, fallback }: { tab: Tab; focused: boolean } & ViewProps) {
  const match = matchView(tab.path);
  if (!match) return focused ? fallback : <p className="ws-note">Focus this tab to load {tab.title}.</p>;
  const allowed = canOpen(match.def);
  if (allowed !== true) {
    return (
      <section className="card">
        <h1 className="card-title">Access Denied!</h1>
        <p>{allowed}</p>
      </section>
    );
  }
  const View = match.def.component;
  return (
    <ViewBoundary>
      <TabIdContext.Provider value={tab.id}>
        <Suspense fallback={<p className="ws-note">Loading…</p>}>
          <View params={match.params} />
        </Suspense>
      </TabIdContext.Provider>
    </ViewBoundary>
  );
}

/** One broken view must not take the workspace down. */
class ViewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return <p className="ws-note">This view could not be shown. Close the tab and try again.</p>;
    return this.props.children;
  }
}
