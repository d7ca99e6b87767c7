// Specs generated from the rules' own examples and counterexamples, one describe per phenomenon (rule).
import { describe, expect, it } from 'vitest';
import { INTENT_RULES } from './intent-rules';
import { turnIntentOf } from './turn-intent';

for (const rule of INTENT_RULES) {
  describe(`intent rule ${rule.id} (${rule.intent})`, () => {
    for (const [lang, examples] of Object.entries(rule.examples)) {
      for (const example of examples) {
        it(`decides "${example}" [${lang}]`, () => {
          expect(turnIntentOf(example).rule).toBe(rule.id);
        });
      }
    }
    for (const counterexample of rule.counterexamples) {
      it(`leaves "${counterexample}" to another rule`, () => {
        expect(turnIntentOf(counterexample).rule).not.toBe(rule.id);
      });
    }
  });
}

describe('what the words add to the intent', () => {
  it('reads a plain search with its price words', () => {
    expect(turnIntentOf('ramen in Makati, nothing too fancy')).toEqual({
      kind: 'search',
      rule: 'default',
      ordinal: null,
      priceLevels: ['inexpensive', 'moderate'],
      openNow: false,
      from: null,
    });
  });

  it('reads the position an ordinal names in any of the three languages', () => {
    expect(['more info on the 2nd please', 'yung pangalawa', 'de tweede'].map((text) => turnIntentOf(text).ordinal)).toEqual([2, 2, 2]);
  });

  it('reads the place a distance is measured from, without its article', () => {
    expect(
      ['how far is it from the station?', 'gaano kalayo yun sa High Street?', 'hoe ver is dat van het Louvre?'].map(
        (text) => turnIntentOf(text).from,
      ),
    ).toEqual(['station', 'High Street', 'Louvre']);
  });

  it('reads the origin said with "from" before the venue said with "to" ("the walk from Centraal to the second one")', () => {
    expect(
      [
        'how long is the walk from Centraal to the second one?',
        'hoe lang is het lopen vanaf Centraal naar de tweede?',
        'Yung pangalawa, gaano katagal lakarin galing Centraal?',
      ].map((text) => [turnIntentOf(text).kind, turnIntentOf(text).from]),
    ).toEqual([
      ['distance', 'Centraal'],
      ['distance', 'Centraal'],
      ['distance', 'Centraal'],
    ]);
  });

  it('reads no person as the origin: "op het tempo van opa" is whose pace, the walk starts at Centraal Station (wave ac)', () => {
    const intent = turnIntentOf('En hoe lang lopen wij daar ongeveer over vanaf Centraal Station, op het tempo van opa?');
    expect([intent.kind, intent.from]).toEqual(['distance', 'Centraal Station']);
  });

  it('reads no time as the origin: "de izakaya van in t begin" is the izakaya said at the start (wave cx)', () => {
    expect(turnIntentOf('hoe ver is de 1e bar van de izakaya van in t begin?').from).toBe('izakaya');
  });

  it('measures "closest to us" from where the person says they stand (wave cw)', () => {
    expect(turnIntentOf("which of the rest is closest to us we're standing at the pyramid").from).toBe('the pyramid');
  });

  it('reads "open now" in a search', () => {
    expect(turnIntentOf('any ramen open now?')).toMatchObject({ kind: 'search', openNow: true });
  });
});

describe('the last question decides when no rule holds for the whole message', () => {
  it.each([
    ['Do they take cards? Any chance we can split the bill there.', 'fact:acceptsCards'],
    ['May parking po ba sila? May kotse na po kasi kami.', 'fact:parking'],
    ['Is het daar rolstoeltoegankelijk? Zijn er trouwens drempels, mijn moeder loopt slecht.', 'fact:wheelchairAccessible'],
  ])('reads "%s" as %s', (text, intent) => {
    const decided = turnIntentOf(text);
    expect(`${decided.kind}:${'fact' in decided ? decided.fact : ''}`).toBe(intent);
  });

  it('keeps a search that its last question asks for too', () => {
    expect(turnIntentOf('We just landed. Any ramen in Shinjuku?').kind).toBe('search');
  });
});

describe('the way there asked with a means of transport', () => {
  it.each(['and could I take a tram there?', 'can we get a grab there from the mall?', 'hoe lopen we daar vanaf het station?'])(
    'reads "%s" as directions',
    (text) => {
      expect(turnIntentOf(text).kind).toBe('directions');
    },
  );
});

describe('a card named by its number sign', () => {
  it.each([
    ['#1 take cards?', 'fact', 1],
    ['ung #2, may parking?', 'fact', 2],
    ['#3 nee sorry #1, tot hoe laat open?', 'fact', 1],
  ] as const)('"%s" asks a %s about card %i', (text, kind, ordinal) => {
    const intent = turnIntentOf(text);
    expect([intent.kind, intent.ordinal]).toEqual([kind, ordinal]);
  });
});

describe('weather asked in everyday words, and thanks typed fast', () => {
  it.each([
    ['should we pack an umbrella tomorrow? it looks windy'],
    ['sobrang lamig na ba sa Seoul ngayon?'],
    ['moeten we ne paraplu meepakken morgen?'],
    ['is het hier altijd zo winderig in december?'],
    ['sige, slamat ng marami'],
  ])('"%s" is small talk', (text) => {
    expect(turnIntentOf(text).kind).toBe('smalltalk');
  });
});

describe('a comparison asked as "which is cheaper" or "which is better rated"', () => {
  it.each([
    ['which one is cheaper?', 'cheapest'],
    ['alin mas mura jan?', 'cheapest'],
    ['welke is goedkoper?', 'cheapest'],
    ['which is better rated?', 'best'],
    ['alin mas mataas ang rating dito?', 'best'],
    ['welke scoort beter?', 'best'],
    ['welke scoort daarvan het hoogst?', 'best'],
    ['Welke scoort er t hoogst?', 'best'],
    ['welke van die scoren volgens jou het best?', 'best'],
    ['alin dun pinaka mataas ang score?', 'best'],
  ] as const)('"%s" compares by %s', (text, by) => {
    const intent = turnIntentOf(text);
    expect(intent.kind === 'compare' ? intent.by : intent.kind).toBe(by);
  });
  it('keeps "mas mura sana" a wish for cheaper places, not a comparison', () => {
    expect(turnIntentOf('mas mura sana').kind).toBe('modifier');
  });
});

describe('polite Dutch: thanks and comparisons in long sentences', () => {
  it.each([
    ['Hartelijk dank voor uw hulp, u bent zeer behulpzaam.', 'smalltalk'],
    ['Welke van de restaurants die u opsomde heeft eigenlijk de beste beoordelingen, als ik vragen mag?', 'compare'],
    ['Welke van die gelegenheden is het minst prijzig?', 'compare'],
  ])('"%s" is %s', (text, kind) => {
    expect(turnIntentOf(text).kind).toBe(kind);
  });
});

// Wave cj: how the way is made, said after the place measured from, is no part of the place.
describe('the place a distance is measured from ends before how the way is made', () => {
  it.each([
    ['Roughly how far is the third one from the Merchandise Mart on foot?', 'Merchandise Mart'],
    ['how far is it from Union Square by car?', 'Union Square'],
    ['hoe ver is het van Centraal te voet?', 'Centraal'],
  ])('"%s" measures from %s', (message, from) => {
    expect(turnIntentOf(message)).toMatchObject({ kind: 'distance', from });
  });
});
