import { perZoneMinute } from './zone-minute-memo';

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A calendar day in one city: ISO date plus weekday index (0 = Sunday). */
export interface LocalDay {
  date: string;
  weekday: number;
}

const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** One formatter per time zone: building an Intl.DateTimeFormat costs milliseconds, formatting with one does not. */
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

/** Today's date in the given IANA time zone: Saturday in Manila can still be Friday in Chicago. */
export const localDay: (now: Date, timeZone: string) => LocalDay = perZoneMinute(formatLocalDay);

function formatLocalDay(now: Date, timeZone: string): LocalDay {
  let format = FORMATTERS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit' });
    FORMATTERS.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: SHORT_WEEKDAYS.indexOf(part('weekday')),
  };
}

/** The day `days` after `day` (pure calendar arithmetic in UTC, so no DST surprises). */
export function addDays(day: LocalDay, days: number): LocalDay {
  const date = new Date(`${day.date}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return { date: date.toISOString().slice(0, 10), weekday: (((day.weekday + days) % 7) + 7) % 7 };
}

/** The next date (today included) that falls on `weekday`. */
export function nextOccurrence(today: LocalDay, weekday: Weekday): string {
  const target = WEEKDAYS.indexOf(weekday);
  return addDays(today, (target - today.weekday + 7) % 7).date;
}

/** "This weekend": the coming Saturday and Sunday, or what is left of it when today is already the weekend. */
export function weekendDates(today: LocalDay): string[] {
  if (today.weekday === 0) return [today.date];
  const saturday = addDays(today, 6 - today.weekday);
  return [saturday.date, addDays(saturday, 1).date];
}
