import type { ApiResult } from "./http";
import { toast } from "./toast";

/** Product §8: 'Successfully Saved!', or 'Error!' with the server's errors joined by spaces. */
export function announceSave(answer: ApiResult<unknown>): boolean {
  if (answer.succeeded) toast.success("Successfully Saved!");
  else toast.error("Error!", answer.errors.join(" "));
  return answer.succeeded;
}
