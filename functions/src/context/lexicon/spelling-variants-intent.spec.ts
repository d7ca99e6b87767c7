import { describe, expect, it } from 'vitest';
import { turnIntentOf } from '../intent/turn-intent';

describe('what a text-speak message asks', () => {
  it.each([
    ['ung pang2', 2],
    ['ung pang3 nman', 3],
    ['pangalwa', 2],
    ['the 2nd?', 2],
    ['Is nummer drie kindvriendelijk?', 3],
    ['nr 2 aub', 2],
  ])('"%s" names list position %i', (text, position) => {
    expect(turnIntentOf(text).ordinal).toBe(position);
  });

  it.each([
    ['whats the addr', 'address'],
    ['wheres that', 'address'],
    ['san to?', 'address'],
    ['hrs?', 'openingHours'],
    ['is it open tmrw?', 'openingHours'],
    ['kelan cla bukas?', 'openingHours'],
    ['mgkno dun?', 'priceLevel'],
    ['do they take bookings', 'reservable'],
    ['what time does it shut', 'openingHours'],
    ['wat is hun nummer?', 'phone'],
    ['Meer info over nummer 3, wat kost een burger daar?', 'priceLevel'],
  ])('"%s" asks the fact %s', (text, fact) => {
    expect(turnIntentOf(text)).toMatchObject({ kind: 'fact', fact });
  });

  it.each(['tnx', 'slmt po', 'thx u', 'ty', 'thx legend', 'thanks heaps', 'thanks, ur a gem'])('"%s" says thanks', (text) => {
    expect(turnIntentOf(text)).toMatchObject({ kind: 'smalltalk', topic: 'thanks' });
  });

  it.each([
    'Merci, ge zijt een schat!',
    'Merci voor alles, tot morgen!',
    'thank youuu, laking tulong!',
    'sige sige salamat tol, kita kits',
    'sige g, thanks pre',
  ])('"%s" is small talk', (text) => {
    expect(turnIntentOf(text).kind).toBe('smalltalk');
  });

  it('"panu pmunta dun" asks the way', () => {
    expect(turnIntentOf('panu pmunta dun').kind).toBe('directions');
  });
});
