/**
 * The attendee grid's main-thread CPU per key press, from Chromium's performance trace (CDP):
 * a figure the machine's load barely moves, beside bench:sessions' key → painted times, which on
 * a shared machine mostly measure the wait for a CPU (decision 138).
 *
 * The same page and presses as scripts/bench/sessions-grid.ts (every 25th a PageDown, spread over
 * the frame). For each press: the renderer main thread's CPU (thread time of its tasks) from the
 * keydown to the end of the first frame that commits after it ("in the key's frame"), and from
 * the keydown to the next press ("all": the frame plus the follow — React, Virtuoso, new rows).
 * Also the rendered rows, DOM nodes per row, and per press the style recalcs (elements), layouts
 * and paints. Run: node --import tsx scripts/bench/sessions-grid-trace.ts
 */
import { fileURLToPath } from "node:url";
import { pct, phase, withBenchPage } from "./bench-page";

const root = fileURLToPath(new URL("./sessions-grid-page", import.meta.url));
const outDir = process.env.SESSIONS_GRID_BENCH_DIR ?? "/tmp/bench-sessions-grid-trace-build";
const PRESSES = Number(process.env.BENCH_PRESSES ?? 150);

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string }; elementCount?: number };
};

const line = (name: string, values: number[]) =>
  `  ${name.padEnd(44)} p50 ${pct(values, 50).toFixed(2).padStart(6)} ms  p95 ${pct(values, 95).toFixed(2).padStart(6)} ms`;

const figures = await withBenchPage(root, outDir, async (browser, url) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url);
  await page.waitForFunction(
    () => document.querySelector('[role="grid"]')?.getAttribute("data-total") === "1000",
  );
  await page.getByRole("grid").focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
  await page.waitForTimeout(200);
  const dom = await page.evaluate(() => {
    const rows = [...document.querySelectorAll("tbody > tr[data-index]")];
    return { rows: rows.length, nodesPerRow: (rows[0]?.querySelectorAll("*").length ?? 0) + 1 };
  });
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (d) => events.push(...(d.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,toplevel",
    transferMode: "ReportEvents",
  });
  const keys: string[] = [];
  for (let i = 0; i < PRESSES; i++) {
    await phase();
    const key = i % 25 === 24 ? "PageDown" : "ArrowDown";
    keys.push(key);
    await page.keyboard.press(key);
    // The follow after the frame (React, Virtuoso) has its time before the next press.
    await page.waitForTimeout(50);
  }
  await cdp.send("Tracing.end");
  await complete;
  await page.close();
  return { dom, events, keys };
});

const { dom, events, keys } = figures;
const downs = events.filter((e) => e.name === "EventDispatch" && e.args?.data?.type === "keydown");
const first = downs[0];
if (!first || downs.length !== keys.length)
  throw new Error(`${downs.length} keydowns traced of ${keys.length}`);
