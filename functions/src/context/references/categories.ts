// A venue picked by its kind after an article: "the museum", "de dierentuin", "yung kainan", "pizza one".
import type { RememberedVenue } from '../conversation-context';
import { oneSlipApart } from '../gazetteer';
import { describedBy } from '../translations';
import { ownName } from '../venue-names';
import { escape, fold } from './folding';
import { fullName, resolveName } from './names';
import { ATTRIBUTE_SYNONYMS, LANDMARK_WORDS, bestMatch, phraseWords, sameStem } from './phrase-match';
import { saidAbout } from './reply-mentions';
import { type VenueResolution, venue } from './resolution';
import { cachedRegExp } from '../text/cached-reg-exp';

/** "the restaurant one", "het museum", "de dierentuin, hoe duur is die", "yung market": a kind of place after an article
 * picks the one listed venue of that kind; "Die sate padang, ..." at the start picks by the words of name and kind. */
export const CATEGORY_NOUN = new RegExp(
  [
    String.raw`(?:^|[^\p{L}'’])(the|d|'t|’t|that|this|de|den(?!\s+(?:haag`,
    String.raw`|bosch|helder|burg|dolder)\b)|het|die|dat|da|dienen|diene|'?yung`,
    String.raw`|ung|ang|iyong|(?:dun|doon|diyan|dyan)(?:\s+(?:na\s+lang|nalang|na)(?:\s+(?:kami|tayo`,
    String.raw`|ako))?)?\s+sa)\s+(\p{L}{3,20})(\s+one)?(?![\p{L}])`,
  ].join(''),
  'giu',
);
/** "pizza one 🍕 how late are they open": a kind and "one" opening the message, without an article. */
export const LEADING_ONE = /^\s*(\p{L}{3,20})(\s+(?:one|place|spot))(?![\p{L}'’])/iu;
export const LEADING_KIND = /^\s*(?:the|that|this|de|het|die|dat|'?yung|ung|ang)\s+(\p{L}+(?:\s+\p{L}+){0,2})\s*[,?]/iu;
export const KIND_SYNONYMS: Record<string, string> = {
  zoo: 'zoo dierentuin',
  dierentuin: 'zoo dierentuin',
  market: 'market markt palengke',
  markt: 'market markt palengke',
  palengke: 'market markt palengke',
  museum: 'museum museo',
  museo: 'museum museo',
  restaurant: 'restaurant resto kainan',
  kainan: 'restaurant resto kainan',
  resto: 'restaurant resto',
  beach: 'beach strand',
  strand: 'beach strand',
  park: 'park parke',
  parke: 'park parke',
  church: 'church kerk simbahan',
  kerk: 'church kerk',
  simbahan: 'church kerk simbahan',
  kapehan: 'cafe coffee',
  koffiebar: 'cafe coffee',
  koffiezaak: 'cafe coffee',
  theehuis: 'tea',
  broodjeszaak: 'sandwich broodje',
  broodjes: 'sandwich',
  snackbar: 'snack fries',
  frituur: 'fries friet',
  frietkot: 'fries friet',
  bakker: 'bakery bakkerij',
  ihawan: 'grill barbecue',
  inuman: 'bar pub',
  pizzeria: 'pizza pizzeria',
  taqueria: 'taco taqueria mexican',
  taco: 'taco taqueria mexican',
  tacos: 'taco taqueria mexican',
  platenzaak: 'record',
  platenwinkel: 'record',
  boekhandel: 'book bookstore bookshop',
  boekwinkel: 'book bookstore',
  kledingwinkel: 'clothing',
  eetcafe: 'eetcafe cafe',
  eetcafé: 'eetcafe cafe',
  kroeg: 'bar pub',
  bruin: 'brown cafe',
  ijssalon: 'ice cream gelato',
  visrestaurant: 'seafood fish',
  vlooienmarkt: 'flea market',
  rommelmarkt: 'flea market',
  brouwerij: 'brewery',
  wijnbar: 'wine bar',
  kapihan: 'cafe coffee',
  karinderya: 'carinderia eatery',
  tindahan: 'shop store',
  talon: 'waterfall falls',
  dagat: 'beach',
  bundok: 'mountain',
  bakery: 'bakery bakkerij panaderya',
  bakkerij: 'bakery bakkerij',
  panaderya: 'bakery bakkerij panaderya',
  castle: 'castle kasteel',
  kasteel: 'castle kasteel',
  bieb: 'library bibliotheek',
  bibliotheek: 'library bibliotheek',
  library: 'library bibliotheek',
  bookshop: 'bookshop bookstore books',
  bookstore: 'bookshop bookstore books',
  bnb: 'bnb b&b bed and breakfast guesthouse',
  guesthouse: 'guesthouse bnb b&b',
};
/** Nouns an article puts before anything: never a kind. Generic place words pick only with "one" ("the restaurant one"). */
export const NOT_A_KIND = new Set(
  [
    'one other others same best first last next new whole city area place spot venue hotel restaurant resto way time day night food menu ',
    'price prices buurt omgeving',
  ]
    .join('')
    .split(' '),
);
export const LOOKS_FURTHER = new RegExp(
  [
    String.raw`\b(?:find|search|look(?:ing)? for|any|another|other|more|else|recommend|suggest|zoek|andere|nog een|meer|hanap|iba`,
    String.raw`|pa(?:ng)? ibang)\b`,
  ].join(''),
  'i',
);
export function resolveCategory(
  text: string,
  list: readonly RememberedVenue[],
  newSearch: boolean,
  listReply?: () => string | undefined,
): VenueResolution | null {
  if (list.length < 2) return null;
  // "De B&B dan?": the ampersand word as one.
  text = text.replace(/(?<!\p{L})b\s?&\s?b(?!\p{L})/giu, 'bnb');
  // "yung pang-science": Tagalog "pang-" (the one for) before the kind.
  text = text.replace(/(?<=(?:^|[^\p{L}])(?:yung|ung|ang|'yung)\s+)pang-(?=\p{L}{4})/giu, '');
  // "the beach bar" among beach clubs: a kind of two words or more, said whole after an article, is that venue's.
  const folded = fold(text);
  const wholeKind = list.filter(
    (v) =>
      v.category?.includes(' ') &&
      folded.includes(fold(v.category)) &&
      cachedRegExp(
        [`(?:^|[^\\p{L}])(?:the|that|this|yung|ang|de|die|het|dat)\\s+${escape(fold(v.category))}(?![\\p{L}])`].join(''),
        'u',
      ).test(folded),
  );
  if (wholeKind.length === 1) return venue(wholeKind[0], 'attribute');
  const leadingOne = LEADING_ONE.exec(text);
  const nouns = [...text.matchAll(CATEGORY_NOUN)].map((m) => ({
    article: m[1].toLowerCase(),
    noun: m[2].toLowerCase(),
    one: m[3],
    before: text.slice(0, m.index + m[0].indexOf(m[1])),
    after: text.slice(m.index + m[0].length),
  }));
  if (leadingOne)
    nouns.push({ article: '', noun: leadingOne[1].toLowerCase(), one: leadingOne[2], before: '', after: text.slice(leadingOne[0].length) });
  for (const { article, noun, one, before, after } of nouns) {
    if (NOT_A_KIND.has(noun) && !(one && /^(?:restaurant|resto|hotel|cafe|café|bar)$/.test(noun))) continue;
    // "how long is the tour at that place?": a thing of the venue pointed at, not a kind of venue.
    if (
      cachedRegExp(
        [`\\b${escape(noun)}\\s+(?:at|in|of|from|sa|van|bij|op)\\s+(?:that|this|it|there|die|dat|daar|yun|yan|dun)\\b`].join(''),
        'i',
      ).test(text)
    )
      continue;
    if (newSearch && !one && LOOKS_FURTHER.test(text)) continue;
    // Tagalog "ang" also marks a noun in general ("mahal ba ang durian dito?"): after it the kind must be the category's.
    const general = article === 'ang';
    // "dat bistrootje", "die cafeetjes": a Dutch diminutive is its kind.
    const small = /^(\p{L}{3,}?)(?:etje|tje|pje|kje|je)s?$/u.exec(noun)?.[1]?.replace(/([aeiou])\1$/u, '$1');
    // ... and the words for a landmark in another language ("de toren" for Torre de Belém, "dat eetstraatje" for a food alley).
    const stem = small && small.length >= 4 ? small : undefined;
    // ... only when the word and its usual kinds fit none ("de kerk" is the church before it is any cathedral).
    const usual = [...new Set([noun, ...(KIND_SYNONYMS[noun] ?? '').split(' ').filter(Boolean), ...(stem ? [stem] : [])])];
    const fitsAny = (k: string) => {
      const kind = cachedRegExp(`(?<![\\p{L}])${escape(k)}`, 'u');
      return list.some((v) => kind.test(fold(`${v.category ?? ''} ${ownName(v.name)}`)));
    };
    const kinds = usual.some(fitsAny)
      ? usual
      : [...new Set([...usual, ...[noun, stem].flatMap((w) => (w && LANDMARK_WORDS.has(w) ? ATTRIBUTE_SYNONYMS[w].split(' ') : []))])];
    // Each kind's two patterns are built once per message and noun, not once per venue.
    const patterns = kinds.map((k) => ({
      category: cachedRegExp(`(?<![\\p{L}])${escape(k)}|${k.length >= 5 ? `\\p{L}{3,}${escape(k)}(?![\\p{L}])` : '(?!)'}`, 'u'),
      name:
        !general && k.length >= 3
          ? cachedRegExp(
              [`(?<![\\p{L}])${escape(k)}(?![\\p{L}])|${escape(k)}$${k.length >= 6 ? `|\\p{L}{3,}${escape(k)}(?![\\p{L}])` : ''}`].join(''),
              'u',
            )
          : null,
    }));
    // "het festival" for a "muziekfestival": a Dutch compound ends in its kind.
    const fits = (i: number, v: RememberedVenue) =>
      patterns[i].category.test(fold(v.category ?? '')) || (patterns[i].name?.test(fold(ownName(v.name))) ?? false);
    // "yung kainan" with "Kabayan Kainan" and "Max's Restaurant" listed: the word itself before what it also goes by.
    if (kinds.length > 1) {
      const exact = list.filter((v) => fits(0, v));
      if (exact.length === 1) return venue(exact[0], 'attribute');
    }
    const hits = list.filter((v) => kinds.some((k, i) => fits(i, v)));
    if (hits.length === 1) return venue(hits[0], 'attribute');
    // "die jazzkroeg" for a "jazzcafé": a Dutch compound whose head is a kind of bar or shop is picked by what comes before it.
    const head = !hits.length
      ? cachedRegExp(
          [
            String.raw`^(\p{L}{3,})(?:kroeg|café|cafe|cafeetje|bar|barretje|zaak|zaakje|tent|tentje|huis|huisje|winkel|winkeltje|kraam`,
            String.raw`|kraampje|kot|kotje|restaurant|restaurantje|museum|markt|tuin|kerk|park|strand`,
            String.raw`|concert|festival|voorstelling|show|tour`,
            String.raw`|rondleiding)$`,
          ].join(''),
          'u',
        ).exec(noun)
      : null;
    if (head) {
      // ... or by what that stem goes by ("pizzatentje" for a "pizzeria").
      const stems = [head[1], ...(ATTRIBUTE_SYNONYMS[head[1]] ?? '').split(' ').filter(Boolean)];
      const byStem = list.filter((v) => stems.some((stem) => fold(`${v.category ?? ''} ${v.name}`).includes(stem)));
      if (byStem.length === 1) return venue(byStem[0], 'attribute');
    }
    // "yung musuem": a kind typed with one slip (a swap, a missing or extra letter) still names it.
    if (!hits.length && noun.length >= 5 && !NOT_A_KIND.has(noun)) {
      const near = list.filter((v) =>
        fold(`${v.category ?? ''} ${v.name}`)
          .split(/\P{L}+/u)
          .some((w) => oneSlipApart(noun, w)),
      );
      if (near.length === 1) return venue(near[0], 'attribute');
    }
    // "de bloemenmarkt" for the Flower Market, "de nachtsafari" for Night Safari, "het filosofenpad" for Philosopher's Path:
    // a word of the user's language, or a compound of such words, said by the list in English; the venue that holds most of its parts.
    // ... not a thing of the place pointed at ("hoe warm is het zeewater daar?") nor where one goes ("naar de markthal",
    // "een restaurantje aan het water"), which the article alone does not point with.
    const ofPlace =
      /^\s+(?:daar|there|dun|doon|diyan|dyan)\b/i.test(after) ||
      (/^(?:the|de|het|'t|’t)$/.test(article) &&
        /\b(?:naar|aan|bij|near|by|to|in|op|langs|around)\s+$/i.test(before) &&
        !/\b(?:die|dat|the one|that one|yung|ung)\s+\S+\s+$/i.test(before));
    if (!hits.length && noun.length >= 4 && !NOT_A_KIND.has(noun) && !ofPlace) {
      const said = describedInEnglish(noun, list);
      if (said) return venue(said, 'attribute');
    }
  }
  const leading = LEADING_KIND.exec(text);
  if (leading && !newSearch) {
    const words = phraseWords(leading[1]);
    const scored = list.map((v) => ({
      v,
      n: words.filter((w) =>
        fold(`${v.name} ${v.category ?? ''}`)
          .split(/[^\p{L}\p{N}]+/u)
          .includes(w),
      ).length,
    }));
    const best = Math.max(...scored.map((x) => x.n));
    const winners = scored.filter((x) => x.n === best);
    if (best >= 2 && winners.length === 1) return venue(winners[0].v, 'attribute');
    // "yung bike tour, ..." when the list has no categories: what the listing reply said of each ("tour gamit ang bamboo bike").
    const reply = words.length >= 1 && best < 2 ? listReply?.() : undefined;
    const said = reply ? saidAbout(reply, list) : null;
    if (said) {
      const told = list.map((v) => ({
        v,
        n: words.filter((w) =>
          fold(said.get(v.placeId) ?? '')
            .split(/[^\p{L}\p{N}]+/u)
            .includes(w),
        ).length,
      }));
      const most = Math.max(...told.map((x) => x.n));
      const top = told.filter((x) => x.n === most);
      if (most === words.length && top.length === 1) return venue(top[0].v, 'attribute');
    }
  }
  return null;
}

/** The one venue whose name and category hold the most parts of a Dutch or Tagalog word, each part as typed or in English
 * ("chocolademuseum" is chocolade, chocolate ... + museum); a part matches a word whole or by its stem ("chocolade",
 * "chocolate"). At least one part must say something the kind alone does not, and a tie is no answer. */
export function describedInEnglish(noun: string, list: readonly RememberedVenue[]): RememberedVenue | null {
  const wordsOf = list.map(venueWords);
  const groups = describedBy(noun, (part) => part.length >= 4 && wordsOf.some((words) => words.includes(part)));
  if (groups.length === 1 && groups[0].length === 1) return null;
  const scored = list.map((v, i) => {
    const words = wordsOf[i];
    // A stem shared by words of about the same length ("chocolade", "chocolate"), not a word inside a longer one ("watersport").
    const cognate = (said: string, w: string) =>
      said.length >= 5 && sameStem(said, w) && !(w.startsWith(said) && w.length > said.length + 2);
    return { v, score: groups.filter((group) => group.some((said) => words.some((w) => w === said || cognate(said, w)))).length };
  });
  const best = Math.max(...scored.map((x) => x.score));
  const winners = scored.filter((x) => x.score === best);
  return best > 0 && winners.length === 1 ? winners[0].v : null;
}
export const venueWords = (v: RememberedVenue) =>
  fold(`${v.name} ${v.category ?? ''}`)
    .split(/\P{L}+/u)
    .filter(Boolean);

export function leadingOne(text: string, list: readonly RememberedVenue[]): VenueResolution | null {
  const word = LEADING_ONE.exec(text)?.[1];
  return word ? bestMatch(list, phraseWords(word)) : null;
}

/** "thai sounds good. cards ok there?", "onigiri place sounds right", "basic-fit is fine, open on weekends too?", "the bookshop one
 * sounds nice": a name or a kind the user settles on, opening the message, picks that venue. */
export const SETTLES_KIND = new RegExp(
  [
    String.raw`^\s*(?:ok(?:ay)?[,!]?\s+|oh[,!]?\s+|hmm+[,!]?\s+|ah[,!]?\s+)?(?:the\s+)?([\p{L}&'’ -]{3,30}?)\s+(?:one\s+|place\s+`,
    String.raw`|spot\s+)?(?:sounds|looks|seems|is)\s+(?:really\s+|so\s+)?(?:good|great|nice|right|fine|perfect|ok|okay|lovely|fun`,
    String.raw`|interesting|cool|best)\b`,
  ].join(''),
  'iu',
);
export function settledOn(
  text: string,
  list: readonly RememberedVenue[],
  known: readonly RememberedVenue[],
  current: readonly RememberedVenue[],
): VenueResolution | null {
  const said = SETTLES_KIND.exec(text)?.[1];
  if (!said || /^(?:that|this|it|which|what|everything|all|both|dat|die|het|yun|yan)\b/i.test(said) || list.length < 2) return null;
  return fullName(said, known, list) ?? resolveName(said, current) ?? bestMatch(list, phraseWords(said));
}
