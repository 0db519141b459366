import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { assertKey, type FileStore } from "./types";

/** DATA_DIR/files: the folder of the disk store (and what `npm run files:migrate` empties). */
export const filesFolder = (dataDir: string) => join(dataDir, "files");

/** Temp names start with a dot, which no key does: a crash leaves them, never a half file under a key. */
export const isTempName = (name: string) => name.startsWith(".");

/**
 * Bytes as files in DATA_DIR/files/<key>, for PGlite (one process by design). The content type is
 * not kept here: the documents row has it.
 */
export function diskFileStore(dataDir: string): FileStore {
  const dir = filesFolder(dataDir);
  const path = (key: string) => join(dir, assertKey(key));
  return {
    kind: "disk",
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      const temp = join(dir, `.upload-${randomBytes(8).toString("hex")}`);
      try {
        await writeFile(temp, bytes, { flag: "wx", mode: 0o600 });
        await rename(temp, path(key));
      } finally {
        await rm(temp, { force: true });
      }
    },
    async get(key) {
      const info = await stat(path(key)).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return {
        sizeBytes: info.size,
        contentType: "application/octet-stream",
        stream: () => Readable.toWeb(createReadStream(path(key))) as ReadableStream<Uint8Array>,
      };
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(path(key), { force: true })));
    },
    async exists(key) {
      return (await stat(path(key)).catch(() => undefined))?.isFile() ?? false;
    },
    async sha256(key) {
      if (!(await stat(path(key)).catch(() => undefined))?.isFile()) return undefined;
      const hash = createHash("sha256");
      for await (const chunk of createReadStream(path(key))) hash.update(chunk as Buffer);
      return hash.digest("hex");
    },
  };
}
