import { createHash } from "node:crypto";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Env } from "../../env";
import { sha256Hex } from "./database";
import { assertKey, type FileStore, type StoredBytes } from "./types";

/** lib-storage's smallest part (S3's minimum): a 10 MB upload is two parts, sent two at a time. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

/** The store of FILE_STORE=s3, with the listing backups need (decision 298). */
export interface S3FileStore extends FileStore {
  /** Every key in the bucket, in S3's order (a page of 1,000 at a time). */
  keys(): AsyncIterable<string>;
}

type Sdk = {
  s3: typeof import("@aws-sdk/client-s3");
  storage: typeof import("@aws-sdk/lib-storage");
};
let sdk: Promise<Sdk> | undefined;
/** The SDK, loaded with the first call: it holds ~24 MB in a process that stores files elsewhere. */
const loadSdk = (): Promise<Sdk> =>
  (sdk ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]).then(
    ([s3, storage]) => ({ s3, storage }),
  ));

/** One client (and its connection pool) a configuration, for the life of the process. */
const clients = new Map<string, S3Client>();

async function clientOf(config: S3Env): Promise<S3Client> {
  const { s3 } = await loadSdk();
  const id = JSON.stringify(config);
  let client = clients.get(id);
  if (!client) {
    client = new s3.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
    clients.set(id, client);
  }
  return client;
}

const notFound = (s3: Sdk["s3"], error: unknown) =>
  error instanceof s3.S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/**
 * Bytes as objects `<key>` in S3_BUCKET, reached by every process (S3 or any S3-compatible
 * service). The SHA-256 rides along as object metadata, so files:migrate can compare without
 * reading the object back.
 */
export function s3FileStore(config: S3Env): S3FileStore {
  const Bucket = config.bucket;
  const ready = async () => ({ ...(await loadSdk()), client: await clientOf(config) });
  const head = async (key: string) => {
    const { s3, client } = await ready();
    return client.send(new s3.HeadObjectCommand({ Bucket, Key: assertKey(key) })).catch((error: unknown) => {
      if (notFound(s3, error)) return undefined;
      throw error;
    });
  };
  async function get(key: string): Promise<StoredBytes | undefined> {
    const { s3, client } = await ready();
    const answer = await client
      .send(new s3.GetObjectCommand({ Bucket, Key: assertKey(key) }))
      .catch((error: unknown) => {
        if (notFound(s3, error)) return undefined;
        throw error;
      });
    const body = answer?.Body;
    if (!answer || !body) return undefined;
    return {
      sizeBytes: answer.ContentLength ?? 0,
      contentType: answer.ContentType ?? "application/octet-stream",
      // The response body as it arrives from S3: memory stays at a socket buffer a download.
      stream: () => body.transformToWebStream() as ReadableStream<Uint8Array>,
    };
  }
  return {
    kind: "s3",
    async put(key, bytes, meta) {
      // Multipart above one part, a part at a time from the bytes: S3 never needs them whole.
      const { storage, client } = await ready();
      await new storage.Upload({
        client,
        params: {
          Bucket,
          Key: assertKey(key),
          Body: bytes,
          ContentType: meta.contentType,
          Metadata: { sha256: sha256Hex(bytes) },
        },
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
      }).done();
    },
    get,
    async remove(keys) {
      // One DeleteObject a key: deletes are a few documents at a time, and a missing key is no error.
      const { s3, client } = await ready();
      await Promise.all(
        keys.map((key) => client.send(new s3.DeleteObjectCommand({ Bucket, Key: assertKey(key) }))),
      );
    },
    async exists(key) {
      return (await head(key)) !== undefined;
    },
    async sha256(key) {
      const found = await head(key);
      if (!found) return undefined;
      if (found.Metadata?.sha256) return found.Metadata.sha256;
      // An object put by another tool: hash it as it streams.
      const stored = await get(key);
      if (!stored) return undefined;
      const hash = createHash("sha256");
      for await (const chunk of stored.stream()) hash.update(chunk);
      return hash.digest("hex");
    },
    async *keys() {
      const { s3, client } = await ready();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
