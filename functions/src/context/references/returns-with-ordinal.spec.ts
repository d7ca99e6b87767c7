// Resolver specs: a return to an earlier list whose pick is said with the kind ("yung unang parke na binanggit ninyo kanina",
// "het tweede evenement dat u noemde") or as "the first of that list", in English, Tagalog and Dutch (issue 17).
import { describe, expect, it } from 'vitest';
import { emptyContext } from '../conversation-context';
import { resolveReferences } from './resolve';
import { venue as v } from './spec-fixture';

const parks = [
  v('K1', 'Shinjuku Gyoen', 0, 'park', '11 Naitomachi, Shinjuku, Tokyo'),
  v('K2', 'Ueno Park', 0, 'park', 'Uenokoen, Taito, Tokyo'),
  v('K3', 'Yoyogi Park', 0, 'park', '2-1 Yoyogikamizonocho, Shibuya, Tokyo'),
];
const events = [
  v('E1', 'Friday jazz at Blue Note', 2, 'jazz concert', '6-3-16 Minamiaoyama, Minato, Tokyo'),
  v('E2', 'Saturday set at Pit Inn', 2, 'jazz concert', '2-12-4 Shinjuku, Tokyo'),
];
const brunch = [
  v('B1', 'Early Bird', 4, 'breakfast', 'Kapitolyo, Pasig, Metro Manila'),
  v('B2', 'Wildflour', 4, 'breakfast', 'Capitol Commons, Pasig, Metro Manila'),
];
const cafes = [
  v('C1', 'Koffee Mameya', 6, 'cafe', '4-15-3 Jingumae, Shibuya, Tokyo'),
  v('C2', 'Fuglen', 6, 'cafe', '1-16-11 Tomigaya, Shibuya, Tokyo'),
  v('C3', 'Onibus Coffee', 6, 'cafe', '2-14-1 Kamimeguro, Meguro, Tokyo'),
];
const asked = new Map([
  [0, 'parks in Tokyo for lola'],
  [2, 'any jazz concert tonight?'],
  [4, 'brunch sa Pasig bukas'],
  [6, 'coffee near there?'],
]);
const context = {
  ...emptyContext('s', 0),
  alternatives: cafes,
  recentVenues: [...cafes, ...brunch],
  earlierVenues: [...events, ...parks],
};
const pick = (text: string) => {
  const r = resolveReferences({ text, context, earlierTurns: asked, newSearch: false });
  return r === null ? null : r.kind === 'venue' ? `${r.placeId} by ${r.rule}` : `turn:${r.index}`;
};

describe('resolveReferences, a return to an earlier list with the number said before its kind', () => {
  it('picks in the list of that kind, in Tagalog', () => {
    expect(pick('Bago po iyan, balikan po muna natin yung unang parke na binanggit ninyo kanina, bukas po ba sila?')).toBe(
      'K1 by earlier-list-by-kind',
    );
    expect(pick('yung pangalawang parke na binanggit mo, may wheelchair ba?')).toBe('K2 by earlier-list-by-kind');
  });
  it('picks in the list of that kind, in Dutch', () => {
    expect(pick('Over het tweede evenement dat u noemde: is dat geschikt voor kinderen?')).toBe('E2 by earlier-list-by-kind');
    expect(pick('het derde park dat je noemde, is dat gratis?')).toBe('K3 by earlier-list-by-kind');
  });
  it('picks in the list of that kind, in English', () => {
    expect(pick('back to the second jazz concert you mentioned earlier, can kids come?')).toBe('E2 by earlier-list-by-kind');
  });
  it('picks in the list asked for in a place: "yung una sa Pasig list kanina"', () => {
    expect(pick('ay wait, yung una sa Pasig list kanina, ano number nila?')).toBe('B1 by earlier-list-by-kind');
    expect(pick('yung pangalawa sa Pasig list kanina, may parking?')).toBe('B2 by earlier-list-by-kind');
  });
});

describe('resolveReferences, "the first of that list" after a return to an earlier list', () => {
  it('picks by number in the list returned to, in Dutch', () => {
    expect(pick('ff terug naar die parken: de eerste van die lijst, tot hoe laat zijn ze open?')).toBe('K1 by earlier-list-by-kind');
    expect(pick('Over de jazz van daarjuist: de tweede van die lijst, wat is daar het adres?')).toBe('E2 by earlier-list-by-kind');
  });
  it('picks by number in the list returned to when "daarvan" says which list the number is in', () => {
    expect(pick('Terugkomend op de parken van eerder: hoe kom ik bij de eerste daarvan vanaf Harlem?')).toBe('K1 by earlier-list-by-kind');
  });
  it('picks by number in the list returned to, in English and Tagalog', () => {
    expect(pick('going back to the parks: the third of that list, is it free?')).toBe('K3 by earlier-list-by-kind');
    expect(pick('balikan natin yung mga parke, yung pangalawa sa listahan po')).toBe('K2 by earlier-list-by-kind');
  });
  it('picks by number in the latest list when no earlier list is named', () => {
    expect(pick('en de tweede van die lijst, kunnen we daar met creditcard betalen?')).toBe('C2 by ordinal');
    expect(pick('the third of the list, open now?')).toBe('C3 by ordinal');
    expect(pick('yung una sa listahan, may wifi?')).toBe('C1 by ordinal');
  });
  it('reads "the first of" a date or a count as no place in the list', () => {
    expect(pick('zijn ze open op de eerste van de maand?')).toBeNull();
  });
});
