import DOMPurify from "dompurify";
import { escapeHtml } from "../../server/contracts/escape-html";
import { installRichTextHooks, RICH_TEXT_CONFIG } from "../../server/contracts/rich-text-policy";

let ready = false;

/**
 * Staff-authored HTML, sanitised again in the browser before it is rendered (the server sanitised
 * it on save; this guards against anything stored before or around that).
 */
export function safeHtml(html: string): string {
  // Fail closed where DOMPurify cannot work (no usable DOM): show the markup as text.
  if (!DOMPurify.isSupported) return escapeHtml(html);
  if (!ready) {
    installRichTextHooks(DOMPurify);
    ready = true;
  }
  return DOMPurify.sanitize(html, RICH_TEXT_CONFIG) as string;
}
