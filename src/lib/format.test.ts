import { describe, expect, it } from "vitest";
import { resetAgencyZone } from "./agency-zone";
import {
  formatDate,
  formatDateTime,
  formatMinutes,
  formatMoney,
  formatPhone,
  formatTime,
  sumMoney,
} from "./format";

describe("format", () => {
  it("shows dates as DD/MM/YYYY, and the empty text for a missing or unreadable value", () => {
    expect(formatDate("2026-03-04")).toBe("04/03/2026");
    resetAgencyZone("Australia/Sydney");
    expect(formatDate("2026-03-04T14:00:00.000Z")).toBe("05/03/2026");
    expect(formatTime("2026-03-04T14:00:00.000Z")).toBe("01:00");
    expect(formatDateTime("2026-07-04T08:00:00.000Z")).toBe("04/07/2026 18:00");
    resetAgencyZone("Pacific/Auckland");
    expect(formatDateTime("2026-07-04T08:00:00.000Z")).toBe("04/07/2026 20:00");
    resetAgencyZone();
    expect(formatDate(null)).toBe("");
    expect(formatDate("garbage", "—")).toBe("—");
  });

  it("shows money with $ and two decimals, from numbers and decimal strings", () => {
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney("120.00")).toBe("$120.00");
    expect(formatMoney(1234567.5)).toBe("$1,234,567.50");
    expect(formatMoney(-3)).toBe("-$3.00");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(null)).toBe("");
    expect(formatMoney("abc", "—")).toBe("—");
  });

  it("sums money in cents", () => {
    expect(sumMoney(["0.1", "0.2"])).toBe(0.3);
    expect(sumMoney([1, "2.55", "x"])).toBe(3.55);
  });

  it("formats phones with the form masks of each country variant", () => {
    expect(formatPhone("0298765432", "landline", "default")).toBe("(02) 9876 5432");
    expect(formatPhone("0412345678", "mobile", "default")).toBe("0412 345 678");
    expect(formatPhone("(02) 9876 5432", "landline", "default")).toBe("(02) 9876 5432");
    expect(formatPhone("091234567", "landline", "NZ")).toBe("(09) 123 4567");
    expect(formatPhone("02112345678", "mobile", "NZ")).toBe("02112345678");
    expect(formatPhone("+61 2 9876", "landline", "default")).toBe("+61 2 9876");
    expect(formatPhone(null, "mobile", "default")).toBe("");
  });

  it("formats minutes", () => {
    expect(formatMinutes(90)).toBe("1 h 30 min");
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(120)).toBe("2 h");
    expect(formatMinutes(-30)).toBe("-30 min");
  });
});
