import { JOB_SORT_COLUMNS, type JobDtParams } from "../../../../server/contracts/query";

type TableQuery = {
  start: number;
  length: number;
  sort: { column: string; dir: "asc" | "desc" } | null;
  filters: Record<string, string>;
};

const isSortColumn = (c: string): c is (typeof JOB_SORT_COLUMNS)[number] =>
  (JOB_SORT_COLUMNS as readonly string[]).includes(c);

/**
 * The table's request as query/result dtparams. The job number and name boxes both feed the
 * server's free-text search (number prefix or name); status, type, difficulty and manager filter.
 */
export function jobDtParams(q: TableQuery): JobDtParams {
  const f = q.filters;
  return {
    start: q.start,
    length: Math.min(q.length, 500),
    search: (f.jobNumber || f.name || "").trim(),
    sort:
      q.sort && isSortColumn(q.sort.column)
        ? { column: q.sort.column, dir: q.sort.dir }
        : { column: "jobNumber", dir: "desc" },
    filters: {
      ...(f.status ? { status: [f.status] } : {}),
      ...(f.jobType ? { jobType: f.jobType } : {}),
      ...(f.difficulty ? { difficulty: f.difficulty } : {}),
      ...(f.projectManager ? { projectManager: f.projectManager } : {}),
    },
  };
}
