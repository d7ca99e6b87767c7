// Issue 17, the class "a misread first search loses the conversation": a first message that asks for a kind of place and, in
// another sentence, a travel question (fares, traffic, safety, customs) is the search; the travel question is an aside, and
// the place it names is no place to search in.
import { describe, expect, it } from 'vitest';
import { asideSentences, turnIntentOf } from './turn-intent';

describe('a search with a travel question beside it', () => {
  it.each([
    'Saan may murang lugawan dito sa Sampaloc, Manila? Tsaka magkano na ba minimum na pamasahe sa jeep ngayon?',
    'Hello! Saan may study cafe sa Maginhawa, QC? Tsaka tanong ko lang, traffic ba usually sa Philcoa pag Friday ng hapon?',
    "ok so I just landed and I'm starving, what's good for ramen around Shibuya?? also is it normal that everyone is so quiet",
    'Lunch break ko na dito sa Ortigas. Saan may ramen na bukas pa? Also, safe ba maglakad sa Ortigas ng madaling-araw?',
  ])('reads "%s" as the search', (message) => {
    expect(turnIntentOf(message).kind).toBe('search');
  });
  it('names the aside, so the place in it is not searched in', () => {
    const message = 'Saan may study cafe sa Maginhawa? Tsaka tanong ko lang, traffic ba usually sa Philcoa pag Friday?';
    expect(asideSentences(message)).toEqual([' Tsaka tanong ko lang, traffic ba usually sa Philcoa pag Friday?']);
  });
  it.each([
    // No kind of place is asked for beside them: the travel question is the turn.
    'Welke metrostations in Parijs hebben eigenlijk een lift? Of kunnen we met de wagen beter de bus nemen?',
    'Kailangan po bang mag-tip sa Singapore? At ano po ang pinakamadaling sasakyan galing airport papuntang hotel?',
    'do I tip in ramen shops?',
  ])('leaves "%s" a travel question', (message) => {
    expect(turnIntentOf(message).kind).toBe('smalltalk');
  });
});
