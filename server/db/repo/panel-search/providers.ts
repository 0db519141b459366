import type { Db } from "../../client";
import type { FieldDef } from "./fields";

/**
 * Field providers (decision 141): fields that are not columns of a fixed list, such as the
 * answers to a survey's questions. A provider owns the keys `<prefix>:…`, lists its fields for
 * GetFilterItems/{surveyId} and resolves the keys a filter names into FieldDefs (whose `custom`
 * compiles the condition) before compiling. An unresolved key is an unknown field (400).
 * The survey area registers the `survey` provider (keys `survey:<surveyId>:<questionId>`).
 */
export interface FieldProvider {
  prefix: string;
  /** The fields offered for a survey (or none without one). */
  filterItems(db: Db, surveyId: number | null): Promise<FieldDef[]>;
  /** FieldDefs for the keys a filter names; keys it does not know are left out. */
  resolve(db: Db, keys: string[]): Promise<FieldDef[]>;
}

const providers = new Map<string, FieldProvider>();

export function registerFieldProvider(provider: FieldProvider): void {
  providers.set(provider.prefix, provider);
}

export const providerOf = (key: string): FieldProvider | undefined => {
  const colon = key.indexOf(":");
  return colon > 0 ? providers.get(key.slice(0, colon)) : undefined;
};

export const allProviders = (): FieldProvider[] => [...providers.values()];
