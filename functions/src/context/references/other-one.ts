// "the other one", "de andere", "yung isa": the venue besides the one the user has in mind.
import type { ConversationContext, RememberedVenue } from '../conversation-context';
import { findNameFragment, findNameWord } from '../venue-names';
import { resolveAttribute } from './attributes';
import { fold } from './folding';
import { namedInFull, resolveName } from './names';
import { IN_PLACE, focusedPair, narrowedByPlace } from './narrowing';
import { resolveOrdinal } from './ordinals';
import { mentionsIn, namedAt, saidAbout } from './reply-mentions';
import { type VenueResolution, knownVenues, venue } from './resolution';
import { weighedPair } from './weighing';

/** Tagalog possessives after "isa": "isa kong kaibigan" is one of my friends. */
const MINE = '(?:kong|naming|nating|mong|niyang|nilang|ko|namin|natin)';
export const OTHER = new RegExp(
  [
    // ... not "yung isa kong ka-team" (one of my teammates), "ung isa pa naming kasama": a possessive after "isa" says whose.
    String.raw`(?:^|[^\p{L}'])(the oth(?:e|a)?r one|the oth(?:e|a)?r|oth(?:e|a)?r one`,
    String.raw`|yung isa(?:ng)?(?!\s+(?:pa\s+)?${MINE}\b)|ang isa(?!\s+(?:pa\s+)?${MINE}\b)|(?:yung|ung|ang) kabila`,
    String.raw`|sa isa(?!\s+(?:sa|pang|lang|araw|gabi|oras|linggo))|de andere|die andere|het andere|dat andere|d['’]?andere|den anderen?`,
    String.raw`|dienen anderen?)(?![\p{L}])`,
  ].join(''),
  'iu',
);

/** "the first one's too fancy, what about the other one?": of two, "the other" after an ordinal wins. */
export function otherAfterOrdinal(text: string, context: ConversationContext): VenueResolution | null {
  const other = OTHER.exec(text);
  if (!other || !resolveOrdinal(text.slice(0, other.index), context.alternatives)) return null;
  return resolveOther(text, context);
}
export const OTHER_KIND = new RegExp(
  [
    String.raw`\bthe other (\p{L}{3,20}(?: \p{L}{2,20}){0,2}?) (?:one|place|spot|restaurant|bar|cafe)\b|\b(?:de|die|het`,
    String.raw`|dat) andere (\p{L}{3,20})\b|\b(?:yung|ang) isa(?:ng)? (\p{L}{3,20})\b`,
  ].join(''),
  'iu',
);
export const BESIDES = /\b(?:besides|other than|apart from|except(?: for)?|behalve|naast|bukod sa|maliban sa)\s+(.{3,60})$/iu;
export function onlyOne<T>(items: readonly T[]): T | undefined {
  return items.length === 1 ? items[0] : undefined;
}
/** The venue in focus; when a reply moved the focus off the two weighed ("about a 10 minute walk from Taquería Orinoco"), the
 * last of the two the user looked at. */
