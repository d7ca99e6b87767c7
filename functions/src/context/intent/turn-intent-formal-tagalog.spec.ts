// Formal ("po") Tagalog asks about the venue in focus with the full pronouns (kanilang, niya, iyon) and affixed verbs
// (makakapunta, nakarating): the word classes, not the phrasings seen, decide; other languages keep their answers.
import { describe, expect, it } from 'vitest';
import { turnIntentOf } from './turn-intent';

describe('a route asked with any affixed form of "punta" / "rating"', () => {
  it.each([
    'Paano po namin mapupuntahan? Paano po kami pupunta roon?',
    'Papaano po ba kami makakapunta sa kanila?',
    'paano kami nakakarating dun dati',
    'pano ba makakapunta jan',
  ])('reads "%s" as directions', (text) => {
    expect(turnIntentOf(text).kind).toBe('directions');
  });
  it('leaves a route verb without "paano" to another rule', () => {
    expect(turnIntentOf('pumunta kami sa museo kahapon, ang ganda').kind).not.toBe('directions');
  });
});

describe('a fact asked with a formal pronoun', () => {
  it.each([
    ['Ano po ang kanilang telepono?', 'phone'],
    ['ilang bituin niya sa reviews?', 'rating'],
    ['Ano po ang oras ng pagsasara ng ikalawa?', 'openingHours'],
    ['Kailan po magbubukas ang pangatlo?', 'openingHours'],
    ['Ano po ang kanilang oras tuwing Sabado?', 'openingHours'],
    ['what time do they close?', 'openingHours'],
    ['hoe laat gaan ze dicht?', 'openingHours'],
  ])('reads "%s" as the %s fact', (text, fact) => {
    expect(turnIntentOf(text)).toMatchObject({ kind: 'fact', fact });
  });
  it('still searches a phone number shop', () => {
    expect(turnIntentOf('saan may bilihan ng telepono sa Cubao?').kind).not.toBe('fact');
  });
});

describe('a search around a listed venue named by its linked ordinal or "iyon"', () => {
  it.each([
    ['May kapihan po ba na malapit sa pangalawang iyon?', 2],
    ['mayroon po bang parmasya na malapit sa simbahang iyon?', null],
  ])('reads "%s" as near, ordinal %s', (text, ordinal) => {
    expect(turnIntentOf(text)).toMatchObject({ kind: 'near', ordinal });
  });
  // Wave cz: a pharmacy near a card is an everyday need, answered with a Maps search near the card named.
  it.each([
    ['may botika ba malapit sa ikatlong museo?', 3],
    ['een apotheek in de buurt van de tweede?', 2],
  ])('reads "%s" as an everyday need near card %s', (text, ordinal) => {
    expect(turnIntentOf(text)).toMatchObject({ kind: 'smalltalk', topic: 'amenity', ordinal });
  });
  it('keeps a search near a province that starts like an ordinal', () => {
    expect(turnIntentOf('may beach resort ba malapit sa Pangasinan?').kind).toBe('search');
  });
});

describe('more results asked formally', () => {
  it.each([
    'Mayroon pa po ba kayong ibang pagpipilian?',
    'May iba pa po ba? Medyo mahal po kasi iyon.',
    'any other options?',
    'nog andere opties?',
  ])('reads "%s" as other results', (text) => {
    expect(turnIntentOf(text)).toMatchObject({ kind: 'modifier', modifier: 'other' });
  });
});
