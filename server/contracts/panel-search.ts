import { z } from "zod";
import {
  COMPARISON_CODES,
  type Comparison,
  DOCUMENT_PARENTS,
  ELIGIBILITY_CODES,
  EVENT_MODULES,
  FILTER_MAX_DEPTH,
  FILTER_MAX_ELEMENTS,
  FILTER_TYPES,
  type FilterType,
  QUERY_ENTITIES,
  QUERY_EXPORT_MAX,
  QUERY_MAX_OFFSET,
  QUERY_PAGE_MAX,
} from "./panel-search-constants";
import { idSchema, wholeNumber } from "./records";

/**
 * Panel search (staff-calls §7.14, §7.15; decisions 140–144): the filter model, every request and
 * answer of the query engine, saved queries, private lists and eligibility labels.
 */
export * from "./panel-search-constants";

export const queryEntitySchema = z.enum(QUERY_ENTITIES, "Unknown entity");
const comparisonSchema = z.enum(COMPARISON_CODES as [Comparison, ...Comparison[]], "Unknown comparison");
const filterTypeSchema = z.enum(FILTER_TYPES, "Unknown filter type");
const eventModuleSchema = z.enum(EVENT_MODULES, "Unknown module name");
const documentParentSchema = z.enum(DOCUMENT_PARENTS, "Unknown parent table");
const eligibilityCodeSchema = z.enum(ELIGIBILITY_CODES as [string, ...string[]]);

/** A field key: letters, digits, dots and underscores; the engine then checks it against its whitelist. */
/** @public */
export const fieldKeySchema = z
  .string("Unknown field")
  .regex(/^[A-Za-z][A-Za-z0-9_.:]{0,79}$/, "Unknown field");

