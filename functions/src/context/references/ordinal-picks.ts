// Ordinals read against more than the list: a name that looks like one, an ordinal over one kind, the neighbour of the focus.
import { isEatingPlace } from './talked-about';
import type { ConversationContext, RememberedVenue, ShownList } from '../conversation-context';
import { earlierShownLists } from './earlier-shown-lists';
import { NOT_A_KIND } from './categories';
import { fold } from './folding';
import { kindFit, listKindOf } from './list-kinds';
import { NUMBER_WORDS, ORDINAL_ALTERNATION, ORDINAL_WORDS } from './ordinal-words';
import { sameStem } from './phrase-match';
import { type VenueResolution, venue } from './resolution';
import { cachedRegExp } from '../text/cached-reg-exp';

export const ORDINAL_LOOKING = new RegExp(
  [`^(?:\\d{1,2}(?:st|nd|rd|th|e|de|ste)?|#\\d{1,2}|${ORDINAL_ALTERNATION}|${Object.keys(NUMBER_WORDS).join('|')})$`].join(''),
  'i',
);
/** "yung 1st colonial", "the third space": a listed name that opens with an ordinal-looking word is that venue, not a position. */
export function ordinalLookingName(text: string, list: readonly RememberedVenue[]): VenueResolution | null {
  // "328, do they open for breakfast?": a number past the list's length that opens a listed name is that name.
  const number = /^\s*(\d{1,4})\b/.exec(text)?.[1];
  if (number && Number(number) > list.length) {
    const opens = list.filter((v) => fold(v.name).startsWith(`${number} `));
    if (opens.length === 1) return venue(opens[0], 'name');
  }
  const folded = ` ${fold(text).replace(/[^\p{L}\p{N}#]+/gu, ' ')} `;
  const hits = list.filter((v) => {
    const words = fold(v.name)
      .split(/[^\p{L}\p{N}#]+/u)
      .filter(Boolean);
    return words.length >= 2 && ORDINAL_LOOKING.test(words[0]) && folded.includes(` ${words[0]} ${words[1]} `);
  });
  return hits.length === 1 ? venue(hits[0], 'name') : null;
}

/** "the first bar you mentioned" while hotels are listed, "the second museum": an ordinal over the venues of one kind, in the
 * latest list when it has that kind, else in the earlier ones. */
export const ORDINAL_KIND = new RegExp(
  [
    `(?:^|[^\\p{L}])(?:the|de|het|yung|ung|ang|sa|that|this|die|dat|deze|dit)\\s+`,
    `(${ORDINAL_ALTERNATION}|\\d(?:st|nd|rd|th|e|de|ste))(?:ng)?(?:\\s+na)?\\s+(\\p{L}{3,20})(?![\\p{L}])`,
  ].join(''),
  'iu',
);
/** "the museum you mentioned first", "the day trip you mentioned third", "het museum dat u daar als eerste noemde": the ordinal
 * after the kind. */
export const KIND_ORDINAL = new RegExp(
  [
    String.raw`(?:^|[^\p{L}])(?:the|that)\s+((?:\p{L}{3,20}\s+)?\p{L}{3,20})\s+(?:you|u)\s+`,
    String.raw`(?:mentioned|listed|suggested|named|recommended|gave)\s+(first`,
    String.raw`|second|third|fourth|fifth|last)\b`,
    String.raw`|(?:^|[^\p{L}])(?:de|het|die|dat|da)\s+(\p{L}{3,20})\s+(?:die|dat|da)\s+(?:u|je|jij|gij|ge)\s+(?:\p{L}+\s+)?als\s+`,
    String.raw`(eerste|tweede|derde|vierde|vijfde|laatste)\s+(?:noemde|gaf|aanraadde|liet zien|opnoemde)\b`,
    // "ung seafood na una mong binigay", "sa halal na kainan na una niyong binigay"
    String.raw`|(?:^|[^\p{L}])(?:yung|ung|iyong|ang|sa)\s+((?:\p{L}{3,20}\s+(?:na\s+)?)?\p{L}{3,20})\s+na\s+(una|pangalawa|pangatlo`,
    String.raw`|huli)(?:\s*(?:mong|niyong|nyong|ninyong|nyo|mo))\s+(?:binigay|ibinigay|pinakita|ipinakita|sinabi|nilista|sinuggest`,
    String.raw`|nirekomenda|ni-recommend)\b`,
  ].join(''),
  'iu',
);
/** "back to", "balik tayo sa", "terug naar": the words return to an earlier list. */
const GOES_BACK = /\b(?:back to|balik(?:an)?(?:\s+(?:po|tayo|kami|natin))*\s+sa|terug naar)\b/i;
/** A word after the kind that names no kind of its own: "the noodle place", "the ramen one". */
const GENERIC_KIND = /^(?:one|ones|place|places|spot|spots|joint|shop)$/;
export function ordinalOfKind(
  text: string,
  list: readonly RememberedVenue[],
  known: readonly RememberedVenue[],
  lists?: readonly ShownList[],
): VenueResolution | null {
  const after = KIND_ORDINAL.exec(text);
  const m = ORDINAL_KIND.exec(text) ?? (after ? [after[0], after[2] ?? after[4] ?? after[6], after[1] ?? after[3] ?? after[5]] : null);
  if (!m) return null;
  // "the day trip you mentioned third" is of kind "trip", "the noodle place you mentioned first" of kind "noodle".
  // ("halal na kainan": the Tagalog linker joins no kind.)
  const [head, tail] = fold(m[2])
    .replace(/\s(?:na|ng)\s/, ' ')
    .split(/\s+/);
  const kind = tail && !GENERIC_KIND.test(tail) ? tail : head;
  if (
    NOT_A_KIND.has(kind) ||
    cachedRegExp(
      [String.raw`^(?:one|ones|option|optie|choice|keuze|pick|time|times|day|night|week|question|thing|lugar|plek)$`].join(''),
    ).test(kind)
  )
    return null;
  const wordsOf = (v: RememberedVenue) => fold(`${v.category ?? ''} ${v.name}`).split(/\P{L}+/u);
  // ... the word itself in the name or category, or the kind it names in any language ("de derde bakker", "pangatlong
  // panaderya" over cafés listed as "bakery").
  const { terms } = listKindOf(kind);
  // ... "the first dinner place": any place to have a meal.
  const anyMeal = terms.length === 1 && terms[0] === 'food';
  const fitsKind = (v: RememberedVenue) =>
    anyMeal ? isEatingPlace(v, undefined) : terms.length > 0 && kindFit({ terms, words: [] }, [v], undefined) > 0;
  const saysKind = (v: RememberedVenue) => wordsOf(v).some((w) => w === kind || sameStem(w, kind) || w === kind.replace(/s$/, ''));
  const ofKind = (venues: readonly RememberedVenue[]) => venues.filter((v) => saysKind(v) || fitsKind(v));
  const here = list.filter(saysKind);
  // "de laatste kroeg" over a list of bars: the kind is the latest list's own, so the ordinal counts in all of it.
  // ... unless the words go back to an earlier list ("balik po tayo sa halal na kainan na una niyong binigay").
  if (!here.length && list.some(fitsKind) && !GOES_BACK.test(text)) return null;
  // Else in the newest earlier list with two of that kind, in its shown order; else among all the earlier venues of that kind.
  const earlier = () =>
    [...earlierShownLists(known, list, lists)]
      .sort(([a], [b]) => b - a)
      .map(([, venues]) => ofKind(venues))
      .find((venues) => venues.length >= 2) ?? ofKind(known.filter((v) => !list.some((l) => l.placeId === v.placeId)));
  const pool = here.length ? (here.length < list.length ? here : null) : earlier();
  if (!pool || pool.length < 2) return null;
  const n = /^\d/.test(m[1]) ? Number.parseInt(m[1], 10) : ORDINAL_WORDS[m[1].toLowerCase().replace('pang-apat', 'pangapat')];
  const index = n === -1 ? pool.length - 1 : (n ?? 0) - 1;
  return index >= 0 && index < pool.length ? venue(pool[index], 'ordinal') : null;
}

/** "the one after that", "the previous one on the list": the neighbour of the venue in focus in the latest list. */
export const NEXT_TO = new RegExp(
  [
    String.raw`\bthe one (?:right |just )?(before|after) (?:that|this|it)(?: one)?\b|\bthe (next|previous) one (?:on|in) (?:the`,
    String.raw`|your) list\b|\b(?:die|de) (?:erna|ervoor|daarna)\b`,
  ].join(''),
  'i',
);
export function nextToFocus(text: string, context: ConversationContext, list: readonly RememberedVenue[]): VenueResolution | null {
  const match = NEXT_TO.exec(text);
  if (!match || !context.focus) return null;
  const at = list.findIndex((v) => v.placeId === context.focus!.placeId);
  if (at < 0) return null;
  const step = /^(?:before|previous)$/i.test(match[1] ?? match[2] ?? '') || /ervoor/i.test(match[0]) ? -1 : 1;
  const next = list[at + step];
  return next ? venue(next, 'ordinal') : null;
}
/** "not that one, the previous one", "niet die, de vorige", "hindi yan, yung nauna": the venue talked about before the one in
 * focus (not "the previous one on the list", its neighbour; not "de vorige keer"). */
export const PREVIOUS_ONE = new RegExp(
  [
    String.raw`\bthe (?:previous|earlier) (?:one|place|spot)\b(?!\s+(?:on|in) (?:the|your) list)|\bthe one (?:from )?before\s*[?.!]*$`,
    String.raw`|\b(?:de|die|het) vorige\b(?!\s+(?:keer|lijst|lijstje|week|dag|avond|zoekopdracht))`,
    String.raw`|\bhindi\s+(?:yan|yun|iyan|iyon|ito)\b[,.]?\s+(?:yung|ung|iyong|ang)\s+nauna\b`,
  ].join(''),
  'i',
);
export function previousFocus(context: ConversationContext, known: readonly RememberedVenue[]): VenueResolution | null {
  const before = context.earlierFocus?.find((f) => f.placeId !== context.focus?.placeId);
  const remembered = before && known.find((v) => v.placeId === before.placeId);
  return remembered ? venue(remembered, 'attribute') : null;
}
/** An ordinal-looking word or a leading number anywhere in a message, where a listed name may open with it. */
export const ORDINAL_LOOKING_IN_TEXT = new RegExp(
  [
    `^\\s*\\d{1,4}\\b|(?<![\\p{L}\\p{N}])(?:\\d{1,2}(?:st|nd|rd|th|e|de|ste)?|#\\d{1,2}|${ORDINAL_ALTERNATION}`,
    `|${Object.keys(NUMBER_WORDS).join('|')})(?![\\p{L}\\p{N}])`,
  ].join(''),
  'iu',
);
