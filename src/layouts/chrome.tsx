import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { LoadingBar } from "../components/ui/loading-bar";
import { FullPageSpinner } from "../components/ui/spinner";
import { useLoading } from "../lib/loading";

/** Product §2.9: content top margin = height of the (fixed) top navigation + 15 px. */
export function useContentOffset(nav: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(70);
  useEffect(() => {
    const el = nav.current;
    if (!el) return;
    const measure = () => setOffset(Math.ceil(el.getBoundingClientRect().height) + 15);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [nav]);
  return offset;
}

export function useNavRef() {
  return useRef<HTMLElement>(null);
}

/**
 * The top loading bar and the full-page spinner, fed by the request counter of lib/http, plus
 * the keyboard users' "Skip to content" link (first focusable element of every layout).
 */
export function RequestIndicators() {
  const { all, bar } = useLoading();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <LoadingBar active={bar > 0} />
      <FullPageSpinner active={all > 0} />
    </>
  );
}

export function Footer() {
  return (
    <footer className="app-footer">
      <span>App version {__APP_VERSION__}</span>
    </footer>
  );
}

/** The phone header's button that opens and closes a part of the header (the menu, the tools). */
export function MenuToggle(props: {
  open: boolean;
  controls: string;
  onToggle(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="menu-toggle"
      aria-expanded={props.open}
      aria-controls={props.controls}
      onClick={props.onToggle}
    >
      {props.children}
    </button>
  );
}
