import { afterAll, beforeAll } from "vitest";

/**
 * A world made before a file's tests and closed after them: `const w = suite(sessionsWorld)`.
 * The object is filled in beforeAll, so read its fields inside tests, not at the file's top.
 */
export function suite<W extends { server: { close(): Promise<void> } }>(make: () => Promise<W>): W {
  const world = {} as W;
  beforeAll(async () => {
    Object.assign(world, await make());
  });
  afterAll(async () => {
    await world.server?.close();
  });
  return world;
}
