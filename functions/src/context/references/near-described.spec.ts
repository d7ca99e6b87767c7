// Resolver specs: a search put near a venue described by its kind ("near the pizza place", "malapit sa palengke", "bij die markt
// in de buurt"), in English, Tagalog/Taglish and Dutch/Flemish: the venue of that kind talked about most lately.
import { describe, expect, it } from 'vitest';
import { emptyContext, type ConversationContext } from '../conversation-context';
import { resolveReferences } from './resolve';
import { venue as v } from './spec-fixture';

const sushi = [v('S1', 'Sushi Dai', 0, 'sushi', 'Toyosu Market Building 6, Koto'), v('S2', 'Daiwa Sushi', 0, 'sushi', 'Toyosu, Koto')];
const markets = [
  v('K1', 'UNU Farmers Market', 0, 'farmers market', 'Jingumae, Shibuya'),
  v('K2', 'Oedo Antique Market', 0, 'market', 'Marunouchi, Chiyoda'),
];
const pizza = [v('P1', 'Da Paolo Pizza Bar', 0, 'pizza', 'Dempsey Rd'), v('P2', 'Bella Pizza', 0, 'pizza', 'Robertson Quay')];
const list = [...sushi, ...markets, v('B1', 'The Pizza Bar on 38th', 0, 'pizza', 'Nihonbashi')];
const base: ConversationContext = { ...emptyContext('s', 0), alternatives: list, recentVenues: list.slice(0, 5) };
const near = (text: string, context: ConversationContext, newSearch = true) => {
  const r = resolveReferences({ text, context, earlierTurns: new Map(), newSearch });
  return r?.kind === 'venue' ? `${r.placeId} by ${r.rule}` : null;
};
const focused = (id: string, earlier: string[] = []): ConversationContext => {
  const named = (placeId: string) => ({ placeId, name: list.find((x) => x.placeId === placeId)?.name ?? placeId });
  return { ...base, focus: named(id), earlierFocus: earlier.map(named) };
};

describe('resolveReferences, a search near a venue described by its kind', () => {
  it('is the venue in focus when it is of that kind, in English, Tagalog and Dutch', () => {
    expect(near('a quiet little bar near the sushi place for after?', focused('S1'))).toBe('S1 by near-described');
    expect(near('may bar ba malapit sa sushi place?', focused('S1'))).toBe('S1 by near-described');
    expect(near('een rustig barretje vlakbij die sushizaak?', focused('S1'))).toBe('S1 by near-described');
  });
  it('is the venue of that kind in focus before, when the one in focus is of another kind', () => {
    const ctx = focused('S1', ['K1']);
    expect(near('Is er bij die markt in de buurt een gelegenheid waar wij rustig kunnen ontbijten?', ctx)).toBe('K1 by near-described');
    expect(near('breakfast near the market?', ctx)).toBe('K1 by near-described');
    expect(near('almusal malapit sa palengke?', ctx)).toBe('K1 by near-described');
  });
  it('is the one venue of that kind listed when none was talked about', () => {
    const two: ConversationContext = { ...emptyContext('s', 0), alternatives: [...sushi, pizza[1]], recentVenues: [...sushi, pizza[1]] };
    expect(near("after lunch, any museum near the pizza place? something the 10 yr old won't find boring", two)).toBe(
      'P2 by near-described',
    );
    expect(near('may museum ba malapit sa pizza place?', two)).toBe('P2 by near-described');
    expect(near('een museum in de buurt van die pizzeria?', two)).toBe('P2 by near-described');
  });
  it('picks nothing when two of that kind are listed and neither was talked about', () => {
    const two: ConversationContext = { ...emptyContext('s', 0), alternatives: pizza, recentVenues: pizza };
    expect(near('any museum near the pizza place?', two)).toBeNull();
  });
  it('leaves a kind named with an ordinal to the ordinal rules, which count in that kind ("the first ramen place")', () => {
    const ctx = focused('S2');
    expect(near('and a bar close to the first sushi place?', ctx)).toBe('S1 by ordinal-of-kind');
    expect(near('en een museum vlakbij de eerste sushizaak?', ctx)).toBe('S1 by ordinal-of-kind');
  });
  it('leaves a landmark that is no kind of place to the search, and a question that is no search to the rules after', () => {
    expect(near('ramen near the station?', focused('S1'))).toBeNull();
    expect(near('is it near the market?', focused('S1', ['K1']), false)).not.toBe('K1 by near-described');
  });
  // Issue 17, wave zd: the venue named by the person's own words, the list it was picked from, or the meal it was for.
  it('is the place to have a meal talked about last for "the lunch place", "dat lunchadres", "yung dinner spot"', () => {
    const ctx = focused('B1', ['K1']);
    expect(near('any ice cream or halo-halo places close to the lunch place?', focused('K1', ['B1']))).toBe('B1 by near-described');
    expect(near('Is er een goede banketbakker in de buurt van dat lunchadres van vanmiddag?', ctx)).toBe('B1 by near-described');
    expect(near('may kapehan ba malapit sa dinner spot?', ctx)).toBe('B1 by near-described');
  });
  it('is the venue picked from a list searched for that kind, whatever its own category ("the sushi place")', () => {
    const listed = [v('Z1', 'Salvatore Cuomo', 1, 'pizza', 'Uptown Parade, BGC'), ...sushi.map((s) => ({ ...s, turn: 1 }))];
    const ctx: ConversationContext = {
      ...emptyContext('s', 0),
      alternatives: listed,
      recentVenues: listed,
      focus: { placeId: 'Z1', name: 'Salvatore Cuomo' },
      userTurns: 3,
    };
    const asked = new Map([[1, 'hmm wag na ramen, sushi nalang pala']]);
    const r = resolveReferences({ text: 'kape or dessert malapit sa sushi place?', context: ctx, earlierTurns: asked, newSearch: true });
    expect(r?.kind === 'venue' && r.placeId).toBe('Z1');
    // ... not a list that only mentioned the kind beside what it asked for ("breakfast, then a palace").
    const mentioned = new Map([[1, 'breakfast first, then a palace']]);
    const none = resolveReferences({ text: 'dinner near the palace?', context: ctx, earlierTurns: mentioned, newSearch: true });
    expect(none).toBeNull();
  });
  it('reads the near words of voice-typed Tagalog and Dutch: "malapit lang dun sa laksa place", "op loopafstand van"', () => {
    const laksa = [v('L1', 'Hawker Chan', 1, 'chicken rice', 'Smith St')];
    const ctx: ConversationContext = {
      ...emptyContext('s', 0),
      alternatives: laksa,
      recentVenues: laksa,
      focus: { placeId: 'L1', name: 'Hawker Chan' },
    };
    const asked = new Map([[1, 'laksa nalang daw']]);
    const text = 'ah okay tapos after kumain gusto namin mag dessert or milk tea na malapit lang dun sa laksa place';
    expect(resolveReferences({ text, context: ctx, earlierTurns: asked, newSearch: true })).toMatchObject({ placeId: 'L1' });
    expect(near('een museum, het liefst op loopafstand van dat sushirestaurant.', focused('S2'))).toBe('S2 by near-described');
  });
});
