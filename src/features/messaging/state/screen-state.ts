import { useSyncExternalStore } from "react";
import { createScreenState } from "../../../workspace/screen-state";

/**
 * The send screens' draft and the campaign being watched: commands ('Invite…', 'Send
 * confirmations…', 'Send') fill and read it; the screens show and edit it (decision 168).
 */
export type Purpose = "general" | "invite" | "confirm";
export type Channel = "email" | "sms";

export interface Recipient {
  id: number;
  name: string;
}

export interface SendDraft {
  purpose: Purpose;
  recipients: Recipient[];
  /** Where the recipients came from, shown above the list ("3 selected panel members"). */
  source: string;
  jobId: number;
  jobLabel: string;
  sessionId: number;
  /** The session as people name it ("J24-00001 - Coffee · Lunchtime group (#101)"). */
  sessionLabel: string;
  templateId: number;
  senderId: number;
  /** Files sent with a general e-mail (email/send); kept in memory only. */
  attachments: File[];
  /** The compose box (decision 174): seeded from the chosen template, what is sent. */
  subject: string;
  html: string;
  smsText: string;
  /** The template the compose box was last filled from (0: none yet). */
  seededFrom: number;
}

export interface WatchedCampaign {
  id: number;
  channel: Channel;
  queued: number;
  skipped: number;
}

const blank = (): SendDraft => ({
  purpose: "general",
  recipients: [],
  source: "",
  jobId: 0,
  jobLabel: "",
  sessionId: 0,
  sessionLabel: "",
  templateId: 0,
  senderId: 0,
  attachments: [],
  subject: "",
  html: "",
  smsText: "",
  seededFrom: 0,
});

/** Which send call a draft makes: the channel and what it is (product §7.6). */
const SEND_KINDS = {
  email: { general: "email", invite: "invite-email", confirm: "confirm-email" },
  sms: { general: "sms", invite: "invite-sms", confirm: "confirm-sms" },
} as const;
export const sendKindOf = (channel: Channel, purpose: Purpose) => SEND_KINDS[channel][purpose];

/** The composed text a send carries (it overrides the template); nothing when the box is empty. */
export function composedText(
  channel: Channel,
  d: SendDraft,
): { subject?: string; html?: string; smsText?: string } {
  if (channel === "sms") return d.smsText.trim() ? { smsText: d.smsText } : {};
  return d.subject.trim() || d.html.trim() ? { subject: d.subject, html: d.html } : {};
}

let drafts: Record<Channel, SendDraft> = { email: blank(), sms: blank() };
let campaigns: Record<Channel, WatchedCampaign | null> = { email: null, sms: null };
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const sendScreens = {
  draft: (channel: Channel): SendDraft => drafts[channel],
  /** Replaces the draft (a command starting a send) or changes some of it (the screen). */
  setDraft(channel: Channel, patch: Partial<SendDraft>, fresh = false): void {
    drafts = { ...drafts, [channel]: { ...(fresh ? blank() : drafts[channel]), ...patch } };
    emit();
  },
  campaign: (channel: Channel): WatchedCampaign | null => campaigns[channel],
  watch(channel: Channel, campaign: WatchedCampaign | null): void {
    campaigns = { ...campaigns, [channel]: campaign };
    emit();
  },
};

let repliesVersion = 0;
/** Commands changed SMS replies: the list loads again. */
export const repliesChanged = () => {
  repliesVersion += 1;
  emit();
};
export const useRepliesVersion = () => useSyncExternalStore(subscribe, () => repliesVersion);

export const useSendDraft = (channel: Channel) => useSyncExternalStore(subscribe, () => drafts[channel]);
export const useWatchedCampaign = (channel: Channel) =>
  useSyncExternalStore(subscribe, () => campaigns[channel]);

const store = createScreenState();
/** The template, sender and reply screens' selections and editor requests, read by commands/messaging. */
export const messagingScreens = store.screens;
export const useEditorRequest = store.useEditorRequest;
