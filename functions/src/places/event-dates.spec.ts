import { describe, expect, it } from 'vitest';
import { addDays, localDay, nextOccurrence, weekendDates } from './event-dates';

describe('event dates', () => {
  it('reads today in the city’s time zone', () => {
    const instant = new Date('2026-11-21T01:00:00Z');
    expect(localDay(instant, 'Asia/Manila')).toEqual({ date: '2026-11-21', weekday: 6 });
    expect(localDay(instant, 'America/Los_Angeles')).toEqual({ date: '2026-11-20', weekday: 5 });
  });

  it('reads the day again once a minute has passed, and never hands out the copy it keeps', () => {
    const first = localDay(new Date('2026-11-21T15:59:10Z'), 'Asia/Manila');
    first.date = 'changed';
    expect(localDay(new Date('2026-11-21T15:59:50Z'), 'Asia/Manila')).toEqual({ date: '2026-11-21', weekday: 6 });
    expect(localDay(new Date('2026-11-21T16:00:00Z'), 'Asia/Manila')).toEqual({ date: '2026-11-22', weekday: 0 });
  });

  it('finds the next weekday, today included', () => {
    const wednesday = { date: '2026-11-18', weekday: 3 };
    expect(nextOccurrence(wednesday, 'wednesday')).toBe('2026-11-18');
    expect(nextOccurrence(wednesday, 'saturday')).toBe('2026-11-21');
    expect(nextOccurrence(wednesday, 'tuesday')).toBe('2026-11-24');
  });

  it('knows which days are "this weekend" on a weekday, a Saturday and a Sunday', () => {
    expect(weekendDates({ date: '2026-11-18', weekday: 3 })).toEqual(['2026-11-21', '2026-11-22']);
    expect(weekendDates({ date: '2026-11-21', weekday: 6 })).toEqual(['2026-11-21', '2026-11-22']);
    expect(weekendDates({ date: '2026-11-22', weekday: 0 })).toEqual(['2026-11-22']);
  });

  it('adds days across a month and a year end', () => {
    expect(addDays({ date: '2026-12-30', weekday: 3 }, 3)).toEqual({ date: '2027-01-02', weekday: 6 });
  });
});
