import { createElement, Fragment, type FunctionComponent, type ReactNode, useEffect, useState } from "react";
import type { ToasterProps } from "sonner";

/**
 * The app's alerts (product §8: 'Successfully Saved!', 'Error!', 'Access Denied!'...): a title
 * and a text. sonner loads with the first alert, so pages that never alert never download it.
 */
type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | null = null;
const loadSonner = () => {
  sonner ??= import("sonner");
  return sonner;
};

// The host mounts the Toaster once sonner is wanted; alerts wait for it (a toast raised before
// the Toaster subscribes would be lost).
let mountHost: (() => void) | null = null;
let hostReady: Promise<void> | null = null;
let resolveHostReady: (() => void) | null = null;

function whenHostReady(): Promise<void> {
  if (!hostReady) {
    hostReady = new Promise<void>((resolve) => {
      resolveHostReady = resolve;
    });
    mountHost?.();
  }
  return hostReady;
}

/**
 * Some texts of the spec carry '<br>' ('You don't have permission to export results.<br>Please
 * contact system administrator.'): it becomes a line break, never markup or literal text.
 */
export function withLineBreaks(text: string): ReactNode {
  const parts = text.split(/<br\s*\/?>/i);
  if (parts.length === 1) return text;
  return createElement(
    Fragment,
    null,
    ...parts.flatMap((part, i) => (i === 0 ? [part] : [createElement("br", { key: i }), part])),
  );
}

type Kind = "success" | "error" | "warning";
function show(kind: Kind, title: string, text?: string | null) {
  void Promise.all([loadSonner(), whenHostReady()]).then(([m]) =>
    m.toast[kind](title, { description: text ? withLineBreaks(text) : undefined }),
  );
}

/** A toast with one button; `key` names it, so raising it again replaces it. */
function offer(
  kind: Kind,
  title: string,
  text: string | null,
  action: { label: string; run: () => void },
  options: { key?: string | undefined; duration: number },
) {
  void Promise.all([loadSonner(), whenHostReady()]).then(([m]) =>
    m.toast[kind](title, {
      ...(options.key ? { id: options.key } : {}),
      description: text ?? undefined,
      duration: options.duration,
      action: { label: action.label, onClick: action.run },
    }),
  );
}

export const toast = {
  /** A success toast with an Undo button; it stays a little longer so there is time to press it. */
  undoable: (title: string, text: string | null, undo: () => void, key?: string) =>
    offer("success", title, text, { label: "Undo", run: undo }, { key, duration: 12_000 }),
  /** A warning that stays until acted on or closed, with one button (e.g. Reload). */
  actionable: (
    title: string,
    text: string | null,
    action: { label: string; run: () => void },
    key?: string,
  ) => offer("warning", title, text, action, { key, duration: Number.POSITIVE_INFINITY }),
  /** Takes away a toast raised with this key (an Undo offer made stale by an undo elsewhere). */
  dismiss: (key: string) => void loadSonner().then((m) => m.toast.dismiss(key)),
  success: (title: string, text?: string | null) => show("success", title, text),
  error: (title: string, text?: string | null) => show("error", title, text),
  alert: (title: string, text?: string | null) => show("warning", title, text),
};

// Below the staff bar's user menu, which toasts in the corner used to cover (walkthrough minor 9).
const props: ToasterProps = {
  position: "top-right",
  offset: { top: 112, right: 16 },
  richColors: true,
  closeButton: true,
  duration: 6000,
};

/** Mounted once by the app root; renders sonner's Toaster from the first alert on. */
export function ToastHost() {
  const [Toaster, setToaster] = useState<FunctionComponent<ToasterProps> | null>(null);
  useEffect(() => {
    const mount = () => void loadSonner().then((m) => setToaster(() => m.Toaster));
    mountHost = mount;
    if (hostReady) mount();
    return () => {
      mountHost = null;
    };
  }, []);
  useEffect(() => {
    if (Toaster) queueMicrotask(() => resolveHostReady?.());
  }, [Toaster]);
  return Toaster ? createElement(Toaster, props) : null;
}
