import { FilterError } from "../../db/repo/panel-search/compile";
import { badRequest } from "../../http/errors";

/** Runs a step of the query engine; a filter the engine refuses becomes a 400 with its message. */
export async function asBadRequest<T>(step: () => Promise<T> | T): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof FilterError) throw badRequest(error.message);
    throw error;
  }
}
