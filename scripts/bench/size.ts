/**
 * npm run bench:size — gzip size of the JS a first visit downloads (goal: public pages ≤ 90 KB,
 * staff shell ≤ 150 KB). Reads the build (BUILD_DIR or dist): the scripts index.html loads, plus
 * the lazy chunks a page needs, following their static imports.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const dir = resolve(process.env.BUILD_DIR ?? "dist");
const assets = join(dir, "assets");
const files = readdirSync(assets).filter((f) => f.endsWith(".js"));

const gz = new Map<string, number>();
const gzipOf = (file: string) => {
  let size = gz.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
    gz.set(file, size);
  }
  return size;
};

/** A chunk plus every chunk it imports statically (those load before it runs). */
function closure(start: string[], into = new Set<string>()): Set<string> {
  const todo = [...start];
  while (todo.length) {
    const file = todo.pop()!;
    if (into.has(file)) continue;
    into.add(file);
    const code = readFileSync(join(assets, file), "utf8");
    for (const m of code.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) {
      if (m[1] && !into.has(m[1])) todo.push(m[1]);
    }
  }
  return into;
}

/** The scripts an HTML page loads (its entry and modulepreloads). */
const scriptsOf = (page: string) =>
  [...readFileSync(join(dir, page), "utf8").matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
const entry = scriptsOf("index.html");
// The survey pages' own entry (decision 157); absent in builds from before it.
const surveyEntry = readdirSync(dir).includes("survey.html") ? scriptsOf("survey.html") : entry;
const byPrefix = (...prefixes: string[]) => files.filter((f) => prefixes.some((p) => f.startsWith(`${p}-`)));

function report(label: string, lazy: string[], goalKb: number, first = entry) {
  const set = closure([...first, ...lazy]);
  const bytes = [...set].reduce((sum, f) => sum + gzipOf(f), 0);
  const kb = bytes / 1024;
  const verdict = kb <= goalKb ? "within" : "OVER";
  console.log(
    `${label.padEnd(28)} ${kb.toFixed(1).padStart(7)} KB gzip  (${set.size} files; goal ≤ ${goalKb} KB: ${verdict})`,
  );
  if (process.env.VERBOSE) {
    for (const f of [...set].sort((a, b) => gzipOf(b) - gzipOf(a))) {
      console.log(`    ${(gzipOf(f) / 1024).toFixed(1).padStart(6)} KB  ${f}`);
    }
  }
  return kb <= goalKb;
}

console.log(`Initial JS by first page (build: ${dir})`);
const publicOk = report("public page (/signin)", byPrefix("sign-in-page"), 90);
// The public survey pages (decision 157): the page chunk's closure is the first download; the
// sanitiser chunk (DOMPurify) is requested together with the page's data, shown beside it.
// Both builds hold a survey-page chunk: take the ones the survey entry can reach.
const reachable = new Set<string>();
for (const todo = [...surveyEntry]; todo.length; ) {
  const file = todo.pop() as string;
  if (reachable.has(file)) continue;
  reachable.add(file);
  for (const m of readFileSync(join(assets, file), "utf8").matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g))
    todo.push(m[1] as string);
}
const surveyChunk = (prefix: string) => byPrefix(prefix).filter((f) => reachable.has(f));
const surveyOk = report("survey page (/survey/…)", surveyChunk("survey-page"), 90, surveyEntry);
const landingOk = report("survey landing", surveyChunk("survey-landing-page"), 90, surveyEntry);
// The confirm page (decision 176) rides in the survey entry: opened from e-mails on phones too.
const confirmOk = report("confirm page", surveyChunk("confirm-attendance-page"), 90, surveyEntry);
const sanitiser = closure(surveyChunk("safe-html"));
const sanitiserKb = [...sanitiser].reduce((sum, f) => sum + gzipOf(f), 0) / 1024;
console.log(
  `${"  + sanitiser (with the data)".padEnd(28)} ${sanitiserKb.toFixed(1).padStart(7)} KB gzip  (${sanitiser.size} files; loads in parallel with the page's data, not gated)`,
);
// The staff shell: the signed-in route tables and guard, the signed-in frame, plus whatever the
// workspace and dashboard chunks are.
const staffChunks = byPrefix(
  "guarded-route",
  "signed-in-frame",
  "staff-frame",
  "staff-shell",
  "workspace",
  "dashboard",
);
const staffOk = report("staff shell (/dashboard)", [...staffChunks, ...byPrefix("not-built")], 150);
// Not part of the first download: the palette loads on idle after the shell mounts, or on the first
// Ctrl+K (decision 080), and the area commands right after the shell mounts (decision 120). Shown so
// the total a staff session soon holds stays visible too.
const withPalette = closure([
  ...entry,
  ...staffChunks,
  ...byPrefix("not-built", "command-palette", "all-commands"),
]);
const paletteKb = [...withPalette].reduce((sum, f) => sum + gzipOf(f), 0) / 1024;
console.log(
  `${"  + palette, area commands".padEnd(28)} ${paletteKb.toFixed(1).padStart(7)} KB gzip  (${withPalette.size} files; not gated)`,
);
// Not part of the first download either: the dashboard's widgets and charts load once its first
// screen shows (decisions 232, 233).
const withWidgets = closure([
  ...entry,
  ...staffChunks,
  ...byPrefix("not-built", "staff-home-widgets", "chart-with-table", "chart-drawing"),
]);
const widgetsKb = [...withWidgets].reduce((sum, f) => sum + gzipOf(f), 0) / 1024;
console.log(
  `${"  + dashboard widgets, charts".padEnd(28)} ${widgetsKb.toFixed(1).padStart(7)} KB gzip  (${withWidgets.size} files; not gated)`,
);
// A measurement, not a gate: `--strict` turns a missed goal into a failing exit code.
if (process.argv.includes("--strict") && (!publicOk || !surveyOk || !landingOk || !confirmOk || !staffOk))
  process.exitCode = 1;
