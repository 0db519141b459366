import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Deps } from "../../context";
import { contentTypeOfStoredName } from "../../db/repo/documents";
import { storedFileOf } from "../../db/repo/stored-files";
import { databaseFileStore, sha256Hex } from "./database";
import { filesFolder, isTempName } from "./disk";
import { isKey } from "./types";

export interface MigrateCounts {
  /** Put in the database and removed from disk. */
  moved: number;
  /** Already in the database with the same bytes (an earlier run stopped half way): disk copy removed. */
  alreadyThere: number;
  /** In the database with other bytes under the same key: left on disk for a person to look at. */
  conflicts: string[];
  /** Temp files of uploads that never finished: removed. */
  leftovers: number;
  /** Folders and names no upload makes (not a store key): left on disk. */
  foreign: string[];
}

/**
 * Moves every file of DATA_DIR/files into the database store (npm run files:migrate). Each file is
 * put, then removed from disk, so a run that stops half way is finished by the next one and a
 * second run finds nothing to move.
 */
export async function moveDiskFilesToDatabase(deps: Pick<Deps, "db" | "env">): Promise<MigrateCounts> {
  const dir = filesFolder(deps.env.dataDir);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const store = databaseFileStore(deps.db);
  const counts: MigrateCounts = { moved: 0, alreadyThere: 0, conflicts: [], leftovers: 0, foreign: [] };
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const { name } = entry;
    const path = join(dir, name);
    if (!entry.isFile() || (!isTempName(name) && !isKey(name))) {
      counts.foreign.push(name);
      continue;
    }
    if (isTempName(name)) {
      await rm(path, { force: true });
      counts.leftovers += 1;
      continue;
    }
    const bytes = new Uint8Array(await readFile(path));
    const existing = await storedFileOf(deps.db, name);
    if (existing && existing.sha256 !== sha256Hex(bytes)) {
      counts.conflicts.push(name);
      continue;
    }
    if (existing) counts.alreadyThere += 1;
    else {
      const contentType = (await contentTypeOfStoredName(deps.db, name)) ?? "application/octet-stream";
      await store.put(name, bytes, { contentType });
      counts.moved += 1;
    }
    await rm(path, { force: true });
  }
  return counts;
}
