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
});
