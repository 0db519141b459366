/** Plain-text-first mail bodies; the HTML part is the same text with the link clickable. */

import { escapeHtml } from "../contracts/escape-html";

/** A greeting, the lines, the link (clickable in the HTML part) and what to know after it. */
function linkMail(m: { subject: string; name: string; lines: string[]; link: string; after: string }) {
  const text = [`Hello ${m.name},`, "", ...m.lines, m.link, "", m.after].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(m.name)},</p>`,
    ...m.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>`,
    `<p>${escapeHtml(m.after)}</p>`,
  ].join("\n");
  return { subject: m.subject, text, html };
}

export function setPasswordMail(input: { name: string; link: string; siteTitle: string; minutes: number }) {
  const subject = `${input.siteTitle}: set your password`;
  const text = [
    `Hello ${input.name},`,
    "",
    "We received a request to set a new password for your account. Open this link to choose one:",
    input.link,
    "",
    `The link works once and expires in ${input.minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(input.name)},</p>`,
    "<p>We received a request to set a new password for your account. Open this link to choose one:</p>",
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    `<p>The link works once and expires in ${input.minutes} minutes. If you did not ask for it, ignore this e-mail.</p>`,
  ].join("\n");
  return { subject, text, html };
}

/** Staff invite a panel member to the portal (decision 177): the link sets their password. */
export function portalInvitationMail(input: {
  name: string;
  link: string;
  siteTitle: string;
  minutes: number;
}) {
  const subject = `${input.siteTitle}: your panel member account`;
  const days = Math.round(input.minutes / 1440);
  const lines = [
    "You can now sign in to our research panel's member portal to see your sessions, surveys and payments and keep your details up to date.",
    "Choose your password with this link:",
  ];
  const after = `The link works once and expires in ${days} days. If it has expired, use 'Forgot password' on the sign-in page to get a new one.`;
  return linkMail({ subject, name: input.name, lines, link: input.link, after });
}

/** Staff give a client contact portal access (decision 215): the link sets their password. */
export function clientPortalInvitationMail(input: {
  name: string;
  link: string;
  siteTitle: string;
  minutes: number;
}) {
  const subject = `${input.siteTitle}: your client portal access`;
  const days = Math.round(input.minutes / 1440);
  const lines = [
    "You can now sign in to our client portal to follow your jobs' recruitment, schedules, documents and notes.",
    "Choose your password with this link:",
  ];
  const after = `The link works once and expires in ${days} days. If it has expired, use 'Sign in with a code' or 'Forgot password' on the sign-in page.`;
  return linkMail({ subject, name: input.name, lines, link: input.link, after });
}

/** The sign-up mail (decision 118): a welcome, and the link to choose the first password. */
export function welcomeMail(input: { name: string; link: string; siteTitle: string; minutes: number }) {
  const subject = `Welcome to ${input.siteTitle}: choose your password`;
  const lines = [
    "Welcome to our research panel, and thank you for joining.",
    "To finish, choose a password for your account with this link:",
  ];
  const after = `The link works once and expires in ${input.minutes} minutes. If it has expired, use 'Forgot password' on the sign-in page to get a new one.`;
  return linkMail({ subject, name: input.name, lines, link: input.link, after });
}

/** Survey-link profile update (decision 092): what changed, and the one-time link to undo it. */
export function profileChangedMail(input: {
  name: string;
  changes: string[];
  link: string;
  siteTitle: string;
  days: number;
}) {
  const subject = `${input.siteTitle}: your contact details were changed`;
  const intro = "Your contact details were just changed through a survey link:";
  const undo = `If you did not make this change, open this link to restore your previous details (it works once, for ${input.days} days):`;
  const text = [
    `Hello ${input.name},`,
    "",
    intro,
    ...input.changes.map((c) => `- ${c}`),
    "",
    undo,
    input.link,
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(input.name)},</p>`,
    `<p>${intro}</p>`,
    `<ul>${input.changes.map((c) => `<li>${escapeHtml(c)}</li>`).join("")}</ul>`,
    `<p>${escapeHtml(undo)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
  ].join("\n");
  return { subject, text, html };
}
