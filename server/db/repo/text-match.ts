import { ilike, like, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Text matching that the search indexes can serve (decision 084). Trigram GIN indexes (pg_trgm,
 * migration 0011) serve ILIKE '%term%' on the plain column once the term holds a run of 3 letters
 * or digits; shorter terms yield no trigram, so lists match them as prefixes of lower(column),
 * which the text_pattern_ops btree indexes of migration 0003 serve.
 */

/** Escapes LIKE wildcards so a term matches literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Does the term give pg_trgm at least one trigram (a run of 3 letters or digits)? */
export const usesTrigrams = (term: string) => /[\p{L}\p{N}]{3}/u.test(term);

/** lower(column) starts with the term. */
export const lowerPrefix = (column: AnyPgColumn, term: string): SQL =>
  like(sql`lower(${column})`, `${likeEscape(term.toLowerCase())}%`);

/**
 * The column contains the term, any case. With 3+ letters or digits this is ILIKE on the plain
 * column (the trigram index's form); shorter terms keep the plain scan (no index helps them).
 */
export const containsText = (column: AnyPgColumn, term: string): SQL =>
  usesTrigrams(term)
    ? ilike(column, `%${likeEscape(term)}%`)
    : like(sql`lower(${column})`, `%${likeEscape(term.toLowerCase())}%`);
