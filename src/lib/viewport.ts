import { useEffect, useState } from "react";

/** Product §2.9/§9: the layout is mobile when the body is narrower than 768 px. */
const MOBILE_QUERY = "(max-width: 767.98px)";

/** Whether the screen is phone-sized now (re-renders when it changes). */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia?.(MOBILE_QUERY).matches ?? false);
  useEffect(() => {
    const mql = window.matchMedia?.(MOBILE_QUERY);
    if (!mql) return;
    const on = () => setMobile(mql.matches);
    on();
    mql.addEventListener("change", on);
    return () => mql.removeEventListener("change", on);
  }, []);
  return mobile;
}
