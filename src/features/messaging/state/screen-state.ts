import { atom, store, useAtomSelect, useAtomValue } from "../../../lib/store";
import { createScreenState } from "../../../workspace/screen-state";

/**
 * The send screens' draft and the campaign being watched: commands ('Invite…', 'Send
 * confirmations…', 'Send') fill and read it; the screens show and edit it (decision 168). Jotai
 * atoms in the one store (decision 108), so commands and screens read the same values.
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

/** The composed text a send carries (it overrides the template); nothing when the box is empty. */
export function composedText(
  channel: Channel,
  d: SendDraft,
): { subject?: string; html?: string; smsText?: string } {
  if (channel === "sms") return d.smsText.trim() ? { smsText: d.smsText } : {};
  return d.subject.trim() || d.html.trim() ? { subject: d.subject, html: d.html } : {};
}

const drafts = atom<Record<Channel, SendDraft>>({ email: blank(), sms: blank() });
const campaigns = atom<Record<Channel, WatchedCampaign | null>>({ email: null, sms: null });
/** Bumped when commands changed SMS replies: the list loads again. */
const repliesVersion = atom(0);

export const sendScreens = {
  draft: (channel: Channel): SendDraft => store.get(drafts)[channel],
  /** Replaces the draft (a command starting a send) or changes some of it (the screen). */
  setDraft(channel: Channel, patch: Partial<SendDraft>, fresh = false): void {
    const all = store.get(drafts);
    store.set(drafts, { ...all, [channel]: { ...(fresh ? blank() : all[channel]), ...patch } });
  },
  campaign: (channel: Channel): WatchedCampaign | null => store.get(campaigns)[channel],
  watch(channel: Channel, campaign: WatchedCampaign | null): void {
    store.set(campaigns, { ...store.get(campaigns), [channel]: campaign });
  },
};

/** Commands changed SMS replies: the list loads again. */
export const repliesChanged = () => store.set(repliesVersion, (v) => v + 1);
export const useRepliesVersion = () => useAtomValue(repliesVersion);

export const useSendDraft = (channel: Channel) => useAtomSelect(drafts, (all) => all[channel], [channel]);
export const useWatchedCampaign = (channel: Channel) =>
  useAtomSelect(campaigns, (all) => all[channel], [channel]);

const screens = createScreenState();
/** The template, sender and reply screens' selections and editor requests, read by commands/messaging. */
export const messagingScreens = screens.screens;
export const useEditorRequest = screens.useEditorRequest;
