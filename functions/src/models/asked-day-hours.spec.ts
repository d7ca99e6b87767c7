import { describe, expect, it } from 'vitest';
import { hoursOfAskedDay } from './asked-day-hours';
import type { FactAnswer } from './offline-replies';

const place = { placeId: 'p1', name: 'Gallery' };
const week = [
  'Monday: Closed',
  'Tuesday: 10:00–17:00',
  'Wednesday: 10:00–17:00',
  'Thursday: 10:00–21:00',
  'Friday: 10:00–17:00',
  'Saturday: 09:00–18:00',
  'Sunday: 09:00–18:00',
];
const hours: FactAnswer = { place, fact: 'openingHours', value: week };

describe('hoursOfAskedDay', () => {
  it('keeps the line of the day named, in three languages', () => {
    expect(
      ['is the gallery open on thursdays?', 'bukas ba sila sa Sabado?', 'is dat museum op zondag geopend?'].map(
        (said) => hoursOfAskedDay(hours, said).value,
      ),
    ).toEqual([['Thursday: 10:00–21:00'], ['Saturday: 09:00–18:00'], ['Sunday: 09:00–18:00']]);
  });

  it('gives the week from a closed day on, so the next open day shows', () => {
    expect(hoursOfAskedDay({ ...hours, value: [...week.slice(0, 6), 'Sunday: Closed'] }, 'open on sunday?').value).toEqual([
      'Sunday: Closed',
      'Monday: Closed',
      'Tuesday: 10:00–17:00',
      'Wednesday: 10:00–17:00',
      'Thursday: 10:00–21:00',
      'Friday: 10:00–17:00',
      'Saturday: 09:00–18:00',
    ]);
  });

  it('leaves the week when no day is named, and any other fact', () => {
    const price: FactAnswer = { place, fact: 'priceLevel', value: 'moderate' };
    expect([hoursOfAskedDay(hours, 'what time does it close?'), hoursOfAskedDay(price, 'pricey on monday?')]).toEqual([hours, price]);
  });

  describe("days counted from the venue's today", () => {
    const onFriday: FactAnswer = { ...hours, today: 'Friday' };

    it('reads today, tomorrow and the day after in three languages', () => {
      expect(
        [
          'how late can I stay there tonight?',
          'what hours do they keep tomorrow morning?',
          'anong oras sila magbubukas bukas ng hapon?',
          'hanggang anong oras sila ngayong gabi?',
          'tot hoe laat zijn ze vanavond open?',
          'zijn ze overmorgen ook open?',
        ].map((said) => hoursOfAskedDay(onFriday, said).value),
      ).toEqual([
        ['Friday: 10:00–17:00'],
        ['Saturday: 09:00–18:00'],
        ['Saturday: 09:00–18:00'],
        ['Friday: 10:00–17:00'],
        ['Friday: 10:00–17:00'],
        ['Sunday: 09:00–18:00'],
      ]);
    });

    it('wraps past Sunday and shows the week from a closed day on', () => {
      expect(hoursOfAskedDay({ ...hours, today: 'Sunday' }, 'gaan ze morgen open?').value).toEqual([...week]);
    });

    it('takes "bukas" alone as open, and leaves the week without a today to count from', () => {
      expect([hoursOfAskedDay(onFriday, 'bukas ba sila hanggang gabi?'), hoursOfAskedDay(hours, 'open tomorrow?')]).toEqual([
        onFriday,
        hours,
      ]);
    });
  });
});
