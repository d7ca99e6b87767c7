import { describe, expect, it } from 'vitest';
import { extractQuery } from './extract-query';

const query = (text: string) => extractQuery(text)?.query ?? null;

// Class "ordinary words taken as the search" (issue 17): what the person rules out, or who they are, is no search.
describe('extractQuery leaves out a kind the person rules out', () => {
  it.each([
    ['Hmm, liever iets anders dan bagels. Gewoon een goede brunchplek.', 'brunch', 'bagel'],
    ['iba naman pre, sawa na kami sa burger. pizza kaya dito sa Pasig?', 'pizza', 'burger'],
    ['pizza instead of sushi?', 'pizza', 'sushi'],
    ['no more ramen, maybe tempura?', 'tempura', 'ramen'],
  ])('%s', (text, wanted, ruledOut) => {
    expect(query(text)).toContain(wanted);
    expect(query(text)).not.toContain(ruledOut);
  });

  it('keeps a kind that is only mentioned, not ruled out', () => {
    expect(query('sushi other than at the fish market?')).toContain('sushi');
  });
});

describe('extractQuery reads a nationality before a word for people as who, not what to eat', () => {
  it.each([
    'Goeiendag, we zijn een Belgisch koppel op reis in Portugal. Is november een goeie maand?',
    "we're a Korean family visiting for a week, is it cold now?",
  ])('%s', (text) => {
    expect(query(text)).toBeNull();
  });

  it.each([
    ['belgisch eten in Gent', 'belgisch'],
    ['korean bbq for a family of five', 'korean'],
  ])('still searches the cuisine: %s', (text, wanted) => {
    expect(query(text)).toContain(wanted);
  });
});

describe('extractQuery, Dutch words for a day trip and a Tagalog particle after the kind', () => {
  it.each([
    ['Welke daguitstappen vanuit Lissabon raadt ge aan?', 'daguitstappen'],
    ['een uitstap naar Sintra?', 'uitstap'],
    ['pizza kaya dito sa Pasig?', 'pizza'],
    ['where can I get kaya toast?', 'kaya toast'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});

describe('extractQuery, where the person just landed is no search', () => {
  it('reads "net geland in SF" as news, not a kind of place', () => {
    expect(query('Goeiemorgen! Net geland in SF, jetlag is echt heftig. Is het hier nu koud?')).toBeNull();
    expect(query('Net geland in Lissabon, waar kunnen we ontbijten?')).toBe('ontbijten');
  });
});
