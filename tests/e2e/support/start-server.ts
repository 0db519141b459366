import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A fresh PGlite folder per run so end-to-end tests start from the seeded demo data.
const dataDir = join(tmpdir(), `recruitment-e2e-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
// The signed SMS webhooks need a token; the messaging spec signs with the same one.
process.env.SMS_AUTH_TOKEN ??= "e2e-sms-token";
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
await import("../../../server/index");
