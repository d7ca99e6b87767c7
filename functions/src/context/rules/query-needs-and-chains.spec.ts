// Issue 17 (waves cy and cz): what a search is when it names an everyday need (no search of its own) or a chain (the chain).
import { describe, expect, it } from 'vitest';
import { extractQueryByRule } from '../extract-query';

const query = (text: string) => extractQueryByRule(text).query?.query ?? null;

describe('an everyday need is no search', () => {
  it.each([
    'any pharmacy near there open in the evening? she needs fever meds',
    'is er een apotheek in de buurt van de eerste?',
    'any luggage storage near raffles place mrt?',
    'may botika po ba malapit dun?',
  ])('"%s"', (text) => {
    expect(extractQueryByRule(text)).toEqual({ query: null, rule: 'an-everyday-need' });
  });

  it('leaves what else the words ask for: "lunch near a pharmacy in makati" searches lunch', () => {
    expect(query('lunch near a pharmacy in makati')).toBe('lunch');
  });
});

describe('a chain named is the search', () => {
  it.each([
    ["Is there a McDonald's or a KFC around Orchard we could walk to for lunch?", "McDonald's"],
    ['need my sbux fix near grand central, wheres the closest one', 'Starbucks'],
    ['waar is de dichtsbijzijnde starbucks bij myeongdong? ik drink alleen mijn oat latte', 'Starbucks'],
    ['Jollibee sa Makati', 'Jollibee'],
  ])('"%s" searches %s', (text, chain) => {
    expect(query(text)).toBe(chain);
  });

  it('gives way to a kind the words name: "burgers like Five Guys in gangnam" searches burgers', () => {
    expect(query('burgers like Five Guys in gangnam')).toBe('burgers');
  });
});
