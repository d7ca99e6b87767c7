// Issue 17: "open at 11pm tonight?", "na middernacht nog open?", "bukas pa ba ng alas nuwebe ng gabi?": the clock time asked,
// answered from the day's opening hours.
import { describe, expect, it } from 'vitest';
import { AFTER_MIDNIGHT, answersAtAskedTime, askedClock } from './asked-clock';
import type { FactAnswer } from './offline-replies';

describe('the clock time a message asks about', () => {
  it.each([
    ['is it still open at 11pm tonight?', '23:00'],
    ['open at 10:30 p.m.?', '22:30'],
    ['is de tweede om 23u nog open?', '23:00'],
    ['kunnen we daar om 22.30 uur nog eten?', '22:30'],
    ["om 11 uur 's avonds nog open?", '23:00'],
    ['bukas pa ba ng alas onse ng gabi?', '23:00'],
    ['bukas pa ba sila hanggang 10pm?', '22:00'],
    ['still open at 1am?', '01:00'],
    ['is die na middernacht nog open?', AFTER_MIDNIGHT],
    ['anything open after midnight?', AFTER_MIDNIGHT],
    // ... open until six is until the evening (wave dh), unless the morning is said.
    ['en is die open tot 6 uur?', '18:00'],
    ['is it open until 7?', '19:00'],
    ['bukas ba hanggang 8:30?', '20:30'],
    ["is de bakker open tot 10 uur 's ochtends?", '10:00'],
  ])('"%s" asks about %s', (said, label) => {
    expect(askedClock(said)?.label).toBe(label);
  });

  it.each([
    'table for 4 please',
    'is it open now?',
    'voor 2 personen graag',
    'ung pangalawa, ilang tao kasya?',
    'open on Sunday?',
    // ... the time it is now, said as the reason to ask (wave zm): "open now?" asked.
    'open pa ba yung una? mag 10pm na kasi',
    "is the first one still open? it's almost 10pm",
    'is die nog open? het is al 22u',
    // ... or the time of a flight (wave zo).
    'Ay wait lang po, 6am pala ang flight namin sa Sabado. live music bukas ng gabi?',
    'anong oras kami aalis for a 6am flight?',
    'onze vlucht is om 7u, is de eerste dan al open?',
  ])('"%s" names no time asked about', (said) => {
    expect(askedClock(said)).toBeNull();
  });
});

describe('open at the time asked', () => {
  const place = { placeId: 'p1', name: 'Fuunji' };
  const hours: FactAnswer = { place, fact: 'openingHours', value: ['Saturday: 11:00–15:00, 17:00–21:00'], today: 'Saturday' };
  const late: FactAnswer = { place, fact: 'openingHours', value: ['Saturday: 6:00 PM – 2:00 AM'], today: 'Saturday' };
  const openNow: FactAnswer = { place, fact: 'openNow', value: true };

  it('answers "open now?" for the time asked instead, from the day of the hours', () => {
    const [answer] = answersAtAskedTime([openNow, hours], 'is it still open at 11pm?');
    expect([answer.fact, answer.value, answer.at]).toEqual(['openAt', false, '23:00']);
    expect(answersAtAskedTime([openNow, hours], 'open at 8pm?')[0].value).toBe(true);
  });

  it('reads hours that run past midnight, in either clock', () => {
    expect(answersAtAskedTime([openNow, late], 'still open at 1am?')[0].value).toBe(true);
    expect(answersAtAskedTime([openNow, late], 'open after midnight?')[0].value).toBe(true);
    expect(answersAtAskedTime([openNow, late], 'open at 3am?')[0].value).toBe(false);
  });

  it('counts a closing time at the time asked with until as open ("hanggang 2am", "till 2am")', () => {
    expect(answersAtAskedTime([openNow, late], 'bukas ba sila hanggang 2am?')[0].value).toBe(true);
    expect(answersAtAskedTime([openNow, late], 'open till 2am?')[0].value).toBe(true);
    expect(answersAtAskedTime([openNow, late], 'still open at 2am?')[0].value).toBe(false);
    expect(answersAtAskedTime([openNow, late], 'open till 3am?')[0].value).toBe(false);
  });

  it('puts the yes or no before the hours when only the hours were asked for', () => {
    expect(answersAtAskedTime([hours], 'what are the hours, open at 9pm?').map((answer) => [answer.fact, answer.value])).toEqual([
      ['openAt', false],
      ['openingHours', hours.value],
    ]);
  });

  it('leaves the answers as they are when no time is asked or the hours cannot be read', () => {
    expect(answersAtAskedTime([openNow, hours], 'is it open now?')).toEqual([openNow, hours]);
    expect(answersAtAskedTime([openNow, hours], 'bukas ba sila ngayon? alas dos na dito')).toEqual([openNow, hours]);
    expect(answersAtAskedTime([openNow, hours], 'is die nu nog open? om 6u moeten we terug aan de bus')).toEqual([openNow, hours]);
    const odd: FactAnswer = { ...hours, value: ['Saturday: by appointment'] };
    expect(answersAtAskedTime([openNow, odd], 'open at 9pm?')).toEqual([openNow, odd]);
  });
});
