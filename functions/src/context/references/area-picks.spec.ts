// Specs of the area pick (issue 17): a listed venue picked by the part of town its address holds, never by a function word.
import { describe, expect, it } from 'vitest';
import type { RememberedVenue } from '../conversation-context';
import { firstListedInArea, pickedByArea } from './area-picks';
import { resolveReferences } from './resolve';
import { emptyContext } from '../conversation-context';

const gigs: RememberedVenue[] = [
  { placeId: 'G1', name: 'Concorde 2', address: 'Madeira Drive, seafront, Brighton', turn: 0 },
  { placeId: 'G2', name: 'The Prince Albert', address: '48 Trafalgar St, Brighton', turn: 0 },
  { placeId: 'G3', name: 'Chalk', address: '13 Pool Valley, Brighton', turn: 0 },
];
const museums: RememberedVenue[] = [
  { placeId: 'M1', name: 'The Metropolitan Museum of Art', address: '1000 5th Ave, Upper East Side, New York', turn: 0 },
  { placeId: 'M2', name: 'Solomon R. Guggenheim Museum', address: '1071 5th Ave, Upper East Side, New York', turn: 0 },
  { placeId: 'M3', name: 'Whitney Museum of American Art', address: '99 Gansevoort St, Meatpacking District, New York', turn: 0 },
];
const pickedId = (text: string, list: readonly RememberedVenue[]) => {
  const picked = pickedByArea(text, list);
  return picked?.kind === 'venue' ? picked.placeId : null;
};

const ramen: RememberedVenue[] = [
  { placeId: 'R1', name: 'Fuunji', address: '2-14-3 Yoyogi, Shinjuku, Tokyo', turn: 0 },
  { placeId: 'R2', name: 'Ichiran Shibuya', address: '1-22-7 Jinnan, Shibuya, Tokyo', turn: 0 },
  { placeId: 'R3', name: 'Ginza Kagari', address: '4-4-1 Ginza, Chuo, Tokyo', turn: 0 },
];
describe('pickedByArea, a kind named and then where it lies', () => {
  it('picks the listed venue there in Dutch, English and Tagalog, not a search there', () => {
    expect(pickedId('Wij logeren in Shibuya. Het restaurant dat daar in Shibuya ligt, kunt u daar meer over vertellen?', ramen)).toBe('R2');
    expect(pickedId("the restaurant that's in Shibuya, tell me more", ramen)).toBe('R2');
    expect(pickedId('yung kainan na nasa Shibuya, mahal ba?', ramen)).toBe('R2');
  });
});

describe('pickedByArea', () => {
  it('picks the venue whose address holds the area, past an article before it', () => {
    expect(pickedId('the one on the seafront, what time does it finish', gigs)).toBe('G1');
    expect(pickedId('and the one in the meatpacking district?', museums)).toBe('M3');
    expect(pickedId('yung nasa Pool Valley, mahal ba?', gigs)).toBe('G3');
    expect(pickedId('die in de Trafalgar St, hoe laat?', gigs)).toBe('G2');
  });
  it('never picks a venue because its name starts with the article the message puts before an unknown area', () => {
    expect(pickedId('right. the one in the CBD, still serving at 9?', gigs)).toBeNull();
    expect(pickedId('the one on the strand, any cheap seats sunday', museums)).toBeNull();
  });
  it('reads the area in the address only: a word of a name after "yung tungkol sa" is what the message is about', () => {
    const bars: RememberedVenue[] = [
      { placeId: 'B1', name: 'River Dragon Rooftop', address: 'Charoen Krung Rd, Samphanthawong, Bangkok', turn: 0 },
      { placeId: 'B2', name: 'Lantern Sky Bar', address: 'Yaowarat Rd, Samphanthawong, Bangkok', turn: 0 },
    ];
    expect(pickedId('ay hindi, yung tungkol sa rooftop pala ibig kong sabihin', bars)).toBeNull();
    expect(pickedId('yung nasa Yaowarat Rd, open pa ba?', bars)).toBe('B2');
  });
  it('leaves two areas weighed against each other to the comparative', () => {
    expect(pickedId('the cheaper one on the seafront or in pool valley?', gigs)).toBeNull();
    expect(pickedId('die in Pool Valley of die aan de seafront, welke is beter?', gigs)).toBeNull();
    expect(pickedId('the one in pool valley is it open or closed now', gigs)).toBe('G3');
  });
  it('picks none when several listed venues are in the area and none is named after it', () => {
    expect(pickedId('the one on the upper east side?', museums)).toBeNull();
  });
  it('picks none when the message names no area after "the one in"', () => {
    expect(pickedId('the one with a view', gigs)).toBeNull();
    expect(pickedId('the one in the', gigs)).toBeNull();
  });
});

