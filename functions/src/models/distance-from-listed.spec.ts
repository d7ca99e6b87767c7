// A distance measured from a place in the list, said with the list around it ("from the second one on your list", "vanaf de
// derde uit het lijstje", "mula sa pangalawa sa listahan"): the listed venue, not a place called "list".
import { describe, expect, it } from 'vitest';
import { distanceOrigin } from './offline-near';
import { saidTurn } from './offline-turn.fixture';

const venues = ['Quince Tavern', 'Rowan Noodle Bar', 'Sorrel Kitchen'].map((name, i) => ({ placeId: `V${i + 1}`, name }));

const originOf = (said: string, from: { placeId: string; name: string } | null = null) =>
  distanceOrigin(saidTurn(said, { location: 'Porto', query: 'dinner', venues, focus: venues[2], referringTo: null, from }));

describe('distanceOrigin, a listed place named with its list', () => {
  it('reads the place in English', () => {
    expect(originOf('how far is that from the second one on your list, walking?')).toEqual({ placeId: 'V2' });
  });
  it('reads the place in Dutch', () => {
    expect(originOf('hoe ver is dat vanaf de eerste uit het lijstje?')).toEqual({ placeId: 'V1' });
  });
  it('reads the place in Tagalog', () => {
    expect(originOf('gaano kalayo yan mula sa pangalawa sa listahan?')).toEqual({ placeId: 'V2' });
  });
  it('keeps a named place a place', () => {
    expect(originOf('how far is that from the ferry terminal?')).toEqual({ name: 'ferry terminal' });
  });
  it('measures from the remembered venue the context line names ("from the museum"), not a place called "museum"', () => {
    const museum = { placeId: 'M1', name: 'Museu Nacional Soares dos Reis' };
    expect(originOf('how far is the second one from the museum?', museum)).toEqual({ placeId: 'M1' });
    expect(originOf('how far is the second one from the museum?')).toEqual({ name: 'museum' });
  });
});
