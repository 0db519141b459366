import type { FileStoreKind } from "../../env";

/** What a reader gets back: the size and type to answer with, and the bytes as a stream. */
export interface StoredBytes {
  sizeBytes: number;
  contentType: string;
  /** Call it once and read or cancel it: with S3 the object's connection stays open until then. */
  stream(): ReadableStream<Uint8Array>;
}

/**
 * Where uploaded bytes live (decision 291). Keys are opaque names the caller chose (a document's
 * random stored name); a key is written once and never overwritten.
 */
export interface FileStore {
  readonly kind: FileStoreKind;
  put(key: string, bytes: Uint8Array, meta: { contentType: string }): Promise<void>;
  /** undefined when no file has the key. */
  get(key: string): Promise<StoredBytes | undefined>;
  /** Removes the keys; a key that is not there is no error. */
  remove(keys: string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** SHA-256 (hex) of the bytes under the key, undefined when none (files:migrate compares with it). */
  sha256(key: string): Promise<string | undefined>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export const isKey = (name: string) => KEY.test(name);

/** Keys become file names on disk: letters, digits, '.', '_', '-', never a leading dot. */
export function assertKey(key: string): string {
  if (!isKey(key)) throw new Error(`Not a file store key: ${JSON.stringify(key.slice(0, 40))}`);
  return key;
}
