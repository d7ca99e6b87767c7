// Wave cp (back to the earlier list): a card named by its kind and its place in the list of that kind, whichever list is the
// latest: "lunch #1 price level?", "1e hawker: halal opties?", "is da tweede ramententje ok voor vegetariërs?", "yung pangatlo
// po sa mga museum", "de tweede van de bagels, niet de bars". Two places weighed or measured against each other are left to
// the rules that read two.
import {
  cardAt,
  isAnyMeal,
  KIND_POSITION_FORMS,
  kindPositionsIn,
  listOfKind,
  sameVenues,
  namesNoCard,
  TURNED_DOWN,
  type KindPosition,
} from './kind-positions';
import { MAX_LIST_VENUES } from '../conversation-context';
import { LIST_POSITION, positionIndex } from './list-positions';
import { venue } from './resolution';
import type { ReferenceRule } from './rule';
import { TWO_ORDINALS } from './weighing';

/** A list named by its place, its time or the word list ("the Tokyo list", "die pizzatent van net", "yung una sa Pasig list
 * kanina", "terug naar"): the earlier-list rules read it. */
const NAMES_THE_LIST = new RegExp(
  [
    String.raw`(?<!\p{L})(?:lists?|lijst|lijstje|listahan|back|terug|balik|balikan|bumalik|kanina|daarnet|zonet|daarstraks|van net`,
    String.raw`|noemde|genoemd|binanggit|nabanggit|mentioned|pinakita|binigay|suggested|recommended)(?!\p{L})`,
  ].join(''),
  'iu',
);

/** The 1-based place a LIST_POSITION match names. */
const placeMatched = (match: RegExpMatchArray): number => positionIndex(match[1] ?? match[2] ?? match[3], MAX_LIST_VENUES) + 1;

/** A place in the list said beside the one of a kind, not turned down by a word right before it. */
function otherPlaceSaid(text: string, said: KindPosition): boolean {
  return [...text.matchAll(LIST_POSITION)].some(
    (match) =>
      (match.index < said.at || match.index > said.at + said.length) &&
      // (The same place said again names no other: "kundi yung una. May malapit ... sa una?")
      placeMatched(match) !== said.place &&
      !TURNED_DOWN.test(text.slice(0, match.index)) &&
      // ("Laatste vraag, beloofd: de eerste bar": the last question is no place in a list.)
      !namesNoCard(text.slice(match.index + match[0].length)),
  );
}

function placeOfKindTurnedDown(text: string): KindPosition[] {
  const down = kindPositionsIn(text, true);
  if (down.length !== 1) return [];
  const end = down[0].at + down[0].length;
  const after = [...text.matchAll(LIST_POSITION)].find(
    (match) =>
      match.index >= end && !TURNED_DOWN.test(text.slice(0, match.index)) && !namesNoCard(text.slice(match.index + match[0].length)),
  );
  if (!after) return [];
  const place = placeMatched(after);
  return place > 0 ? [{ place, kind: down[0].kind, at: after.index, length: after[0].length }] : [];
}

const TESTED = KIND_POSITION_FORMS.map((form) => new RegExp(form.source, form.flags.replace('g', '')));

export const KIND_POSITION_RULE: ReferenceRule = {
  id: 'kind-position',
  phenomenon: 'earlier-lists',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: TESTED,
  examples: ['lunch #1 price level?', '1e hawker: halal opties?', 'yung pangatlo po sa mga museum', 'de tweede van de bagels'],
  counterexamples: ['yung una', 'the cheapest one', 'which one is cheaper?'],
  decides: [
    ['the third tapas place, is it open late?', 'P3'],
    ['the last tapas place: open late?', 'P5'],
    ['the 2nd tapas spot, mahal ba?', 'P2'],
  ],
  effect: (s) => {
    // "the first or the second BBQ place", "ramen 2 van park 1": two cards are read by the rules that weigh or measure two.
    const named = kindPositionsIn(s.picked);
    if (named.length && NAMES_THE_LIST.test(s.text)) return undefined;
    // "hindi po ang pangalawang museo ... kundi yung una", "not the second museum, the first": the kind turned down carries to
    // the place said after it.
    const said = named.length ? named : placeOfKindTurnedDown(s.text);
    if (said.length !== 1 || TWO_ORDINALS.test(s.picked)) return undefined;
    // The latest list when it holds that kind but was not searched for by it counts as the rules after read it ("die eerste
    // koffietent" over a list with a café in it)...
    const of = listOfKind(said[0].kind, { list: s.list, known: s.known, earlierTurns: s.input.earlierTurns, lists: s.context.lists });
    // ... counted over all of it when it was searched for by that kind ("die tweede bar" over "leuke bars in Hongdae", though a
    // karaoke bar and a jazz night are among them).
    // ("the first dinner place, the one w the veg stuff": any place to eat among others is read by the rules after.)
    const latest = of !== null && sameVenues(of.venues, s.list);
    if (!of || (latest && (!of.askedFor || isAnyMeal(of.kind)))) return undefined;
    // "Het eerste restaurant valt dan af. Wat is het adres van het tweede?": another place said, not turned down before it, is
    // for the rules that weigh a turn-down or a correction.
    if (otherPlaceSaid(s.picked, said[0])) return undefined;
    const card = cardAt(said[0], of);
    return card ? venue(card, 'ordinal') : undefined;
  },
};
