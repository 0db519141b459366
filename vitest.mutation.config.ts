import { defineConfig } from "vitest/config";

/**
 * The tests `npm run test:mutation` (StrykerJS, decision 193) runs against each mutant: one node
 * project, so the unit and API tests of the rule modules share one worker setting. The files are
 * listed in stryker.config.json (testFiles).
 */
export default defineConfig({
  test: {
    include: ["server/**/*.test.ts", "tests/api/**/*.test.ts"],
    environment: "node",
    env: { TZ: "UTC" },
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
