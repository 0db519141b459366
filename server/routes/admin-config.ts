import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/admin/config-items-calls";
import { RIGHTS } from "../contracts/rights-codes";
import {
  configItemHistory,
  deleteConfigItem,
  listConfigItems,
  revertConfigItem,
  updateConfigItem,
} from "../services/admin/config-items";
import { handle } from "./handle";

const CFG = { staff: [RIGHTS.ConfigurationAdmin] } as const;

/** System configuration (system-configuration, decision 273): every call needs ConfigurationAdmin. */
export const adminConfigRoutes = new Hono<AppEnv>()
  .on(...handle(calls.configItems, CFG, listConfigItems))
  .on(...handle(calls.updateConfigItem, CFG, updateConfigItem, { successMsg: "Successfully Saved!" }))
  .on(...handle(calls.deleteConfigItem, CFG, deleteConfigItem, { successMsg: "Successfully Deleted!" }))
  .on(...handle(calls.revertConfigItem, CFG, revertConfigItem, { successMsg: "Change reverted." }))
  .on(...handle(calls.configItemHistory, CFG, configItemHistory));
