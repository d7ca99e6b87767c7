import { describe, expect, it } from 'vitest';
import { extractQuery } from '../extract-query';

// A diet said casually, or said beside a meal, is what the search is for: the meal only says when.
describe('a casual diet name or a diet said with a meal is the search', () => {
  it('en: "veggie" beside a meal word', () => {
    const query = extractQuery('need a bite before the train. something in kreuzberg? veggie if u can');
    expect(query).toEqual({ query: 'vegetarian', weak: true });
  });
  it('en: "veg friendly" after a meal', () => {
    expect(extractQuery('dinner in leith tonight? veg friendly pls')).toEqual({ query: 'vegetarian dinner', weak: true });
  });
  it('en: a diet said after the meal the question asks for, with an event before it', () => {
    expect(extractQuery('we are at a book fair in Frankfurt. where can we get dinner near the Messe, kosher ideally?')).toEqual({
      query: 'kosher dinner',
      weak: true,
    });
  });
  it('tl: "walang karne" with a kainan', () => {
    expect(extractQuery('may kainan ba sa Baguio na walang karne?')).toEqual({ query: 'vegetarian', weak: true });
  });
  it('nl: "vega" beside "eten"', () => {
    expect(extractQuery('iets eten in Leiden vanavond? graag vega')).toEqual({ query: 'vegetarian', weak: true });
  });
  it('keeps a query with no diet in it as it was', () => {
    expect(extractQuery('dinner in leith tonight?')).toEqual({ query: 'dinner', weak: true });
  });
});
