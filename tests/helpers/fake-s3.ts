import { createHash, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32 } from "node:zlib";

/**
 * A small S3-compatible server of our own for tests (decision 298): path-style buckets, objects
 * in memory, and only what the file store sends through @aws-sdk/client-s3 and lib-storage:
 * PutObject, GetObject, HeadObject, DeleteObject, ListObjectsV2 and the multipart calls
 * (CreateMultipartUpload, UploadPart, CompleteMultipartUpload, AbortMultipartUpload). Every
 * request must carry a valid AWS Signature V4 for the one access key it knows (403
 * SignatureDoesNotMatch otherwise), and a body whose x-amz-content-sha256 is a hash must match
 * it. A CRC32 checksum header (the SDK's default) must match the body. `aws-chunked`
 * bodies (the SDK's checksum trailers for streams of unknown length; the store sends bytes)
 * are refused, so a change that starts sending them fails here first.
 */
export interface FakeS3 {
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** bucket → key → object */
  buckets: Map<string, Map<string, FakeObject>>;
  /** One line a request: the operation it was (e.g. "PutObject", "UploadPart"). */
  operations: string[];
  close(): Promise<void>;
}

interface FakeObject {
  body: Buffer;
  contentType: string;
  metadata: Record<string, string>;
}

interface Pending {
  bucket: string;
  key: string;
  contentType: string;
  metadata: Record<string, string>;
  parts: Map<number, { body: Buffer; etag: string }>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const md5 = (b: Buffer) => createHash("md5").update(b).digest("hex");
const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

/** The SDK's default checksum (x-amz-checksum-crc32): big-endian CRC32, base64. */
const crc32Base64 = (b: Buffer) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc32(b));
  return out.toString("base64");
};

/** RFC 3986 encoding, as SigV4 canonical query strings want it. */
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (d: Buffer) => parts.push(d));
    req.on("end", () => resolve(Buffer.concat(parts)));
    req.on("error", reject);
  });
}

