// What kind of list a few words name, and whether an earlier list was of it: the words of the message that asked for it count
// in the singular as in the plural ("the crepe ones" for a list asked as "crepes", blind-en-l).
import { describe, expect, it } from 'vitest';
import { kindFit, listKindOf } from './list-kinds';

const ASKED = 'where can we get crepes or smth sweet thats not expensive';

describe('kindFit by the words of the message that asked for the list', () => {
  it('fits a word said in the singular to the plural asked, and the plural to the singular', () => {
    expect(kindFit(listKindOf('the crepe ones'), [], ASKED)).toBe(2);
    expect(kindFit(listKindOf('the crepes'), [], 'one crepe place near Shibuya?')).toBe(2);
  });

  it('fits a list asked at another price with no kind said as well as the one asked by the kind; "something else" does not', () => {
    const bbq = [{ placeId: 'B1', name: 'Mapo Jeong Daepo', category: 'korean bbq', turn: 2 }];
    expect(kindFit(listKindOf('bbq'), bbq, 'ang mahal nmn, wala bng mas mura? mga 15k won lng per head')).toBe(3);
    expect(kindFit(listKindOf('bbq'), bbq, 'meh something else')).toBe(1);
  });

  it('does not fit a word the message never said', () => {
    expect(kindFit(listKindOf('the waffle ones'), [], ASKED)).toBe(0);
  });
});
