import type { OpeningHours } from "~/content/clinic";

/** "09:00" -> "9:00 AM". */
export function formatTime(hhmm: string) {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** What a row of the hours table says: "9:00 AM – 5:00 PM", "By appointment", "Closed". */
export function formatHours(entry: OpeningHours) {
  if (entry.opens && entry.closes)
    return `${formatTime(entry.opens)} – ${formatTime(entry.closes)}`;
  return entry.note ?? "Closed";
}

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

const weekdayIndex: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

/** Day of week and minutes since midnight of `now`, as a wall clock in `timeZone` reads it. */
export function clinicClock(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    day: weekdayIndex[get("weekday")] ?? 0,
    minuteOfDay: Number(get("hour")) * 60 + Number(get("minute")),
  };
}

export interface OpenStatus {
  isOpen: boolean;
  /** "Open now · until 5:00 PM" or "Closed · opens Monday at 9:00 AM". */
  text: string;
}

/**
 * Whether the clinic is open at `now`, computed in the clinic's time zone so
 * a visitor in another zone sees the clinic's reality. Days "by appointment"
 * count as closed for walk-ins.
 */
export function openStatus(
  now: Date,
  hours: readonly OpeningHours[],
  timeZone: string,
): OpenStatus {
  const { day, minuteOfDay } = clinicClock(now, timeZone);
  const today = hours.find((h) => h.day === day);
  if (today?.opens && today.closes) {
    const opens = minutes(today.opens);
    const closes = minutes(today.closes);
    if (minuteOfDay >= opens && minuteOfDay < closes) {
      return { isOpen: true, text: `Open now · until ${formatTime(today.closes)}` };
    }
    if (minuteOfDay < opens) {
      return { isOpen: false, text: `Closed · opens today at ${formatTime(today.opens)}` };
    }
  }
  for (let offset = 1; offset <= 7; offset++) {
    const next = hours.find((h) => h.day === (day + offset) % 7);
    if (next?.opens) {
      const when = offset === 1 ? "tomorrow" : next.label;
      return { isOpen: false, text: `Closed · opens ${when} at ${formatTime(next.opens)}` };
    }
  }
  return { isOpen: false, text: "Closed" };
}

/**
 * Consecutive days with the same hours folded into one line:
 * [{ days: "Monday – Friday", hours: "9:00 AM – 5:00 PM" }, { days: "Saturday", ... }].
 */
export function hoursSummary(hours: readonly OpeningHours[]) {
  const groups: { first: string; last: string; hours: string }[] = [];
  for (const entry of hours) {
    const text = formatHours(entry);
    const previous = groups.at(-1);
    if (previous && previous.hours === text) previous.last = entry.label;
    else groups.push({ first: entry.label, last: entry.label, hours: text });
  }
  return groups.map((g) => ({
    days: g.first === g.last ? g.first : `${g.first} – ${g.last}`,
    hours: g.hours,
  }));
}