export async function startFakeS3(options: { buckets?: string[] } = {}): Promise<FakeS3> {
  const accessKeyId = "FAKEACCESSKEY";
  const secretAccessKey = randomBytes(20).toString("hex");
  const region = "us-east-1";
  const buckets = new Map((options.buckets ?? ["uploads"]).map((b) => [b, new Map<string, FakeObject>()]));
  const pending = new Map<string, Pending>();
  const operations: string[] = [];

  /** Checks the Authorization header the SDK computed (SigV4, header form). */
  function signatureError(req: IncomingMessage, rawPath: string, rawQuery: string): string | undefined {
    const auth = req.headers.authorization ?? "";
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!m) return "missing or malformed Authorization";
    const [, key, date, reg, signedHeaders, signature] = m as unknown as string[];
    if (key !== accessKeyId) return "unknown access key";
    const amzDate = String(req.headers["x-amz-date"] ?? "");
    const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
    if (!amzDate.startsWith(date as string) || !payloadHash)
      return "missing x-amz-date or x-amz-content-sha256";
    const names = (signedHeaders as string).split(";");
    if (!names.includes("host")) return "host not signed";
    const canonicalHeaders = names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? "")
            .trim()
            .replace(/\s+/g, " ")}\n`,
      )
      .join("");
    const query = rawQuery
      .split("&")
      .filter(Boolean)
      .map((pair) => {
        const [k = "", v = ""] = pair.split("=");
        return [rfc3986(decodeURIComponent(k)), rfc3986(decodeURIComponent(v))] as const;
      })
      .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join("&");
    const canonical = [req.method, rawPath, query, canonicalHeaders, signedHeaders, payloadHash].join("\n");
    const scope = `${date}/${reg}/s3/aws4_request`;
    const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
    let k: Buffer = hmac(`AWS4${secretAccessKey}`, date as string);
    for (const part of [reg as string, "s3", "aws4_request"]) k = hmac(k, part);
    return createHmac("sha256", k).update(toSign).digest("hex") === signature
      ? undefined
      : "signature differs";
  }

  function send(res: ServerResponse, status: number, body = "", headers: Record<string, string> = {}) {
    res.writeHead(status, { "content-type": "application/xml", ...headers });
    res.end(body);
  }
  const error = (res: ServerResponse, status: number, code: string, message: string) =>
    send(res, status, xml(`<Error><Code>${code}</Code><Message>${esc(message)}</Message></Error>`));

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const [rawPath = "/", rawQuery = ""] = (req.url ?? "/").split("?");
    const q = new URLSearchParams(rawQuery);
    const raw = await readBody(req);
    const problem = signatureError(req, rawPath, rawQuery);
    if (problem) return error(res, 403, "SignatureDoesNotMatch", problem);
    const payloadHash = String(req.headers["x-amz-content-sha256"]);
    if (/^[0-9a-f]{64}$/.test(payloadHash) && sha256(raw) !== payloadHash)
      return error(res, 400, "XAmzContentSHA256Mismatch", "body differs from x-amz-content-sha256");
    if (String(req.headers["content-encoding"] ?? "").includes("aws-chunked"))
      return error(res, 400, "NotImplemented", "aws-chunked bodies");
    const body = raw;
    const crc = req.headers["x-amz-checksum-crc32"];
    if (typeof crc === "string" && crc32Base64(body) !== crc)
      return error(res, 400, "BadDigest", "body differs from x-amz-checksum-crc32");

    const [, bucketName = "", ...rest] = rawPath.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const bucket = buckets.get(bucketName);
    if (!bucket) return error(res, 404, "NoSuchBucket", bucketName);
    const metadataOf = () =>
      Object.fromEntries(
        Object.entries(req.headers)
          .filter(([h]) => h.startsWith("x-amz-meta-"))
          .map(([h, v]) => [h.slice("x-amz-meta-".length), String(v)]),
      );

    if (!key) {
      if (req.method === "GET" && q.get("list-type") === "2") {
        operations.push("ListObjectsV2");
        const prefix = q.get("prefix") ?? "";
        const max = Number(q.get("max-keys") ?? 1000);
        const after = q.get("continuation-token") ?? q.get("start-after") ?? "";
        const keys = [...bucket.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
        const page = keys.slice(0, max);
        const truncated = keys.length > page.length;
        const contents = page
          .map((k) => `<Contents><Key>${esc(k)}</Key><Size>${bucket.get(k)?.body.length}</Size></Contents>`)
          .join("");
        const next = truncated
          ? `<NextContinuationToken>${esc(page.at(-1) ?? "")}</NextContinuationToken>`
          : "";
        return send(
          res,
          200,
          xml(
            `<ListBucketResult><Name>${bucketName}</Name><Prefix>${esc(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
          ),
        );
      }
      return error(res, 400, "NotImplemented", `${req.method} on a bucket`);
    }

    const uploadId = q.get("uploadId");
    if (req.method === "POST" && q.has("uploads")) {
      operations.push("CreateMultipartUpload");
      const id = randomBytes(12).toString("hex");
      pending.set(id, {
        bucket: bucketName,
        key,
        contentType: String(req.headers["content-type"] ?? "binary/octet-stream"),
        metadata: metadataOf(),
        parts: new Map(),
      });
      return send(
        res,
        200,
        xml(
          `<InitiateMultipartUploadResult><Bucket>${bucketName}</Bucket><Key>${esc(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        ),
      );
    }
    if (uploadId !== null) {
      const upload = pending.get(uploadId);
      if (!upload || upload.key !== key) return error(res, 404, "NoSuchUpload", uploadId);
      if (req.method === "PUT") {
        operations.push("UploadPart");
        const etag = `"${md5(body)}"`;
        upload.parts.set(Number(q.get("partNumber")), { body, etag });
        return send(res, 200, "", { etag });
      }
      if (req.method === "DELETE") {
        operations.push("AbortMultipartUpload");
        pending.delete(uploadId);
        return send(res, 204);
      }
      if (req.method === "POST") {
        operations.push("CompleteMultipartUpload");
        // <Part><ETag>&quot;…&quot;</ETag><PartNumber>1</PartNumber></Part>, in either order.
        const listed = [...body.toString("utf8").matchAll(/<Part>(.*?)<\/Part>/gs)].map(([, part = ""]) => ({
          n: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part)?.[1]),
          etag: /<ETag>([^<]+)<\/ETag>/.exec(part)?.[1]?.replace(/&quot;/g, '"'),
        }));
        if (listed.length === 0) return error(res, 400, "MalformedXML", "no parts");
        const chosen: Buffer[] = [];
        for (const { n, etag } of listed) {
          const part = upload.parts.get(n);
          if (!part || part.etag !== etag) return error(res, 400, "InvalidPart", String(n));
          chosen.push(part.body);
        }
        bucket.set(key, {
          body: Buffer.concat(chosen),
          contentType: upload.contentType,
          metadata: upload.metadata,
        });
        pending.delete(uploadId);
        return send(
          res,
          200,
          xml(
            `<CompleteMultipartUploadResult><Bucket>${bucketName}</Bucket><Key>${esc(key)}</Key><ETag>"${md5(Buffer.concat(chosen))}-${chosen.length}"</ETag></CompleteMultipartUploadResult>`,
          ),
        );
      }
    }
    if (req.method === "PUT") {
      operations.push("PutObject");
      const object = {
        body,
        contentType: String(req.headers["content-type"] ?? "binary/octet-stream"),
        metadata: metadataOf(),
      };
      bucket.set(key, object);
      return send(res, 200, "", { etag: `"${md5(body)}"` });
    }
    if (req.method === "GET" || req.method === "HEAD") {
      operations.push(req.method === "GET" ? "GetObject" : "HeadObject");
      const object = bucket.get(key);
      if (!object) {
        if (req.method === "HEAD") return send(res, 404);
        return error(res, 404, "NoSuchKey", key);
      }
      res.writeHead(200, {
        "content-type": object.contentType,
        "content-length": String(object.body.length),
        etag: `"${md5(object.body)}"`,
        ...Object.fromEntries(Object.entries(object.metadata).map(([k, v]) => [`x-amz-meta-${k}`, v])),
      });
      return res.end(req.method === "GET" ? object.body : undefined);
    }
    if (req.method === "DELETE") {
      operations.push("DeleteObject");
      bucket.delete(key);
      return send(res, 204);
    }
    return error(res, 400, "NotImplemented", `${req.method} ${rawPath}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => error(res, 500, "InternalError", String(e)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    region,
    buckets,
    operations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
