/**
 * Weekly opening hours in a small subset of the OpenStreetMap notation, which keeps the catalog file short:
 * "24/7", "Mo-Su 11:00-22:00", "Mo-Fr 11:00-14:30,17:30-22:00; Sa,Su 10:00-23:00", "We-Mo 10:00-18:00".
 * A closing time at or before the opening time runs past midnight ("Fr 22:00-02:00"). A later rule replaces
 * the days it names ("Mo-Su 07:00-22:00; Fr,Sa 07:00-02:00"), "Mo off" closes a day.
 */
import { perZoneMinute } from './zone-minute-memo';

/** Minutes after local midnight, open to close; close may exceed 1440 when the day's hours run past midnight. */
export type OpenInterval = readonly [open: number, close: number];

/** Index 0 is Sunday, as `Date.getDay()` and `LocalDay.weekday` count. */
export type WeeklyHours = readonly (readonly OpenInterval[])[];

const DAY_CODES = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];
const TIME = /^(\d{2}):(\d{2})$/;
/** Still open after this minute of the day (23:00) counts as "open late". */
const LATE_MINUTE = 23 * 60;

/** The English name of a weekday counted from Sunday (0), as the hours lines name it. */
export function weekdayName(weekday: number): string {
  return DAY_NAMES[((weekday % 7) + 7) % 7];
}

export function parseOpeningHours(text: string): WeeklyHours {
  if (text.trim() === '24/7') return Array.from({ length: 7 }, () => [[0, 1440] as OpenInterval]);
  const week: OpenInterval[][] = Array.from({ length: 7 }, () => []);
  for (const rule of text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [daysText, timesText, extra] = rule.split(/\s+/);
    if (!daysText || !timesText || extra) throw new Error(`opening hours: cannot read rule "${rule}"`);
    const days = parseDays(daysText, rule);
    const intervals = timesText === 'off' ? [] : timesText.split(',').map((range) => parseRange(range, rule));
    for (const day of days) week[day] = [...intervals];
  }
  return week;
}

function parseDays(text: string, rule: string): number[] {
  return text.split(',').flatMap((part) => {
    const [from, to] = part.split('-').map((code) => DAY_CODES.indexOf(code));
    if (from < 0 || to === -1) throw new Error(`opening hours: unknown day in "${rule}"`);
    if (to === undefined) return [from];
    const days: number[] = [];
    for (let day = from; ; day = (day + 1) % 7) {
      days.push(day);
      if (day === to) return days;
    }
  });
}

function parseRange(text: string, rule: string): OpenInterval {
  const [open, close] = text.split('-').map((time) => parseTime(time, rule));
  if (open === undefined || close === undefined) throw new Error(`opening hours: cannot read times in "${rule}"`);
  return [open, close <= open ? close + 1440 : close];
}

function parseTime(text: string | undefined, rule: string): number | undefined {
  if (text === undefined) return undefined;
  const match = TIME.exec(text);
  if (!match || Number(match[1]) > 24 || Number(match[2]) > 59) throw new Error(`opening hours: bad time in "${rule}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** One line per weekday, Monday first, in the shape of Google's `weekdayDescriptions`. */
export function describeOpeningHours(week: WeeklyHours): string[] {
  return MONDAY_FIRST.map((day) => `${DAY_NAMES[day]}: ${describeDay(week[day])}`);
}

function describeDay(intervals: readonly OpenInterval[]): string {
  if (!intervals.length) return 'Closed';
  if (intervals.length === 1 && intervals[0][0] === 0 && intervals[0][1] >= 1440) return 'Open 24 hours';
  return intervals.map(([open, close]) => `${clock(open)}–${clock(close)}`).join(', ');
}

function clock(minutes: number): string {
  const inDay = minutes % 1440 === 0 && minutes > 0 && minutes < 1440 * 2 ? 1440 : minutes % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** Open at this local weekday and minute, counting hours that ran over from the day before. */
export function isOpenAt(week: WeeklyHours, weekday: number, minute: number): boolean {
  const yesterday = week[(weekday + 6) % 7];
  return (
    week[weekday].some(([open, close]) => minute >= open && minute < close) ||
    yesterday.some(([, close]) => close > 1440 && minute < close - 1440)
  );
}

/** When a place closed at this local weekday and minute next opens: "08:00" later today, "tomorrow 08:00", "Monday 08:00";
 * null when it opens on no day of the week. */
export function nextOpening(week: WeeklyHours, weekday: number, minute: number): string | null {
  for (let ahead = 0; ahead < 8; ahead += 1) {
    const day = (weekday + ahead) % 7;
    const opens = week[day].map(([open]) => open).filter((open) => ahead > 0 || open > minute);
    if (!opens.length) continue;
    const time = clock(Math.min(...opens));
    return ahead === 0 ? time : ahead === 1 ? `tomorrow ${time}` : `${DAY_NAMES[day]} ${time}`;
  }
  return null;
}

/** Open past 23:00 on at least one day (a place open around the clock counts). */
export function opensLate(week: WeeklyHours): boolean {
  return week.some((intervals) => intervals.some(([, close]) => close > LATE_MINUTE));
}

/** The weekday (0 = Sunday) and minute of the day in a city's time zone. */
export const localWeekTime: (now: Date, timeZone: string) => { weekday: number; minute: number } = perZoneMinute(formatWeekTime);

function formatWeekTime(now: Date, timeZone: string): { weekday: number; minute: number } {
  const parts = weekTimeFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { weekday, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs a fraction of a millisecond, a search made six. */
const WEEK_TIME_FORMATS = new Map<string, Intl.DateTimeFormat>();

function weekTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = WEEK_TIME_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    WEEK_TIME_FORMATS.set(timeZone, format);
  }
  return format;
}
