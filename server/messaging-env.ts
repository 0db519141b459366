/** Messaging settings from the environment (README "Configuration", decision 163). */
export interface MessagingEnv {
  /** SMS provider base URL (Twilio-compatible API); unset: SMS land in the dev mailbox. */
  smsUrl: string | undefined;
  smsAccountSid: string;
  /** Signs the provider's webhooks and authenticates our sends. */
  smsAuthToken: string | undefined;
  smsFrom: string;
  /** Messages per second each process sends, per channel. */
  emailPerSecond: number;
  smsPerSecond: number;
  /** A delivery claimed longer ago than this whose worker is gone becomes 'unknown'. */
  staleSendingSeconds: number;
  /** A queue job still active after this long (a killed worker's) is retried by another. */
  jobExpireSeconds: number;
  maintenanceSeconds: number;
  /** First retry delay of a job (transient failures, a dead worker's job); doubles each time. */
  retryDelaySeconds: number;
  /** Deliveries per queue job, and parallel job loops per process. */
  chunkSize: number;
  workerLoops: number;
  /** Hours before a session's start when reminders go out (e.g. "24,4"). */
  reminderOffsetsHours: number[];
}

const num = (name: string, fallback: number, min = 1) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= min ? value : fallback;
};

export function readMessagingEnv(): MessagingEnv {
  const offsets = (process.env.REMINDER_OFFSETS_HOURS ?? "24,4")
    .split(",")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 24 * 14);
  return {
    smsUrl: process.env.SMS_URL || undefined,
    smsAccountSid: process.env.SMS_ACCOUNT_SID ?? "",
    smsAuthToken: process.env.SMS_AUTH_TOKEN || undefined,
    smsFrom: process.env.SMS_FROM ?? "",
    emailPerSecond: num("MESSAGING_EMAIL_PER_SECOND", 500),
    smsPerSecond: num("MESSAGING_SMS_PER_SECOND", 20),
    staleSendingSeconds: num("MESSAGING_STALE_SECONDS", 300),
    jobExpireSeconds: num("MESSAGING_JOB_EXPIRE_SECONDS", 120),
    maintenanceSeconds: num("MESSAGING_MAINTENANCE_SECONDS", 30),
    retryDelaySeconds: num("MESSAGING_RETRY_DELAY_SECONDS", 15),
    chunkSize: num("MESSAGING_CHUNK_SIZE", 100),
    workerLoops: num("MESSAGING_WORKER_LOOPS", 4),
    reminderOffsetsHours: offsets,
  };
}
