// Wave ci (the name I half remember): a half name given up on for a position, "YUNG UNA PALA YUNG MAY DAI.. DAIKO?? BASTA YUNG
// UNA", "ung Goto.. ano nga.. basta ung pangalawa", "the one with el or la in the name, whatever, the first", and the one a
// group voted for (wave cl, "de derde wint"): the position the person settles on decides, not a half name nor one ruled out.
import { ORDINAL_ALTERNATION } from './ordinal-words';
import type { ReferenceRule } from './rule';
import { meantAfter } from './rules-before-picks';

/** A word that settles ("basta", "anyway", "hoe dan ook") right before a position ("yung una", "the first"). */
const SETTLES_ON_POSITION = new RegExp(
  [
    String.raw`(?:^|[^\p{L}])(?:basta|anyway|anyways|whatever|hoe dan ook|enfin|maakt niet uit)[\s,.!:]+`,
    String.raw`(?:(?:yung|ung|ang|the|de|het|die|dat)\s+)?(?:${ORDINAL_ALTERNATION})(?!\p{L})`,
    // ... or a vote won: "4 stemmen voor de derde, 2 voor de tweede. de derde wint", "the second one wins".
    String.raw`|(?:^|[^\p{L}])(?:(?:yung|ung|ang|the|de|het)\s+)?(?:${ORDINAL_ALTERNATION})(?:\s+one)?\s+(?:wins|won|wint|panalo)(?!\p{L})`,
  ].join(''),
  'giu',
);

export const SETTLED_POSITION_RULE: ReferenceRule = {
  id: 'settled-position',
  phenomenon: 'corrections',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: SETTLES_ON_POSITION,
  examples: [
    'AY HINDI PALA YUNG PANGALAWA. YUNG UNA PALA YUNG MAY DAI.. DAIKO?? BASTA YUNG UNA. PWEDE BA ANG WHEELCHAIR DUN',
    'ay di pala ung una, ung Goto.. ano nga.. basta ung pangalawa. magkano dun',
    'the one with the long name, anyway the third, is it open?',
    'die met Café in de naam, hoe dan ook de tweede',
    'ok 4 stemmen voor de derde, 2 voor de tweede. de derde wint 🎉 hoe komen we daar vanaf union square?',
  ],
  counterexamples: ['basta mura lang', 'anyway, thanks!', 'the first one anyway'],
  decides: [
    ['ay di pala ung una, ung Goto.. ano nga.. basta ung pangalawa. magkano dun', 'P2'],
    ['AY HINDI PALA YUNG PANGALAWA. YUNG UNA PALA YUNG MAY DAI.. DAIKO?? BASTA YUNG UNA', 'P1'],
    ['ok 4 stemmen voor de derde, 2 voor de tweede. de derde wint 🎉 hoe komen we daar vanaf union square?', 'P3'],
  ],
  // The last position settled on, read from the settling word on.
  effect: (s) => {
    const settled = [...s.picked.matchAll(SETTLES_ON_POSITION)].at(-1);
    return settled ? (meantAfter(s.picked.slice(settled.index), s) ?? undefined) : undefined;
  },
};
