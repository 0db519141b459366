import { toast } from "../lib/toast";

/**
 * After a deploy, a tab still open on the previous build asks for chunks that are gone: the
 * server answers 404 (server/http/spa.ts) and Vite raises `vite:preloadError`. Instead of a
 * broken screen, the person is told once that a new version is out, with a Reload button.
 */
export function offerReloadOnNewVersion(target: Pick<Window, "addEventListener" | "location"> = window) {
  target.addEventListener("vite:preloadError", () => {
    toast.actionable(
      "A new version of the app is available",
      "Save what you are editing, then reload to use it.",
      { label: "Reload", run: () => target.location.reload() },
      "new-version",
    );
  });
}
