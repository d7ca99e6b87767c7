import { describe, expect, it } from 'vitest';
import { describeOpeningHours, isOpenAt, localWeekTime, nextOpening, opensLate, parseOpeningHours } from './opening-hours';

const SUNDAY = 0;
const MONDAY = 1;
const FRIDAY = 5;
const SATURDAY = 6;
const at = (hour: number, minute = 0) => hour * 60 + minute;

describe('parseOpeningHours', () => {
  it('reads day ranges, lists and split times', () => {
    expect(parseOpeningHours('Mo-We 11:00-14:30,17:30-22:00; Sa,Su 10:00-23:00')).toEqual([
      [[600, 1380]],
      [
        [660, 870],
        [1050, 1320],
      ],
      [
        [660, 870],
        [1050, 1320],
      ],
      [
        [660, 870],
        [1050, 1320],
      ],
      [],
      [],
      [[600, 1380]],
    ]);
  });

  it('wraps a day range over the week end and runs a closing time past midnight into the next day', () => {
    const week = parseOpeningHours('Fr-Mo 18:00-02:00');
    expect(week.map((day) => day.length)).toEqual([1, 1, 0, 0, 0, 1, 1]);
    expect(week[FRIDAY]).toEqual([[1080, 1560]]);
  });

  it('lets a later rule replace the days it names, and closes a day marked off', () => {
    const week = parseOpeningHours('Mo-Su 07:00-22:00; Fr,Sa 07:00-02:00; Mo off');
    expect(week[MONDAY]).toEqual([]);
    expect(week[FRIDAY]).toEqual([[420, 1560]]);
    expect(week[SUNDAY]).toEqual([[420, 1320]]);
  });

  it('reads 24/7 as open all day every day', () => {
    expect(parseOpeningHours('24/7')).toEqual(Array.from({ length: 7 }, () => [[0, 1440]]));
  });

  it('refuses what it cannot read instead of guessing', () => {
    expect(() => parseOpeningHours('Mon-Fri 9-5')).toThrow('opening hours: unknown day in "Mon-Fri 9-5"');
    expect(() => parseOpeningHours('Mo 25:00-26:00')).toThrow('opening hours: bad time in "Mo 25:00-26:00"');
    expect(() => parseOpeningHours('Mo')).toThrow('opening hours: cannot read rule "Mo"');
  });
});

describe('describeOpeningHours', () => {
  it('writes one line per weekday, Monday first, like Google’s weekdayDescriptions', () => {
    expect(describeOpeningHours(parseOpeningHours('Tu-Sa 11:00-14:30,18:00-24:00; Su 00:00-24:00'))).toEqual([
      'Monday: Closed',
      'Tuesday: 11:00–14:30, 18:00–24:00',
      'Wednesday: 11:00–14:30, 18:00–24:00',
      'Thursday: 11:00–14:30, 18:00–24:00',
      'Friday: 11:00–14:30, 18:00–24:00',
      'Saturday: 11:00–14:30, 18:00–24:00',
      'Sunday: Open 24 hours',
    ]);
    expect(describeOpeningHours(parseOpeningHours('Fr 22:00-02:00'))[4]).toBe('Friday: 22:00–02:00');
  });
});

describe('isOpenAt', () => {
  const week = parseOpeningHours('Mo-Th 11:00-22:00; Fr 11:00-02:00');

  it('is open inside the hours and closed at the closing minute', () => {
    expect([isOpenAt(week, MONDAY, at(11)), isOpenAt(week, MONDAY, at(21, 59)), isOpenAt(week, MONDAY, at(22))]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('counts Friday’s late hours on Saturday night, and no further', () => {
    expect([isOpenAt(week, SATURDAY, at(1, 30)), isOpenAt(week, SATURDAY, at(2)), isOpenAt(week, SATURDAY, at(12))]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('opensLate', () => {
  it('is true past 23:00 on some day, false when every day closes by 23:00', () => {
    expect(opensLate(parseOpeningHours('Mo-Su 11:00-23:00'))).toBe(false);
    expect(opensLate(parseOpeningHours('Mo-Th 11:00-22:00; Fr 11:00-02:00'))).toBe(true);
    expect(opensLate(parseOpeningHours('24/7'))).toBe(true);
  });
});

describe('localWeekTime', () => {
  it('gives the weekday and minute in the city’s time zone', () => {
    // Wednesday 18 November 2026, 03:00 UTC.
    const now = new Date('2026-11-18T03:00:00Z');
    expect(localWeekTime(now, 'Asia/Manila')).toEqual({ weekday: 3, minute: at(11) });
    expect(localWeekTime(now, 'America/New_York')).toEqual({ weekday: 2, minute: at(22) });
  });

  it('reads the clock again once a minute has passed, and never hands out the copy it keeps', () => {
    const first = localWeekTime(new Date('2026-11-18T15:59:59Z'), 'Asia/Manila');
    first.minute = -1;
    expect(localWeekTime(new Date('2026-11-18T15:59:30Z'), 'Asia/Manila')).toEqual({ weekday: 3, minute: at(23) + 59 });
    expect(localWeekTime(new Date('2026-11-18T16:00:00Z'), 'Asia/Manila')).toEqual({ weekday: 4, minute: 0 });
  });
});

describe('when a closed place opens next', () => {
  const week = parseOpeningHours('Mo-Fr 08:00-16:00; Sa 10:00-14:00');

  it.each([
    ['before opening on a weekday: later today', 2, 6 * 60, '08:00'],
    ['after closing on a Friday: the Saturday, said as tomorrow', 5, 17 * 60, 'tomorrow 10:00'],
    ['after closing on a Saturday: Monday, by name', 6, 15 * 60, 'Monday 08:00'],
    ['on a Sunday, when it is shut all day: tomorrow', 0, 12 * 60, 'tomorrow 08:00'],
  ])('%s', (_case, weekday, minute, expected) => {
    expect(nextOpening(week, weekday, minute)).toBe(expected);
  });

  it('is null for a place open on no day', () => {
    expect(nextOpening(parseOpeningHours('Mo off'), 1, 0)).toBeNull();
  });
});
