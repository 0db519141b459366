import { z } from "zod";
import { referFriendSchema } from "../../../../server/contracts/respondents/portal";

export interface ReferValues {
  yourEmail: string;
  friendEmail1: string;
  friendEmail2: string;
  friendEmail3: string;
  message: string;
}

export const emptyRefer = (message: string): ReferValues => ({
  yourEmail: "",
  friendEmail1: "",
  friendEmail2: "",
  friendEmail3: "",
  message,
});

/** The contract of the server plus the referrer from ?ref (product §2.1 'optional query ref'). */
export const referFormSchema = referFriendSchema.omit({ botToken: true }).extend({
  referrer: z.string().trim().max(100).optional().default(""),
});

/** Where Login and 'Existing member login here' lead: /signin, or /signin/{jobId} from the query. */
export function signinTarget(search: string): string {
  const q = new URLSearchParams(search);
  const job = q.get("jobId") ?? q.get("jobid");
  return job && /^\d+$/.test(job) ? `/signin/${job}` : "/signin";
}
