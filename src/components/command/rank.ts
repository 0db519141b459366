/**
 * Palette ranking: match quality first, then the user's recent and frequent use. Written for
 * 10,000+ items per keystroke: haystacks are lower-cased once per registry, per-item extras (use,
 * focus boost, offered or not) are looked up once per palette opening into typed arrays (a plan),
 * and each keystroke then does a few string scans per item and a partial top-k selection, with no
 * per-item allocation and no lookups by id (string-keyed lookups cost more than the match itself).
 */
export interface RankInput {
  id: string;
  title: string;
  keywords?: readonly string[];
}

export interface Prepared<T extends RankInput> {
  item: T;
  title: string;
  /** The title's words, each after one space (" go to new job"): a word-start match is one scan. */
  starts: string;
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
      starts: words.map((w) => ` ${w}`).join(""),
      initials: words.map((w) => w[0]).join(""),
      keywords: (item.keywords ?? []).join(" ").toLowerCase(),
    };
  });
}

/** One query token, with what every item's test needs computed once. */
interface Token {
  text: string;
  /** " " + text: finds a word start in `starts` and a keyword start in `keywords`. */
  spaced: string;
  /** Only word characters: only such a token can start a word of the title. */
  word: boolean;
}

const token = (text: string): Token => ({ text, spaced: ` ${text}`, word: /^[a-z0-9#]+$/.test(text) });

/** Quality of one token against an item: 0 means no match. */
function tokenScore(t: Token, p: Prepared<RankInput>, fuzzy: boolean): number {
  const text = t.text;
  if (p.title === text) return 100;
  if (p.title.startsWith(text)) return 80;
  if (p.title.includes(text)) return t.word && p.starts.includes(t.spaced) ? 60 : 40;
  if (p.keywords.includes(text))
    return p.keywords.startsWith(text) || p.keywords.includes(t.spaced) ? 30 : 20;
  // Fuzzy only on word initials ("gtnj" → "Go to New Job"): cheap, and rarely a false friend.
  return fuzzy && text.length >= 3 && subsequence(text, p.initials) ? 8 : 0;
}

function subsequence(needle: string, hay: string): boolean {
  let i = 0;
  for (let j = 0; j < hay.length && i < needle.length; j++)
    if (hay.charCodeAt(j) === needle.charCodeAt(i)) i++;
  return i === needle.length;
}

/** A query parsed once per keystroke, not once per item. */
interface CompiledQuery {
  text: string;
  whole: Token;
  tokens: Token[];
}

function compileQuery(query: string): CompiledQuery {
  const text = query.trim().toLowerCase();
  return { text, whole: token(text), tokens: text ? text.split(/\s+/).map(token) : [] };
}

/** Match score of a whole query: every token must match; the weakest token counts most. */
function matchScore(query: CompiledQuery | string, p: Prepared<RankInput>): number {
  const q = typeof query === "string" ? compileQuery(query) : query;
  if (!q.text) return 1;
  if (q.tokens.length === 1) return tokenScore(q.whole, p, true);
  // Words first, the last typed (usually the rarest) first: most items fail one, and an item
  // that fails a word cannot contain the whole query either, so the long scan is skipped.
  let min = Number.POSITIVE_INFINITY;
  let sum = 0;
  for (let k = q.tokens.length - 1; k >= 0; k--) {
    const s = tokenScore(q.tokens[k]!, p, false);
    if (s === 0) return 0;
    if (s < min) min = s;
    sum += s;
  }
  const whole = tokenScore(q.whole, p, false);
  if (whole >= 40) return whole + 10;
  return min * 0.7 + (sum / q.tokens.length) * 0.3;
}

/** Frequent and recent use lift an item by up to ~30 points; it never beats a better match class. */
function usageBoost(u: Usage | undefined, now: number): number {
  if (!u) return 0;
  const frequency = Math.min(15, 5 * Math.log2(1 + u.n));
  const hours = Math.max(0, (now - u.t) / 3_600_000);
  const recency = 15 * Math.exp(-hours / 24);
  return frequency + recency;
}

export interface PlanOptions {
  usage?: Record<string, Usage>;
  /** Items to leave out (e.g. commands hidden here), by id and position. */
  include?: (id: string, index: number) => boolean;
  /** Extra points per item (e.g. commands about the focused tab), by id and position. */
  boost?: (id: string, index: number) => number;
  now?: number;
}

/** Per-item extras by position, made once per palette opening and read by every keystroke. */
export interface RankPlan {
  /** Points added to the match score: recent and frequent use, focus boost. */
  extra: Float64Array;
  /** 1 where the item may be listed. */
  offered: Uint8Array;
}

const indexCache = new WeakMap<readonly Prepared<RankInput>[], Map<string, number>>();
function indexOf(prepared: readonly Prepared<RankInput>[]): Map<string, number> {
  let index = indexCache.get(prepared);
  if (!index) {
    index = new Map(prepared.map((p, i) => [p.item.id, i]));
    indexCache.set(prepared, index);
  }
  return index;
}

export function planRank(prepared: readonly Prepared<RankInput>[], options: PlanOptions = {}): RankPlan {
  const { usage = {}, boost, include, now = Date.now() } = options;
  const extra = new Float64Array(prepared.length);
  const offered = new Uint8Array(prepared.length);
  for (let i = 0; i < prepared.length; i++) {
    const id = prepared[i]!.item.id;
    offered[i] = !include || include(id, i) ? 1 : 0;
    if (boost) extra[i] = boost(id, i);
  }
  // Usage holds at most a few hundred ids: look those up instead of every item's id in usage.
  const index = indexOf(prepared);
  for (const [id, u] of Object.entries(usage)) {
    const i = index.get(id);
    if (i !== undefined) extra[i]! += usageBoost(u, now);
  }
  return { extra, offered };
}

export interface RankOptions extends PlanOptions {
  /** Extras made once (per palette opening); else made from usage/include/boost for this call. */
  plan?: RankPlan;
  limit?: number;
}

/** The last query ranked with a plan, and every item it matched (not only the best `limit`). */
interface LastMatches {
  query: CompiledQuery;
  matched: Int32Array;
  count: number;
}
const lastMatches = new WeakMap<RankPlan, LastMatches>();

/** Fuzzy matching applies to one-word queries of 3+ characters. */
const fuzzy = (q: CompiledQuery) => q.tokens.length === 1 && q.text.length >= 3;

/**
 * Can every item `next` matches be found among those `prev` matched? Yes when `next` only adds
 * characters: a longer word is found only where its start is, an added word only narrows, and a
 * whole-query match contains the shorter query. The exception is the third character of a
 * one-word query, which switches fuzzy matching on and may match items the shorter word did not.
 */
function narrows(prev: CompiledQuery, next: CompiledQuery): boolean {
  return prev.text !== "" && next.text.startsWith(prev.text) && (fuzzy(prev) || !fuzzy(next));
}

/** The best `limit` items for the query, best first (stable for equal scores). */
export function rank<T extends RankInput>(
  prepared: readonly Prepared<T>[],
  query: string,
  options: RankOptions = {},
): T[] {
  const { limit = 50, plan } = options;
  const { extra, offered } = plan ?? planRank(prepared, options);
  const compiled = compileQuery(query);
  if (!compiled.text) return emptyQuery(prepared, extra, offered, limit);
  // Typing forward (the usual case) rescans only what the previous keystroke matched.
  const last = plan ? lastMatches.get(plan) : undefined;
  const narrowed = last && narrows(last.query, compiled) ? last : undefined;
  const matched = new Int32Array(narrowed ? narrowed.count : prepared.length);
  let count = 0;
  const scored: { s: number; i: number }[] = [];
  let floor = Number.NEGATIVE_INFINITY;
  const total = narrowed ? narrowed.count : prepared.length;
  for (let k = 0; k < total; k++) {
    const i = narrowed ? narrowed.matched[k]! : k;
    if (offered[i] === 0) continue;
    const m = matchScore(compiled, prepared[i]!);
    if (m === 0) continue;
    matched[count++] = i;
    const s = m + extra[i]!;
    if (scored.length >= limit * 4 && s <= floor) continue;
    scored.push({ s, i });
    // Keep the candidate list small: prune to the best `limit` when it grows past 4×.
    if (scored.length >= limit * 8) {
      scored.sort((a, b) => b.s - a.s || a.i - b.i);
      scored.length = limit * 4;
      floor = scored[scored.length - 1]!.s;
    }
  }
  if (plan) lastMatches.set(plan, { query: compiled, matched, count });
  scored.sort((a, b) => b.s - a.s || a.i - b.i);
  return scored.slice(0, limit).map((x) => prepared[x.i]!.item);
}

/**
 * No query: boosted and recently used items first, then the registry's order. Only the few items
 * with usage or a boost are scored, so opening the palette costs little even at 10,000 items.
 */
function emptyQuery<T extends RankInput>(
  prepared: readonly Prepared<T>[],
  extra: Float64Array,
  offered: Uint8Array,
  limit: number,
): T[] {
  const lifted: { s: number; i: number }[] = [];
  const plain: T[] = [];
  for (let i = 0; i < prepared.length; i++) {
    if (offered[i] === 0) continue;
    if (extra[i]! > 0) lifted.push({ s: extra[i]!, i });
    else if (plain.length < limit) plain.push(prepared[i]!.item);
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
