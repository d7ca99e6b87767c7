// Wave ci (the name I half remember): a half name given up on for a position, "YUNG UNA PALA YUNG MAY DAI.. DAIKO?? BASTA YUNG
// UNA", "ung Goto.. ano nga.. basta ung pangalawa", "the one with el or la in the name, whatever, the first": the position
// the person settles on decides, not the half name nor a position ruled out before it.
import { ORDINAL_ALTERNATION } from './ordinal-words';
import type { ReferenceRule } from './rule';
import { meantAfter } from './rules-before-picks';

/** A word that settles ("basta", "anyway", "hoe dan ook") right before a position ("yung una", "the first"). */
const SETTLES_ON_POSITION = new RegExp(
  [
    String.raw`(?:^|[^\p{L}])(?:basta|anyway|anyways|whatever|hoe dan ook|enfin|maakt niet uit)[\s,.!:]+`,
    String.raw`(?:(?:yung|ung|ang|the|de|het|die|dat)\s+)?(?:${ORDINAL_ALTERNATION})(?!\p{L})`,
  ].join(''),
  'giu',
);

export const SETTLED_POSITION_RULE: ReferenceRule = {
  id: 'settled-position',
  phenomenon: 'corrections',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: new RegExp(SETTLES_ON_POSITION.source, 'iu'),
  examples: [
    'AY HINDI PALA YUNG PANGALAWA. YUNG UNA PALA YUNG MAY DAI.. DAIKO?? BASTA YUNG UNA. PWEDE BA ANG WHEELCHAIR DUN',
    'ay di pala ung una, ung Goto.. ano nga.. basta ung pangalawa. magkano dun',
    'the one with the long name, anyway the third, is it open?',
    'die met Café in de naam, hoe dan ook de tweede',
  ],
  counterexamples: ['basta mura lang', 'anyway, thanks!', 'the first one anyway'],
  decides: [
    ['ay di pala ung una, ung Goto.. ano nga.. basta ung pangalawa. magkano dun', 'P2'],
    ['AY HINDI PALA YUNG PANGALAWA. YUNG UNA PALA YUNG MAY DAI.. DAIKO?? BASTA YUNG UNA', 'P1'],
  ],
  // The last position settled on, read from the settling word on.
  effect: (s) => {
    const settled = [...s.picked.matchAll(SETTLES_ON_POSITION)].at(-1);
    return settled ? (meantAfter(s.picked.slice(settled.index), s) ?? undefined) : undefined;
  },
};
