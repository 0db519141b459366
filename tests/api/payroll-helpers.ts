import { STAFF_REPORT_PATHS } from "../../server/contracts/reports/staff-reports";

/** POST the payroll file (decisions 244, 260) and read it back as rows of cells. */
export async function payrollFile(serverUrl: string, token: string, body: Record<string, unknown>) {
  const form = new FormData();
  form.set("json", JSON.stringify(body));
  const res = await fetch(`${serverUrl}/api${STAFF_REPORT_PATHS.payrollFile}`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await res.text();
  const rows = text
    .split("\r\n")
    .filter(Boolean)
    // No cell of these tests holds a comma or quote, so a line splits on commas.
    .map((line) => line.split(","));
  return { status: res.status, text, rows, type: res.headers.get("content-type") ?? "" };
}
