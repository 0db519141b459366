import { boolean, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A panel member. Extended by the respondents area. */
export const respondents = pgTable(
  "respondents",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    mobile: text("mobile"),
    postcode: text("postcode"),
    businessRego: boolean("business_rego").notNull().default(false),
    disabilityRego: boolean("disability_rego").notNull().default(false),
    optedOut: boolean("opted_out").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("respondents_mobile_idx").on(t.mobile), index("respondents_email_idx").on(t.email)],
);
