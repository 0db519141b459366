import { RIGHTS } from "../../server/contracts/rights-codes";
import { type Channel, sendScreens } from "../../src/features/messaging/state/screen-state";
import { type Command, defineCommand } from "../core/types";
import { plural } from "../sessions/session-context";
import { SEND_PATH, selectedRespondents } from "./messaging-context";

/** 'Send e-mail…' / 'Send SMS…': the selected panel members (if any) as recipients of a general message. */
function sendGeneral(channel: Channel): Command {
  const label = channel === "sms" ? "SMS" : "e-mail";
  return defineCommand({
    id: channel === "sms" ? "messaging.sendSms" : "messaging.sendEmail",
    title: channel === "sms" ? "Send SMS…" : "Send e-mail…",
    category: "Messaging",
    keywords: [label, "message", "bulk", "comms"],
    rights: [RIGHTS.RespondentAdmin],
    run: (ctx) => {
      const recipients = selectedRespondents(ctx);
      if (recipients.length)
        sendScreens.setDraft(
          channel,
          { purpose: "general", recipients, source: plural(recipients.length, "selected panel member") },
          true,
        );
      ctx.openView(SEND_PATH[channel], { title: channel === "sms" ? "Send SMS" : "Send Email" });
    },
  });
}

export const sendEmail = sendGeneral("email");
export const sendSms = sendGeneral("sms");
