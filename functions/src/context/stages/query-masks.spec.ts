// Issue 17 (wave cu): what the query extractor must not read as a search when a list is shown: a card described by a dish
// ("yung may xiao long bao"), a card "dun sa list", a language spoken ("di kami marunong mag japanese").
import { describe, expect, it } from 'vitest';
import { queryTextOf } from './query-masks';

const masked = (text: string) => queryTextOf(text, [], true, false).replace(/\s+/g, ' ').trim();

describe('masked while a list is shown', () => {
  it.each([
    ['yung may xiao long bao sa list, may sabaw ba?', 'sabaw'],
    ['die met die chili crab, is dat halal?', 'halal'],
    ['yung tempura dun sa list, may english menu kaya?', 'english menu'],
    ['is the dumpling place on your list open', 'open'],
    ['di kami marunong mag japanese lol', 'lol'],
    ['we spreken geen Japans, hebben ze een Engelse kaart?', 'Engelse kaart'],
  ])('"%s"', (text, kept) => {
    const out = masked(text);
    expect(out).toContain(kept);
    expect(out).not.toMatch(/xiao|chili crab|tempura|dumpling|japanese|Japans/i);
  });

  it('keeps a second thing named after "or": "yung may chili crab or satay"', () => {
    expect(masked('hawker center yung may chili crab or satay')).toContain('or satay');
  });
});

// Wave cx (call ahead and book): a show the person holds tickets for, a show as the time of the ask, and a thing picked up are
// no search.
describe('masked whatever is shown', () => {
  const plain = (text: string) => queryTextOf(text, [], false, false).replace(/\s+/g, ' ').trim();

  it.each([
    ['kaartjes voor een musical vanavond, nu nog ff snel wat eten vlakbij times square', 'musical'],
    ['we have tickets for a concert at 8, any dinner near the venue?', 'concert'],
    ['zoek anders ff een cocktailbar in de buurt voor na de show', 'show'],
    ['dessert there after the show instead?', 'show'],
    ['and a cake cafe near there where i can pick up a bday cake', 'pick up'],
  ])('"%s" drops "%s"', (text, dropped) => {
    expect(plain(text)).not.toContain(dropped);
  });

  it.each([
    ['tickets for a jazz show in chicago?', 'jazz show'],
    ['any place serving pick-up in Santa Clara?', 'pick-up'],
    ['is the show good for kids?', 'show'],
  ])('"%s" keeps "%s"', (text, kept) => {
    expect(plain(text)).toContain(kept);
  });
});
