import { z } from "zod";

/** The standard answer of every /api call (product §3, "Standard response envelope"). */
export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    succeeded: z.boolean(),
    value: value,
    errors: z.array(z.string()),
    successMsg: z.string().nullable().optional(),
    message: z.string().nullable().optional(),
  });

export type Envelope<T> = {
  succeeded: boolean;
  value: T;
  errors: string[];
  successMsg?: string | null;
  message?: string | null;
};
