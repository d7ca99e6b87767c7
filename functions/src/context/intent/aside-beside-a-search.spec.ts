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

// Issue 17, the same class: a route asked after the search, and a search near the venue, are still the search; a remark on travel
// beside a question of another kind gives way to the question.
describe('a search or a question beside travel talk', () => {
  it.each([
    ['may bubble tea ba malapit sa Bryant Park? tsaka gano katagal sa 7 train from Woodside papunta dun?', 'search'],
    ['May simbahan ba malapit doon? At malamig ba ngayon dito, kailangan ko ba ng makapal na dyaket?', 'near'],
    ['sis may cafe ba malapit dun na K-pop themed? tapos pano pumunta ng Myeongdong from Hongdae, subway ba or bus??', 'near'],
    ['Hoe geraak ik daar vanuit Rockwell? Ik heb niet veel zin om met de auto in dat verkeer te staan.', 'directions'],
  ])('reads "%s" as %s', (message, kind) => {
    expect(turnIntentOf(message).kind).toBe(kind);
  });
  it.each([
    // The route comes first: it is the turn.
    'Paano pumunta sa pangalawa galing Cubao? May kape ba malapit dun?',
    // No kind of place is asked for: the route is the turn.
    'Okay na yung una. Paano pumunta dun galing Ayala?',
  ])('keeps "%s" a route', (message) => {
    expect(turnIntentOf(message).kind).toBe('directions');
  });
  it('keeps the weather question that is asked, beside a remark', () => {
    expect(turnIntentOf('Malamig ba sa Seoul ngayong December? Gusto ko sanang magdala ng jacket.').kind).toBe('smalltalk');
  });
});
