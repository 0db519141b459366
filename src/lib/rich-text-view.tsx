import { useEffect, useState } from "react";

/**
 * Rich text written by staff (invitations, question texts) shown in the browser through the one
 * policy of `safe-html.ts` (decision 119). That module carries DOMPurify (~12 KB gzip), so the public
 * pages load it as its own chunk, requested the moment a page first needs it, in parallel with the
 * page's data (decision 157): their first download stays within 90 KB.
 */
type Purify = (html: string) => string;
let purify: Purify | null = null;
let loading: Promise<Purify> | null = null;

/** Starts loading the sanitiser (pages call it as they request their data). */
export function preloadSanitizer(): Promise<Purify> {
  if (purify) return Promise.resolve(purify);
  loading ??= import("./safe-html").then(({ safeHtml }) => {
    purify = safeHtml;
    return safeHtml;
  });
  return loading;
}

/** Sanitised HTML once the sanitiser is ready; null before (the caller shows nothing yet). */
function useSafeHtml(html: string | null | undefined): string | null {
  const [ready, setReady] = useState(purify !== null);
  useEffect(() => {
    if (ready || !html) return;
    let live = true;
    void preloadSanitizer().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [html, ready]);
  if (!html) return "";
  return purify ? purify(html) : null;
}

/** A block of staff-written rich text, sanitised in the browser before it is shown. */
export function SafeHtml({
  html,
  className,
  id,
}: {
  html: string | null | undefined;
  className?: string;
  id?: string;
}) {
  const safe = useSafeHtml(html);
  if (!safe) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify on the line above
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
