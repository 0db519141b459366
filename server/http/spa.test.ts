import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../context";
import { serveSpa } from "./spa";

const SCRIPT = `export const hello = "${"world ".repeat(400)}";`;

/** A built app folder: the page, one hashed chunk with its precompressed copies. */
function builtApp() {
  const root = mkdtempSync(join(tmpdir(), "spa-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), "<html><head></head><body>app</body></html>");
  const chunk = join(root, "assets", "app-abc123.js");
  writeFileSync(chunk, SCRIPT);
  writeFileSync(`${chunk}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${chunk}.gz`, gzipSync(SCRIPT));
  const app = new Hono<AppEnv>();
  serveSpa(app, root);
  return app;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

// Over a real socket: fetch's Request drops Accept-Encoding (a header only browsers set).
describe("serving the built app", () => {
  let server: ReturnType<typeof serve>;
  let port = 0;
  beforeAll(async () => {
    server = serve({ fetch: builtApp().fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, encoding?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, path, headers: encoding ? { "Accept-Encoding": encoding } : {} },
        (res) => {
          const parts: Buffer[] = [];
          res.on("data", (d: Buffer) => parts.push(d));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    });

  it("sends a chunk as brotli or gzip when the browser accepts it, cached for a year", async () => {
    const br = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("answers a missing chunk 404 in plain text, never the app's page", async () => {
    const gone = await get("/assets/app-old999.js", "br");
    expect(gone.status).toBe(404);
    expect(gone.headers["content-type"]).toContain("text/plain");
    expect(gone.headers["cache-control"]).toBe("no-store");
    expect(gone.body.toString()).not.toContain("<html");
  });
});
