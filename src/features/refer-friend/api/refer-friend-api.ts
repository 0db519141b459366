import { useEffect, useState } from "react";
import { websiteCopiesSchema } from "../../../../server/contracts/config";
import type { ReferFriend } from "../../../../server/contracts/respondents/portal";
import { apiPath, CONFIG_PATHS } from "../../../../server/contracts/shell-paths";
import { http } from "../../../lib/http";

const shown = { authRedirect: false } as const;

/** POST /api/referaFriend (field `json`, product §3 Refer friend). */
export const referFriends = (payload: ReferFriend) =>
  http.postJson("/api/referaFriend", payload, undefined, shown);

/** GET /api/GetWebsiteCopies: referPageText1..3 and the prefilled referMessage (public page: no query cache). */
export function useWebsiteCopies(): Record<string, string> | undefined {
  const [copies, setCopies] = useState<Record<string, string>>();
  useEffect(() => {
    let live = true;
    void http.get(apiPath(CONFIG_PATHS.websiteCopies), websiteCopiesSchema, shown).then((answer) => {
      if (live) setCopies(answer.succeeded ? answer.value : {});
    });
    return () => {
      live = false;
    };
  }, []);
  return copies;
}
