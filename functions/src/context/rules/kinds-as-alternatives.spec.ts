import { describe, expect, it } from 'vitest';
import { extractQuery } from '../extract-query';
import { parseCatalogQuery } from '../../places/catalog-query';
import { kindWord, kindWordOfMany } from '../../models/kind-words';

// Wave di: two kinds said as alternatives in one breath are one wish that either satisfies.
describe('two kinds as alternatives', () => {
  it.each([
    ['any museum or maybe an aquarium type thing near there?', 'museum or aquarium'],
    ['may arcade or karaoke ba sa shibuya?', 'arcade or karaoke'],
    ['may museum ba or aquarium na pde malapit sa bugis?', 'museum or aquarium'],
    ['aquarium of museum, maakt ni uit', 'aquarium or museum'],
  ])('"%s" searches %s', (text, query) => {
    expect(extractQuery(text)?.query).toBe(query);
  });

  it('leaves a correction, and what one place should have, to the span choice', () => {
    expect(extractQuery('sushi? or maybe ramen')?.query).toBe('ramen');
    expect(extractQuery('a day trip with a castle or a palace')?.query).toBe('day trip');
  });

  it('is one wish in the catalog, either kind scoring', () => {
    expect(parseCatalogQuery('museum or aquarium').terms).toEqual([['museum', 'aquarium']]);
    expect(parseCatalogQuery('museum').terms).toEqual([['museum']]);
  });

  it('is said with the language\'s own "or" in a reply', () => {
    expect(kindWord('museum or aquarium', 'en')).toBe('museum or aquarium');
    expect(kindWordOfMany('museum or aquarium', 'en')).toBe('museums or aquariums');
    expect(kindWordOfMany('museum or aquarium', 'nl')).toBe('musea of aquaria');
    expect(kindWordOfMany('museum or park', 'nl')).toMatch(/ of /);
    expect(kindWord('museum or park', 'tl')).toMatch(/ o /);
  });
});
