import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { BUILT_SERVER } from "../../helpers/child-server";
import { startFakeAccounting } from "../../helpers/fake-accounting";

// A fresh PGlite folder per run so end-to-end tests start from the seeded demo data.
const dataDir = join(tmpdir(), `recruitment-e2e-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
// The signed SMS webhooks need a token; the messaging spec signs with the same one.
process.env.SMS_AUTH_TOKEN ??= "e2e-sms-token";
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
// Invoices go to a fake MYOB of our own in this process (never the vendor): admin-myob.spec.ts.
const accounting = await startFakeAccounting();
Object.assign(process.env, {
  ACCOUNTING_SYSTEM: "myob",
  MYOB_AUTH_URL: accounting.authUrl,
  MYOB_API_URL: accounting.apiUrl,
  MYOB_CLIENT_ID: "test-client",
  MYOB_CLIENT_SECRET: "test-secret",
  MYOB_COMPANY_FILE: "e2e-company",
});
// The built server, as `npm start` runs it (test:e2e builds it first with the pages).
await import(pathToFileURL(BUILT_SERVER).href);
