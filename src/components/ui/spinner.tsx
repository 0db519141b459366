import { useEffect, useState } from "react";

/** A small inline spinner. */
export function Spinner({ label = "Loading" }: { label?: string }) {
  return <span className="spinner" role="status" aria-label={label} />;
}

/**
 * Full-page spinner (product §2.9). Shown only after `delayMs`, so fast requests do not flash it.
 */
export function FullPageSpinner({ active, delayMs = 400 }: { active: boolean; delayMs?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) {
      setVisible(false);
      return;
    }
    const t = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(t);
  }, [active, delayMs]);
  if (!visible) return null;
  return (
    <div className="page-spinner" data-testid="page-spinner">
      <Spinner />
    </div>
  );
}
