// "Which one is open latest?", "welke gaat het vroegst open?", "alin ang pinakagabi magsara?": the listed venue that closes
// last or opens first on the day, read from each one's hours and named with the time, in the person's language.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

/** The day's [opens, closes] in minutes from a line like "Friday: 11:00–15:00, 17:00–01:00" (a close past midnight counts on). */
function dayRanges(lines: readonly string[] | undefined, today: string | undefined): [number, number][] {
  const line = lines?.find((entry) => entry.startsWith(`${today}:`)) ?? '';
  if (/open 24 hours/i.test(line)) return [[0, 1440]];
  return [...line.matchAll(/(\d\d):(\d\d)\s*[–-]\s*(\d\d):(\d\d)/g)].map((m) => {
    const [opens, closes] = [Number(m[1]) * 60 + Number(m[2]), Number(m[3]) * 60 + Number(m[4])];
    return [opens, closes <= opens ? closes + 1440 : closes];
  });
}
const clock = (total: number) => `${String(Math.floor((total % 1440) / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

describe('the listed venue open latest or earliest', () => {
  it.each([
    ['cafés in Amsterdam', 'which one is open latest?', 'latest'],
    ['kapehan sa Makati', 'alin ang pinakagabi magsara?', 'latest'],
    ['koffie in Amsterdam', 'welke is het langst open?', 'latest'],
    ['cafés in Amsterdam', 'which one opens earliest?', 'earliest'],
    ['kapehan sa Makati', 'alin dito ang pinakamaagang magbukas?', 'earliest'],
    ['koffie in Amsterdam', 'welke gaat het vroegst open?', 'earliest'],
  ] as const)('after "%s", "%s" names the one that %s', async (search, asked, by) => {
    const { say, catalog } = startConversation();
    const list = await say(search);

    const reply = await say(asked);

    const places = await Promise.all(list.venues.map((venue) => catalog.details(venue.placeId)));
    const times = places.map((place) => {
      const ranges = dayRanges(place?.openingHours, place?.today);
      if (!ranges.length) return null;
      return by === 'latest' ? Math.max(...ranges.map(([, closes]) => closes)) : Math.min(...ranges.map(([opens]) => opens));
    });
    const known = times.filter((time): time is number => time !== null);
    const best = by === 'latest' ? Math.max(...known) : Math.min(...known);
    const winners = places.filter((_, i) => times[i] === best).map((place) => place!.name);
    const named = [...reply.reply.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]);
    expect(named).toHaveLength(1);
    expect(winners).toContain(named[0]);
    expect(reply.reply).toContain(clock(best));
  });
});
