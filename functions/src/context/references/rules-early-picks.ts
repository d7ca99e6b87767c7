// The picks tried first: a name that holds a number, ordinals in all their forms, and "the other one".
import { fullName, resolveName } from './names';
import {
  KIND_ORDINAL,
  NEXT_TO,
  nextToFocus,
  ORDINAL_KIND,
  ORDINAL_LOOKING_IN_TEXT,
  ordinalLookingName,
  ordinalOfKind,
  PREVIOUS_ONE,
  previousFocus,
} from './ordinal-picks';
import {
  BARE_NUMBER,
  BARE_ORDINAL,
  LEADING_NUMBER,
  LIST_POSITIONS,
  LISTED_AS,
  NUMBERED,
  ORDINAL_ONE,
  ORDINAL_PHRASE,
  resolveOrdinal,
  TAGALOG_ORDINAL,
  THAT_ORDINAL_ONE,
  TYPED_ORDINAL,
} from './ordinals';
import { OTHER, otherAfterOrdinal, resolveOther } from './other-one';
import { and } from './guards';
import type { ReferenceRule } from './rule';

/** A name typed whole that holds a number ("Frituur No. 1") has a digit or "#" in the message. */
export const NUMBER_IN_NAME = /\d|#/;

export const NUMBERED_NAME_RULE: ReferenceRule = {
  id: 'numbered-name',
  phenomenon: 'names',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: NUMBER_IN_NAME,
  examples: ['Is Frituur No. 1 open op zondag?', 'Cafe #9 then'],
  counterexamples: ['is Frituur open op zondag?'],
  // ... that venue, not a number in the list.
  effect: (s) => {
    const numberedName = fullName(s.picked, s.current, s.list);
    return numberedName && NUMBER_IN_NAME.test(numberedName.name) ? numberedName : undefined;
  },
};

export const ORDINAL_OF_KIND_RULE: ReferenceRule = {
  id: 'ordinal-of-kind',
  phenomenon: 'ordinals',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: [ORDINAL_KIND, KIND_ORDINAL],
  examples: [
    'the first bar you mentioned',
    'the second museum',
    'the museum you mentioned first',
    'de tweede bar',
    'pumunta sa unang hawker center',
  ],
  counterexamples: ['second please', 'the first'],
  effect: (s) => ordinalOfKind(s.picked, s.list, s.known, s.context.lists) ?? undefined,
};

export const ORDINAL_LOOKING_NAME_RULE: ReferenceRule = {
  id: 'ordinal-looking-name',
  phenomenon: 'names',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: ORDINAL_LOOKING_IN_TEXT,
  examples: ['yung 1st colonial', 'the third space', '328, do they open for breakfast?'],
  counterexamples: ['the cheapest', 'de goedkoopste'],
  effect: (s) => ordinalLookingName(s.picked, s.list) ?? undefined,
};

export const OTHER_AFTER_ORDINAL_RULE: ReferenceRule = {
  id: 'other-after-ordinal',
  phenomenon: 'other-one',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: OTHER,
  examples: ["the first one's too fancy, what about the other one?", 'yung una mahal, yung isa?'],
  counterexamples: ['the first one is too fancy', 'another one?'],
  effect: (s) => otherAfterOrdinal(s.picked, s.context) ?? undefined,
};

export const ORDINAL_RULE: ReferenceRule = {
  id: 'ordinal',
  phenomenon: 'ordinals',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: [
    ...LIST_POSITIONS.map(([pattern]) => pattern),
    LISTED_AS,
    ORDINAL_PHRASE,
    TAGALOG_ORDINAL,
    THAT_ORDINAL_ONE,
    ORDINAL_ONE,
    NUMBERED,
    BARE_ORDINAL,
    TYPED_ORDINAL,
    LEADING_NUMBER,
    BARE_NUMBER,
  ],
  examples: [
    'the second one',
    'yung una',
    'de eerste',
    'and the first?',
    'pangalawang hotel',
    '#4',
    'option 3',
    'the bottom one',
    'the secnd one',
  ],
  counterexamples: ['the first time', 'de tweede dag', 'pang-lima katao', 'the second largest city'],
  decides: [
    ['the second one', 'P2'],
    ['yung una', 'P1'],
    ['#4', 'P4'],
    ['the bottom one', 'P5'],
    ['the secnd one', 'P2'],
  ],
  effect: (s) => resolveOrdinal(s.picked, s.list) ?? undefined,
};

export const NEXT_TO_FOCUS_RULE: ReferenceRule = {
  id: 'next-to-focus',
  phenomenon: 'ordinals',
  langs: ['en', 'nl'],
  kind: 'pick',
  pattern: NEXT_TO,
  examples: ['the one after that', 'the previous one on the list', 'en die erna?'],
  counterexamples: ['the one after lunch', 'the next day'],
  decides: [
    ['the one after that', 'P3'],
    ['the previous one on the list', 'P1'],
  ],
  effect: (s) => nextToFocus(s.picked, s.context, s.list) ?? undefined,
};

export const PREVIOUS_FOCUS_RULE: ReferenceRule = {
  id: 'previous-focus',
  phenomenon: 'corrections',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: PREVIOUS_ONE,
  examples: ['no, not that one, the previous one', 'niet die, de vorige', 'hindi yan, yung nauna'],
  counterexamples: ['the previous one on the list', 'net als de vorige keer', 'yung nauna sa listahan'],
  effect: (s) => (PREVIOUS_ONE.test(s.picked) ? (previousFocus(s.context, s.known) ?? undefined) : undefined),
};

export const OTHER_ONE_RULE: ReferenceRule = {
  id: 'other-one',
  phenomenon: 'other-one',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: OTHER,
  examples: ["Kopps sounds good, what's the other one like", 'de andere?', 'yung isa na lang', 'ok the other one'],
  counterexamples: ['any other places?', 'isa pa', 'een andere plek', 'yung isa kong ka-team taga Ortigas'],
  effect: (s) =>
    resolveOther(s.picked, s.context, s.input.lastReply, s.input.earlierTurns.get(s.context.userTurns - 1), s.input.listReply, s.text) ??
    undefined,
};

export const OTHER_BESIDE_NAME_RULE: ReferenceRule = {
  id: 'other-beside-name',
  phenomenon: 'other-one',
  langs: ['en', 'tl', 'nl'],
  kind: 'veto',
  pattern: OTHER,
  examples: ['not la venencia, the other', 'la venencia or the other one?'],
  counterexamples: ['la venencia please'],
  // "not la venencia, the other": the venue named beside "the other" is the one ruled out, never the pick.
  when: and('listLongerThanTwo', 'saysOther'),
  effect: (s) => (resolveName(s.picked.replace(OTHER, ' '), s.list)?.how === 'name' ? null : undefined),
};
