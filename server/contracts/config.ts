import { z } from "zod";
import { isTimeZone } from "./agency-time";

/**
 * The /api/config/{name} calls of product §7.1. Flags answer value.value as a boolean,
 * the others as a string (or a list for the list-valued ones).
 */
// The flag list lives in a zod-free module: the staff shell loads every flag from it (decision 111).
export { CONFIG_FLAGS, type ConfigFlag } from "./config-flags";

export const CONFIG_VALUES = [
  "getcountrycode",
  "getcompanyshortname",
  "TermsUrl",
  "ApiVersion",
  "FacebookURL",
  "getthankyoupagesign",
  "getaccountingsystemname",
  "sessionsort",
] as const;
export type ConfigValue = (typeof CONFIG_VALUES)[number];

/** Config calls whose value is a list of strings. */
export const CONFIG_LISTS = [
  "requiredfields",
  "resfiltervalue",
  "RespTitleList",
  "videocalloptions",
  "accountcodes",
] as const;

export const flagAnswerSchema = z.object({ value: z.boolean() });
export const valueAnswerSchema = z.object({ value: z.string() });
export const listAnswerSchema = z.object({ value: z.array(z.string()) });

/** GET /api/GetWebsiteCopies: named texts such as referPageText1..3, referMessage, siteTitle. */
export const websiteCopiesSchema = z.record(z.string(), z.string());
/** GET /api/GetSystemReferences: named non-secret system values (site title, support e-mail...). */
export const systemReferencesSchema = z.record(z.string(), z.string());

/**
 * POST /api/config/timeZone (ConfigurationAdmin): the agency's time zone, an IANA name, stored as
 * the runtime spells it ("australia/sydney" → "Australia/Sydney"), decision 173.
 */
export const TIME_ZONE_MESSAGE = "Enter a time zone such as Australia/Sydney.";
export const timeZoneSaveSchema = z.object({
  timeZone: z
    .string(TIME_ZONE_MESSAGE)
    .trim()
    .max(64, TIME_ZONE_MESSAGE)
    .refine((v) => /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(v) && isTimeZone(v), TIME_ZONE_MESSAGE)
    .transform((v) => new Intl.DateTimeFormat("en-GB", { timeZone: v }).resolvedOptions().timeZone),
});

export { countryVariant } from "./masks";
