import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Deps } from "../../context";
import { contentTypeOfStoredName } from "../../db/repo/documents";
import { sha256Hex } from "./database";
import { filesFolder, isTempName } from "./disk";
import { type FileStore, isKey } from "./types";

export interface MigrateCounts {
  /** Put in the store and removed from disk. */
  moved: number;
  /** Already in the store with the same bytes (an earlier run stopped half way): disk copy removed. */
  alreadyThere: number;
  /** In the store with other bytes under the same key: left on disk for a person to look at. */
  conflicts: string[];
  /** Temp files of uploads that never finished: removed. */
  leftovers: number;
  /** Folders and names no upload makes (not a store key): left on disk. */
  foreign: string[];
}

/**
 * Moves every file of DATA_DIR/files into `target`, the database or the S3 store (npm run
 * files:migrate, decisions 291 and 298). Each file is put, then removed from disk, so a run that
 * stops half way is finished by the next one and a second run finds nothing to move.
 */
export async function moveDiskFiles(
  deps: Pick<Deps, "db" | "env">,
  target: FileStore,
): Promise<MigrateCounts> {
  if (target.kind === "disk") throw new Error("files:migrate moves files off the disk, not onto it.");
  const dir = filesFolder(deps.env.dataDir);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
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
    const existing = await target.sha256(name);
    if (existing && existing !== sha256Hex(bytes)) {
      counts.conflicts.push(name);
      continue;
    }
    if (existing) counts.alreadyThere += 1;
    else {
      const contentType = (await contentTypeOfStoredName(deps.db, name)) ?? "application/octet-stream";
      await target.put(name, bytes, { contentType });
      counts.moved += 1;
    }
    await rm(path, { force: true });
  }
  return counts;
}
