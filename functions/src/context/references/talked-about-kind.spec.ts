// Resolver specs: a venue named by its kind that the conversation talked about before another list came ("going back to the
// café, phone number?" after museums were listed), in English, Tagalog/Taglish and Dutch (issue 17).
import { describe, expect, it } from 'vitest';
import { emptyContext, withFocus } from '../conversation-context';
import { resolveReferences } from './resolve';
import { venue as v } from './spec-fixture';

const cafes = [
  v('C1', 'Café Papeneiland', 0, 'brown café', 'Prinsengracht 2, Jordaan, Amsterdam'),
  v('C2', "Café 't Smalle", 0, 'brown café', 'Egelantiersgracht 12, Jordaan, Amsterdam'),
  v('C3', 'Winkel 43', 0, 'café', 'Noordermarkt 43, Jordaan, Amsterdam'),
];
const museums = [
  v('M1', 'Anne Frank House', 2, 'museum', 'Prinsengracht 263, Amsterdam'),
  v('M2', 'Houseboat Museum', 2, 'museum', 'Prinsengracht 296, Amsterdam'),
  v('M3', 'Rembrandt House Museum', 2, 'museum', 'Jodenbreestraat 4, Amsterdam'),
];
const asked = new Map([
  [0, 'coffee in the Jordaan'],
  [2, 'now museums nearby'],
]);
/** Café 't Smalle was talked about, then the museums were listed and the Anne Frank House talked about. */
const talked = withFocus(
  withFocus(
    { ...emptyContext('s', 0), location: 'Jordaan', alternatives: museums, recentVenues: museums, earlierVenues: cafes },
    { placeId: 'C2', name: "Café 't Smalle" },
  ),
  { placeId: 'M1', name: 'Anne Frank House' },
);
const pick = (text: string, context = talked) => {
  const r = resolveReferences({ text, context, earlierTurns: asked, newSearch: false });
  return r === null ? null : r.kind === 'venue' ? `${r.placeId} by ${r.rule}` : `turn:${r.index}`;
};

describe('resolveReferences, a kind said of a venue talked about before', () => {
  it('picks the café talked about, though museums are listed now', () => {
    expect(pick("going back to the café, what's its phone number?")).toBe('C2 by earlier-list-by-kind');
    expect(pick("the café, what's its phone number?")).toBe('C2 by talked-about-kind');
    expect(pick('nog even over het café: telefoonnummer?')).toBe('C2 by talked-about-kind');
    expect(pick('yung kapehan, may number ba?')).toBe('C2 by talked-about-kind');
  });
  it('picks the museum talked about among the several listed', () => {
    expect(pick('hoe ver is dat museum?')).toBe('M1 by talked-about-kind');
    expect(pick('Do we need to book the museum in advance?')).toBe('M1 by talked-about-kind');
  });
  it('picks the one talked about in an earlier list returned to by its kind, said as one place', () => {
    expect(pick('back to the coffee place from this morning: when does it open?')).toBe('C2 by earlier-list-by-kind');
    expect(pick('balik tayo sa kapehan kanina, anong oras sila bukas?')).toBe('C2 by earlier-list-by-kind');
  });
  it('leaves a return that asks nothing to the list: "balik tayo sa kapehan kanina", "back to the coffee place from this morning"', () => {
    expect(pick('balik tayo sa kapehan kanina')).not.toBe('C2 by earlier-list-by-kind');
    expect(pick('back to the coffee place from this morning')).not.toBe('C2 by earlier-list-by-kind');
  });
  it('leaves a return said in the plural, or with a number, to the list', () => {
    expect(pick('back to the coffee places from this morning, which opens earliest?')).not.toBe('C2 by earlier-list-by-kind');
    expect(pick('back to the coffee places from this morning, the third one: open now?')).toBe('C3 by earlier-list-by-kind');
  });
  it('does not pick in thanks, plans or a search for that kind', () => {
    expect(pick('ok bedankt, ik ga eerst naar het café')).not.toBe('C2 by talked-about-kind');
    expect(pick('the café sounds nice, thanks!')).not.toBe('C2 by talked-about-kind');
  });
  it('does not pick one never talked about', () => {
    const listedOnly = { ...emptyContext('s', 0), location: 'Jordaan', alternatives: museums, recentVenues: museums, earlierVenues: cafes };
    expect(pick("going back to the café, what's its phone number?", listedOnly)).toBeNull();
  });
});
