import { z } from "zod";
import { idSchema, optionalText, requiredText, saveIdSchema, wholeNumber } from "../records";
import { RIGHT_CODES, type RightCode } from "../rights-codes";
import { staffPersonSchema, usernameParamSchema } from "../staff-users";

/**
 * Users and roles (system-users, UserAdmin; staff-calls §7.17; decisions 270, 271). A user name is
 * the e-mail address the person signs in with; it never changes once made, because jobs and
 * sessions store it.
 */

/** GET /api/users?start=&length=&search=&status=&sort=&dir=: one page of staff users. */
export const usersQuerySchema = z.object({
  start: wholeNumber(0, 10_000_000, "Invalid start").default(0),
  length: wholeNumber(1, 500, "Length must be 1 to 500").default(50),
  search: z.string().trim().max(100, "At most 100 characters").optional(),
  status: z.enum(["active", "inactive", "all"]).default("all"),
  sort: z.enum(["name", "username", "position", "status"]).default("name"),
  dir: z.enum(["asc", "desc"]).default("asc"),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

/** A staff person (staff-users.ts) as the administrator sees them: with notes, roles and 2FA. */
const userRowSchema = staffPersonSchema.extend({
  id: z.number().int(),
  notes: z.string().nullable(),
  roleIds: z.array(z.number().int()),
  roles: z.array(z.string()),
  twoFactorEnabled: z.boolean(),
});
export type UserRow = z.infer<typeof userRowSchema>;
export const usersPageSchema = z.object({ rows: z.array(userRowSchema), total: z.number().int() });

/** POST /api/users/update: without id adds a user (and mails a set-password invitation). */
export const userSaveSchema = z.object({
  id: saveIdSchema,
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: z.string().trim().toLowerCase().email("Enter a valid e-mail address").max(254, "Too long"),
  position: optionalText(100),
  roleIds: z.array(idSchema, "Choose the roles").max(50, "Too many roles"),
  isActive: z.boolean("Say whether the user is active").default(true),
});
export type UserSave = z.infer<typeof userSaveSchema>;

/** POST /api/users/delete: deactivates (never deletes) the user; their sessions end at once. */
export const userDeactivateSchema = z.object({ username: usernameParamSchema });

/** POST /api/users/UpdateNotes (username, notes). */
export const userNotesSchema = z.object({ username: usernameParamSchema, notes: optionalText(4000) });

/** POST /api/users/reset-2fa: turns two-factor sign-in off; the user sets it up again. */
export const userResetTwoFactorSchema = z.object({ username: usernameParamSchema });

const rightCodeSchema = z.enum(RIGHT_CODES as [RightCode, ...RightCode[]], "Unknown right");

const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rights: z.array(z.string()),
  /** Active users holding the role. */
  users: z.number().int(),
});
export const rolesAnswerSchema = z.array(roleSchema);

/** POST /api/roles/update: a role's name and the rights it grants (decision 271). */
export const roleSaveSchema = z.object({
  id: saveIdSchema,
  name: requiredText(100),
  rights: z.array(rightCodeSchema, "Choose the rights").max(RIGHT_CODES.length),
});
export type RoleSave = z.infer<typeof roleSaveSchema>;

/** GET /api/user-rights/{username}: the union of the user's roles' rights, and which role gives each. */
export const effectiveRightsSchema = z.object({
  username: z.string(),
  isActive: z.boolean(),
  rights: z.array(z.object({ code: z.string(), roles: z.array(z.string()) })),
});
