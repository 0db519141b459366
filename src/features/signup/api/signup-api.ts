import { useEffect, useState } from "react";
import { publicListSchema } from "../../../../server/contracts/reference-data";
import { type Signup, signupAnswerSchema } from "../../../../server/contracts/signup";
import { http } from "../../../lib/http";

// A refused sign-up answers 400/200 with errors the page shows; never bounce to /signin.
const shown = { authRedirect: false } as const;

export const signUp = (payload: Signup) =>
  http.postJson("/api/res-signup", payload, signupAnswerSchema, shown);

/**
 * The public lists of product §7.5 (no sign-in): GetGenderList and GetYearList. Public pages
 * run outside the signed-in frame's query cache, so this is a plain one-shot fetch.
 */
export function usePublicList(name: "GetGenderList" | "GetYearList") {
  const [items, setItems] = useState<{ code: string; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    void http.get(`/api/public-data-provider/${name}`, publicListSchema, shown).then((answer) => {
      if (live && answer.succeeded) setItems(answer.value);
    });
    return () => {
      live = false;
    };
  }, [name]);
  return items;
}
