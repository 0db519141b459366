/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every built script, stylesheet and other
 * text asset, once, at build time; the server sends whichever the browser accepts (server/http/
 * spa.ts, `precompressed`). Compressing per request would cost CPU on every download; at maximum
 * quality once, the files are also smaller than on-the-fly compression would make them.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = join(process.env.BUILD_DIR ?? "dist", "assets");
const TEXT = /\.(js|mjs|css|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let brotli = 0;
for (const name of readdirSync(dir)) {
  const path = join(dir, name);
  if (!TEXT.test(name) || statSync(path).size < MIN_BYTES) continue;
  const body = readFileSync(path);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  files += 1;
  before += body.length;
  brotli += br.length;
}
console.log(
  `precompressed ${files} assets: ${(before / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`,
);
