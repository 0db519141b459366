import { createContext, useCallback, useContext } from "react";
import { availability } from "../../../commands/core/registry";
import type { AnyCommand, CommandContext } from "../../../commands/core/types";
import { type FocusMark, forgetPendingRestores, markFocus } from "../../lib/focus-return";
import { atom, store, useAtomValue } from "../../lib/store";

/** What the palette, menus, buttons and the overlay read: the registry and a context factory. */
export interface CommandHostValue {
  commands: readonly AnyCommand[];
  /** A fresh context for this moment (focused tab, rights, tracker state). */
  context(extra?: { otherPane?: boolean }): CommandContext;
  /** Runs a command (recording its use) and reports failures as toasts. */
  run(command: AnyCommand, args: unknown, options?: { otherPane?: boolean }): Promise<void>;
}

export const HostContext = createContext<CommandHostValue | null>(null);

export function useCommandHost(): CommandHostValue {
  const value = useContext(HostContext);
  if (!value) throw new Error("useCommandHost outside <CommandHost>");
  return value;
}

/**
 * Runs a registry command by id, if it is offered and enabled now: for controls that are a
 * command's own UI but not a button (an autocomplete choosing its argument, an alert's "Yes").
 */
export function useRunCommand(): (id: string, args?: unknown) => Promise<void> {
  const host = useCommandHost();
  return useCallback(
    async (id, args) => {
      const command = host.commands.find((c) => c.id === id);
      if (command && availability(command, host.context()).state === "enabled") await host.run(command, args);
    },
    [host],
  );
}

/** Palette and overlay visibility, an atom outside React so hotkeys and commands can open them. */
type UiState = { palette: { open: boolean; startWith: string | null; seq: number }; overlay: boolean };
const uiAtom = atom<UiState>({ palette: { open: false, startWith: null, seq: 0 }, overlay: false });
const ui = () => store.get(uiAtom);
const setUi = (next: UiState) => store.set(uiAtom, next);
/** Where focus was when the palette opened; after it closes, until a command run takes it. */
let paletteReturn: FocusMark | null = null;
let closedReturn: FocusMark | null = null;
export const commandUi = {
  openPalette: (startWith: string | null = null) => {
    if (!ui().palette.open) {
      forgetPendingRestores();
      paletteReturn = markFocus();
    }
    setUi({ ...ui(), palette: { open: true, startWith, seq: ui().palette.seq + 1 }, overlay: false });
  },
  closePalette: () => {
    closedReturn = paletteReturn;
    paletteReturn = null;
    setUi({ ...ui(), palette: { ...ui().palette, open: false } });
    // Escape, or a command chosen: focus goes back to the row or field the palette opened over.
    closedReturn?.restore();
  },
  /** The focus mark of the palette that just closed (a command chosen there runs on it). */
  takeClosedFocus: (): FocusMark | null => {
    const mark = closedReturn;
    closedReturn = null;
    return mark;
  },
  togglePalette: () => (ui().palette.open ? commandUi.closePalette() : commandUi.openPalette()),
  showOverlay: () => setUi({ ...ui(), overlay: true, palette: { ...ui().palette, open: false } }),
  hideOverlay: () => setUi({ ...ui(), overlay: false }),
};
export function useCommandUi(): UiState {
  return useAtomValue(uiAtom);
}
