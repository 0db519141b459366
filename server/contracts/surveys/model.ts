import { z } from "zod";
import {
  COMPARE_OPS,
  type Condition,
  PRESENCE_OPS,
  PROFILE_FIELDS,
  type Question,
  type QuotaCell,
  SET_OPS,
  type SurveyDetails,
} from "./logic";

/**
 * The survey question model in zod (decision 150): what the editor saves, the server stores and
 * the renderer reads. The types and rules live zod-free in `survey-logic.ts`; the checks at the
 * bottom keep both equal.
 */

/** Question and option ids: short codes used by logic, piping and quota conditions. */
const codeSchema = z
  .string("Invalid id")
  .trim()
  .regex(/^[A-Za-z][\w-]{0,39}$/, "Ids start with a letter and use letters, digits, '_' or '-' (at most 40)");
const label = z.string("Required").trim().min(1, "Required").max(500, "At most 500 characters");
const richText = z.string().max(20_000, "At most 20000 characters");
const refSchema = z
  .string()
  .regex(/^(profile\.\w+|[A-Za-z][\w-]{0,39})$/, "Unknown reference")
  .refine(
    (r) => !r.startsWith("profile.") || (PROFILE_FIELDS as readonly string[]).includes(r.slice(8)),
    "Unknown profile field",
  );

const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.strictObject({
      q: refSchema,
      op: z.enum(COMPARE_OPS),
      value: z.union([z.string().max(200), z.number()]),
    }),
    z.strictObject({ q: refSchema, op: z.enum(SET_OPS), values: z.array(z.string().max(200)).max(200) }),
    z.strictObject({ q: refSchema, op: z.enum(PRESENCE_OPS) }),
    z.strictObject({ all: z.array(conditionSchema).min(1).max(50) }),
    z.strictObject({ any: z.array(conditionSchema).min(1).max(50) }),
    z.strictObject({ not: conditionSchema }),
  ]),
);

const optionSchema = z.strictObject({
  id: codeSchema,
  label,
  terminate: z.strictObject({ reason: z.string().trim().min(1, "Give a reason").max(100) }).optional(),
  qualify: z.boolean().optional(),
  skipTo: z.union([codeSchema, z.literal("end")]).optional(),
  exclusive: z.boolean().optional(),
  other: z.boolean().optional(),
  anchor: z.boolean().optional(),
});
const rowSchema = z.strictObject({ id: codeSchema, label });
const options = z.array(optionSchema).min(1, "Add at least one option").max(200);
const count = z.number().int().min(0).max(200).optional();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD");

const base = {
  id: codeSchema,
  text: richText,
  required: z.boolean().optional(),
  showIf: conditionSchema.optional(),
  newPage: z.boolean().optional(),
};

export const questionSchema = z.discriminatedUnion("kind", [
  z.strictObject({ ...base, kind: z.literal("single"), options, randomise: z.boolean().optional() }),
  z.strictObject({
    ...base,
    kind: z.literal("multi"),
    options,
    randomise: z.boolean().optional(),
    min: count,
    max: count,
  }),
  z.strictObject({
    ...base,
    kind: z.literal("grid"),
    rows: z.array(rowSchema).min(1).max(100),
    columns: z.array(rowSchema).min(1).max(30),
    randomise: z.boolean().optional(),
  }),
  z.strictObject({
    ...base,
    kind: z.literal("text"),
    multiline: z.boolean().optional(),
    maxLength: z.number().int().min(1).max(4000).optional(),
  }),
  z.strictObject({
    ...base,
    kind: z.literal("number"),
    min: z.number().optional(),
    max: z.number().optional(),
    integer: z.boolean().optional(),
  }),
  z.strictObject({ ...base, kind: z.literal("date"), min: isoDate.optional(), max: isoDate.optional() }),
  z.strictObject({
    ...base,
    kind: z.literal("ranking"),
    options,
    randomise: z.boolean().optional(),
    top: count,
  }),
  z.strictObject({ ...base, kind: z.literal("info") }),
  z.strictObject({ ...base, kind: z.literal("consent"), label }),
  z.strictObject({ ...base, kind: z.literal("hidden"), profileField: z.enum(PROFILE_FIELDS) }),
]);

