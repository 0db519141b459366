import { z } from "zod";
import { RIGHT_CODES, type RightCode, ROLES } from "./rights-codes";

// The codes and roles live in a zod-free module the staff shell can import (decision 080).
export {
  RIGHT_CODES,
  RIGHTS,
  type RightCode,
  type Role,
} from "./rights-codes";

/** A right code as sent in paths such as access-allowed/{securityData}. */
export const rightCodeSchema = z.enum(RIGHT_CODES as [RightCode, ...RightCode[]]);

export const roleSchema = z.enum(ROLES);