describe('a bare pick by area with several listed there (issue 17: no clarifying question)', () => {
  const bakeries: RememberedVenue[] = [
    { placeId: 'K1', name: 'Levain', category: 'bakery', address: '167 W 74th St, Upper West Side, New York', turn: 0 },
    { placeId: 'K2', name: 'Breads', category: 'bakery', address: '1890 Broadway, Upper West Side, New York', turn: 0 },
    { placeId: 'K3', name: 'Dominique Ansel', category: 'bakery', address: '189 Spring St, SoHo, New York', turn: 0 },
  ];
  const context = { ...emptyContext('s', 0), location: 'New York', alternatives: bakeries, recentVenues: bakeries };
  const resolved = (text: string) => {
    const r = resolveReferences({ text, context, earlierTurns: new Map(), newSearch: false });
    return r?.kind === 'venue' ? `${r.placeId} by ${r.rule}` : null;
  };
  it('picks the first listed of them in English, Tagalog and Dutch', () => {
    expect(resolved('the one on the Upper West Side, open till when?')).toBe('K1 by first-in-area');
    expect(resolved('Yung nasa Upper West Side po, may wheelchair access?')).toBe('K1 by first-in-area');
    expect(resolved('die in de Upper West Side, hoe laat gaat die dicht?')).toBe('K1 by first-in-area');
  });
  it('leaves a pick with another word to tell them apart to the rules for that word', () => {
    expect(firstListedInArea('the cheap one in the Upper East Side', museums)).toBeNull();
    expect(firstListedInArea('and the one in the Upper East Side?', museums)).toBeNull();
    expect(firstListedInArea('the one on the Upper East Side', museums)).toEqual(expect.objectContaining({ placeId: 'M1' }));
  });
  it('picks nothing when no listed venue is there', () => {
    expect(resolved('the one in Harlem, open now?')).toBeNull();
    expect(resolved('Yung nasa Harlem po, open ba?')).toBeNull();
  });
});

describe('pickedByArea, an area typed as people type it (issue 17)', () => {
  const sights: RememberedVenue[] = [
    { placeId: 'S1', name: 'Senso-ji', address: '2-3-1 Asakusa, Taito, Tokyo', turn: 0 },
    { placeId: 'S2', name: 'Toyosu Market', address: '6-6-1 Toyosu, Koto, Tokyo', turn: 0 },
    { placeId: 'S3', name: 'Five Guys Plaza Singapura', address: '68 Orchard Rd, Plaza Singapura, Singapore', turn: 0 },
  ];
  it('picks the venue there with a slip in the area, in Tagalog, English and Dutch', () => {
    expect([
      pickedId('yung nasa asakosa ano yun', sights),
      pickedId('Iyon pong nasa Asakusa, anong oras po sila bukas?', sights),
      pickedId('the one on orchid road, ok for kids?', sights),
      pickedId('die in Toyossu, hoe laat open?', sights),
    ]).toEqual(['S1', 'S1', 'S3', 'S2']);
  });
  it('picks none for an area no address holds, slip or not', () => {
    expect(pickedId('yung nasa Shibuya, mura ba?', sights)).toBeNull();
  });
});
