import type { UseCaseContext } from "../context";
import { defaultTimeZone, isTimeZone } from "../contracts/agency-time";
import { CONFIG_FLAGS, CONFIG_LISTS, CONFIG_VALUES, countryVariant } from "../contracts/config";
import { DEFAULT_STAFF_HOURLY_COST } from "../contracts/reports/money-reports";
import type { CountryVariant } from "../contracts/validation";
import { changeConfigItem } from "../db/repo/admin/config-items";
import { configByKind, configValue, configValues } from "../db/repo/config";

const flags = new Set<string>(CONFIG_FLAGS);
const values = new Set<string>(CONFIG_VALUES);
const lists = new Set<string>(CONFIG_LISTS);

/** Parses a list stored as a JSON array (or, typed by hand in configuration, comma-separated). */
export function parseList(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // not JSON: fall through to comma-separated
  }
  return raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The answer of GET /api/config/{name}: {value} as boolean (flags), string (values) or list;
 * undefined for a name that is not a configuration call.
 */
export async function configAnswer(
  ctx: UseCaseContext,
  name: string,
): Promise<{ value: boolean | string | string[] } | undefined> {
  const { deps } = ctx;
  if (name === "ApiVersion") return { value: (await configValue(deps.db, name)) ?? deps.env.appVersion };
  if (flags.has(name)) return { value: (await configValue(deps.db, name))?.toLowerCase() === "true" };
  if (values.has(name)) return { value: (await configValue(deps.db, name)) ?? "" };
  if (lists.has(name)) return { value: parseList(await configValue(deps.db, name)) };
  return undefined;
}

export const websiteCopies = (ctx: UseCaseContext) => configByKind(ctx.deps.db, "copy");
export const systemReferences = (ctx: UseCaseContext) => configByKind(ctx.deps.db, "reference");

/** The validation variant of product §5 that the configured country code selects. */
export async function countryVariantOf(ctx: Pick<UseCaseContext, "deps">): Promise<CountryVariant> {
  return countryVariant(await configValue(ctx.deps.db, "getcountrycode"));
}

/** Whether the installation pays respondents in points (IsPointsAllowed). */
export async function pointsAllowed(ctx: Pick<UseCaseContext, "deps">): Promise<boolean> {
  return (await configValue(ctx.deps.db, "IsPointsAllowed"))?.toLowerCase() === "true";
}

/** Whether client contacts may see job schedules (IsJobSchedulesConfiguration, product §2.3). */
export async function jobSchedulesEnabled(ctx: Pick<UseCaseContext, "deps">): Promise<boolean> {
  return (await configValue(ctx.deps.db, "IsJobSchedulesConfiguration"))?.toLowerCase() === "true";
}

/**
 * What an hour of staff time costs the agency in dollars (config value `staffHourlyCost`, decision
 * 242): the Job Profit and Loss report's staff cost. Missing or not a positive number: the default.
 */
export async function staffHourlyCost(ctx: Pick<UseCaseContext, "deps">): Promise<number> {
  const value = Number((await configValue(ctx.deps.db, "staffHourlyCost"))?.trim() ?? "");
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_STAFF_HOURLY_COST;
}

/**
 * The agency's IANA time zone (system reference `timeZone`): the one clock of every time people
 * read. A missing or unknown name falls back to the country's zone.
 */
export async function agencyTimeZone(ctx: { deps: Pick<UseCaseContext["deps"], "db"> }): Promise<string> {
  const values = await configValues(ctx.deps.db, ["timeZone", "getcountrycode"]);
  const zone = values.get("timeZone")?.trim() ?? "";
  return isTimeZone(zone) ? zone : defaultTimeZone(values.get("getcountrycode"));
}

/** POST /api/config/timeZone: an admin changes the agency's clock (validated by the contract). */
export async function saveTimeZone(
  ctx: UseCaseContext,
  input: { timeZone: string },
): Promise<{ timeZone: string }> {
  // Kept in the configuration history like every other change (decision 273).
  await changeConfigItem(ctx.deps.db, {
    key: "timeZone",
    store: "reference",
    value: input.timeZone,
    action: "update",
    by: ctx.actor?.name ?? "system",
  });
  return { timeZone: input.timeZone };
}
