import { genkit } from 'genkit';
import { describe, expect, it } from 'vitest';
import type { ConciergeOutput } from '../contract/concierge-contract';
import type { Place } from '../contract/place';
import { PROMPT_DIR } from '../genkit';
import { defineOfflineModel, OFFLINE_MODEL_NAME } from '../models/offline-model';
import { SIGNED_IN } from '../security/testing/sign-as-server';
import { createFakePlaceSearch } from '../testing/fake-place-search';
import { defineConciergeAgentFlow } from './concierge-agent-flow';
import { labelPlaces, labelQuery, replyLanguageOf } from './reply-labels';

const OVEN: Place = { placeId: 'p-oven', name: 'Het Warme Ovenhuis', category: 'bakery', address: 'Breestraat 3, Leiden' };
const HALL: Place = { placeId: 'p-hall', name: 'Naturalis Hall', category: 'museum', address: 'Darwinweg 2, Leiden' };
const SINGING: Place = { placeId: 'p-sing', name: 'Kanta Lounge', category: 'karaoke', address: 'Stationsweg 9, Leiden' };

describe('the language the labels are in', () => {
  it('reads English, Tagalog, Taglish, Dutch and Flemish the way the reply is written', () => {
    expect(replyLanguageOf(['any good bakeries around Pasig?'])).toBe('en');
    expect(replyLanguageOf(['saan ba may masarap na tinapay dito sa Pasig?'])).toBe('tl');
    expect(replyLanguageOf(['pwede ba tayong mag-merienda somewhere sa Ortigas?'])).toBe('tl');
    expect(replyLanguageOf(['weet jij een goede bakker in Haarlem?'])).toBe('nl');
    expect(replyLanguageOf(['waar kan ik hier ne goeie koffie drinken in Gent?'])).toBe('nl');
  });
});

describe('each card kind in the reply language', () => {
  it('labels the kinds it has words for, in Tagalog and in Dutch', () => {
    expect(labelPlaces([OVEN, HALL, SINGING], 'tl')).toEqual([
      { ...OVEN, categoryLabel: 'panaderya' },
      { ...HALL, categoryLabel: 'museo' },
      SINGING,
    ]);
    expect(labelPlaces([OVEN, HALL, SINGING], 'nl')).toEqual([{ ...OVEN, categoryLabel: 'bakkerij' }, HALL, SINGING]);
  });

  it('leaves English cards, places without a kind and kinds said the same way as they are', () => {
    expect(labelPlaces([OVEN, HALL], 'en')).toEqual([OVEN, HALL]);
    const nameOnly: Place = { placeId: 'p-none', name: 'Somewhere' };
    expect(labelPlaces([nameOnly], 'tl')).toEqual([nameOnly]);
  });
});

describe('the remembered query in the reply language', () => {
  it('says the query in Tagalog and Dutch, tied to the query it translates', () => {
    expect(labelQuery('coffee', 'tl')).toEqual({ query: 'coffee', label: 'kape' });
    expect(labelQuery('bakeries', 'nl')).toEqual({ query: 'bakeries', label: 'bakkerijen' });
  });

  it('gives no label in English, for no query, or for a query it has no word for', () => {
    expect(labelQuery('coffee', 'en')).toBeUndefined();
    expect(labelQuery(null, 'nl')).toBeUndefined();
    expect(labelQuery('karaoke', 'tl')).toBeUndefined();
  });
});

describe('the labels the flow sends with a reply', () => {
  async function ask(input: string): Promise<ConciergeOutput> {
    const ai = genkit({ promptDir: PROMPT_DIR });
    defineOfflineModel(ai);
    const placeSearch = createFakePlaceSearch([OVEN, SINGING]);
    const flow = defineConciergeAgentFlow({ ai, model: OFFLINE_MODEL_NAME, placeSearch, now: () => Date.UTC(2026, 10, 21, 9) });
    return (await flow.run({ input, history: [] }, SIGNED_IN)).result;
  }

  it('labels the cards and the query of a Dutch search, and sends none with an English one', async () => {
    const dutch = await ask('ik zoek een bakery in Leiden, welke raad je aan?');
    expect({ venues: dutch.venues, queryLabel: dutch.queryLabel }).toEqual({
      venues: [{ ...OVEN, categoryLabel: 'bakkerij' }],
      queryLabel: { query: 'bakery', label: 'bakkerij' },
    });
    const english = await ask('can you find me a bakery in Leiden?');
    expect({ venues: english.venues, queryLabel: english.queryLabel }).toEqual({ venues: [OVEN], queryLabel: undefined });
  });
});
