import { useState } from "react";
import { publicListSchema } from "../../../../server/contracts/reference-data";
import { PUBLIC_PATHS } from "../../../../server/contracts/respondents/public-paths";
import { type Signup, signupAnswerSchema } from "../../../../server/contracts/signup";
import { http } from "../../../lib/http";
import { useLoaded } from "../../../lib/use-loaded";

// A refused sign-up answers 400/200 with errors the page shows; never bounce to /signin.
const shown = { authRedirect: false } as const;

export const signUp = (payload: Signup) =>
  http.postJson(`/api${PUBLIC_PATHS.signUp}`, payload, signupAnswerSchema, shown);

/**
 * The public lists of product §7.5 (no sign-in): GetGenderList and GetYearList. Public pages
 * run outside the signed-in frame's query cache, so this is a plain one-shot fetch.
 */
export function usePublicList(name: "GetGenderList" | "GetYearList") {
  const [items, setItems] = useState<{ code: string; label: string }[]>([]);
  useLoaded(
    () => http.get(`/api/public-data-provider/${name}`, publicListSchema, shown),
    (answer) => answer.succeeded && setItems(answer.value),
    [name],
  );
  return items;
}
