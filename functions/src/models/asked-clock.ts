// Issue 17: "is it still open at 11pm tonight?", "is die na middernacht nog open?", "bukas pa ba ng hatinggabi?": the clock
// time asked, and whether the day's opening hours cover it. Answered from the hours lines the place tools give
// ("Saturday: 11:00–15:00, 17:00–21:00", or Google's "Saturday: 11:00 AM – 9:00 PM"), never guessed.
import type { FactAnswer } from './offline-replies';

export interface AskedClock {
  /** Minutes after midnight of the day asked about; an hour before 6 in the morning counts as that night, after 24:00. */
  minute: number;
  /** The time as the reply says it: "23:00", or "after-midnight" for the words that say so. */
  label: string;
}

const HOUR = String.raw`(\d{1,2})(?:[:.](\d{2}))?`;
/** "11pm", "11 p.m.", "11:30pm". */
const TWELVE_HOUR = new RegExp(String.raw`\b${HOUR}\s*([ap])\.?\s?m\b\.?`, 'i');
/** "at 23:00", "om 23u", "om 23 uur", "om 22.30", "ng 10:30", "tot 23h": a time said after a word that points at one. */
const POINTED = new RegExp(
  String.raw`\b(?:at|by|until|till|til|around|om|tot|rond|ng|hanggang|mga|before|voor)\s+(?:(?:alas|about)\s+)?${HOUR}\s*(u\b|uur\b|h\b)?`,
  'i',
);
/** "'s avonds", "at night", "ng gabi", "tonight", "vanavond": an hour under 12 said with these is in the evening. */
const EVENING = /\b(?:'s avonds|s avonds|avond|vanavond|night|tonight|evening|gabi|mamayang gabi)\b/i;
/** "after midnight", "na middernacht", "lampas hatinggabi", "at midnight", "om middernacht", "ng hatinggabi". */
const MIDNIGHT = /\b(?:after|past|na|lampas|pagkatapos ng)\s+(?:midnight|middernacht|hatinggabi|alas dose ng gabi)\b/i;
const AT_MIDNIGHT = /\b(?:midnight|middernacht|hatinggabi)\b/i;
/** "right now", "nu", "ngayon", "op dit moment": the question is about now, whatever other time the message names. */
const ASKS_NOW = /\b(?:now|currently|nu|momenteel|op dit moment|ngayon|ngaun|ngayun)\b/i;
/** "mag 10pm na kasi", "it's almost 10pm", "het is al 22u": the time it is now, said as the reason to ask; not the time asked. */
const NOW_IS_BEFORE = /\b(?:mag|almost|nearly|already|it'?s|its|bijna|het is(?: al| bijna)?|'?t is(?: al| bijna)?|al)\s*(?:alas\s+)?$/i;
/** "6am pala ang flight namin", "for a 6am flight", "onze vlucht om 7u": the time of a flight or train, not the time asked. */
const TRAVEL_AFTER = /^\s*(?:pala\s+)?(?:(?:ang|na|yung|our|the)\s+)?(?:flight|flights|vlucht|lipad|train|trein)\b/i;
const TRAVEL_BEFORE = /\b(?:flight|vlucht|lipad|trein|train)\s+(?:\p{L}+\s+){0,2}(?:at|om|ng|is|ay|by)?\s*$/iu;
/** A time said as the time it is now or as a trip's, not the time a place should be open at. */
const notAsked = (said: string, time: RegExpExecArray) =>
  NOW_IS_BEFORE.test(said.slice(0, time.index)) ||
  TRAVEL_AFTER.test(said.slice(time.index + time[0].length)) ||
  TRAVEL_BEFORE.test(said.slice(0, time.index));
/** "in the morning", "'s ochtends", "ng umaga", "6am": an hour said of the morning stays in the morning. */
const MORNING = /\b(?:morning|ochtend|'s ochtends|s ochtends|umaga|am|a\.m\.)(?!\p{L})/iu;
/** "until 2am", "hanggang 2am", "tot 23u": the time is the end of the stay, not a moment inside it. */
const UNTIL_ASKED = /\b(?:until|till|til|hanggang|tot)\s+(?:(?:alas|about|mga)\s+)?\d/i;
/** Tagalog hours said as words: "alas onse ng gabi". */
const TAGALOG_HOURS = ['una', 'dos', 'tres', 'kwatro', 'singko', 'sais', 'siyete', 'otso', 'nuwebe', 'diyes', 'onse', 'dose'];
const ALAS = new RegExp(String.raw`\balas\s+(${TAGALOG_HOURS.join('|')})\b`, 'i');

export const AFTER_MIDNIGHT = 'after-midnight';

const label = (minute: number) => {
  const inDay = minute % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
};

/** The night's early hours belong to the evening before: "open at 1am?" asked tonight is 25:00 of today. */
const asked = (minute: number): AskedClock => {
  const night = minute < 6 * 60 ? minute + 1440 : minute;
  return { minute: night, label: label(night) };
};

/** The clock time the words ask about, or null when they name none. */
export function askedClock(said: string): AskedClock | null {
  if (MIDNIGHT.test(said)) return { minute: 1440 + 30, label: AFTER_MIDNIGHT };
  const twelve = TWELVE_HOUR.exec(said);
  if (twelve && notAsked(said, twelve)) return null;
  if (twelve) {
    if (Number(twelve[1]) > 12) return null;
    const hour = Number(twelve[1]) % 12;
    return asked((twelve[3].toLowerCase() === 'p' ? hour + 12 : hour) * 60 + Number(twelve[2] ?? 0));
  }
  const alas = ALAS.exec(said);
  const pointed = alas ? null : POINTED.exec(said);
  const at = alas ?? pointed;
  if (at && notAsked(said, at)) return null;
  const hourSaid = alas ? TAGALOG_HOURS.indexOf(alas[1].toLowerCase()) + 1 : pointed ? Number(pointed[1]) : null;
  if (hourSaid === null) return AT_MIDNIGHT.test(said) ? { minute: 1440, label: '00:00' } : null;
  if (hourSaid > 24 || Number(pointed?.[2] ?? 0) >= 60) return null;
  // "om 23u", "at 22:00" say the hour in full; "at 11", "alas onse" said of the evening ("tonight") are after noon.
  const evening = hourSaid < 12 && (Boolean(alas) || !pointed?.[2]) && EVENING.test(said);
  // "is die open tot 6 uur?", "until 7?": a place open until six is open until the evening, unless the words say morning.
  const untilEvening = hourSaid >= 6 && hourSaid < 12 && UNTIL_ASKED.test(said) && !MORNING.test(said);
  if (untilEvening) return asked((hourSaid + 12) * 60 + Number(pointed?.[2] ?? 0));
  if (!alas && !pointed?.[2] && !pointed?.[3] && !evening && hourSaid <= 12) return null;
  return asked(((evening ? hourSaid + 12 : hourSaid) % 24) * 60 + Number(pointed?.[2] ?? 0));
}

/** "11:00–15:00, 17:00–21:00", "11:00 AM – 9:00 PM", "Closed", "Open 24 hours" → minutes after midnight; null unread. */
function intervalsOf(hours: string): [number, number][] | null {
  if (/^closed$/i.test(hours.trim())) return [];
  if (/open 24 hours/i.test(hours)) return [[0, 2880]];
  const ranges = hours.split(/,\s*/).map((range) => {
    const [open, close] = range.split(/\s*[–-]\s*/).map(minuteOf);
    if (open === null || close === null || open === undefined || close === undefined) return null;
    return [open, close <= open ? close + 1440 : close] as [number, number];
  });
  return ranges.every((range) => range !== null) ? (ranges as [number, number][]) : null;
}

function minuteOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})\s*([AP]M)?$/i.exec(time.trim().replace(/\u202f/g, ' '));
  if (!match) return null;
  const hour = Number(match[1]) % (match[3] ? 12 : 24);
  return (match[3]?.toUpperCase() === 'PM' ? hour + 12 : hour) * 60 + Number(match[2]);
}

