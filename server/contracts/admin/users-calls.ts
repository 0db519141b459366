import { z } from "zod";
import { call } from "../call";
import { usernameParamSchema } from "../staff-users";
import {
  effectiveRightsSchema,
  roleSaveSchema,
  rolesAnswerSchema,
  userDeactivateSchema,
  userNotesSchema,
  userResetTwoFactorSchema,
  userSaveSchema,
  usersPageSchema,
  usersQuerySchema,
} from "./users";

/** Users and roles (staff-calls §7.17; decisions 270, 271): every call needs UserAdmin. */

const saved = z.object({ id: z.number().int() });
const done = z.object({ username: z.string() });

/** GET /api/users: a page of staff users with roles and 2FA state. */
export const users = call("GET", "/users", { input: usersQuerySchema, answer: usersPageSchema });

/** POST /api/users/update: add or change a user. */
export const saveUser = call("POST", "/users/update", { input: userSaveSchema, answer: saved });

/** POST /api/users/delete: deactivate (never delete). */
export const deactivateUser = call("POST", "/users/delete", { input: userDeactivateSchema, answer: done });

/** POST /api/users/UpdateNotes. */
export const userNotes = call("POST", "/users/UpdateNotes", { input: userNotesSchema, answer: done });

/** POST /api/users/reset-2fa (no spec call; decision 270). */
export const resetTwoFactor = call("POST", "/users/reset-2fa", {
  input: userResetTwoFactorSchema,
  answer: done,
});

/** GET /api/roles: every role with its rights. */
export const roles = call("GET", "/roles", { input: z.object({}), answer: rolesAnswerSchema });

/** POST /api/roles/update: add a role or change its name and rights. */
export const saveRole = call("POST", "/roles/update", { input: roleSaveSchema, answer: saved });

/** GET /api/user-rights/{username}: effective rights preview. */
export const effectiveRights = call("GET", "/user-rights/:username", {
  input: z.object({ username: usernameParamSchema }),
  answer: effectiveRightsSchema,
});