function refsOf(cond: Condition): string[] {
  if ("all" in cond) return cond.all.flatMap(refsOf);
  if ("any" in cond) return cond.any.flatMap(refsOf);
  if ("not" in cond) return refsOf(cond.not);
  return cond.q.startsWith("profile.") ? [] : [cond.q];
}

/** Cross-question rules: unique ids, conditions and skips that point at known (and earlier/later) questions. */
export function questionListIssues(
  questions: readonly Question[],
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const index = new Map<string, number>();
  questions.forEach((q, i) => {
    if (index.has(q.id)) issues.push({ path: [i, "id"], message: `Duplicate question id '${q.id}'` });
    else index.set(q.id, i);
  });
  questions.forEach((q, i) => {
    if ("options" in q) {
      const seen = new Set<string>();
      q.options.forEach((o, j) => {
        if (seen.has(o.id))
          issues.push({ path: [i, "options", j, "id"], message: `Duplicate option id '${o.id}'` });
        seen.add(o.id);
        if (o.skipTo && o.skipTo !== "end") {
          const to = index.get(o.skipTo);
          if (to === undefined)
            issues.push({ path: [i, "options", j, "skipTo"], message: `Unknown question '${o.skipTo}'` });
          else if (to <= i)
            issues.push({ path: [i, "options", j, "skipTo"], message: "A skip must go to a later question" });
        }
      });
    }
    if (
      (q.kind === "multi" || q.kind === "number") &&
      q.min !== undefined &&
      q.max !== undefined &&
      q.min > q.max
    )
      issues.push({ path: [i, "max"], message: "The maximum is below the minimum" });
    for (const ref of q.showIf ? refsOf(q.showIf) : []) {
      const at = index.get(ref);
      if (at === undefined) issues.push({ path: [i, "showIf"], message: `Unknown question '${ref}'` });
      else if (at >= i)
        issues.push({ path: [i, "showIf"], message: `'${ref}' is not asked before this question` });
    }
  });
  return issues;
}

export const questionListSchema = z
  .array(questionSchema)
  .max(500, "At most 500 questions")
  .superRefine((questions, ctx) => {
    for (const issue of questionListIssues(questions)) ctx.addIssue({ code: "custom", ...issue });
  });

export const surveyDetailsSchema = z.strictObject({
  title: z.string("Required").trim().min(1, "Required").max(200, "At most 200 characters"),
  introduction: richText.default(""),
  thankYou: richText.default(""),
  redirectUrl: z
    .union([
      z
        .url({ protocol: /^https?$/, error: "Enter a web address starting with http:// or https://" })
        .max(2000),
      z.literal("").transform(() => null),
      z.null(),
    ])
    .default(null),
});

export const quotaCellSchema = z.strictObject({
  id: z.number().int().min(0).max(2_147_483_647).default(0),
  name: z.string("Required").trim().min(1, "Required").max(100),
  target: z.number("Invalid number").int("Invalid number").min(0).max(1_000_000),
  when: conditionSchema,
});

/** Quota cells whose conditions must name questions of the survey. */
export function quotaIssues(cells: readonly QuotaCell[], questions: readonly Question[]) {
  const ids = new Set(questions.map((q) => q.id));
  return cells.flatMap((c, i) =>
    refsOf(c.when)
      .filter((r) => !ids.has(r))
      .map((r) => ({ path: [i, "when"], message: `Unknown question '${r}'` })),
  );
}

// Compile-time checks: the zod model and the zod-free types describe the same values.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameQuestion: Same<z.output<typeof questionSchema>, Question> = true;
const sameDetails: Same<z.output<typeof surveyDetailsSchema>, SurveyDetails> = true;
const sameCell: Same<z.output<typeof quotaCellSchema>, QuotaCell> = true;
void [sameQuestion, sameDetails, sameCell];
