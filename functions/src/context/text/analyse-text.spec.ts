import { describe, expect, it } from 'vitest';
import { analyseText } from './analyse-text';

describe('analyseText', () => {
  it('gives the raw text, its fold and each word with its offsets', () => {
    expect(analyseText("Café's k-pop, 2nd!")).toEqual({
      raw: "Café's k-pop, 2nd!",
      folded: "cafe's k-pop, 2nd!",
      tokens: [
        { raw: "Café's", folded: "cafe's", start: 0, end: 6 },
        { raw: 'k-pop', folded: 'k-pop', start: 7, end: 12 },
        { raw: '2nd', folded: '2nd', start: 14, end: 17 },
      ],
      langs: [],
    });
  });
  it('finds English by its own function words', () => {
    expect(analyseText('ramen near the station').langs).toEqual(['en']);
  });
  it('finds Tagalog and Dutch', () => {
    expect([analyseText('saan masarap kumain ng ramen').langs, analyseText('waar eet je het beste').langs]).toEqual([['tl'], ['nl']]);
  });
  it('finds every language of a mixed message', () => {
    expect(analyseText('yung ramen place near the mall').langs).toEqual(['en', 'tl']);
  });
  it('reads a word shared by two languages as neither', () => {
    expect(analyseText('is').langs).toEqual([]);
  });
  it('keeps offsets on the raw text when folding changes a length', () => {
    const analysed = analyseText('Straße ok');
    expect(analysed.tokens.map((t) => [analysed.raw.slice(t.start, t.end), t.folded])).toEqual([
      ['Straße', 'strasse'],
      ['ok', 'ok'],
    ]);
  });
});
