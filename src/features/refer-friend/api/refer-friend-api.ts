import { useState } from "react";
import { websiteCopiesSchema } from "../../../../server/contracts/config";
import type { ReferFriend } from "../../../../server/contracts/respondents/portal";
import { PUBLIC_PATHS } from "../../../../server/contracts/respondents/public-paths";
import { apiPath, CONFIG_PATHS } from "../../../../server/contracts/shell-paths";
import { http } from "../../../lib/http";
import { useLoaded } from "../../../lib/use-loaded";

const shown = { authRedirect: false } as const;

/** POST /api/referaFriend (field `json`, product §3 Refer friend). */
export const referFriends = (payload: ReferFriend) =>
  http.postJson(`/api${PUBLIC_PATHS.referFriends}`, payload, undefined, shown);

/** GET /api/GetWebsiteCopies: referPageText1..3 and the prefilled referMessage (public page: no query cache). */
export function useWebsiteCopies(): Record<string, string> | undefined {
  const [copies, setCopies] = useState<Record<string, string>>();
  useLoaded(
    () => http.get(apiPath(CONFIG_PATHS.websiteCopies), websiteCopiesSchema, shown),
    (answer) => setCopies(answer.succeeded ? answer.value : {}),
    [],
  );
  return copies;
}
