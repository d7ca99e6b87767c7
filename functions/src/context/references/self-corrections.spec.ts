// Resolver specs: a message that corrects the place it picked, in English, Tagalog/Taglish and Dutch/Flemish (issue 17):
// the last place corrected to wins, and a place ruled out ("not the second") never does. A pick taken back with a shrug or
// a "wait" instead of a "no" ("the 2nd. nvm, the 4th", "de tweede, laat maar, de vierde", "yung pangalawa, teka, yung
// pang-apat") counts the same.
import { describe, expect, it } from 'vitest';
import { emptyContext, type RememberedVenue } from '../conversation-context';
import { resolveReferences } from './resolve';

const list: RememberedVenue[] = ['Alpha Bistro', 'Bravo Grill', 'Charlie Deli', 'Delta Diner'].map((name, i) => ({
  placeId: `P${i + 1}`,
  name,
  turn: 0,
}));
const context = { ...emptyContext('s', 0), alternatives: list, recentVenues: list };
const pick = (text: string) => {
  const r = resolveReferences({ text, context, earlierTurns: new Map(), newSearch: false });
  return r?.kind === 'venue' ? r.placeId : null;
};

describe('resolveReferences, a pick the message corrects', () => {
  // Issue 17, wave zg: the words after the correction run to the end of its clause; what follows is a reason.
  it('reads the place corrected to up to the end of its clause, not another one named in the reason after it', () => {
    expect(pick('no espera, i mean the first one, sorry. the second is too far of the hostel')).toBe('P1');
    expect(pick('ik bedoelde de derde. de eerste is te duur')).toBe('P3');
    expect(pick('Ay wait, hindi pala yung una, yung pangatlo pala ang ibig kong sabihin.')).toBe('P3');
  });

  // Wave an (long messages): the correction sits in the middle of a long sentence, with an excuse or a second voice.
  it('takes the place corrected to inside a long sentence', () => {
    expect(pick('he says the one he likes is the second, no hold on, he says the third, is it open on Sundays?')).toBe('P3');
    expect(pick('my husband says the first one, no actually he means the second one because it looks closer')).toBe('P2');
    expect(pick('Okay, okay, the third one there, no, sorry, I had the phone upside down, the second one, is it rated well?')).toBe('P2');
    expect(pick('(Tom) the first one looks good to me (Priya) no babe the third one, ok we agree. Is it halal?')).toBe('P3');
    expect(pick('Ang pangalawa po, o kung hindi ako nagkakamali ay ang pangatlo, ang mukhang maganda.')).toBe('P3');
  });

  it('takes the number after a bare "no" that follows the first pick', () => {
    expect(pick('#4, no #2. open now?')).toBe('P2');
    expect(pick('the fourth, no, the first: do they deliver?')).toBe('P1');
    expect(pick('de derde, nee, de tweede. Is die open?')).toBe('P2');
    expect(pick('yung pang-apat, hindi, yung una pala. may parking?')).toBe('P1');
  });
  it('takes the number after "no, sorry", "nee sorry" and "ay hindi"', () => {
    expect(pick('Show me the second, please. No, sorry, the fourth; the second is too far.')).toBe('P4');
    expect(pick('de vierde, nee sorry, de derde. Hoe laat open?')).toBe('P3');
    expect(pick('ay hindi, yung pangatlo pala yung gusto ko. magkano dun?')).toBe('P3');
  });
  it('reads a dash as the comma and a bare "sorry" as the "no"', () => {
    expect(pick('ok the fourth—sorry, the second one. any steps at the door?')).toBe('P2');
    expect(pick('the 3rd - no, the 1st. open late?')).toBe('P1');
    expect(pick('de derde – sorry, de eerste. hoe laat open?')).toBe('P1');
    expect(pick('yung pangatlo—sorry, yung pangalawa pala')).toBe('P2');
  });
  it('lets the last correction win when the message corrects itself twice', () => {
    expect(pick('#1, no #3, no wait #4')).toBe('P4');
    expect(pick('de eerste, nee de tweede, ik bedoel de derde')).toBe('P3');
    expect(pick('yung una, ay mali, yung pangalawa, este yung pang-apat pala')).toBe('P4');
  });
  it('never picks the place the correction rules out', () => {
    expect(pick('Sorry, I meant the third one, not the first.')).toBe('P3');
    expect(pick('no wait, not the first, the fourth')).toBe('P4');
    expect(pick('nee wacht, niet de eerste maar de derde')).toBe('P3');
    expect(pick('ay mali, hindi yung una, yung pangalawa pala')).toBe('P2');
    expect(pick('Sorry, not the fourth, the second')).toBe('P2');
  });
  it('reads "hindi yung ..." without a comma as "not that one", not as a correction to it', () => {
    expect(pick('ay mali, yung una, hindi yung pangatlo')).toBe('P1');
    expect(pick('hindi yung pangatlo, yung una')).toBe('P1');
  });
  it('leaves a "no" that corrects nothing to the other rules', () => {
    expect(pick('No, the second one is fine')).toBe('P2');
    expect(pick('is there no third one?')).toBeNull();
  });
});

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

describe('resolveReferences, a card ruled out by someone else (wave bi: a group deciding)', () => {
  it.each([
    ['wag daw yung una sabi ni bea, yung pangalawa?', 'P2'],
    ['Tante Ria zegt: niet de eerste, is de derde kindvriendelijk?', 'P3'],
    ['Anna says not the first, what about the fourth?', 'P4'],
  ])('%j picks %s, not the card ruled out', (text, placeId) => {
    expect(pick(text)).toBe(placeId);
  });
});
