import { useEffect } from "react";
import { atom, store, useAtomValue } from "../../lib/store";
import { toast } from "../../lib/toast";
import { commandUi, useCommandUi } from "./command-ui";
import { PaletteBackdrop } from "./palette-backdrop";
import { PALETTE_PLACEHOLDER, typedAhead } from "./typed-ahead";

/**
 * The palette (cmdk, its Radix dialog, the ranking) is the heaviest part of the staff shell, and
 * nobody needs it before the first Ctrl+K (decision 080). It loads once, on idle after the shell
 * mounts, or at the latest when the palette opens; once loaded it renders synchronously.
 */
type PaletteModule = typeof import("./command-palette");

const loadedAtom = atom<PaletteModule | null>(null);
let loading: Promise<PaletteModule> | null = null;

/** Starts (or joins) the palette chunk's download; a failed download is retried on the next call. */
export function preloadPalette(): Promise<PaletteModule> {
  loading ??= import("./command-palette").then(
    (module) => {
      store.set(loadedAtom, module);
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

type IdleWindow = { requestIdleCallback?: (cb: () => void, opts: { timeout: number }) => number };

/** Preloads when the browser is idle (at the latest after 2 s), so the first Ctrl+K doesn't wait. */
function preloadOnIdle(): () => void {
  const idle = (globalThis as IdleWindow).requestIdleCallback;
  const start = () => void preloadPalette().catch(() => {});
  if (idle) {
    const id = idle(start, { timeout: 2000 });
    return () => (globalThis as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback?.(id);
  }
  const timer = setTimeout(start, 200);
  return () => clearTimeout(timer);
}

export function LazyCommandPalette() {
  const { palette } = useCommandUi();
  const mod = useAtomValue(loadedAtom);
  useEffect(() => {
    if (store.get(loadedAtom)) return;
    const cancelIdle = preloadOnIdle();
    // Ctrl/⌘ goes down before K: a head start when the palette is wanted before the browser idles.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Control" || event.key === "Meta") void preloadPalette().catch(() => {});
    };
    window.addEventListener("keydown", onKey, { capture: true, passive: true });
    return () => {
      cancelIdle();
      window.removeEventListener("keydown", onKey, { capture: true });
    };
  }, []);
  useEffect(() => {
    if (!palette.open || mod) return;
    preloadPalette().catch(() => {
      // Closed again, so the next Ctrl+K retries the download.
      commandUi.closePalette();
      toast.alert("Error!", "The command palette could not be loaded. Check your connection and try again.");
    });
  }, [palette.open, mod]);
  if (mod) return <mod.CommandPalette />;
  return palette.open ? <LoadingPalette seq={palette.seq} /> : null;
}

/**
 * The palette's frame while its chunk downloads: it takes the keys at once (they would otherwise
 * reach the page underneath) and hands them to the real palette, which replaces it in place.
 */
function LoadingPalette({ seq }: { seq: number }) {
  return (
    <PaletteBackdrop>
      <div className="cmd-root" aria-busy="true">
        <nav className="cmd-breadcrumb" aria-label="Palette pages">
          <span>Commands</span>
        </nav>
        <input
          autoFocus
          className="cmd-input"
          aria-label="Command palette"
          placeholder={PALETTE_PLACEHOLDER}
          defaultValue=""
          onChange={(e) => typedAhead.set({ seq, text: e.target.value, enter: false })}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.preventDefault();
              commandUi.closePalette();
            } else if (e.key === "Enter") {
              e.preventDefault();
              typedAhead.set({ seq, text: e.currentTarget.value, enter: true });
            }
          }}
        />
        <div className="cmd-list cmd-loading" role="status">
          Loading…
        </div>
      </div>
    </PaletteBackdrop>
  );
}