const main = events.filter((e) => e.pid === first.pid && e.tid === first.tid && e.ph === "X");
// Chromium nests a RunTask inside each ThreadControllerImpl::RunTask: count each task once.
const outer = main.filter((e) => e.name === "ThreadControllerImpl::RunTask");
const tasks = outer.length > 0 ? outer : main.filter((e) => e.name === "RunTask");
const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
const handler: Record<string, number[]> = { ArrowDown: [], PageDown: [] };
const frame: Record<string, number[]> = { ArrowDown: [], PageDown: [] };
const all: Record<string, number[]> = { ArrowDown: [], PageDown: [] };
const per = { styles: 0, elements: 0, layouts: 0, paints: 0 };
downs.forEach((down, i) => {
  const key = keys[i] ?? "ArrowDown";
  const next = downs[i + 1]?.ts ?? Number.POSITIVE_INFINITY;
  // The task the keydown runs in starts before it.
  const start = tasks.find((t) => t.ts <= down.ts && down.ts <= t.ts + (t.dur ?? 0))?.ts ?? down.ts;
  handler[key]?.push(cpu(down));
  const commit = main.find((e) => e.name === "Commit" && e.ts > down.ts && e.ts < next);
  const frameEnd = commit ? commit.ts + (commit.dur ?? 0) : down.ts;
  const inWindow = tasks.filter((t) => t.ts >= start && t.ts < next);
  frame[key]?.push(inWindow.filter((t) => t.ts <= frameEnd).reduce((s, t) => s + cpu(t), 0));
  all[key]?.push(inWindow.reduce((s, t) => s + cpu(t), 0));
  for (const e of main.filter((m) => m.ts >= start && m.ts < next)) {
    if (e.name === "UpdateLayoutTree") {
      per.styles++;
      per.elements += e.args?.elementCount ?? 0;
    } else if (e.name === "Layout") per.layouts++;
    else if (e.name === "Paint") per.paints++;
  }
});
const n = downs.length;
console.log("Attendee grid, 1,000 attendees: main-thread CPU per key press (Chromium trace)");
console.log(line("ArrowDown, the keydown's dispatch", handler.ArrowDown ?? []));
console.log(line("ArrowDown, in the key's frame", frame.ArrowDown ?? []));
console.log(line("ArrowDown, all (frame and follow)", all.ArrowDown ?? []));
console.log(line("PageDown, the keydown's dispatch", handler.PageDown ?? []));
console.log(line("PageDown, in the key's frame", frame.PageDown ?? []));
console.log(line("PageDown, all (frame and follow)", all.PageDown ?? []));
console.log(
  `  per press: ${(per.styles / n).toFixed(2)} style recalcs (${(per.elements / Math.max(1, per.styles)).toFixed(0)} elements each), ${(per.layouts / n).toFixed(2)} layouts, ${(per.paints / n).toFixed(1)} paints`,
);
console.log(`  ${dom.rows} rows rendered, ${dom.nodesPerRow} DOM nodes per row; n=${n}`);

/** Main-thread CPU of the tasks in `window`, by the name of each task's outermost events. */
function byStep(window: TraceEvent[]): Map<string, number> {
  const steps = new Map<string, number>();
  for (const task of window) {
    const end = task.ts + (task.dur ?? 0);
    const inside = main.filter(
      (e) => e !== task && e.name !== "RunTask" && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
    );
    const outermost = inside.filter(
      (e) =>
        !inside.some(
          (o) =>
            o !== e &&
            o.ts <= e.ts &&
            o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
            (o.dur ?? 0) > (e.dur ?? 0),
        ),
    );
    for (const e of outermost) steps.set(e.name, (steps.get(e.name) ?? 0) + cpu(e));
  }
  return steps;
}
// Where the slowest ArrowDowns (those that add rows) spend their time, against the fastest half.
const arrows = downs
  .map((down, i) => ({ down, i }))
  .filter(({ i }) => keys[i] === "ArrowDown")
  .map(({ down, i }) => {
    const next = downs[i + 1]?.ts ?? Number.POSITIVE_INFINITY;
    const start = tasks.find((t) => t.ts <= down.ts && down.ts <= t.ts + (t.dur ?? 0))?.ts ?? down.ts;
    const window = tasks.filter((t) => t.ts >= start && t.ts < next);
    return { window, cpu: window.reduce((s, t) => s + cpu(t), 0) };
  })
  .sort((a, b) => a.cpu - b.cpu);
const mean = (group: typeof arrows) => {
  const sums = new Map<string, number>();
  for (const a of group)
    for (const [step, ms] of byStep(a.window)) sums.set(step, (sums.get(step) ?? 0) + ms / group.length);
  return sums;
};
const fast = mean(arrows.slice(0, Math.floor(arrows.length / 2)));
const slow = mean(arrows.slice(Math.floor(arrows.length * 0.85)));
console.log("  ArrowDown by step, ms per press: fastest half / slowest 15 %");
for (const [step, ms] of [...slow.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8))
  console.log(`    ${step.padEnd(40)} ${(fast.get(step) ?? 0).toFixed(2).padStart(6)} / ${ms.toFixed(2)}`);
