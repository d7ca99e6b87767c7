// "Which one is open latest?", "welke gaat het vroegst open?": when each listed venue closes or opens on the day asked, read
// from its opening-hours lines ("Friday: 11:00–15:00, 17:00–01:00"), in minutes after that day's midnight.
import type { FactAnswer } from './offline-replies';

const RANGE = /(\d{1,2}):(\d{2})\s*[–-]\s*(\d{1,2}):(\d{2})/g;
const minutes = (hours: string, mins: string) => Number(hours) * 60 + Number(mins);

/** The ranges of the day's line: [opens, closes], a close past midnight counted on (01:00 is 25:00); null when unknown. */
function rangesOf(answer: FactAnswer): [number, number][] | null {
  if (!Array.isArray(answer.value) || !answer.today) return null;
  const line = (answer.value as unknown[]).find((entry) => typeof entry === 'string' && entry.startsWith(`${answer.today}:`));
  if (typeof line !== 'string') return null;
  if (/open 24 hours/i.test(line)) return [[0, 24 * 60]];
  if (/closed/i.test(line)) return [];
  const ranges = [...line.matchAll(RANGE)].map((m): [number, number] => {
    const opens = minutes(m[1], m[2]);
    const closes = minutes(m[3], m[4]);
    return [opens, closes <= opens ? closes + 24 * 60 : closes];
  });
  return ranges.length ? ranges : null;
}

/** When the venue closes on the day asked (its last range's end), -1 when it is closed that day; null when unknown. */
export function closesAt(answer: FactAnswer): number | null {
  const ranges = rangesOf(answer);
  if (!ranges) return null;
  return ranges.length ? Math.max(...ranges.map(([, closes]) => closes)) : -1;
}

/** When the venue opens on the day asked (its first range's start), null when unknown or closed that day. */
export function opensAt(answer: FactAnswer): number | null {
  const ranges = rangesOf(answer);
  return ranges?.length ? Math.min(...ranges.map(([opens]) => opens)) : null;
}

/** "23:30", "01:00" (a time past midnight read on the clock). */
export function clockOf(total: number): string {
  const inDay = ((total % (24 * 60)) + 24 * 60) % (24 * 60);
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}
