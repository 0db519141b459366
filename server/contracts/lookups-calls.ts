import { z } from "zod";
import { call } from "./call";
import { lookupListSchema, lookupNameSchema } from "./lookups";

/** GET /api/data-provider/Get{X}List: a reference list (signed-in users; decision 190). */
export const lookupList = call("GET", "/data-provider/:name{Get[A-Za-z0-9]+List}", {
  input: lookupNameSchema,
  answer: lookupListSchema,
});
/** GET /api/states: public, the sign-up page needs it (the page itself reads it without zod). */
export const states = call("GET", "/states", { input: z.object({}), answer: lookupListSchema });
