import type { Db } from "../client";
import { emailSenders, emailTemplates } from "../schema/email-templates";

const FOOTER =
  '<p><a href="{{unsubscribeLink}}" target="_blank" rel="noopener noreferrer">Unsubscribe</a></p>';

/** Demo templates of each common kind and one sender, so the messaging screens show content. */
export async function seedEmailTemplates(db: Db): Promise<void> {
  await db
    .insert(emailSenders)
    .values([
      { name: "Recruitment team", fromAddress: "recruitment@example.com", replyTo: "replies@example.com" },
    ]);
  await db.insert(emailTemplates).values([
    {
      name: "General e-mail",
      kind: "general-email",
      subject: "A message from our research team",
      html: `<p>Hello {{firstName}},</p><p></p>${FOOTER}`,
      plainText: "Hello {{firstName}},\n\nUnsubscribe: {{unsubscribeLink}}",
    },
    { name: "General SMS", kind: "general-sms", smsText: "Hi {{firstName}}, " },
    {
      name: "Survey invitation",
      kind: "invitation-email",
      subject: "Invitation: {{jobName}}",
      html: `<p>Hello {{firstName}},</p><p>You are invited to take part in <strong>{{jobName}}</strong>. The incentive is {{incentive}}.</p><p><a href="{{surveyLink}}" target="_blank" rel="noopener noreferrer">Start the survey</a></p>${FOOTER}`,
      plainText:
        "Hello {{firstName}},\n\nYou are invited to take part in {{jobName}}.\nStart the survey: {{surveyLink}}\n\nUnsubscribe: {{unsubscribeLink}}",
    },
    {
      name: "Survey invitation SMS",
      kind: "invitation-sms",
      smsText: "Hi {{firstName}}, you are invited to {{jobName}}: {{surveyLink}} Reply STOP to opt out",
    },
    {
      name: "Session confirmation",
      kind: "confirmation-email",
      subject: "Please confirm: {{sessionName}} on {{sessionDate}}",
      html: `<p>Hello {{firstName}},</p><p>You are booked for {{sessionName}} on {{sessionDate}} at {{sessionTime}}, {{sessionLocation}}. Incentive: {{incentive}}.</p><p><a href="{{confirmLink}}" target="_blank" rel="noopener noreferrer">Confirm my attendance</a></p>${FOOTER}`,
    },
    {
      name: "Session confirmation SMS",
      kind: "confirmation-sms",
      smsText:
        "Hi {{firstName}}, you are booked for {{sessionName}} on {{sessionDate}} at {{sessionTime}}. Reply YES to confirm.",
    },
    {
      name: "Profile update",
      kind: "profile-update-email",
      subject: "Please update your profile",
      html: `<p>Hello {{firstName}},</p><p>Please check that your details are up to date.</p>${FOOTER}`,
    },
    {
      name: "Profile update SMS",
      kind: "profile-update-sms",
      smsText: "Hi {{firstName}}, please update your profile.",
    },
  ]);
}
