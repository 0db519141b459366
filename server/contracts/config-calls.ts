import { z } from "zod";
import { call } from "./call";
import {
  flagAnswerSchema,
  listAnswerSchema,
  systemReferencesSchema,
  timeZoneSaveSchema,
  valueAnswerSchema,
  websiteCopiesSchema,
} from "./config";
import { CONFIG_PATHS } from "./shell-paths";

/** Configuration calls (product §7.1). The shell reads them by CONFIG_PATHS (zod-free). */

const none = z.object({});

/** GET /api/config/{name}: a flag, value or list. */
export const configItem = call("GET", CONFIG_PATHS.item, {
  input: z.object({ name: z.string() }),
  answer: z.union([flagAnswerSchema, valueAnswerSchema, listAnswerSchema]),
});

/** GET /api/GetWebsiteCopies. */
export const websiteCopies = call("GET", CONFIG_PATHS.websiteCopies, {
  input: none,
  answer: websiteCopiesSchema,
});

/** GET /api/GetSystemReferences. */
export const systemReferences = call("GET", CONFIG_PATHS.systemReferences, {
  input: none,
  answer: systemReferencesSchema,
});

/** POST /api/config/timeZone (json): the agency's time zone (decision 173). */
export const saveTimeZone = call("POST", "/config/timeZone", {
  input: timeZoneSaveSchema,
  answer: z.object({ timeZone: z.string() }),
});
