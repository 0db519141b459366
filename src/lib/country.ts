import { type CountryVariant, countryVariant } from "../../server/contracts/masks";
import { useConfigValue } from "./server-config";

/** Product §7.1: NZ selects the New Zealand masks and rules, anything else the default. */
export const useCountryVariant = (): CountryVariant => countryVariant(useConfigValue("getcountrycode"));

const COUNTRY_NAMES: Record<string, string> = { AU: "Australia", NZ: "New Zealand" };

/** A stored country as people read it: "AU" → "Australia"; a name is shown as stored. */
export const countryName = (value: unknown): string =>
  typeof value === "string" ? (COUNTRY_NAMES[value.toUpperCase()] ?? value) : "";
