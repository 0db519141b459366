/**
 * The boolean /api/config/{name} calls of product §7.1: the one list of server flags. The server
 * answers exactly these; the staff shell loads every one of them (src/app/shell-flags.ts), so a
 * command, route or menu entry gated by a flag always sees its value (decision 111). Zod-free:
 * the staff shell imports it (decision 080).
 */
export const CONFIG_FLAGS = [
  "IsJobSchedulesConfiguration",
  "IsPointsAllowed",
  "IsimportlistAllowed",
  "IsFarronResearch",
  "IsJOTLicensee",
  "IsBusinessPanelAllowed",
  "IsDisabilityPanelAllowed",
  "IsAttendanceAlertEnabled",
  "IsCreateTemplateAllowed",
] as const;
export type ConfigFlag = (typeof CONFIG_FLAGS)[number];
