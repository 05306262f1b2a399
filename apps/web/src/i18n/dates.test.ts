import { afterEach, describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates.ts";

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe("dates on any device", () => {
  it("shows a civil date as the same day whatever the device's time zone", () => {
    for (const deviceZone of [
      "UTC",
      "America/Noronha",
      "America/Sao_Paulo",
      "America/Rio_Branco",
      "Asia/Tokyo",
    ]) {
      process.env.TZ = deviceZone;
      expect(formatDate("2026-11-17"), deviceZone).toBe("17/11/2026");
      expect(formatDate("2026-01-01"), deviceZone).toBe("01/01/2026");
    }
  });

  it("shows an instant as São Paulo's day and time", () => {
    for (const deviceZone of ["UTC", "Asia/Tokyo", "America/Rio_Branco"]) {
      process.env.TZ = deviceZone;
      expect(formatDate("2026-11-17T02:30:00Z"), deviceZone).toBe("16/11/2026");
      expect(formatDateTime("2026-11-17T02:30:00Z"), deviceZone).toBe("16/11/2026 23:30");
    }
  });
});
