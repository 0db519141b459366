import { navigate as browserNavigate } from "wouter/use-browser-location";

/** Navigation outside React components (http 401/403 handling, logout). */
export function navigate(to: string, options: { replace?: boolean } = {}) {
  if (window.location.pathname === to) return;
  browserNavigate(to, options);
}
