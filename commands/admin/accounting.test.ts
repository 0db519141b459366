import { afterEach, describe, expect, it, vi } from "vitest";
import * as calls from "../../server/contracts/admin/accounting";
import { fakeArea, fakeContext } from "../core/fake-context";
import { availability } from "../core/registry";
import { pushInvoicesToMyob } from "./accounting";

const areas = { accounting: fakeArea<"accounting">({ calls }) };
const onJob = {
  path: "/job/edit/7/invoices",
  title: "J24-00007",
  pattern: "/job/edit/:id/:selectedtab",
  params: { id: "7", selectedtab: "invoices" },
};
const user = (rights: string[]) => ({ id: "1", name: "Admin", rights: new Set(rights), flags: {} });

afterEach(() => vi.unstubAllGlobals());

describe("Send the job's invoices to MYOB…", () => {
  it("needs Invoicing and StaffMYOBAccess and an open job", () => {
    const state = (rights: string[], focused: typeof onJob | null = onJob) =>
      availability(pushInvoicesToMyob, fakeContext({ areas, focused, user: user(rights) }).ctx).state;
    expect(state(["INV", "MYOB"])).toBe("enabled");
    expect(state(["INV"])).not.toBe("enabled");
    expect(state(["MYOB"])).not.toBe("enabled");
    expect(state(["INV", "MYOB"], null)).not.toBe("enabled");
  });

  it("goes to MYOB's sign-in address the server answers, or says why not", async () => {
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { assign } });
    const url = "https://myob.example/oauth2/account/authorize?state=s";
    const ok = fakeContext({
      areas,
      focused: onJob,
      user: user(["INV", "MYOB"]),
      answers: new Map([[calls.myobAuthorise, { succeeded: true, value: { url, jobId: 7 } }]]),
    });
    await pushInvoicesToMyob.run(ok.ctx, undefined);
    expect(ok.calls[0]).toBe('call GET /myob/CallOAuthAuthentication/:jobId{[0-9]+} {"jobId":7}');
    expect(assign).toHaveBeenCalledWith(url);

    const refused = fakeContext({
      areas,
      focused: onJob,
      user: user(["INV", "MYOB"]),
      answers: new Map([[calls.myobAuthorise, { succeeded: false, errors: ["MYOB is not configured."] }]]),
    });
    await pushInvoicesToMyob.run(refused.ctx, undefined);
    expect(refused.calls).toContain('toast.error ["MYOB not reached","MYOB is not configured."]');
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
