import type { ConfigFlag } from "../../server/contracts/config";
import type { RightCode } from "../../server/contracts/rights-codes";
import type { RoutePattern } from "../../src/app/routes/route-patterns";

/** One entry of the staff menu (product §2.6); each becomes a "Go to …" command. */
export interface MenuEntry {
  id: string;
  group: string;
  title: string;
  /** The page it opens: a pattern without parameters from the one route-pattern module. */
  path: RoutePattern;
  right?: RightCode;
  flag?: ConfigFlag;
  key?: string;
  keywords?: string[];
}
