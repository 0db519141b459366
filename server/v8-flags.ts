import { setFlagsFromString } from "node:v8";

/**
 * V8 settings the server sets on itself (decision 310), so that `npm start`, a deployment's own
 * command line and the tests run alike. Each is set before V8 next reads it: the heap's growth
 * factor at every full collection, WebAssembly's compilers when PGlite's module compiles.
 */

/**
 * The next full collection once the old generation has grown 50% over what survived the last one.
 * V8's own factor reaches 4× when collections are cheap: a 75 MB live heap let an export grow it
 * to 210 MB before collecting.
 */
export const keepHeapNearLive = () => setFlagsFromString("--heap-growing-percent=50");

/**
 * PGlite's WebAssembly compiled once, by the baseline compiler (Liftoff), with no optimised copy of
 * its hot functions beside it: 60 MB less resident for about 10% more time in the database.
 */
export const wasmBaselineOnly = () => setFlagsFromString("--liftoff-only");
