import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/admin/users-calls";
import { RIGHTS } from "../contracts/rights-codes";
import { listRoles, saveRole } from "../services/admin/roles";
import {
  deactivateUser,
  effectiveRights,
  listUsers,
  resetTwoFactor,
  saveUser,
  updateNotes,
} from "../services/admin/users";
import { handle } from "./handle";

const USR = { staff: [RIGHTS.UserAdmin] } as const;

/** Users and roles (system-users, decisions 270, 271): UserAdmin for every call. */
export const adminUsersRoutes = new Hono<AppEnv>()
  .on(...handle(calls.users, USR, listUsers))
  .on(...handle(calls.saveUser, USR, saveUser, { successMsg: "User saved." }))
  .on(...handle(calls.deactivateUser, USR, deactivateUser, { successMsg: "User deactivated." }))
  .on(...handle(calls.userNotes, USR, updateNotes, { successMsg: "Notes saved." }))
  .on(...handle(calls.resetTwoFactor, USR, resetTwoFactor, { successMsg: "Two-factor sign-in reset." }))
  .on(...handle(calls.roles, USR, listRoles))
  .on(...handle(calls.saveRole, USR, saveRole, { successMsg: "Role saved." }))
  .on(...handle(calls.effectiveRights, USR, effectiveRights));
