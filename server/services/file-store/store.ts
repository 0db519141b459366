import type { Deps } from "../../context";
import { databaseFileStore } from "./database";
import { diskFileStore } from "./disk";
import type { FileStore } from "./types";

/** The store this process uses: the database when FILE_STORE says so (default with DATABASE_URL). */
export function fileStoreOf(deps: Pick<Deps, "db" | "env">): FileStore {
  return deps.env.fileStore === "db" ? databaseFileStore(deps.db) : diskFileStore(deps.env.dataDir);
}
