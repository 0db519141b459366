import type { Deps } from "../../context";
import { databaseFileStore } from "./database";
import { diskFileStore } from "./disk";
import { s3FileStore } from "./s3";
import type { FileStore } from "./types";

/**
 * The store this process uses: FILE_STORE says which (decisions 291, 298); the database by
 * default with DATABASE_URL, else the disk.
 */
export function fileStoreOf(deps: Pick<Deps, "db" | "env">): FileStore {
  const { env } = deps;
  if (env.fileStore === "s3") {
    if (!env.s3) throw new Error("FILE_STORE=s3 without its S3 settings.");
    return s3FileStore(env.s3);
  }
  return env.fileStore === "db" ? databaseFileStore(deps.db) : diskFileStore(env.dataDir);
}
