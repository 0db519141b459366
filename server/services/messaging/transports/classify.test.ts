import { describe, expect, it } from "vitest";
import { classifySmsStatus } from "./sms-http";
import { classifySmtpError } from "./smtp";

describe("transport error classes", () => {
  it("SMTP: 5xx fails for good, 4xx and connection errors retry, a refused envelope fails", () => {
    expect(classifySmtpError({ responseCode: 550, message: "no mailbox" }).kind).toBe("fail");
    expect(classifySmtpError({ responseCode: 451, message: "later" }).kind).toBe("retry");
    expect(classifySmtpError({ code: "ECONNECTION", message: "refused" }).kind).toBe("retry");
    expect(classifySmtpError({ code: "EENVELOPE", message: "bad address" }).kind).toBe("fail");
  });

  it("SMS HTTP: 4xx fails, 408/429/5xx retry", () => {
    expect(classifySmsStatus(400, "21211").kind).toBe("fail");
    expect(classifySmsStatus(401, "auth").kind).toBe("fail");
    expect(classifySmsStatus(408, "timeout").kind).toBe("retry");
    expect(classifySmsStatus(429, "slow down").kind).toBe("retry");
    expect(classifySmsStatus(503, "down").kind).toBe("retry");
  });
});
