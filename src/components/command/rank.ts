/**
 * Palette ranking: match quality first, then the user's recent and frequent use. Written for
 * 10,000+ items per keystroke: haystacks are lower-cased once per palette opening, each keystroke
 * does a few string scans per item and a partial top-k selection, nothing per item allocates.
 */
export interface RankInput {
  id: string;
  title: string;
  keywords?: readonly string[];
}

export interface Prepared<T extends RankInput> {
  item: T;
  title: string;
  /** Word starts of the title, for "starts a word" matches. */
  words: string[];
  /** First letters of the title's words ("go to new job" → "gtnj"), for fuzzy matches. */
  initials: string;
  keywords: string;
}

export interface Usage {
  /** Times used. */
  n: number;
  /** Last use, ms since epoch. */
  t: number;
}

export function prepare<T extends RankInput>(items: readonly T[]): Prepared<T>[] {
  return items.map((item) => {
    const title = item.title.toLowerCase();
    const words = title.split(/[^a-z0-9#]+/).filter(Boolean);
    return {
      item,
      title,
      words,
      initials: words.map((w) => w[0]).join(""),
      keywords: (item.keywords ?? []).join(" ").toLowerCase(),
    };
  });
}

/** Quality of one token against an item: 0 means no match. */
function tokenScore(token: string, p: Prepared<RankInput>, fuzzy: boolean): number {
  if (p.title === token) return 100;
  if (p.title.startsWith(token)) return 80;
  if (p.title.includes(token)) {
    for (const w of p.words) if (w.startsWith(token)) return 60;
    return 40;
  }
  if (p.keywords.includes(token))
    return p.keywords.startsWith(token) || p.keywords.includes(` ${token}`) ? 30 : 20;
  // Fuzzy only on word initials ("gtnj" → "Go to New Job"): cheap, and rarely a false friend.
  return fuzzy && token.length >= 3 && subsequence(token, p.initials) ? 8 : 0;
}

function subsequence(needle: string, hay: string): boolean {
  let i = 0;
  for (let j = 0; j < hay.length && i < needle.length; j++)
    if (hay.charCodeAt(j) === needle.charCodeAt(i)) i++;
  return i === needle.length;
}

/** A query parsed once per keystroke, not once per item. */
export interface CompiledQuery {
  text: string;
  tokens: string[];
}

export function compileQuery(query: string): CompiledQuery {
  const text = query.trim().toLowerCase();
  return { text, tokens: text ? text.split(/\s+/) : [] };
}

/** Match score of a whole query: every token must match; the weakest token counts most. */
export function matchScore(query: CompiledQuery | string, p: Prepared<RankInput>): number {
  const q = typeof query === "string" ? compileQuery(query) : query;
  if (!q.text) return 1;
  if (q.tokens.length === 1) return tokenScore(q.text, p, true);
  const whole = tokenScore(q.text, p, false);
  if (whole >= 40) return whole + 10;
  let min = Number.POSITIVE_INFINITY;
  let sum = 0;
  for (const token of q.tokens) {
    const s = tokenScore(token, p, false);
    if (s === 0) return 0;
    if (s < min) min = s;
    sum += s;
  }
  return min * 0.7 + (sum / q.tokens.length) * 0.3;
}

/** Frequent and recent use lift an item by up to ~30 points; it never beats a better match class. */
export function usageBoost(u: Usage | undefined, now: number): number {
  if (!u) return 0;
  const frequency = Math.min(15, 5 * Math.log2(1 + u.n));
  const hours = Math.max(0, (now - u.t) / 3_600_000);
  const recency = 15 * Math.exp(-hours / 24);
  return frequency + recency;
}

export interface RankOptions {
  usage?: Record<string, Usage>;
  /** Items to leave out (e.g. commands hidden here); checked only for items that match. */
  include?: (id: string) => boolean;
  /** Extra points per item (e.g. commands about the focused tab). */
  boost?: (id: string) => number;
  limit?: number;
  now?: number;
}

/** The best `limit` items for the query, best first (stable for equal scores). */
export function rank<T extends RankInput>(
  prepared: readonly Prepared<T>[],
  query: string,
  options: RankOptions = {},
): T[] {
  const { usage = {}, boost, include, limit = 50, now = Date.now() } = options;
  const scored: { s: number; i: number }[] = [];
  let floor = Number.NEGATIVE_INFINITY;
  const compiled = compileQuery(query);
  if (!compiled.text) return emptyQuery(prepared, options, limit, now);
  for (let i = 0; i < prepared.length; i++) {
    const p = prepared[i]!;
    const m = matchScore(compiled, p);
    if (m === 0 || (include && !include(p.item.id))) continue;
    const s = m + usageBoost(usage[p.item.id], now) + (boost ? boost(p.item.id) : 0);
    if (scored.length >= limit * 4 && s <= floor) continue;
    scored.push({ s, i });
    // Keep the candidate list small: prune to the best `limit` when it grows past 4×.
    if (scored.length >= limit * 8) {
      scored.sort((a, b) => b.s - a.s || a.i - b.i);
      scored.length = limit * 4;
      floor = scored[scored.length - 1]!.s;
    }
  }
  scored.sort((a, b) => b.s - a.s || a.i - b.i);
  return scored.slice(0, limit).map((x) => prepared[x.i]!.item);
}

/**
 * No query: boosted and recently used items first, then the registry's order. Only the few items
 * with usage or a boost are scored, so opening the palette costs little even at 10,000 items.
 */
function emptyQuery<T extends RankInput>(
  prepared: readonly Prepared<T>[],
  options: RankOptions,
  limit: number,
  now: number,
): T[] {
  const { usage = {}, boost, include } = options;
  const lifted: { s: number; i: number }[] = [];
  const plain: T[] = [];
  for (let i = 0; i < prepared.length; i++) {
    const id = prepared[i]!.item.id;
    const extra = (boost ? boost(id) : 0) + usageBoost(usage[id], now);
    if (extra > 0) {
      if (!include || include(id)) lifted.push({ s: extra, i });
    } else if (plain.length < limit && (!include || include(id))) {
      plain.push(prepared[i]!.item);
    }
  }
  lifted.sort((a, b) => b.s - a.s || a.i - b.i);
  return [...lifted.map((x) => prepared[x.i]!.item), ...plain].slice(0, limit);
}

/** Palette prefixes (issue 3): > commands, # jobs, @ respondents, ! sessions, % clients. */
export type Scope = "all" | "commands" | "jobs" | "respondents" | "sessions" | "clients";
const PREFIXES: Record<string, Scope> = {
  ">": "commands",
  "#": "jobs",
  "@": "respondents",
  "!": "sessions",
  "%": "clients",
};

export function parseQuery(raw: string): { scope: Scope; query: string } {
  const first = raw.charAt(0);
  const scope = PREFIXES[first];
  return scope ? { scope, query: raw.slice(1).trimStart() } : { scope: "all", query: raw };
}
