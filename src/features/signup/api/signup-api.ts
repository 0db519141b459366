import { useQuery } from "@tanstack/react-query";
import { countryVariant } from "../../../../server/contracts/config";
import { publicListSchema } from "../../../../server/contracts/reference-data";
import { type Signup, signupAnswerSchema } from "../../../../server/contracts/signup";
import { useConfigValue } from "../../../app/config";
import { http } from "../../../lib/http";

// A refused sign-up answers 400/200 with errors the page shows; never bounce to /signin.
const shown = { authRedirect: false } as const;

export const signUp = (payload: Signup) =>
  http.postJson("/api/res-signup", payload, signupAnswerSchema, shown);

/** Product §7.1: NZ selects the New Zealand masks, anything else the default. */
export const useCountryVariant = () => countryVariant(useConfigValue("getcountrycode"));

/** The public lists of product §7.5 (no sign-in): GetGenderList and GetYearList. */
export function usePublicList(name: "GetGenderList" | "GetYearList") {
  return useQuery({
    queryKey: ["public-data-provider", name],
    queryFn: async () => {
      const answer = await http.get(`/api/public-data-provider/${name}`, publicListSchema, shown);
      return answer.succeeded ? answer.value : [];
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
