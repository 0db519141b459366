import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { staffUsers } from "./accounts";
import { createdAt, rowId, updatedAt } from "./columns";

/**
 * Support tickets (admin/support-ticket, decision 275): a problem raised by staff, worked by
 * holders of Tickets (TKT). Priority, status, type and module are codes of the lookup lists
 * TicketPriority, TicketStatus, TicketType and TicketModule. A ticket raised with 'Report a
 * problem' carries where it happened: the route, the last request id, the app version and browser.
 */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: rowId(),
    title: text("title").notNull(),
    description: text("description"),
    priority: text("priority").notNull(),
    status: text("status").notNull(),
    type: text("type").notNull(),
    module: text("module"),
    reporterId: integer("reporter_id").references(() => staffUsers.id, { onDelete: "set null" }),
    assigneeId: integer("assignee_id").references(() => staffUsers.id, { onDelete: "set null" }),
    route: text("route"),
    requestId: text("request_id"),
    appVersion: text("app_version"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("support_tickets_status_idx").on(t.status),
    index("support_tickets_created_idx").on(t.createdAt),
  ],
);
