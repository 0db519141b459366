import type { RowOutcome } from "../../contracts/list-import-fields";
import { mobileKeys } from "./normalise";

/**
 * The match report's rules for one row (decision 217), pure so they are tested alone:
 * a row with problems is invalid; a row repeating the e-mail or mobile of an earlier good row of
 * the file is a duplicate; a row whose e-mail or mobile a panel member has is in the panel, or
 * opted out when that member opted out (never contacted, never re-subscribed by an import).
 */

export interface PanelMember {
  id: number;
  /** Lower-cased. */
  email: string | null;
  /** As stored (local digits). */
  mobile: string | null;
  optedOut: boolean;
}

export interface Classified {
  outcome: RowOutcome;
  reason: string | null;
  matchedId: number | null;
}

/** The e-mails and mobiles of the file's good rows so far (keys only; the rows stay in the database). */
export class FileKeys {
  private readonly emails = new Map<string, number>();
  private readonly mobiles = new Map<string, number>();

  /** The earlier row this one repeats, or undefined after remembering its keys. */
  repeatOf(rowNumber: number, email: string | null, mobile: string | null): string | undefined {
    const byEmail = email ? this.emails.get(email) : undefined;
    if (byEmail !== undefined) return `The same e-mail as row ${byEmail}.`;
    const byMobile = mobile ? this.mobiles.get(mobile) : undefined;
    if (byMobile !== undefined) return `The same mobile as row ${byMobile}.`;
    if (email) this.emails.set(email, rowNumber);
    if (mobile) this.mobiles.set(mobile, rowNumber);
    return undefined;
  }
}

/** Panel members of one batch's lookups, by lower-cased e-mail and by stored mobile. */
export class PanelIndex {
  private readonly byEmail = new Map<string, PanelMember>();
  private readonly byMobile = new Map<string, PanelMember>();

  constructor(members: PanelMember[]) {
    // The lowest id first: the oldest record is the person's (merges keep the survivor first).
    for (const m of [...members].sort((a, b) => b.id - a.id)) {
      if (m.email) this.byEmail.set(m.email, m);
      if (m.mobile) this.byMobile.set(m.mobile, m);
    }
  }

  find(email: string | null, e164: string | null): PanelMember | undefined {
    const hit = email ? this.byEmail.get(email) : undefined;
    if (hit) return hit;
    for (const key of e164 ? mobileKeys(e164) : []) {
      const m = this.byMobile.get(key);
      if (m) return m;
    }
    return undefined;
  }
}

export function classify(
  row: { rowNumber: number; email: string | null; mobile: string | null; problems: string[] },
  file: FileKeys,
  panel: PanelIndex,
): Classified {
  if (row.problems.length > 0) return { outcome: "invalid", reason: row.problems.join(" "), matchedId: null };
  const repeat = file.repeatOf(row.rowNumber, row.email, row.mobile);
  if (repeat) return { outcome: "duplicate", reason: repeat, matchedId: null };
  const member = panel.find(row.email, row.mobile);
  if (!member) return { outcome: "valid", reason: null, matchedId: null };
  return member.optedOut
    ? { outcome: "opted-out", reason: "This person opted out: they are not contacted.", matchedId: member.id }
    : { outcome: "in-panel", reason: "Already in the panel.", matchedId: member.id };
}
