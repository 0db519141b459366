import { afterEach, describe, expect, it } from "vitest";
import { readFileStoreEnv, readPoolSize } from "./env";

/** FILE_STORE and the S3_* settings (decisions 291, 298). */
const NAMES = [
  "FILE_STORE",
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "AWS_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
];
const saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));
afterEach(() => {
  for (const n of NAMES) {
    if (saved[n] === undefined) delete process.env[n];
    else process.env[n] = saved[n];
  }
});
const set = (values: Record<string, string>) => {
  for (const n of NAMES) delete process.env[n];
  Object.assign(process.env, values);
};

describe("readFileStoreEnv", () => {
  it("defaults to the database with DATABASE_URL, else the disk, with no S3 settings", () => {
    set({});
    expect(readFileStoreEnv("postgres://db/app")).toEqual({ fileStore: "db", s3: undefined });
    expect(readFileStoreEnv(undefined)).toEqual({ fileStore: "disk", s3: undefined });
  });

  it("reads the bucket's settings with FILE_STORE=s3", () => {
    set({
      FILE_STORE: "s3",
      S3_BUCKET: "uploads",
      S3_ENDPOINT: "http://minio:9000",
      S3_REGION: "ap-southeast-2",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(readFileStoreEnv(undefined)).toEqual({
      fileStore: "s3",
      s3: {
        bucket: "uploads",
        endpoint: "http://minio:9000",
        region: "ap-southeast-2",
        accessKeyId: "key",
        secretAccessKey: "secret",
        forcePathStyle: true,
      },
    });
  });

  it("leaves credentials and the endpoint to the SDK when unset; the region falls back to AWS_REGION", () => {
    set({ FILE_STORE: "s3", S3_BUCKET: "uploads", AWS_REGION: "eu-west-1" });
    expect(readFileStoreEnv("postgres://db/app").s3).toEqual({
      bucket: "uploads",
      endpoint: undefined,
      region: "eu-west-1",
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it("refuses what cannot work, with a sentence", () => {
    set({ FILE_STORE: "S3" });
    expect(() => readFileStoreEnv(undefined)).toThrow('FILE_STORE must be "db", "disk" or "s3", not "S3".');
    set({ FILE_STORE: "s3" });
    expect(() => readFileStoreEnv(undefined)).toThrow("FILE_STORE=s3 needs S3_BUCKET.");
    set({ FILE_STORE: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "key" });
    expect(() => readFileStoreEnv(undefined)).toThrow(/both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    set({ FILE_STORE: "s3", S3_BUCKET: "b", S3_ENDPOINT: "minio:9000 " });
    expect(() => readFileStoreEnv(undefined)).toThrow(/S3_ENDPOINT is not an http\(s\) URL/);
    set({ FILE_STORE: "s3", S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "yes" });
    expect(() => readFileStoreEnv(undefined)).toThrow(/S3_FORCE_PATH_STYLE must be true or false/);
  });
});

describe("readPoolSize", () => {
  it("is 10 unless DATABASE_POOL_SIZE says otherwise, and refuses what is not 1 to 100", () => {
    expect(readPoolSize(undefined)).toBe(10);
    expect(readPoolSize("")).toBe(10);
    expect(readPoolSize("4")).toBe(4);
    for (const bad of ["0", "101", "2.5", "ten", "-3"]) {
      expect(() => readPoolSize(bad)).toThrow(
        `DATABASE_POOL_SIZE must be a whole number from 1 to 100 (it is "${bad}").`,
      );
    }
  });
});
