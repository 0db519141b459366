import { createHash } from "node:crypto";
import type { Db } from "../../db/client";
import {
  deleteStoredFiles,
  insertStoredFile,
  storedFileChunk,
  storedFileOf,
} from "../../db/repo/stored-files";
import { assertKey, type FileStore } from "./types";

/** 1 MB: a download holds one chunk at a time; a 10 MB upload is ten inserts. */
const CHUNK_BYTES = 1024 * 1024;

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Bytes in stored_files / stored_file_chunks: every process on the database reaches them. */
export function databaseFileStore(db: Db): FileStore {
  return {
    kind: "db",
    async put(key, bytes, meta) {
      const chunks: Uint8Array[] = [];
      for (let at = 0; at < bytes.byteLength; at += CHUNK_BYTES) {
        chunks.push(bytes.subarray(at, at + CHUNK_BYTES));
      }
      const row = { key: assertKey(key), contentType: meta.contentType, sizeBytes: bytes.byteLength };
      await insertStoredFile(db, { ...row, sha256: sha256Hex(bytes) }, chunks);
    },
    async get(key) {
      const row = await storedFileOf(db, assertKey(key));
      if (!row) return undefined;
      const count = Math.ceil(row.sizeBytes / CHUNK_BYTES);
      return {
        sizeBytes: row.sizeBytes,
        contentType: row.contentType,
        stream() {
          let seq = 0;
          // Pulled one chunk at a time, as the client reads: memory stays at one chunk a download.
          return new ReadableStream<Uint8Array>({
            async pull(controller) {
              if (seq >= count) return controller.close();
              const bytes = await storedFileChunk(db, key, seq);
              if (!bytes) return controller.error(new Error(`Stored file ${key} lost chunk ${seq}.`));
              seq += 1;
              controller.enqueue(new Uint8Array(bytes));
            },
          });
        },
      };
    },
    async remove(keys) {
      await deleteStoredFiles(db, keys.map(assertKey));
    },
    async exists(key) {
      return (await storedFileOf(db, assertKey(key))) !== undefined;
    },
    async sha256(key) {
      return (await storedFileOf(db, assertKey(key)))?.sha256;
    },
  };
}
