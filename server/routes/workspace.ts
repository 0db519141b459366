import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/workspace-calls";
import * as workspace from "../services/workspace";
import { handle } from "./handle";

/** Every staff member keeps their own layouts and home. */
const ANY_STAFF = { staff: [] } as const;

/** Saved workspace layouts per staff user and the staff home (decision 032). */
export const workspaceRoutes = new Hono<AppEnv>()
  .on(...handle(calls.currentLayout, ANY_STAFF, workspace.currentLayout))
  .on(...handle(calls.saveCurrentLayout, ANY_STAFF, workspace.saveCurrentLayout))
  .on(...handle(calls.namedLayouts, ANY_STAFF, workspace.listNamedLayouts))
  .on(
    ...handle(calls.saveNamedLayout, ANY_STAFF, workspace.saveNamedLayout, {
      successMsg: (_, input) => (input.layout === null ? "Layout deleted." : "Layout saved."),
    }),
  )
  .on(...handle(calls.dashboard, ANY_STAFF, workspace.dashboard))
  .on(...handle(calls.me, ANY_STAFF, workspace.me));
