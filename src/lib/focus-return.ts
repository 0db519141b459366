/**
 * Where keyboard focus was before a command, the palette or a dialog took it, so it goes back
 * there afterwards (decision 180). Without this, focus falls to <body> whenever the element that
 * held it is removed (the palette's input, a dialog, a button that became disabled), and the user
 * needs dozens of Tab presses to get back to the list they were working on.
 *
 * The one rule: put focus back only when it is lost (on <body> or on a removed element). A
 * command that moves focus on purpose (a new question's label, a dialog, a new tab's form) wins.
 */
export interface FocusMark {
  /** Puts focus back if it is lost now; safe to call more than once. */
  restore(): void;
}

const NOTHING: FocusMark = { restore() {} };

/** Bumped when the user starts something new (the palette opens): older restores give up. */
let epoch = 0;
export function forgetPendingRestores(): void {
  epoch += 1;
}

function isLost(): boolean {
  if (typeof document === "undefined") return false;
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

function canFocus(el: Element | null): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.isConnected) return false;
  if ((el as HTMLButtonElement).disabled || el.closest("[inert]")) return false;
  // Hidden (display: none, a tab not shown) elements have no boxes.
  return el.getClientRects().length > 0;
}

/** A selector that finds the same control again if React replaced the element. */
function locator(el: HTMLElement): string | null {
  if (el.id) return `#${CSS.escape(el.id)}`;
  const role = el.getAttribute("role");
  const label = el.getAttribute("aria-label");
  if (role && label) return `[role="${role}"][aria-label="${CSS.escape(label)}"]`;
  const name = el.getAttribute("name");
  if (name) return `${el.tagName.toLowerCase()}[name="${CSS.escape(name)}"]`;
  return null;
}

/**
 * A toolbar button acts on the selection of the list beside it: focus goes back to that list
 * (its cursor row), not to the button, so the next arrow key or action continues there.
 */
function listOf(el: HTMLElement): HTMLElement | null {
  if (el.closest('[role="grid"]') || !el.matches("button, [role='button']")) return null;
  const near = el.closest("section, [role='tabpanel']");
  const grid = near?.querySelector<HTMLElement>('[role="grid"][aria-activedescendant]');
  return grid ?? null;
}

/** Remembers the focused element now (nothing when focus is already lost). */
export function markFocus(): FocusMark {
  if (isLost()) return NOTHING;
  const active = document.activeElement as HTMLElement;
  const target = listOf(active) ?? active;
  const selector = locator(target);
  // The fallback lookup stays inside the same tab's view: the tab body is the pane body's child.
  const paneBody = target.closest(".ws-pane-body");
  const scope: ParentNode =
    (paneBody ? Array.from(paneBody.children).find((c) => c.contains(target)) : null) ?? document;
  // Focus still on the button that acted on the list counts as lost: it goes to the list.
  const stillOnButton = () => target !== active && document.activeElement === active;
  const started = epoch;
  const attempt = () => {
    if (epoch !== started) return;
    // Another tab took the pane (a record opened): that is where the user went.
    if (scope instanceof Element && !scope.isConnected) return;
    if (!isLost() && !stillOnButton()) return;
    if (canFocus(target)) return target.focus({ preventScroll: true });
    if (!selector) return;
    const again = scope.querySelector(selector);
    if (canFocus(again)) again.focus({ preventScroll: true });
  };
  return {
    restore() {
      attempt();
      // A list refreshed by the action re-renders a moment later; try again once it has.
      requestAnimationFrame(attempt);
      setTimeout(attempt, 120);
    },
  };
}
