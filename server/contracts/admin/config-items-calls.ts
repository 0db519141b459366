import { z } from "zod";
import { call } from "../call";
import {
  configChangeSchema,
  configItemKeySchema,
  configItemRowSchema,
  configItemUpdateSchema,
} from "./config-items";

/** Configuration items (staff-calls §7.5, decision 273). */
export const configItems = call("GET", "/configitems", {
  input: z.object({}),
  answer: z.array(configItemRowSchema),
});
export const updateConfigItem = call("POST", "/configitem/update", {
  input: configItemUpdateSchema,
  answer: configItemRowSchema,
});
export const deleteConfigItem = call("POST", "/configitem/delete", {
  input: configItemKeySchema,
  answer: z.string(),
});
/** Our own: puts back the value before the item's last change (recorded as a change too). */
export const revertConfigItem = call("POST", "/configitem/revert", {
  input: configItemKeySchema,
  answer: configItemRowSchema,
});
/** Our own: the item's changes, newest first. */
export const configItemHistory = call("GET", "/configitem/history", {
  input: configItemKeySchema,
  answer: z.array(configChangeSchema),
  encoding: "query",
});
