import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { installRichTextHooks, RICH_TEXT_CONFIG } from "../contracts/rich-text-policy";

/**
 * Sanitises staff-authored rich text on save (decision 119): DOMPurify over jsdom (happy-dom let
 * real XSS through in the measurements). One window serves every call; each call first yields to
 * the event loop, because jsdom only frees its memory between turns (a tight loop grows the heap
 * until it runs out).
 */
const { window } = new JSDOM("");
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
installRichTextHooks(purify);

export async function sanitizeRichText(html: string): Promise<string> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  return purify.sanitize(html, RICH_TEXT_CONFIG) as string;
}
