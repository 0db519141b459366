import { attendanceCommand } from "./mark-attendance";

/** Marks the selected attendees No show (counted on the respondent). */
export const markNoShow = attendanceCommand({
  id: "sessions.markNoShow",
  title: "Mark no-show",
  keywords: ["no show", "absent", "did not attend", "outcome"],
  key: "Alt+Shift+X",
  status: "No show",
});
