import { attendanceCommand } from "./mark-attendance";

/** Marks the selected attendees Attended (they turned up; payment becomes possible). */
export const markAttended = attendanceCommand({
  id: "sessions.markAttended",
  title: "Mark attended",
  keywords: ["attended", "showed", "present", "outcome"],
  key: "Alt+Shift+A",
  status: "Attended",
});
