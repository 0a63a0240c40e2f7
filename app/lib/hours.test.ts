import { describe, expect, it } from "vitest";
import { clinic } from "~/content/clinic";
import { clinicClock, formatHours, formatTime, hoursSummary, openStatus } from "./hours";

// 2026-11-23 is a Monday. Minneapolis is UTC-6 in November (CST).
const at = (iso: string) => new Date(iso);

describe("clinic hours", () => {
  it("formats 24-hour profile times for people", () => {
    expect(formatTime("09:00")).toBe("9:00 AM");
    expect(formatTime("17:00")).toBe("5:00 PM");
    expect(formatTime("00:30")).toBe("12:30 AM");
    expect(formatTime("12:15")).toBe("12:15 PM");
  });

  it("reads the wall clock in the clinic's time zone, not the visitor's", () => {
    // 02:30 UTC on Tuesday is still Monday 20:30 in Minneapolis.
    expect(clinicClock(at("2026-11-24T02:30:00Z"), "America/Chicago")).toEqual({
      day: 1,
      minuteOfDay: 20 * 60 + 30,
    });
  });

  it("is open on a weekday between 9 and 5 clinic time", () => {
    const status = openStatus(at("2026-11-23T15:00:00Z"), clinic.hours, clinic.timeZone); // Mon 9:00 AM CST
    expect(status).toEqual({ isOpen: true, text: "Open now · until 5:00 PM" });
  });

  it("is closed at 5:00 PM sharp and says when it opens next", () => {
    const status = openStatus(at("2026-11-23T23:00:00Z"), clinic.hours, clinic.timeZone); // Mon 5:00 PM CST
    expect(status).toEqual({ isOpen: false, text: "Closed · opens tomorrow at 9:00 AM" });
  });

  it("is closed before opening on a weekday", () => {
    const status = openStatus(at("2026-11-23T14:59:00Z"), clinic.hours, clinic.timeZone); // Mon 8:59 AM
    expect(status.text).toBe("Closed · opens today at 9:00 AM");
  });

  it("treats Saturday (by appointment) and Sunday as closed, opening Monday", () => {
    const saturdayNoon = openStatus(at("2026-11-28T18:00:00Z"), clinic.hours, clinic.timeZone);
    expect(saturdayNoon).toEqual({ isOpen: false, text: "Closed · opens Monday at 9:00 AM" });
    const sunday = openStatus(at("2026-11-29T18:00:00Z"), clinic.hours, clinic.timeZone);
    expect(sunday.text).toBe("Closed · opens tomorrow at 9:00 AM");
  });

  it("folds Monday to Friday into one line", () => {
    expect(hoursSummary(clinic.hours)).toEqual([
      { days: "Monday – Friday", hours: "9:00 AM – 5:00 PM" },
      { days: "Saturday", hours: "By appointment" },
      { days: "Sunday", hours: "Closed" },
    ]);
    expect(formatHours({ day: 0, label: "Sunday", note: "Closed" })).toBe("Closed");
  });
});