export function focusIn(context: ConversationContext, pair: readonly RememberedVenue[]): { placeId: string; name: string } | undefined {
  const inPair = (v?: { placeId: string }) => v !== undefined && pair.some((p) => p.placeId === v.placeId);
  if (!context.focus) return undefined;
  if (inPair(context.focus) || context.focus.via !== 'reply' || pair.length !== 2) return context.focus;
  return context.earlierFocus?.find(inPair) ?? context.focus;
}
export const PRICE_WORDS: Record<string, string> = {
  cheap: 'inexpensive',
  budget: 'inexpensive',
  mura: 'inexpensive',
  murang: 'inexpensive',
  goedkope: 'inexpensive',
  goedkoop: 'inexpensive',
  pricey: 'expensive',
  mahal: 'expensive',
  dure: 'expensive',
  duur: 'expensive',
  fancy: 'expensive',
};
export function resolveOther(
  text: string,
  context: ConversationContext,
  lastReply?: () => string | undefined,
  previousMessage?: string,
  listReply?: () => string | undefined,
  whole = text,
): VenueResolution | null {
  if (!OTHER.test(text)) return null;
  const shown = context.alternatives.length;
  const pair = shown === 2 ? context.alternatives : shown < 2 ? context.recentVenues.slice(0, 2) : [];
  // "Kopps sounds good, what's the other one like": the venue just named is the anchor, else the one in focus.
  // "the first one's too fancy, what about the other one": an ordinal before it is the anchor.
  const before = text.slice(0, OTHER.exec(text)!.index);
  // "the coin one wont fit us so the other one": a venue described before it is the anchor too.
  // ... or the venue it is compared with: "is the other one better than eng bee tin?".
  const anchor =
    resolveName(text.replace(OTHER, ' '), pair) ??
    (whole !== text ? resolveName(whole.replace(OTHER, ' '), pair) : null) ??
    resolveOrdinal(before, pair) ??
    (pair.length === 2 && before.trim() ? resolveAttribute(before, pair) : null) ??
    focusIn(context, pair) ??
    // "is din tai fung worth the wait or is there better dim sum?" then "the other one": the one the user named before.
    (previousMessage && pair.length === 2 ? onlyOne(namedInFull(previousMessage.toLowerCase(), pair)) : undefined);
  // "en de andere in <area>?": of the listed venues in that area, the one that is not in focus.
  const list = context.alternatives.length ? context.alternatives : context.recentVenues;
  // "what's the other moderate one like?", "de andere Japanse": of the listed venues of that kind, the one not in focus.
  const kind = OTHER_KIND.exec(text);
  const word = kind ? fold(kind[1] ?? kind[2] ?? kind[3] ?? '') : '';
  if (word && !/^(?:one|ones|place|spot|option|pa|lang|naman)$/.test(word)) {
    // "the other Frenchmen st one": every word of a description of several words.
    const ofKind = (v: RememberedVenue) => {
      const words = fold(`${v.name} ${v.category ?? ''} ${v.address ?? ''} ${v.priceLevel ?? ''}`).split(/\P{L}+/u);
      // "the other cheap one": a word for a price level is that level.
      return word
        .split(' ')
        .every((part) =>
          words.some((w) => w === part || w === PRICE_WORDS[part] || (part.length > 2 && w.startsWith(part.replace(/e$/, '')))),
        );
    };
    // "... besides the Spotted Cat": a venue set apart by name is not the other one.
    const besides = BESIDES.exec(text);
    const apart = besides ? resolveName(besides[1], list) : null;
    const sameKind = list.filter((v) => v.placeId !== context.focus?.placeId && v.placeId !== apart?.placeId && ofKind(v));
    if (sameKind.length === 1) return venue(sameKind[0], 'other');
    // "the other hackney one, is it smaller than broadway?": of two that fit, the one the message names is not the other one.
    if (sameKind.length === 2) {
      // ... named in what it is compared with too, which the pick leaves out.
      const named = resolveName(whole.replace(OTHER_KIND, ' '), sameKind);
      if (named?.how === 'name')
        return venue(
          sameKind.find((v) => v.placeId !== named.placeId)!,
          'other',
        );
    }
    // "and the other ramen spot?" after a search for bars: the kind is of an earlier list; of two there, the one not in focus.
    // A word that is no kind of any venue ("wanneer gaat de andere open?") narrows nothing.
    if (!sameKind.length) {
      const earlier = knownVenues(context).filter((v) => !list.some((l) => l.placeId === v.placeId) && ofKind(v));
      const rest = earlier.filter((v) => v.placeId !== context.focus?.placeId);
      if (earlier.length) return rest.length === 1 ? venue(rest[0], 'other') : null;
    }
  }
  const there = IN_PLACE.test(text) ? narrowedByPlace(text, list) : list;
  if (context.focus && there.length < list.length) {
    const rest = there.filter((v) => v.placeId !== context.focus!.placeId);
    if (rest.length === 1 && rest.length < there.length) return venue(rest[0], 'other');
  }
  // "Marina Bay Sands or Pan Pacific?" then "Pan Pacific is the easier pick" then "and the other one?": the other of the two the
  // user weighed, once one of them is in focus.
  if (list.length > 2 && previousMessage) {
    const weighed = weighedPair(previousMessage, list);
    // ... the one in focus, or the one the reply named ("Pan Pacific is usually the easier pick").
    const reply = weighed ? (lastReply?.() ?? '') : '';
    // ... a venue the reply names by one word of it too ("Orinoco stays open until about 3am").
    const mentioned = weighed ? mentionsIn(reply, weighed) : [];
    const inReply =
      weighed?.filter(
        (v) =>
          namedInFull(reply.toLowerCase(), [v]).length > 0 ||
          findNameFragment(reply, v.name) !== null ||
          findNameWord(reply, v.name) !== null ||
          mentioned.some((m) => m.v === v),
      ) ?? [];
    // ... or, when the reply names both ("Tompkins stays open until 4am; Avenue A closes at 2am"), the one it answers with first.
    const byMention = (a: RememberedVenue, b: RememberedVenue) => namedAt(reply, a, mentioned) - namedAt(reply, b, mentioned);
    const firstNamed = inReply.length === 2 ? [...inReply].sort(byMention)[0] : undefined;
    // A focus the user set comes first; one the reply set is only as good as the reply's own order.
    const focusWeighed = weighed?.find((v) => v.placeId === context.focus?.placeId);
    const chosen =
      (context.focus?.via === 'reply' ? undefined : focusWeighed) ?? (inReply.length === 1 ? inReply[0] : firstNamed) ?? focusWeighed;
    if (weighed && chosen)
      return venue(
        weighed.find((v) => v.placeId !== chosen.placeId)!,
        'other',
      );
  }
  // "ok let's do the other one then" after "... if you'd rather keep it relaxed, Dooky Chase's is the other classic": of a longer
  // list, the one venue besides the one in focus that the last reply named.
  // "we already went to Bar del Pla, so the other one" after a reply that offered Bar del Pla or Bar Celta: the venue the
  // user rules out by name is no candidate either, with a venue in focus or without.
  const namedBeside = list.length > 2 && lastReply ? resolveName(text.replace(OTHER, ' '), list) : null;
  const ruledOut = namedBeside?.how === 'name' ? namedBeside : null;
  if ((context.focus || ruledOut) && list.length > 2 && lastReply) {
    const reply = lastReply() ?? '';
    const named = list.filter((v) => namedInFull(reply.toLowerCase(), [v]).length > 0 || findNameFragment(reply, v.name) !== null);
    // Such a reply may name a venue by one word of its name ("Netong's o Ted's Oldtimer").
    const mentioned = ruledOut ? saidAbout(reply, list) : null;
    const offered = mentioned ? list.filter((v) => named.includes(v) || mentioned.has(v.placeId)) : named;
    // A focus the reply set ("your best bets are Orinoco or El Tizoncito") is one of the offered pair, not the venue left behind.
    const leftBehind = ruledOut && context.focus?.via === 'reply' ? undefined : context.focus?.placeId;
    const others = offered.filter((v) => v.placeId !== leftBehind && v.placeId !== ruledOut?.placeId);
    if (others.length === 1) return venue(others[0], 'other');
    // "It's very good, but the queues are long. Wee Nam Kee is a solid alternative." then "ok the other one": the one venue
    // the reply brought up (and so put in focus) is the other one to the venue the user had asked about.
    if (!others.length && named.length === 1 && context.focus?.via === 'reply') return venue(named[0], 'other');
    // "we did bodega de la ardosa last trip, so the other one?" a few turns after the reply that weighed it with one other.
    const weighedIn = ruledOut && listReply ? listReply() : undefined;
    if (weighedIn && weighedIn !== reply) {
      const pairTold = [...saidAbout(weighedIn, list).keys()];
      const otherTold = pairTold.find((id) => id !== ruledOut!.placeId);
      if (pairTold.length === 2 && pairTold.includes(ruledOut!.placeId))
        return venue(
          list.find((v) => v.placeId === otherTold)!,
          'other',
        );
    }
  }
  // "the Roma Norte one?" ... "what about the cheapest one?" ... "too far out. let's book the other one then": of a longer list,
  // the venue the user looked at before the one in focus.
  const pairLooked = list.length > 2 ? focusedPair(context, list) : null;
  if (pairLooked && !ruledOut) return venue(pairLooked[0], 'other');
  if (!anchor || pair.length !== 2 || !pair.some((v) => v.placeId === anchor.placeId)) return null;
  return venue(
    pair.find((v) => v.placeId !== anchor.placeId)!,
    'other',
  );
}
