import { z } from "zod";
import { call } from "./call";
import {
  staffDetailAnswerSchema,
  staffFullNameAnswerSchema,
  staffListAnswerSchema,
  usernameParamSchema,
} from "./staff-users";

/** Staff as people (product §7.2, decision 178). */

const none = z.object({});
const username = z.object({ username: usernameParamSchema });

/** GET /api/users/staffs: every staff user, inactive ones too. */
export const staffUsers = call("GET", "/users/staffs", { input: none, answer: staffListAnswerSchema });

/** GET /api/ActiveUsers: the active staff users. */
export const activeUsers = call("GET", "/ActiveUsers", { input: none, answer: staffListAnswerSchema });

/** GET /api/user-fullname/{username}. */
export const userFullName = call("GET", "/user-fullname/:username", {
  input: username,
  answer: staffFullNameAnswerSchema,
});

/** GET /api/user-detail/{username}. */
export const userDetail = call("GET", "/user-detail/:username", {
  input: username,
  answer: staffDetailAnswerSchema,
});
