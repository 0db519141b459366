import { z } from "zod";
import { optionalText, requiredText, saveIdSchema, wholeNumber } from "../records";

/**
 * Support tickets (staff-calls §7.16, decision 275). Fields are not shown in the spec: a title, a
 * description, priority/status/type/module codes of the ticket lookup lists (product §7.5), the
 * reporter and an assignee, and the context a ticket raised with 'Report a problem' carries.
 */

/** The lookup lists a ticket's codes come from (GET /api/data-provider/Get{List}List). */
export const TICKET_LISTS = {
  priority: "TicketPriority",
  status: "TicketStatus",
  type: "TicketType",
  module: "TicketModule",
} as const;

const code = (missing: string) => z.string(missing).trim().min(1, missing).max(60, missing);

/** What 'Report a problem' records of where the person was (decision 275). */
const contextFields = {
  route: optionalText(300),
  requestId: optionalText(64),
  appVersion: optionalText(40),
  userAgent: optionalText(400),
};

/** POST /api/ticket/update: id absent (or 0) raises a ticket, present changes it (TKT). */
export const ticketSaveSchema = z.object({
  id: saveIdSchema,
  title: requiredText(200),
  description: optionalText(4000),
  priority: code("Choose a priority"),
  status: code("Choose a status"),
  type: code("Choose a type"),
  module: optionalText(60),
  /** The user name of the staff member working it (decision 178: screens pick people by name). */
  assignee: optionalText(200),
  ...contextFields,
});
export type TicketSave = z.output<typeof ticketSaveSchema>;

/**
 * POST /api/ticket/report ('Report a problem', every staff user): a title and what happened, with
 * the context the browser read; priority, status and type take the first of their lists.
 */
export const ticketReportSchema = z.object({
  title: requiredText(200),
  description: optionalText(4000),
  ...contextFields,
});
export type TicketReport = z.output<typeof ticketReportSchema>;

/** GET /api/tickets?start=&length=&search=&status=&priority=&mine=&sort=&dir=. */
export const ticketListQuerySchema = z.object({
  start: wholeNumber(0, 10_000_000, "Invalid start").default(0),
  length: wholeNumber(1, 500, "Length must be 1 to 500").default(50),
  search: z.string().trim().max(100, "At most 100 characters").optional().default(""),
  status: z.string().trim().max(60).optional(),
  priority: z.string().trim().max(60).optional(),
  /** Tickets assigned to the caller. */
  mine: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  sort: z.enum(["id", "title", "priority", "status", "createdAt", "updatedAt"]).default("updatedAt"),
  dir: z.enum(["asc", "desc"]).default("desc"),
});
export type TicketListQuery = z.output<typeof ticketListQuerySchema>;

export const ticketSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  priority: z.string(),
  status: z.string(),
  type: z.string(),
  module: z.string().nullable(),
  reporterId: z.number().int().nullable(),
  reporter: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
  /** The assignee's user name, and their full name as screens show it. */
  assignee: z.string().nullable(),
  assigneeName: z.string().nullable(),
  route: z.string().nullable(),
  requestId: z.string().nullable(),
  appVersion: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketPageSchema = z.object({ rows: z.array(ticketSchema), total: z.number().int() });
