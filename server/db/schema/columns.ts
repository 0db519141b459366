import { customType, integer, type PgColumn, serial, timestamp } from "drizzle-orm/pg-core";

/**
 * Column runs every table repeats, written once. Each helper builds exactly the column it names,
 * so the SQL (and drizzle-kit's snapshot) is the same as the builders written out.
 */

/** The row id: `serial primary key`. */
export const rowId = () => serial("id").primaryKey();

/** An instant (`timestamptz`); add `.notNull()` / `.defaultNow()` where the column needs them. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written: `timestamptz not null default now()`. */
export const createdAt = () => instant("created_at").notNull().defaultNow();

/** When the row last changed: `timestamptz not null default now()`. */
export const updatedAt = () => instant("updated_at").notNull().defaultNow();

/** A parent's id: not null, and the row goes when its parent is deleted. */
export const parentId = (name: string, parent: () => PgColumn) =>
  integer(name).notNull().references(parent, { onDelete: "cascade" });

/** Raw bytes; both drivers (pg and PGlite) answer a Buffer/Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
