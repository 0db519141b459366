import { z } from "zod";
import { idSchema } from "./records";

/** POST /api/respondents/portal-invitation and /api/client-contacts/portal-invitation (decisions 177, 215): whom to invite. */
export const portalInvitationSchema = z.object({ ids: z.array(idSchema).min(1).max(1000) });

/** How many invitations were queued, and who was left out with why. */
export const portalInvitationAnswerSchema = z.object({
  sent: z.number().int(),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type PortalInvitationAnswer = z.infer<typeof portalInvitationAnswerSchema>;
