import { defineConfig, mergeConfig } from "vite";
import base from "./vite.config";

/**
 * The public survey pages' own build (decision 157): survey.html and its entry are bundled apart
 * from the main app, so neither changes how the other is split into chunks. Runs after the main
 * build into the same folder.
 */
export default mergeConfig(
  base,
  defineConfig({ build: { emptyOutDir: false, rollupOptions: { input: "survey.html" } } }),
);
