/**
 * npm run bench:palette — key press → painted results in Chromium with 10,000 palette items:
 * our CommandPalette (own ranking, cmdk shouldFilter=false) against the same items in cmdk with
 * its built-in filter. Also key press (Ctrl+K) → palette visible. Goals (issue 3): p50 ≤ 16 ms,
 * p95 ≤ 32 ms, ≥ 5× faster than built-in; visible p95 ≤ 50 ms.
 *
 * The time is taken in the page: from the keydown event's timestamp to a task queued after the
 * first animation frame that shows the result (the palette for Ctrl+K; for a keystroke, the list
 * whose `data-results-for` equals the input, so a deferred render would be waited for, not
 * missed), i.e. after React has rendered and the browser has painted. Painted times include the
 * wait for the next frame, so each key is pressed at a different point of the 16.7 ms frame (as
 * a person types), not just after a frame: otherwise the figure is one frame minus the harness's
 * round trip whatever the palette does (decision 086). "rendered" is key press → list rendered,
 * before the frame: the palette's own work, not quantised to frames.
 */
import os from "node:os";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { pct, phase, withBenchPage } from "./bench-page";

const root = fileURLToPath(new URL("./palette-page", import.meta.url));
// PALETTE_BENCH_DIR lets parallel runs (or CI) build the bench page somewhere of their own.
const outDir = process.env.PALETTE_BENCH_DIR ?? "/tmp/bench-palette-build";
const QUERIES = [
  "new client",
  "split right",
  "open j2026 0123",
  "beverage study 12",
  "go to rep",
  "track a job",
];
const OPEN_ROUNDS = 30;

type Sample = { label: string; ms: number; rendered: number };
type BenchWindow = { __samples: Sample[]; __label: string };

async function instrument(page: Page) {
  // tsx keeps function names with an `__name` helper that the page does not have.
  await page.evaluate("window.__name = (f) => f");
  await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    w.__samples = [];
    w.__label = "";
    // Window listeners in the bubble phase run after the app's handlers and React's synchronous
    // render (flushed in a microtask after each listener), so their time is "results rendered".
    let rendered = 0;
    const mark = () => {
      rendered = performance.now();
    };
    window.addEventListener("keydown", mark);
    window.addEventListener("input", mark);
    /** Is what this key asked for on screen: the palette, and results for what the input shows? */
    const shown = (label: string) => {
      const palette = document.querySelector('[data-testid="command-palette"]');
      if (!palette) return label !== "open";
      const input = palette.querySelector("input");
      const list = palette.querySelector("[data-results-for]");
      return !input || !list || list.getAttribute("data-results-for") === input.value;
    };
    document.addEventListener(
      "keydown",
      (e) => {
        // Modifier keydowns (the Control of Ctrl+K) are not key presses of their own.
        if (["Control", "Shift", "Alt", "Meta"].includes(e.key)) return;
        const t0 = e.timeStamp;
        const label = w.__label;
        rendered = 0;
        const frame = (tries: number) =>
          requestAnimationFrame(() => {
            if (!shown(label) && tries < 120) return frame(tries + 1);
            setTimeout(
              () => w.__samples.push({ label, ms: performance.now() - t0, rendered: rendered - t0 }),
              0,
            );
          });
        frame(0);
      },
      true,
    );
  });
}

async function label(page: Page, value: string) {
  await page.evaluate((v) => {
    (window as unknown as BenchWindow).__label = v;
  }, value);
}

async function settled(page: Page, count: number) {
  await page.waitForFunction((n) => (window as unknown as BenchWindow).__samples.length >= n, count);
}

async function samples(page: Page, which: string): Promise<Sample[]> {
  return page.evaluate(
    (l) => (window as unknown as BenchWindow).__samples.filter((s) => s.label === l),
    which,
  );
}

async function measure(page: Page, url: string) {
  await page.goto(url);
  await instrument(page);
  const palette = page.getByTestId("command-palette");
  let n = 0;
  for (let i = 0; i < OPEN_ROUNDS; i++) {
    await label(page, "open");
    await phase();
    await page.keyboard.press("Control+k");
    await palette.waitFor({ state: "visible" });
    await settled(page, ++n);
    await label(page, "other");
    await page.keyboard.press("Escape");
    await palette.waitFor({ state: "hidden" });
    await settled(page, ++n);
  }
  await page.keyboard.press("Control+k");
  await palette.waitFor({ state: "visible" });
  await settled(page, ++n);
  for (const query of QUERIES) {
    await label(page, "type");
    for (const ch of query) {
      await phase();
      await page.keyboard.press(ch === " " ? "Space" : ch);
      await settled(page, ++n);
    }
    await label(page, "other");
    await page.keyboard.press("Control+a");
    await settled(page, ++n);
    await page.keyboard.press("Backspace");
    await settled(page, ++n);
  }
  return { open: await samples(page, "open"), type: await samples(page, "type") };
}

async function main() {
  await withBenchPage(root, outDir, async (browser, url) => {
    const page = await browser.newPage();
    const load = os.loadavg()[0]!;
    const ours = await measure(page, `${url}?mode=ours`);
    const builtin = await measure(page, `${url}?mode=builtin`);
    const ms = (v: Sample[]) => v.map((s) => s.ms);
    const row = (name: string, v: number[]) =>
      `${name.padEnd(36)} n=${String(v.length).padStart(3)}  p50 ${pct(v, 50).toFixed(1).padStart(7)} ms  p95 ${pct(v, 95).toFixed(1).padStart(7)} ms`;
    console.log("Palette with 10,000 items (Chromium, production build)");
    console.log(row("keystroke → painted (ours)", ms(ours.type)));
    console.log(row("keystroke → painted (cmdk built-in)", ms(builtin.type)));
    console.log(
      row(
        "keystroke → rendered (ours)",
        ours.type.map((s) => s.rendered),
      ),
    );
    console.log(
      row(
        "keystroke → rendered (cmdk built-in)",
        builtin.type.map((s) => s.rendered),
      ),
    );
    console.log(row("Ctrl+K → visible (ours)", ms(ours.open)));
    console.log(row("Ctrl+K → visible (cmdk built-in)", ms(builtin.open)));
    const speedup50 = pct(ms(builtin.type), 50) / pct(ms(ours.type), 50);
    const speedup95 = pct(ms(builtin.type), 95) / pct(ms(ours.type), 95);
    console.log(`speed-up vs built-in: p50 ${speedup50.toFixed(1)}×, p95 ${speedup95.toFixed(1)}×`);
    // The machine may be shared (CI, other work): a loaded machine makes every figure slower.
    console.log(`load average (1 min): ${load.toFixed(1)} at start, ${os.loadavg()[0]!.toFixed(1)} at end`);
    const goals = [
      ["p50 ≤ 16 ms", pct(ms(ours.type), 50) <= 16],
      ["p95 ≤ 32 ms", pct(ms(ours.type), 95) <= 32],
      ["≥ 5× faster than built-in (p50)", speedup50 >= 5],
      ["visible p95 ≤ 50 ms", pct(ms(ours.open), 95) <= 50],
    ] as const;
    for (const [goal, met] of goals) console.log(`${met ? "MET " : "MISS"} ${goal}`);
  });
}

await main();
