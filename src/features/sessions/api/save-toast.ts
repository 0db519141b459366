import type { ApiResult } from "../../../lib/http";
import { toast } from "../../../lib/toast";

/** Product §8: 'Successfully Saved!', or 'Error!' with the server errors joined by spaces. */
export function announceSave(answer: ApiResult<unknown>): boolean {
  if (answer.succeeded) toast.success("Successfully Saved!");
  else toast.error("Error!", answer.errors.join(" "));
  return answer.succeeded;
}
