import { type Browser, chromium } from "@playwright/test";
import react from "@vitejs/plugin-react";
import { build, preview } from "vite";

// The browser half of the benches (palette, attendee grid): a page built for production, served,
// and driven in Chromium with key presses timed in the page (decision 086).

/**
 * Builds the bench page at `root` into `outDir`, serves it and launches Chromium; runs `fn` with
 * the browser and the page's address, and closes both afterwards (also when `fn` throws).
 */
export async function withBenchPage<T>(
  root: string,
  outDir: string,
  fn: (browser: Browser, url: string) => Promise<T>,
): Promise<T> {
  await build({ root, logLevel: "warn", plugins: [react()], build: { outDir, emptyOutDir: true } });
  const server = await preview({
    root,
    logLevel: "warn",
    build: { outDir },
    preview: { port: 0, host: "127.0.0.1" },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error("preview server did not start");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    return await fn(browser, url);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

const FRAME_MS = 1000 / 60;
let presses = 0;
/**
 * Waits so that the next key press lands at another point of the 16.7 ms frame, as a person's
 * do (golden-ratio sequence: deterministic, no clumps); otherwise every painted time is one frame
 * minus the harness's round trip, whatever the page does.
 */
export const phase = () => new Promise((r) => setTimeout(r, ((presses++ * 0.618034) % 1) * FRAME_MS));

/**
 * The p-th percentile of the browser benches' samples, in any order (rank ⌊p·n⌋, the rank their
 * earlier figures were taken with; the server benches use bench-support's nearest rank).
 */
export const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
