import { z } from "zod";

/**
 * Staff as people (decision 178): the answers of users/staffs, ActiveUsers, user-fullname and
 * user-detail. They carry names and work contact details only: never a password hash, 2FA
 * secret or token.
 */
export const staffPersonSchema = z.object({
  /** What jobs and sessions store (projectManager, recruiters). */
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** "First Last": what screens show. */
  fullName: z.string(),
  email: z.string(),
  position: z.string().nullable(),
  isActive: z.boolean(),
});
export type StaffPerson = z.infer<typeof staffPersonSchema>;

/** GET /api/users/staffs (every staff user, inactive ones too) and GET /api/ActiveUsers (active only). */
export const staffListAnswerSchema = z.array(staffPersonSchema);

/** GET /api/user-fullname/{username}. */
export const staffFullNameAnswerSchema = z.string();

/** GET /api/user-detail/{username}: the person and the names of their roles. */
export const staffDetailAnswerSchema = staffPersonSchema.extend({
  roles: z.array(z.string()),
  twoFactorEnabled: z.boolean(),
});
export type StaffDetail = z.infer<typeof staffDetailAnswerSchema>;

/** A user name in a path: an e-mail-like sign-in name. */
export const usernameParamSchema = z.string().trim().min(1, "Required").max(254, "Too long");
