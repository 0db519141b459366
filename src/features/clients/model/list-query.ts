import { CLIENT_SORT_COLUMNS, type ClientDtParams } from "../../../../server/contracts/query";

type TableQuery = {
  start: number;
  length: number;
  sort: { column: string; dir: "asc" | "desc" } | null;
  filters: Record<string, string>;
};

const isSortColumn = (c: string): c is (typeof CLIENT_SORT_COLUMNS)[number] =>
  (CLIENT_SORT_COLUMNS as readonly string[]).includes(c);

/** The table's page request as query/result dtparams: the name filter is the server's free-text search. */
export function clientDtParams(q: TableQuery): ClientDtParams {
  const { name, status, category } = q.filters;
  return {
    start: q.start,
    length: Math.min(q.length, 500),
    search: name ?? "",
    sort:
      q.sort && isSortColumn(q.sort.column)
        ? { column: q.sort.column, dir: q.sort.dir }
        : { column: "name", dir: "asc" },
    filters: { ...(status ? { status: [status] } : {}), ...(category ? { category } : {}) },
  };
}
