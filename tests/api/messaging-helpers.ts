import { expect } from "vitest";
import type { Deps } from "../../server/context";
import { campaignProgressSchema } from "../../server/contracts/messaging/messaging";
import type { Logger } from "../../server/logger";
import { startMessagingWorker } from "../../server/services/messaging/worker";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer } from "../helpers/server";
import { type SmsSink, startSmsSink } from "../helpers/sms-sink";
import { startSmtpSink } from "../helpers/smtp-sink";

/**
 * A test server whose messaging worker delivers to local sinks: e-mail to `smtp` and, unless
 * `sms: false`, text messages to `sms` through a configured SMS account (`smsAuthToken` signs
 * its webhooks). `admin` is the demo admin's token. `workerLog` captures the worker's log lines.
 */
export async function messagingWorld(
  options: { sms?: boolean; smsAuthToken?: string; workerLog?: Logger } = {},
) {
  const smtp = await startSmtpSink();
  const sms: SmsSink | undefined = options.sms === false ? undefined : await startSmsSink();
  const server = await startTestServer();
  const smsAuthToken = options.smsAuthToken ?? "token";
  if (options.smsAuthToken) server.deps.env.messaging.smsAuthToken = smsAuthToken;
  const messaging = sms
    ? {
        ...server.deps.env.messaging,
        smsUrl: sms.url,
        smsAccountSid: "AC123",
        smsAuthToken,
        smsFrom: "+61400000000",
      }
    : server.deps.env.messaging;
  const deps: Deps = {
    ...server.deps,
    ...(options.workerLog ? { log: options.workerLog } : {}),
    env: { ...server.deps.env, smtpUrl: smtp.url, messaging },
  };
  const stopWorker = await startMessagingWorker(deps);
  server.deps.notifyOutbox = deps.notifyOutbox;
  const api = apiClient(server);
  const admin = await api.login(DEMO.admin.username, DEMO.admin.password);
  const stop = async () => {
    await stopWorker();
    await smtp.close();
    await sms?.close();
  };
  return { server, api, admin, smtp, sms: sms as SmsSink, stop };
}

/** Waits until every message of the campaign is sent (the worker delivers in the background). */
export async function campaignSent(
  w: { api: ReturnType<typeof apiClient>; admin: string },
  campaignId: number,
) {
  await expect
    .poll(
      async () =>
        (await w.api.get(`/api/campaign/${campaignId}`, { token: w.admin, answer: campaignProgressSchema }))
          .body.value?.status,
      { timeout: 20_000, interval: 200 },
    )
    .toBe("sent");
}
