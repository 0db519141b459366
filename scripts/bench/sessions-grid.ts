/**
 * The Chromium part of npm run bench:sessions — the attendee grid's key → paint time while moving
 * through the rows of a 1,000-attendee session (goal p95 ≤ 16 ms; issue 9).
 *
 * The page renders the session screen's grid (scripts/bench/sessions-grid-page). Each ArrowDown
 * (and some PageDown) is timed in the page from the keydown's timestamp to a task queued after
 * the next animation frame once the cursor row shows (painted), and to the end of the key's own
 * handler and render (rendered). Presses are spread over the 16.7 ms frame as a person's are
 * (the palette bench's method, decision 086). A second, independent measure is the browser's own
 * Event Timing entry of each keydown (key → the next frame presented, in 8 ms steps; only
 * entries ≥ 16 ms are reported, so the figure is "≤ 16" when fewer than 5 % of presses have one).
 * `measureSessionGrid()` is exported for scripts/bench/sessions.ts; run directly it prints them.
 */
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { pct, phase, withBenchPage } from "./bench-page";

const root = fileURLToPath(new URL("./sessions-grid-page", import.meta.url));
const outDir = process.env.SESSIONS_GRID_BENCH_DIR ?? "/tmp/bench-sessions-grid-build";
const PRESSES = 300;

type Sample = { ms: number; rendered: number };
type BenchWindow = { __samples: Sample[]; __eventTimings: number[] };

async function instrument(page: Page) {
  await page.evaluate("window.__name = (f) => f");
  await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    w.__samples = [];
    w.__eventTimings = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === "keydown") w.__eventTimings.push(e.duration);
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
    let rendered = 0;
    // The grid stops the key's propagation; a bubble listener on React's root container still
    // runs after React's own, i.e. after the handler and its synchronous render.
    document.getElementById("root")?.addEventListener("keydown", () => {
      rendered = performance.now();
    });
    const grid = () => document.querySelector('[role="grid"]');
    document.addEventListener(
      "keydown",
      (e) => {
        const t0 = e.timeStamp;
        const before = grid()?.getAttribute("aria-activedescendant");
        rendered = 0;
        const frame = (tries: number) =>
          requestAnimationFrame(() => {
            const now = grid()?.getAttribute("aria-activedescendant");
            const row = now ? document.getElementById(now) : null;
            if ((now === before || !row) && tries < 120) return frame(tries + 1);
            setTimeout(() => w.__samples.push({ ms: performance.now() - t0, rendered: rendered - t0 }), 0);
          });
        frame(0);
      },
      true,
    );
  });
}

/** Builds the page, moves through the grid in Chromium and answers key → painted / rendered. */
export async function measureSessionGrid() {
  return withBenchPage(root, outDir, async (browser, url) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url);
    await page.getByRole("grid").waitFor();
    await page.waitForFunction(
      () => document.querySelector('[role="grid"]')?.getAttribute("data-total") === "1000",
    );
    await page.getByRole("grid").focus();
    await instrument(page);
    for (let i = 0; i < PRESSES; i++) {
      await phase();
      await page.keyboard.press(i % 25 === 24 ? "PageDown" : "ArrowDown");
      await page.waitForFunction((n) => (window as unknown as BenchWindow).__samples.length >= n, i + 1);
    }
    // Event Timing entries are queued: give the last press's entry time to arrive.
    await page.waitForTimeout(200);
    const { samples, timings } = await page.evaluate(() => {
      const w = window as unknown as BenchWindow;
      return { samples: w.__samples, timings: w.__eventTimings };
    });
    const painted = samples.map((s) => s.ms);
    const rendered = samples.map((s) => s.rendered);
    // Presses without an entry took under 16 ms: they count as 0 here, shown as "≤ 16".
    const eventTiming = [...timings, ...Array(Math.max(0, samples.length - timings.length)).fill(0)];
    return {
      n: samples.length,
      painted: { p50: pct(painted, 50), p95: pct(painted, 95) },
      rendered: { p50: pct(rendered, 50), p95: pct(rendered, 95) },
      eventTiming: {
        p50: pct(eventTiming, 50),
        p95: pct(eventTiming, 95),
        over16: timings.filter((d) => d > 16).length,
      },
    };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const r = await measureSessionGrid();
  const line = (name: string, v: { p50: number; p95: number }) =>
    `${name.padEnd(40)} n=${r.n}  p50 ${v.p50.toFixed(1).padStart(6)} ms  p95 ${v.p95.toFixed(1).padStart(6)} ms`;
  console.log("Attendee grid, 1,000 attendees (Chromium, production build)");
  console.log(line("key → painted (ArrowDown/PageDown)", r.painted));
  console.log(line("key → rendered (handler + React render)", r.rendered));
  console.log(eventTimingLine(r));
  console.log(`${r.painted.p95 <= 16 ? "MET " : "MISS"} painted p95 ≤ 16 ms`);
}

/** The Event Timing line of both benches' output: a figure under 16 ms is only known as "≤ 16". */
export function eventTimingLine(r: { n: number; eventTiming: { p50: number; p95: number; over16: number } }) {
  const v = (ms: number) => (ms < 16 ? "≤ 16" : ms.toFixed(0)).padStart(7);
  const t = r.eventTiming;
  return `  ${"key → presented (Event Timing, 8 ms steps)".padEnd(44)} p50 ${v(t.p50)} ms  p95 ${v(t.p95)} ms  (${t.over16} of ${r.n} over 16 ms)`;
}
