import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface SunkSms {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
  authorization: string;
  /** The delivery-report address the sender asked for (Twilio's StatusCallback), or "". */
  statusCallback: string;
}

export interface SmsSink {
  /** The base URL to give as SMS_URL. */
  url: string;
  messages: SunkSms[];
  /** Numbers answered with this HTTP status (400: invalid number, 503: try later). */
  refuse: Map<string, number>;
  close(): Promise<void>;
}

/** A local HTTP server that answers like Twilio's Messages API and keeps what it was sent. */
export async function startSmsSink(): Promise<SmsSink> {
  const messages: SunkSms[] = [];
  const refuse = new Map<string, number>();
  const server = createServer((req, res) => {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? "");
    if (req.method !== "POST" || !match) {
      res.writeHead(404).end();
      return;
    }
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      const to = form.get("To") ?? "";
      const status = refuse.get(to);
      if (status) {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify({ code: status === 400 ? 21211 : 20500, message: `refused ${to}` }));
        return;
      }
      const sid = `SM${randomUUID().replaceAll("-", "")}`;
      messages.push({
        sid,
        accountSid: decodeURIComponent(match[1] ?? ""),
        to,
        from: form.get("From") ?? "",
        body: form.get("Body") ?? "",
        statusCallback: form.get("StatusCallback") ?? "",
        authorization: req.headers.authorization ?? "",
      });
      res.writeHead(201, { "content-type": "application/json" });
      res.end(JSON.stringify({ sid, status: "queued" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
