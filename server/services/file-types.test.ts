import { describe, expect, it } from "vitest";
import { cleanFileName, detectFileType } from "./file-types";

const bytes = (...b: number[]) => new Uint8Array([...b, 0x20, 0x20, 0x20, 0x20]);

describe("detectFileType", () => {
  it("accepts a file only when extension and first bytes agree", () => {
    expect(detectFileType("a.pdf", new TextEncoder().encode("%PDF-1.7"))).toBe("application/pdf");
    expect(detectFileType("a.PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(detectFileType("a.docx", bytes(0x50, 0x4b, 0x03, 0x04))).toContain("wordprocessingml");
    expect(detectFileType("a.png", new TextEncoder().encode("%PDF-1.7"))).toBeNull();
    expect(detectFileType("a.exe", new TextEncoder().encode("%PDF-1.7"))).toBeNull();
    expect(detectFileType("noext", new TextEncoder().encode("%PDF-1.7"))).toBeNull();
  });

  it("accepts text files only when they are UTF-8 without NUL bytes", () => {
    expect(detectFileType("a.csv", new TextEncoder().encode("name,age\nÅsa,3\n"))).toBe("text/csv");
    expect(detectFileType("a.txt", new Uint8Array([0x41, 0x00, 0x42]))).toBeNull();
    expect(detectFileType("a.txt", new Uint8Array([0xff, 0xfe, 0xfd]))).toBeNull();
  });
});

describe("cleanFileName", () => {
  it("drops folders, quotes and control characters", () => {
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName('C:\\x\\"evil"\r\n.pdf')).toBe("evil.pdf");
    expect(cleanFileName("\u0000")).toBe("file");
  });
});
