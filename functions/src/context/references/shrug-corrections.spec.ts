// A pick taken back with a shrug or a "wait" instead of a "no" ("the 2nd. nvm, the 4th", "de tweede, laat maar, de vierde",
// "yung pangalawa, teka, yung pang-apat"): the place after it wins.
import { describe, expect, it } from 'vitest';
import { emptyContext, type RememberedVenue } from '../conversation-context';
import { resolveReferences } from './resolve';

const list: RememberedVenue[] = ['Elm Oyster Bar', 'Fig Dumplings', 'Gorse Café', 'Hazel Grill'].map((name, i) => ({
  placeId: `P${i + 1}`,
  name,
  turn: 0,
}));
const context = { ...emptyContext('s', 0), alternatives: list, recentVenues: list };
const pick = (text: string) => {
  const r = resolveReferences({ text, context, earlierTurns: new Map(), newSearch: false });
  return r?.kind === 'venue' ? r.placeId : null;
};

describe('resolveReferences, a pick taken back with a shrug', () => {
  it('takes the place after "nvm" or "never mind" in English', () => {
    expect(pick('the 2nd. nvm, the 4th: do they deliver?')).toBe('P4');
    expect(pick('the first, never mind, the third. open late?')).toBe('P3');
  });
  it('takes the place after "laat maar" or "of nee" in Dutch', () => {
    expect(pick('de tweede, laat maar, de vierde. bezorgen ze?')).toBe('P4');
    expect(pick('de eerste, of nee, de derde')).toBe('P3');
  });
  it('takes the place after "teka" in Tagalog', () => {
    expect(pick('yung pangalawa, teka, yung pang-apat pala. may delivery?')).toBe('P4');
  });
  it('leaves a shrug at the start of the message alone', () => {
    expect(pick('never mind that, the 2nd one, what is the address?')).toBe('P2');
  });
});
