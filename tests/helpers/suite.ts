import { afterAll, beforeAll } from "vitest";

/**
 * A world made before a file's tests and closed after them: `const w = suite(sessionsWorld)`.
 * The object is filled in beforeAll, so read its fields inside tests, not at the file's top.
 * A world that runs more than its server (a worker, mail sinks) stops them in `stop`, before the
 * server closes.
 */
export function suite<W extends { server: { close(): Promise<void> }; stop?: () => Promise<void> }>(
  make: () => Promise<W>,
): W {
  const world = {} as W;
  beforeAll(async () => {
    Object.assign(world, await make());
  });
  afterAll(async () => {
    await world.stop?.();
    await world.server?.close();
  });
  return world;
}
