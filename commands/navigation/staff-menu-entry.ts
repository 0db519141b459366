import type { ConfigFlag } from "../../server/contracts/config";
import type { RightCode } from "../../server/contracts/rights-codes";

/** One entry of the staff menu (product §2.6); each becomes a "Go to …" command. */
export interface MenuEntry {
  id: string;
  group: string;
  title: string;
  path: string;
  right?: RightCode;
  flag?: ConfigFlag;
  key?: string;
  keywords?: string[];
}
