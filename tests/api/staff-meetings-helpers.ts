import { asc, eq } from "drizzle-orm";
import { campaignAttachments } from "../../server/db/repo/message-attachments";
import { messageDeliveries } from "../../server/db/schema/messaging";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";

/** A staff member holding these rights, with the id and e-mail the meeting calls use. */
export interface Person {
  token: string;
  id: number;
  email: string;
}

export async function meetingsWorld() {
  const server = await startTestServer();
  const api = apiClient(server);
  const admin = await api.login(DEMO.admin.username, DEMO.admin.password);
  const db = server.handle.db;
  return {
    server,
    api,
    admin,
    db,
    async person(rights: Parameters<typeof staffWithRights>[1] = []): Promise<Person> {
      const token = await staffWithRights(server, rights);
      const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
      return { token, id: Number(claims.primarysid ?? claims.id), email: String(claims.unique_name) };
    },
    /** The mails queued to an address, oldest first, each with its first attachment parsed. */
    async mailsTo(email: string) {
      const rows = await db
        .select()
        .from(messageDeliveries)
        .where(eq(messageDeliveries.toAddress, email))
        .orderBy(asc(messageDeliveries.id));
      return Promise.all(
        rows.map(async (r) => {
          const [file] = await campaignAttachments(db, r.campaignId);
          return {
            subject: r.subject ?? "",
            text: r.textBody,
            fileName: file?.fileName ?? "",
            contentType: file?.contentType ?? "",
            ics: file ? parseIcs(file.content.toString("utf8")) : new Map<string, string[]>(),
          };
        }),
      );
    },
  };
}

/**
 * An iCalendar file as property name → values (lines unfolded, parameters dropped), enough to
 * read METHOD, UID, SEQUENCE, DTSTART and the ATTENDEE addresses.
 */
export function parseIcs(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of text.replace(/\r\n[ \t]/g, "").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const name = (line.slice(0, colon).split(";")[0] ?? "").toUpperCase();
    out.set(name, [...(out.get(name) ?? []), line.slice(colon + 1)]);
  }
  return out;
}
