// A card ruled out by its position is no pick: "not the first, the third" (before the pick), "het eerste restaurant valt af"
// or "scratch the first one," (said after it), "the first one is literally a chain. skip it." (a verdict after it, wave ca).
// The pick is what is named after the card ruled out.
import { MAX_LIST_VENUES } from '../conversation-context';
import { RULED_OUT_BY_VERDICT, RULED_OUT_BY_VETO, RULED_OUT_FIRST, RULED_OUT_SAID_AFTER } from './corrections';
import { not } from './guards';
import { ordinalIndex, resolveOrdinal } from './ordinals';
import type { Decision, ReferenceRule, ResolveState } from './rule';
import { listOfFocusAt, meantAfter } from './rules-before-picks';

export const RULED_OUT_ORDINAL_RULE: ReferenceRule = {
  id: 'ruled-out-ordinal',
  phenomenon: 'corrections',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: RULED_OUT_FIRST,
  examples: ['hindi na sa una, sa pangalawa na lang', 'not the first, the third', 'niet de eerste maar de tweede'],
  counterexamples: ['the first, please', 'not sure about the first'],
  // (Positions turned down before another position are decided by ruled-out-positions, which comes first.)
  decides: [
    ['not the first, Chez Paulette', 'P3'],
    ['hindi na yung una, yung Sakura Tei na lang', 'P2'],
  ],
  // A correction word ("este", "I mean") comes first: what follows it is the pick.
  when: not('correctsItself'),
  effect: (s) => {
    const ruled = RULED_OUT_FIRST.exec(s.picked);
    if (!ruled) return undefined;
    const after = s.picked.slice(ruled.index + ruled[0].length);
    // "the second bakery" then "not the second, the fourth one": the place ruled out is the one in focus, so the new one counts
    // in the list the focus was picked from, even when that is an earlier list.
    const own = listOfFocusAt(s, ordinalIndex(ruled[0], MAX_LIST_VENUES));
    // ... and nothing named after it ("wag na yung una. sa dalawang natira, alin ang may paradahan?") picks none (wave zm).
    return (own ? resolveOrdinal(after, own) : null) ?? meantAfter(after, s);
  },
};

export const RULED_OUT_SAID_AFTER_RULE: ReferenceRule = {
  id: 'ruled-out-said-after',
  phenomenon: 'corrections',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: RULED_OUT_SAID_AFTER,
  // Wave zm: a card ruled out by the words after it ("valt af", "is out") or in a clause of its own ("ayaw ... sa una") is no
  // pick; the pick is a place named after it, and "the other two" after it picks none (the offline model asks over the rest).
  examples: [
    'Het eerste restaurant valt dan af. Wat is het adres van het tweede?',
    'allez, de laatste valt af, te ver. is de tweede vandaag wel open?',
    'Ayaw raw po ng apo ko sa una, masyado raw pang-matanda. Ano po ang masasabi ninyo tungkol sa dalawang natitira?',
    'scratch the first one, what about the others?',
  ],
  counterexamples: ['the first one, is it open?', 'de eerste valt me op', 'yung una, ayaw ko ng mahal'],
  decides: [["Let's rule out the first one, then. Can we pay by card at the third?", 'P3']],
  effect: (s) => meantAfterMatch(RULED_OUT_SAID_AFTER, s.picked, s),
};

export const RULED_OUT_BY_VERDICT_RULE: ReferenceRule = {
  id: 'ruled-out-by-verdict',
  phenomenon: 'corrections',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: RULED_OUT_BY_VERDICT,
  // Wave ca: a card turned down by a verdict said after it ("skip it", "vind ik niks", "die liever niet") is no pick; the pick
  // is a place named after the verdict.
  examples: [
    "lol the first one is literally a chain. skip it. how's #2 rated?",
    'die eerste ken ik, vind ik niks. is de tweede nu open?',
    'oké bij de eerste staat volgens mij ceviche op de kaart dus die liever niet wat is de tweede voor iets',
  ],
  counterexamples: ['the first one, is it open?', 'de eerste vind ik leuk', 'the second one, skip the queue?'],
  decides: [["lol the first one is literally a chain. skip it. how's #2 rated?", 'P2']],
  effect: (s) => meantAfterMatch(RULED_OUT_BY_VERDICT, s.picked, s),
};

export const RULED_OUT_BY_VETO_RULE: ReferenceRule = {
  id: 'ruled-out-by-veto',
  phenomenon: 'corrections',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: RULED_OUT_BY_VETO,
  // Wave cl (the group chat): a card vetoed, often for someone else, is no pick; the pick is a place named after the veto, and
  // none when no place is (the offline model then asks which).
  examples: [
    "okay the drummer says no to the first one because he's vegan and he wants to know if the second one has any vegan stuff",
    'trainer zegt nee tegen de eerste. de tweede?? hoeveel sterren',
    'mijn schoonbroer ziet de derde niet zitten want te duur zegt hij en mijn zus vraagt of de eerste rolstoeltoegankelijk is',
    "de voorzitter wil ni naar de eerste, zegt da't te toeristisch is. is de tweede open tot laat?",
  ],
  counterexamples: ['the first one, is it open?', 'de derde ziet er leuk uit', 'no to-go cups at the first one?'],
  decides: [['the drummer says no to the first one, what about Baan Siam?', 'P4']],
  // (Read in the whole message: "wil ni naar de eerste" is no route to blank.)
  effect: (s) => meantAfterMatch(RULED_OUT_BY_VETO, s.text, s),
};

/** What is named after the card a pattern rules out in `text`, or undefined (the next rule) when the pattern finds none there. */
function meantAfterMatch(pattern: RegExp, text: string, s: ResolveState): Decision {
  const ruled = pattern.exec(text);
  return ruled ? meantAfter(text.slice(ruled.index + ruled[0].length), s) : undefined;
}
