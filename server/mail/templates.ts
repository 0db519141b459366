/** Plain-text-first mail bodies; the HTML part is the same text with the link clickable. */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

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