const filterValue = z
  .union([z.string().max(500, "Value too long"), z.number(), z.boolean(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null || v === "" ? null : String(v)));

/**
 * A filter element (product §3). value1 is the value (the lower bound of `between`), value2 the
 * upper bound; `inList` takes `values` or value1 split on commas. ClientJobGroupEvent (field
 * `participation`): value1 client id, value2 job id, value3 session id, value4 event kind,
 * value5 from date, value6 to date (YYYY-MM-DD), value7 user name; `equals` = has such an event,
 * `notEquals` = has none. Survey-answer fields are `survey:<surveyId>:<questionId>`.
 */
export const filterElementSchema = z.object({
  type: filterTypeSchema,
  field: fieldKeySchema,
  caption: z.string().max(200).default(""),
  comparison: comparisonSchema,
  /** Colour 0–7: none, Red, Green, Orange, Blue, Black, Yellow, Purple. */
  color: wholeNumber(0, 7, "Colour must be 0 to 7").default(0),
  value1: filterValue,
  value2: filterValue,
  value3: filterValue,
  value4: filterValue,
  value5: filterValue,
  value6: filterValue,
  value7: filterValue,
  values: z.array(z.string().max(200)).max(1000, "At most 1000 values").optional(),
});
export type FilterElement = z.infer<typeof filterElementSchema>;

/** An AND/OR group of elements and groups, nesting up to FILTER_MAX_DEPTH. */
export type FilterGroup = { op: "and" | "or"; items: FilterNode[] };
export type FilterNode = FilterElement | FilterGroup;
export const isFilterGroup = (node: FilterNode): node is FilterGroup => "items" in node;

/**
 * One item of a group: a group when it has `items`, else an element. Parsed with the one schema
 * that applies, so a mistake reads "comparison: Unknown comparison", not a union's "Invalid input".
 */
const filterNodeSchema: z.ZodType<FilterNode> = z.unknown().transform((v, ctx) => {
  const isGroup = typeof v === "object" && v !== null && "items" in v;
  const parsed = (isGroup ? filterGroupSchema : filterElementSchema).safeParse(v);
  if (parsed.success) return parsed.data as FilterNode;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
}) as unknown as z.ZodType<FilterNode>;

/** @public the screens parse saved filters with it. */
export const filterGroupSchema: z.ZodType<FilterGroup> = z.lazy(() =>
  z.object({
    op: z.enum(["and", "or"], "Group operator must be and or or"),
    items: z.array(filterNodeSchema).max(FILTER_MAX_ELEMENTS),
  }),
) as unknown as z.ZodType<FilterGroup>;

const depthAndSize = (group: FilterGroup, depth = 1): { depth: number; size: number } =>
  group.items.reduce(
    (acc, item) => {
      if (!isFilterGroup(item)) return { depth: acc.depth, size: acc.size + 1 };
      const inner = depthAndSize(item, depth + 1);
      return { depth: Math.max(acc.depth, inner.depth), size: acc.size + inner.size };
    },
    { depth, size: 0 },
  );

/** `filters`: a group, or a plain list of elements (joined with AND); absent = everything. */
export const filtersSchema = z
  .preprocess(
    (v) => (v == null ? { op: "and", items: [] } : Array.isArray(v) ? { op: "and", items: v } : v),
    filterGroupSchema,
  )
  .refine((g) => depthAndSize(g).depth <= FILTER_MAX_DEPTH, `Groups nest at most ${FILTER_MAX_DEPTH} deep`)
  .refine((g) => depthAndSize(g).size <= FILTER_MAX_ELEMENTS, `At most ${FILTER_MAX_ELEMENTS} conditions`);

/**
 * dtparams: paging and sort. `start` pages by offset up to QUERY_MAX_OFFSET; deeper, pass the
 * previous answer's `nextCursor` as `after` (keyset). `columns` are the grid's chosen fields.
 */
const dtParamsSchema = z
  .object({
    start: wholeNumber(0, QUERY_MAX_OFFSET, `Start must be 0 to ${QUERY_MAX_OFFSET}`).default(0),
    length: wholeNumber(1, QUERY_PAGE_MAX, `Length must be 1 to ${QUERY_PAGE_MAX}`).default(50),
    sort: z
      .object({ column: fieldKeySchema, dir: z.enum(["asc", "desc"], "Sort direction must be asc or desc") })
      .optional(),
    after: z.string().max(400).optional(),
    columns: z.array(fieldKeySchema).max(80).optional(),
  })
  .default({ start: 0, length: 50 });

/** Ids giving the query its context: quota impact and eligibility (job), event modules, documents. */
const extraIdsSchema = z
  .object({
    jobId: idSchema.optional(),
    sessionId: idSchema.optional(),
    surveyId: idSchema.optional(),
    clientId: idSchema.optional(),
    parentId: idSchema.optional(),
  })
  .default({});

/** POST /api/{entity}/GetQueryResults (and …Ids, …Export, …RawDataExport, …DataExport). */
export const queryResultsRequestSchema = z.object({
  dtparams: dtParamsSchema,
  /** The grid's model name; echoed, not interpreted. */
  dbmodel: z.string().max(80).optional(),
  entity: queryEntitySchema.optional(),
  maxrecords: wholeNumber(1, QUERY_EXPORT_MAX).optional(),
  filters: filtersSchema,
  extraIds: extraIdsSchema,
  moduleName: eventModuleSchema.optional(),
  parentTableName: documentParentSchema.optional(),
  /** Hide result rows carrying any of these labels (the "not in cooldown" style filter). */
  excludeLabels: z.array(eligibilityCodeSchema).max(10).optional(),
  /** GetQueryResultsDataExport: every result, not only the page. */
  allresults: z.boolean().optional(),
  /** The saved query the search came from: the first summary line of its exports. */
  queryName: z.string().trim().max(200).optional(),
});
export type QueryResultsRequest = z.infer<typeof queryResultsRequestSchema>;

/** A result cell: text (dates as YYYY-MM-DD, timestamps ISO), number, boolean or empty. */
const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const eligibilityTagSchema = z.object({
  code: eligibilityCodeSchema,
  text: z.string(),
  blocked: z.boolean(),
  /** e.g. "3 no-shows", "last took part 04/11/2026". */
  detail: z.string().nullable(),
});
export type EligibilityTag = z.infer<typeof eligibilityTagSchema>;
/** @public */
export const resultRowSchema = z
  .object({ id: z.number(), labels: z.array(eligibilityTagSchema) })
  .catchall(cellSchema);
/** @public */
export type ResultRow = z.infer<typeof resultRowSchema>;

/** One quota cell of the chosen job (or session) against the results (decision 143). */
export const quotaImpactSchema = z.object({
  quotaId: z.number(),
  name: z.string(),
  target: z.number(),
  filled: z.number(),
  open: z.number(),
  /**
   * Results that fall in the cell, counted up to EXACT_COUNT_LIMIT + 1 (more than the limit
   * means "more than"); null when its criteria cannot be read as a filter.
   */
  matching: z.number().nullable(),
  overfill: z.number(),
});
export type QuotaImpact = z.infer<typeof quotaImpactSchema>;

export const queryResultsAnswerSchema = z.object({
  rows: z.array(resultRowSchema),
  /** Exact up to EXACT_COUNT_LIMIT; above it an estimate, with `estimated` true. */
  total: z.number(),
  estimated: z.boolean(),
  nextCursor: z.string().nullable(),
  columns: z.array(z.string()),
  quotaImpact: z.array(quotaImpactSchema).nullable(),
});
export type QueryResultsAnswer = z.infer<typeof queryResultsAnswerSchema>;

export const queryIdsAnswerSchema = z.object({
  ids: z.array(z.number()),
  total: z.number(),
  truncated: z.boolean(),
});

/** GET /api/{entity}/GetFilterItems[/{surveyId}]: the fields a condition can use. */
export const filterItemSchema = z.object({
  key: z.string(),
  caption: z.string(),
  type: filterTypeSchema,
  group: z.string(),
  valueKind: z.enum(["text", "number", "date", "boolean", "code", "codes", "participation"]),
  comparisons: z.array(comparisonSchema),
  /** Lookup list behind DropDown/Option values (GetFilterItemOptions answers them). */
  optionsList: z.string().nullable(),
  sortable: z.boolean(),
});
export type FilterItem = z.infer<typeof filterItemSchema>;
export const filterItemsAnswerSchema = z.array(filterItemSchema);

/** POST /api/{entity}/GetFilterItemOptions. */
export const filterItemOptionsRequestSchema = z.object({
  filter: fieldKeySchema,
  extraId: wholeNumber(0, 2_147_483_647).default(0),
  parentTableName: documentParentSchema.optional(),
  parentId: idSchema.optional(),
});
const filterOptionSchema = z.object({ value: z.string(), text: z.string() });
export const filterOptionsAnswerSchema = z.array(filterOptionSchema);

/** GET /api/query/GetComparisonMethods. */
export const comparisonMethodsAnswerSchema = z.array(z.object({ code: comparisonSchema, name: z.string() }));

/** POST /api/{entity}/SaveQuery (product §3 saved query). trackingJobNo is the job id. */
export const saveQueryRequestSchema = z.object({
  id: idSchema.optional(),
  saveForCurrentJob: z.boolean().default(false),
  lastUrlSegment: z.string().max(200).default(""),
  filterSaveName: z.string().trim().min(1, "Name is required").max(200, "At most 200 characters"),
  surveyid: idSchema.nullish(),
  trackingJobNo: idSchema.nullish(),
  max: wholeNumber(1, QUERY_EXPORT_MAX).nullish(),
  filters: filtersSchema,
});
export type SaveQueryRequest = z.infer<typeof saveQueryRequestSchema>;

export const savedQuerySchema = z.object({
  id: z.number(),
  entity: queryEntitySchema,
  name: z.string(),
  jobId: z.number().nullable(),
  isGlobal: z.boolean(),
  lastUrlSegment: z.string(),
  surveyId: z.number().nullable(),
  max: z.number().nullable(),
  filters: filterGroupSchema,
  createdBy: z.string(),
  createdAt: z.string(),
});
export type SavedQuery = z.infer<typeof savedQuerySchema>;
const savedQuerySummarySchema = savedQuerySchema.omit({ filters: true });
export const savedQueriesAnswerSchema = z.array(savedQuerySummarySchema);

/** POST /api/respondents (staff-calls §7.14): the respondent query with json params. */
export const respondentsRequestSchema = queryResultsRequestSchema.omit({
  entity: true,
  moduleName: true,
  parentTableName: true,
});

/** GET /api/respondent/getColumns, getEntities, getEntityColumn/{entity}. */
const columnSchema = z.object({
  key: z.string(),
  caption: z.string(),
  valueKind: z.string(),
  sortable: z.boolean(),
});
export const columnsAnswerSchema = z.array(columnSchema);
export const entitiesAnswerSchema = z.array(z.object({ entity: queryEntitySchema, caption: z.string() }));

/** POST /api/event/archive (SearchEvents): move events older than `olderThanDays` (default: config). */
export const archiveRequestSchema = z.object({ olderThanDays: wholeNumber(1, 36_500).optional() });
export const archiveAnswerSchema = z.object({ moved: z.number(), cutoff: z.string() });

export type { FilterType };
