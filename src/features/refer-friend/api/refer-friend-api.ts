import { useQuery } from "@tanstack/react-query";
import { websiteCopiesSchema } from "../../../../server/contracts/config";
import type { ReferFriend } from "../../../../server/contracts/respondent-portal";
import { http } from "../../../lib/http";

const shown = { authRedirect: false } as const;

/** POST /api/referaFriend (field `json`, product §3 Refer friend). */
export const referFriends = (payload: ReferFriend) =>
  http.postJson("/api/referaFriend", payload, undefined, shown);

/** GET /api/GetWebsiteCopies: referPageText1..3 and the prefilled referMessage. */
export function useWebsiteCopies() {
  return useQuery({
    queryKey: ["GetWebsiteCopies"],
    queryFn: async () => {
      const answer = await http.get("/api/GetWebsiteCopies", websiteCopiesSchema, shown);
      return answer.succeeded ? answer.value : {};
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
