// Issue 17: the facts one message asks about a venue, one per clause, in English, Tagalog/Taglish and Dutch/Flemish.
import { describe, expect, it } from 'vitest';
import { askedFacts, asksOfOneVenue, clauseFacts } from './asked-facts';
import { turnIntentOf } from './turn-intent';

const facts = (text: string) => askedFacts(text, turnIntentOf(text));

describe('a superlative and its own measure asked apart', () => {
  it('asks the price of the cheapest in "ung pinakamura jan, magkano?", not in "alin ang pinakamura?"', () => {
    expect(facts('ung pinakamura jan, magkano?')).toEqual(['priceLevel']);
    expect(facts('the cheapest one, how much is it?')).toEqual(['priceLevel']);
    expect(facts('alin ang pinakamura?')).toEqual([]);
  });
});

describe('two questions about one venue', () => {
  it.each([
    ['is the third one kid friendly, and do they take reservations?', ['kidFriendly', 'reservable']],
    ['does it have a terrace? and what are the hours on saturday?', ['outdoorSeating', 'openingHours']],
    ['ung pangalawa, may parking ba sila? tas tumatanggap ba sila ng card?', ['parking', 'acceptsCards']],
    ['yung una, may parking ba tsaka ok ba sa bata? may high chair kaya', ['parking', 'kidFriendly']],
    ['halal ba yan, at magkano doon?', ['halal', 'priceLevel']],
    ['is de tweede rolstoeltoegankelijk, en wat is het telefoonnummer?', ['wheelchairAccessible', 'phone']],
    ['kan ik daar pinnen? en hoe laat gaan ze dicht?', ['acceptsCards', 'openingHours']],
    ['The noodle place you mentioned first, what are the timings today? and the phone?', ['openingHours', 'phone']],
    ['het museum dat u als eerste noemde, is dat op maandag gesloten? en wat kost het?', ['openingHours', 'priceLevel']],
  ])('answers both in "%s"', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it('keeps the order the person asked in, whatever the rules put first', () => {
    expect(facts('is it step-free, and what time does it close?')).toEqual(['wheelchairAccessible', 'openingHours']);
  });

  it('answers the asking clause, not a fact named in a look back', () => {
    expect(
      [
        'back to the halal places from before. the third one, how much is it?',
        'balikan ko yung mga halal na kainan kanina. yung pangatlo, magkano doon?',
        'terug naar de halal zaakjes van eerder. de derde, wat kost het daar?',
      ].map(facts),
    ).toEqual([['priceLevel'], ['priceLevel'], ['priceLevel']]);
  });

  it('reads a look back before a colon as naming the list, not as a question', () => {
    expect(
      [
        'about the vegan places from before: the second one, what is the address?',
        'yung mga halal kanina: yung pangalawa, ano ang address nila?',
        'over de vegetarische zaakjes van eerder: de tweede, wat is daar het adres?',
      ].map(facts),
    ).toEqual([['address'], ['address'], ['address']]);
  });

  it('asks one fact of a one-question message, as the intent says', () => {
    expect(['do they take cards?', 'may vegetarian ba sila?', 'hebben ze een terras?'].map(facts)).toEqual([
      ['acceptsCards'],
      ['vegetarian'],
      ['outdoorSeating'],
    ]);
  });
});

describe('a clause that tells rather than asks', () => {
  it.each([
    ['what is their number? I will call to book.', ['phone']],
    ['ano number nila? tatawag ako para magpa-reserve.', ['phone']],
    ['wat is hun telefoonnummer? ik wil reserveren.', ['phone']],
  ])('leaves the told wish out of "%s"', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });
});

describe('a correction between two questions', () => {
  it.each([
    ['does it have wifi? no wait, more importantly, do they take cards?', ['acceptsCards']],
    ['may halal ba? ay mali, may parking ba sila?', ['parking']],
    ['hebben ze een terras? nee wacht, kan ik daar reserveren?', ['reservable']],
  ])('answers only what comes after it in "%s"', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it('leaves a fact no tool knows out when a known one is asked too', () => {
    expect(clauseFacts('is there wifi, and is it open now?')).toEqual(['openNow']);
  });
});

describe('a pick or a comparison with a question', () => {
  it.each([
    ['the second one, do they have vegan dishes?', ['vegetarian']],
    ['yung pangatlo, may upuan ba sa labas?', ['outdoorSeating']],
    ['de eerste, hebben ze daar ook iets halal?', ['halal']],
  ])('asks the fact of the pick in "%s"', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it.each([
    ['which is the cheapest? and is it open now?', ['openNow']],
    ['alin ang may pinakamataas na rating? may parking ba sila?', ['parking']],
    ['welke is het goedkoopst, en kan je er pinnen?', ['acceptsCards']],
  ])('asks the fact of the comparison\'s pick in "%s"', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it.each([
    ['the first one here, can we book a table for ten?', ['reservable']],
    ['yung pangalawa dito, pwede bang magbayad ng card?', ['acceptsCards']],
    ['de derde, kunnen we daar ergens parkeren?', ['parking']],
  ])('reads every clause after a pick as about it in "%s"', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it.each([
    ['de goedkoopste van die bars, hoe laat sluit die', ['openingHours']],
    ['which is cheapest, what time does it close', ['openingHours']],
    ['alin ang pinakamura, anong oras sila nagsasara', ['openingHours']],
  ])('reads a clause typed with no sentence mark as asked in "%s"', (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it('asks nothing more of a plain pick or a search', () => {
    expect(['the second one', 'yung pangalawa', 'halal ramen in Makati'].map(facts)).toEqual([[], [], []]);
  });
});

// Issue 17, wave aq: free things to do said beside a pointing word are a search around the venue, not its price.
describe('free things to do near the venue in view', () => {
  it.each(['is er daar rond ook iets gratis te doen?', 'may libreng pwedeng puntahan malapit dun?'])(
    'asks nothing of the venue: "%s"',
    (text) => {
      expect(asksOfOneVenue(text)).toBe(false);
    },
  );

  it('still asks the price of the venue in view', () => {
    expect(asksOfOneVenue('is het daar gratis?')).toBe(true);
  });
});

// Wave cb: a fact no tool knows, asked of the pick of a comparison, is still asked ("I don't know" beats the comparison again).
describe('a fact no tool knows asked beside a comparison', () => {
  it.each(['ok dun na sa pinakamura, may upuan ba dun or take out lang?', 'the top rated one, does it have wifi?'])(
    'asks it: "%s"',
    (text) => {
      expect(askedFacts(text, turnIntentOf(text))).toEqual(['other']);
    },
  );

  it('asks nothing more of a bare comparison', () => {
    expect(askedFacts('which is cheapest?', turnIntentOf('which is cheapest?'))).toEqual([]);
  });
});
