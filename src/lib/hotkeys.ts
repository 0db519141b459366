import hotkeys from "hotkeys-js";

/** One key binding: `combo` in the registry's normalised form ("mod+shift+k", "f6", "?"). */
export interface KeyBinding {
  combo: string;
  /** Fire even while typing in an input, textarea, select or rich-text editor. */
  inInputs: boolean;
  handler: (event: KeyboardEvent) => void;
}

export function isMac(): boolean {
  return (
    typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
  );
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** Our notation → hotkeys-js: "mod" is ⌘ on macOS and Ctrl elsewhere; "?" is Shift+/. */
function toHotkeysCombo(combo: string, mac: boolean = isMac()): string {
  if (combo === "?") return "shift+/";
  return combo
    .split("+")
    .map((part) => (part === "mod" ? (mac ? "command" : "ctrl") : part))
    .join("+");
}

let filterInstalled = false;

/**
 * Escape in a field leaves it (focus moves to the surrounding pane or main area), so the next key
 * is a workspace key rather than typing. Dialogs, the palette and an open suggestion list keep
 * their own Escape (close), so a second Escape is needed there.
 */
function leaveFieldOnEscape(event: KeyboardEvent): void {
  if (event.key !== "Escape" || event.defaultPrevented) return;
  const field = event.target;
  if (!isEditable(field) || !(field instanceof HTMLElement)) return;
  if (field.closest("dialog, [role='dialog'], .cmd-root")) return;
  if (field.getAttribute("aria-expanded") === "true") return;
  field.blur();
  field.parentElement?.closest<HTMLElement>("[tabindex='-1']")?.focus({ preventScroll: true });
}

/**
 * The one keyboard dispatcher. hotkeys-js ignores inputs by default; we let every event through
 * and decide per binding, so Ctrl+K works inside inputs while "?" does not.
 * Returns a function that removes exactly these bindings.
 */
export function bindKeys(bindings: KeyBinding[]): () => void {
  if (!filterInstalled) {
    hotkeys.filter = () => true;
    window.addEventListener("keydown", leaveFieldOnEscape);
    filterInstalled = true;
  }
  const mac = isMac();
  const registered = bindings.map((b) => {
    const key = toHotkeysCombo(b.combo, mac);
    const method = (event: KeyboardEvent) => {
      if (!b.inInputs && isEditable(event.target)) return;
      event.preventDefault();
      b.handler(event);
    };
    // "," separates alternatives in hotkeys-js; our combos never contain a literal comma.
    hotkeys(key, { keydown: true, splitKey: "+" }, method);
    return { key, method };
  });
  return () => {
    for (const r of registered) hotkeys.unbind(r.key, r.method);
  };
}
