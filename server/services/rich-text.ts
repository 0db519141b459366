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

/** The visible text of sanitised HTML (plain-text alternatives, previews, length limits). */
export async function richTextToPlain(html: string): Promise<string> {
  const clean = await sanitizeRichText(html);
  const holder = window.document.createElement("div");
  holder.innerHTML = clean.replace(/<\/(p|li|h[1-3]|div|tr)>|<br\s*\/?>/gi, "$&\n");
  return (holder.textContent ?? "").replace(/\n{3,}/g, "\n\n").trim();
}
