import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder holding package.json: the server's files (migrations, the built SPA) are found from
 * it, so the same code runs from its sources under tsx and from the bundle in dist-server/.
 */
const projectRoot = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const up = dirname(dir);
    if (up === dir) throw new Error("no package.json above the server's code");
    dir = up;
  }
  return dir;
})();

/** A path inside the project, e.g. `fromRoot("server/db/migrations")`. */
export const fromRoot = (...parts: string[]) => join(projectRoot, ...parts);
