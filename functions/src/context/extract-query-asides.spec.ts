import { describe, expect, it } from 'vitest';
import { extractQuery } from './extract-query';

describe('a fear told after the search is no part of it', () => {
  it.each([
    ["Could you show me vegetarian food in Tokyo? I'm really worried about accidentally eating fish stock.", 'vegetarian food'],
    ["vegan places in Osaka please, we're scared of unknowingly getting dashi", 'vegan places'],
    ["halal food in Seoul? I'm afraid of accidentally ordering pork", 'halal food'],
    ['vegetarisch eten in Gent? we zijn bang voor vis', 'vegetarisch eten'],
    ['vegetarian sa Makati? takot kami sa isda', 'vegetarian'],
  ])('keeps the search, not the food feared: %s', (message, query) => {
    expect(extractQuery(message)?.query).toBe(query);
  });

  it("still searches a food named after a worry that is no food's: I'm worried about the queue, any ramen?", () => {
    expect(extractQuery("I'm worried about the queue, any ramen?")?.query).toBe('ramen');
  });
});

describe('a venue noun after a known word for a kind', () => {
  it.each([
    ['Is there a brekkie place near there?', 'breakfast'],
    ['a brekky spot in Sydney', 'breakfast'],
    ['any pizzeria joint around here', 'pizza'],
    ['may kapihan spot ba dito?', 'coffee'],
  ])('reads the kind the word stands for: %s', (message, query) => {
    expect(extractQuery(message)?.query).toBe(query);
  });

  it('keeps the words as typed when the kind needs no other word: a pizza place in Rome', () => {
    expect(extractQuery('a pizza place in Rome')?.query).toBe('pizza place');
  });
});