/** The day's hours line: the only one left when a day was named, else today's. */
function dayLine(hours: FactAnswer): string | null {
  if (!Array.isArray(hours.value)) return null;
  const lines = hours.value.map(String);
  if (lines.length === 1) return lines[0];
  return lines.find((line) => hours.today !== undefined && line.startsWith(`${hours.today}:`)) ?? null;
}

/** "open now?" or "open late?" asked with a clock time, answered for that time from the day's hours ("openAt", its `at`). The
 * answers as they are when no time is asked or the hours do not say. */
export function answersAtAskedTime(answers: readonly FactAnswer[], said: string): FactAnswer[] {
  const clock = askedClock(said);
  // "is die nu nog open? om 6u moeten we terug aan de bus", "bukas ba sila ngayon? alas dos na dito": now is asked.
  if (!clock || ASKS_NOW.test(said)) return [...answers];
  const openAt = (answer: FactAnswer, hours: FactAnswer | undefined): FactAnswer | null => {
    const line = hours ? dayLine(hours) : null;
    const intervals = line ? intervalsOf(line.replace(/^\w+:\s*/, '')) : null;
    if (!intervals) return null;
    // "bukas ba sila hanggang 2am?", "open till 11?", "open tot 23u?": open until that time, so a closing time at it is a yes.
    const until = UNTIL_ASKED.test(said);
    const open = intervals.some(([from, to]) => from <= clock.minute && (clock.minute < to || (until && clock.minute === to)));
    return { ...answer, fact: 'openAt', value: open, at: clock.label };
  };
  const asksOpen = answers.some((answer) => answer.fact === 'openNow' || answer.fact === 'openLate');
  return answers.flatMap((answer) => {
    // "is the second open at 11pm tonight?" read as a question for the hours: the yes or no for that time comes first.
    if (!asksOpen && answer.fact === 'openingHours') return [openAt(answer, answer), answer].filter((one) => one !== null);
    if (answer.fact !== 'openNow' && answer.fact !== 'openLate') return [answer];
    const hours = answers.find((other) => other.fact === 'openingHours' && other.place?.placeId === answer.place?.placeId);
    return [openAt(answer, hours) ?? answer];
  });
}
