import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SunkMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  messageId: string;
  headers: Record<string, string>;
  /** Every header as written (name lower-cased → unfolded value), as the MIME parser read them. */
  headerLines: Record<string, string>;
  /** Attached files (name, type and bytes); empty without parsing. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** Date.now() when the sink accepted it. */
  receivedAt: number;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: SunkMail[];
  /** Recipients refused with 550 (permanent) or 451 (transient) at RCPT TO. */
  refuse: Map<string, 550 | 451>;
  close(): Promise<void>;
}

/**
 * An in-process SMTP server on 127.0.0.1 that keeps every message it receives (parsed with
 * mailparser). `parse: false` keeps only the envelope and headers' Message-ID (fast, for benches).
 */
export async function startSmtpSink(options: { parse?: boolean } = {}): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  const refuse = new Map<string, 550 | 451>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refuse.get(address.address.toLowerCase());
      if (!code) return callback();
      const error = Object.assign(new Error(code === 550 ? "Mailbox unavailable" : "Try again later"), {
        responseCode: code,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address).join(",");
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
      if (options.parse === false) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const messageId = /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "";
          messages.push({
            from,
            to,
            subject: "",
            text: "",
            html: null,
            messageId,
            headers: {},
            headerLines: {},
            attachments: [],
            receivedAt: Date.now(),
          });
          callback();
        });
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          const headers: Record<string, string> = {};
          for (const [k, v] of mail.headers) if (typeof v === "string") headers[k] = v;
          messages.push({
            from,
            to,
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : null,
            messageId: mail.messageId ?? "",
            headers,
            headerLines: Object.fromEntries(
              mail.headerLines.map((h) => [
                h.key,
                h.line
                  .slice(h.line.indexOf(":") + 1)
                  .replace(/\r?\n\s+/g, " ")
                  .trim(),
              ]),
            ),
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? "",
              contentType: a.contentType,
              content: a.content,
            })),
            receivedAt: Date.now(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender killed mid-session (the crash test's SIGKILL) resets its connection: the sink, like a
  // real mail server, carries on instead of throwing the socket error at the test process.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
