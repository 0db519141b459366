import type { DOMPurify } from "dompurify";
import { installRichTextHooks, RICH_TEXT_CONFIG } from "../contracts/rich-text-policy";

/**
 * Sanitises staff-authored rich text on save (decision 119): DOMPurify over jsdom (happy-dom let
 * real XSS through in the measurements). jsdom loads with the first call (decision 308: ~40 MB a
 * process that never saves a template does not need); then one window serves every call, and
 * each call first yields to the event loop, because jsdom only frees its memory between turns (a
 * tight loop grows the heap until it runs out).
 */
let purifier: Promise<DOMPurify> | undefined;

const loadPurifier = (): Promise<DOMPurify> =>
  (purifier ??= Promise.all([import("dompurify"), import("jsdom")]).then(([dompurify, jsdom]) => {
    const { window } = new jsdom.JSDOM("");
    const purify = dompurify.default(window as unknown as Parameters<typeof dompurify.default>[0]);
    installRichTextHooks(purify);
    return purify;
  }));

export async function sanitizeRichText(html: string): Promise<string> {
  const purify = await loadPurifier();
  await new Promise<void>((resolve) => setImmediate(resolve));
  return purify.sanitize(html, RICH_TEXT_CONFIG) as string;
}
