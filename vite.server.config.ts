import { defineConfig } from "vite";

/**
 * The server's own build (decision 309): server/index.ts and our modules in one file,
 * dist-server/index.js, with every package left to node_modules. Started from the bundle, the
 * server does not load tsx's compiler and a module per source file: about 80 MB less memory.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: "server/index.ts",
    outDir: "dist-server",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
  },
});
