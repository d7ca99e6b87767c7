import { describe, expect, it } from 'vitest';
import type { Place } from '../contract/place';
import { kindWord } from './kind-words';
import { askLocationReply, listReply } from './offline-replies';

const places = ['A', 'B', 'C'].map((name, i) => ({ placeId: `p${i}`, name }) as Place);

describe('the search word said in the reply language', () => {
  it('says a common kind in Tagalog and Dutch, and leaves English as it is', () => {
    expect(kindWord('coffee', 'tl')).toBe('kape');
    expect(kindWord('bakery', 'nl')).toBe('bakkerij');
    expect(kindWord('museums', 'nl')).toBe('musea');
    expect(kindWord('breakfast', 'tl')).toBe('almusal');
    expect(kindWord('museums', 'en')).toBe('museums');
  });

  it('says an unlisted plural as its singular', () => {
    expect(kindWord('temples', 'tl')).toBe('templo');
    expect(kindWord('palaces', 'nl')).toBe('paleis');
  });

  it('leaves out a trailing "places" the reply already says ("4 places for ice cream", not "for ice cream places")', () => {
    expect(kindWord('ice cream places', 'en')).toBe('ice cream');
    expect(listReply(places, { query: 'halo halo places', location: 'BGC' }, 'en')).toMatch(/^Here are 3 places for halo halo in BGC/);
    expect(kindWord('places', 'en')).toBe('places');
  });

  it('keeps a kind it does not know as written', () => {
    expect(kindWord('ramen bars', 'tl')).toBe('ramen bars');
    expect(kindWord('karaoke', 'nl')).toBe('karaoke');
    expect(kindWord('Jollibee', 'tl')).toBe('Jollibee');
  });

  it('names the kind in the language in a list reply and in the note that the district had few', () => {
    expect(listReply(places, { query: 'coffee', location: 'Makati' }, 'tl')).toMatch(/^Heto ang 3 lugar para sa kape sa Makati/);
    const relaxed = { widerLocation: { from: 'Poblacion', to: 'Makati', foundInFrom: 1 } };
    expect(listReply(places, { query: 'coffee', location: 'Poblacion', relaxed }, 'tl')).toMatch(/^Isa lang ang kape sa Poblacion/);
    expect(listReply(places, { query: 'bakeries', location: 'Utrecht' }, 'nl')).toContain('plekken voor bakkerijen in Utrecht');
    expect(listReply([], { query: 'gardens', location: 'Delft' }, 'nl')).toMatch(/^Ik vond geen tuinen in Delft/);
  });

  it('asks where for a kind said in the language', () => {
    expect(askLocationReply('lunch', 'tl')).toContain('tanghalian');
    expect(askLocationReply('dinner', 'nl')).toContain('diner');
  });
});
