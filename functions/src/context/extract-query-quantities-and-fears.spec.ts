import { describe, expect, it } from 'vitest';
import { extractQuery } from './extract-query';

const query = (text: string) => extractQuery(text)?.query ?? null;

describe('how many the user wants is no part of the query', () => {
  it.each([
    ['recommend a few cocktail bars in soho', 'cocktail bars'],
    ['can you list several bakeries in Lyon', 'bakeries'],
  ])('"%s" searches %s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});

describe('a food the user fears or avoids is no query', () => {
  it.each([
    ['vegan food in Porto, but my son is scared of peanuts', 'vegan'],
    ['vegetarisch eten in Gent, wel bang voor vis', 'vegetarisch'],
    ['vegetarian na kainan sa Cebu, takot sa seafood si mama', 'vegetarian'],
  ])('"%s" does not search the feared food', (text, kept) => {
    expect(query(text)).toContain(kept);
  });
  it('still searches the food when it is wanted', () => {
    expect(query('seafood in Porto, we love it')).toBe('seafood');
  });
});
