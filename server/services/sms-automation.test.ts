import { afterEach, describe, expect, it } from "vitest";
import { reportSmsWorker, smsAutomationWorking } from "./sms-automation";

describe("SMS automation status", () => {
  afterEach(() => reportSmsWorker(false));

  it("is false while no SMS worker runs, whatever the admin flag says", () => {
    expect(smsAutomationWorking(true)).toBe(false);
    expect(smsAutomationWorking(false)).toBe(false);
  });

  it("is true only while a worker runs and the flag is on", () => {
    reportSmsWorker(true);
    expect(smsAutomationWorking(true)).toBe(true);
    expect(smsAutomationWorking(false)).toBe(false);
  });
});
