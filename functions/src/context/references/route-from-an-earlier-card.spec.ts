// Resolver specs (issue 17, wave al: one whole day): the way from a card of an earlier step to the one in view. The card said as
// where the way starts ("galing sa café kanina", "van die koffiezaak") is no pick; the way goes to the card in view or named.
import { describe, expect, it } from 'vitest';
import { emptyContext } from '../conversation-context';
import { resolveReferences } from './resolve';
import { venue as v } from './spec-fixture';

const coffee = [
  v('C1', 'Bocca Koffie', 0, 'cafe', 'Oudegracht 1, Utrecht'),
  v('C2', 'Koffiebranderij Zuid', 0, 'cafe', 'Biltstraat 9, Utrecht'),
];
const museums = [v('M1', 'Centraal Museum', 2, 'museum', 'Agnietenstraat 1, Utrecht'), v('M2', 'Spoorwegmuseum', 2, 'museum', 'Utrecht')];
const asked = new Map([
  [0, 'koffie in Utrecht graag'],
  [2, 'welke musea zijn de moeite waard?'],
]);
const context = {
  ...emptyContext('s', 0),
  location: 'Utrecht',
  alternatives: museums,
  recentVenues: museums,
  earlierVenues: coffee,
  focus: { placeId: 'M2', name: 'Spoorwegmuseum' },
  // ... the café of the first step was talked about before: a return to it would pick it.
  earlierFocus: [{ placeId: 'C2', name: 'Koffiebranderij Zuid' }],
};
const pick = (text: string) => {
  const r = resolveReferences({ text, context, earlierTurns: asked, newSearch: false });
  return r?.kind === 'venue' ? r.placeId : null;
};

describe('resolveReferences, the way from a card of an earlier list', () => {
  it('goes to the card in view, not to the earlier card it starts from', () => {
    expect(pick('pano pumunta dun galing sa koffie kanina?')).toBe('M2');
    expect(pick('En hoe wandelen we van die koffiezaak naar dat museum?')).toBe('M2');
  });
});
