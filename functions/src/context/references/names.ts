// A venue picked by its name: typed whole, in part, with a slip, by a short form, its street or a word said to be in it.
import type { RememberedVenue } from '../conversation-context';
import { findGazetteerNames, isKnownPlace, PLACE_NAMES } from '../gazetteer';
import { inEnglish, listedEndings, listedFirstPart } from '../translations';
import { shortFormTyped } from '../venue-short-forms';
import {
  findJoinedName,
  findNameFragment,
  findSplitName,
  findNameWord,
  findSlippedNameWord,
  findSlippedRun,
  GENERIC_NAME_WORDS,
  ownName,
  streetOf,
} from '../venue-names';
import { ADJECTIVE_STEMS } from './attributes';
import { LOOKS_FURTHER } from './categories';
import { containsWhole, escape, fold } from './folding';
import { type VenueResolution, venue } from './resolution';
import { cachedRegExp } from '../text/cached-reg-exp';

/** "die frituur met Brugge in de naam", "the dumpling place with a city in its name", "yung may Manila sa pangalan": a venue
 * picked by a word said to be in its name, of all still known; "die volendamse kraam", "de Brugse": by a town's adjective
 * that a word of its name starts with ("Volendammer Viskraam", "Brugse Herberg"), in the latest list. */
export const IN_THE_NAME = new RegExp(
  [
    String.raw`\b(?:met|with)\s+(?:(?:de|het|the|an?`,
    String.raw`|een)\s+)?([\p{L}'’-]{3,}(?:\s+[\p{L}'’-]{3,})?)\s+in\s+(?:de|the|its|their|hun|zijn`,
    String.raw`|haar|'t)\s+(?:naam|name)\b|\bmay\s+([\p{L}'’-]{3,})\s+sa\s+pangalan\b`,
  ].join(''),
  'iu',
);
export const TOWN_ADJECTIVE = /(?:^|[^\p{L}'’])(?:de|die|het|dat|den|yung)\s+(\p{L}{4,}?)(?:sche|se)(?!\p{L})/iu;
/** Quotes around a word ("die met 'Café' in de naam", "yung may “Laksa” sa pangalan"), not an apostrophe inside one. */
const QUOTES_AROUND = /(^|\P{L})['‘’"“”]+|['‘’"“”]+(?=\P{L}|$)/gu;

export function namedByPart(text: string, list: readonly RememberedVenue[], known: readonly RememberedVenue[]): VenueResolution | null {
  const inName = IN_THE_NAME.exec(text.replace(QUOTES_AROUND, '$1'));
  if (inName) {
    const word = fold(inName[1] ?? inName[2]);
    const anyTown = /^(?:city|town|stad|place|plaats|lungsod)$/.test(word);
    const townInName = (v: RememberedVenue) => nameWordsOf(v.name).some((w) => w.length >= 4 && isKnownPlace(w));
    let hits = known.filter((v) => (anyTown ? townInName(v) : containsWhole(fold(v.name), word)));
    // "the dumpling place with a city in its name": the kind said before narrows it.
    const kind = cachedRegExp(
      [String.raw`(\p{L}{4,})\s+(?:place|spot|one|tent|zaak|kraam|plek|restaurant)?\s*(?:met|with)\s+\S+(?:\s+\S+)?\s+in\s`].join(''),
      'iu',
    ).exec(text)?.[1];
    if (hits.length > 1 && kind) hits = hits.filter((v) => fold(`${v.name} ${v.category ?? ''}`).includes(fold(kind).replace(/s$/, '')));
    if (hits.length === 1) return venue(hits[0], 'name');
  }
  const adjective = TOWN_ADJECTIVE.exec(text)?.[1];
  if (adjective && !ADJECTIVE_STEMS[`${adjective.toLowerCase()}se`]) {
    const stem = fold(adjective);
    const hits = list.filter((v) => nameWordsOf(v.name).some((w) => w.startsWith(stem) && w.length > stem.length));
    if (hits.length === 1) return venue(hits[0], 'name');
  }
  return null;
}

// Several rules ask this of the same message and venue list in one turn: the last answer per list is kept.
const lastNamedInFull = new WeakMap<readonly RememberedVenue[], { lower: string; named: readonly RememberedVenue[] }>();
/** The listed venues whose whole name the text holds, any case. */
export function namedInFull(lower: string, venues: readonly RememberedVenue[]): readonly RememberedVenue[] {
  const kept = lastNamedInFull.get(venues);
  if (kept?.lower === lower) return kept.named;
  const named = venuesNamedInFull(lower, venues);
  lastNamedInFull.set(venues, { lower, named });
  return named;
}
function venuesNamedInFull(lower: string, venues: readonly RememberedVenue[]): RememberedVenue[] {
  // "leaf and pearl", "leaf n pearl" for "Leaf & Pearl".
  const ampersand = (text: string) => text.replace(/\s+(?:&|and|n|en|at|'n'?)\s+/g, ' & ');
  // "what about evora" for "Évora": accents are often left out.
  const bare = fold(lower);
  const typed = ampersand(bare);
  return venues.filter(
    (v) =>
      v.name.length >= 3 &&
      (containsWhole(bare, fold(v.name)) ||
        (v.name.includes('&') && containsWhole(typed, ampersand(fold(v.name)))) ||
        findSplitName(lower, v.name) !== null),
  );
}

/** "in bairro alto", "the one in belem": a name after a locative says where, not which;
 * ... and so is one set against it: "in bairro alto not alfama", "in de jordaan of de pijp". */
export const LOCATIVE_BEFORE_NAME = new RegExp(
  [
    String.raw`\b(?:in|at|on|near|around|sa|nasa|bij|op|aan|rond)\s+(?:the\s+`,
    String.raw`|de\s+|het\s+)?(?:[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s*,?\s+(?:or`,
    String.raw`|not|niet|of|hindi|o)\s+(?:the\s+|de\s+|het\s+|sa\s+|in\s+)?)?$`,
  ].join(''),
  'iu',
);
export function placedOnly(lower: string, v: RememberedVenue): boolean {
  const bare = fold(lower);
  const name = fold(v.name);
  let seen = false;
  for (let at = bare.indexOf(name); at >= 0; at = bare.indexOf(name, at + 1)) {
    if (/[\p{L}\p{N}]/u.test(bare[at - 1] ?? ' ') || /[\p{L}\p{N}]/u.test(bare[at + name.length] ?? ' ')) continue;
    if (!LOCATIVE_BEFORE_NAME.test(bare.slice(0, at))) return false;
    seen = true;
  }
  return seen;
}
export function fullName(
  text: string,
  venues: readonly RememberedVenue[],
  latest: readonly RememberedVenue[] = [],
): VenueResolution | null {
  const lower = text.toLowerCase();
  const full = namedInFull(lower, venues);
  // "the one in belem" after a list of bakeries: an earlier listed area named as where is no pick; the latest list decides.
  if (full.length === 1 && latest.length && !latest.includes(full[0]) && placedOnly(lower, full[0])) return null;
  // "tasca do chico is in bairro alto not alfama right?": of several names, the ones only said as where drop out.
  if (full.length > 1) {
    const picked = full.filter((v) => !placedOnly(lower, v));
    if (picked.length === 1) return venue(picked[0], 'name');
  }
  if (full.length === 1) return venue(full[0], 'name');
  // "Chez Léon heb ik al gehad. Wat vind je van Le Zinneke?": of two names, the one the last sentence asks about.
  const last = lower.split(/[.!]\s+/).at(-1) ?? '';
  const asked = full.filter((v) => containsWhole(fold(last), fold(v.name)));
  if (full.length > 1 && asked.length === 1) return venue(asked[0], 'name');
  // ... or, typed without full stops, the one a question opens on: "wat vind je van le zinneke", "what about kiji".
  const opened = full.filter((v) =>
    cachedRegExp(
      [
        `\\b(?:what about|how about|what do you think of|wat vind je van|wat denk je van|en wat met|kumusta (?:ang`,
        `|yung))\\s+${escape(fold(v.name))}(?![\\p{L}])`,
      ].join(''),
      'u',
    ).test(fold(lower)),
  );
  return full.length > 1 && opened.length === 1 ? venue(opened[0], 'name') : null;
}

export const SHORT_NAME =
  /^\s*(?:(?:and|en|at|e|tapos|what about|how about)\s+)?(?:the|de|het|'t|yung|ang)\s+(\p{L}{5,})\s*(?:[?!.]+\s*)?$/iu;
/** Names recur on every turn of a conversation: their words are kept (bounded, cleared whole when full). Callers only read them. */
const wordsByName = new Map<string, readonly string[]>();
export function nameWordsOf(name: string): readonly string[] {
  let words = wordsByName.get(name);
  if (words === undefined) {
    words = fold(name)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    if (wordsByName.size >= 2000) wordsByName.clear();
    wordsByName.set(name, words);
  }
  return words;
}
/** The capitalised words of a name that may name it alone ("Gibsons", "Yamazato"): no generic word, no place. Kept per name. */
const capitalisedByName = new Map<string, readonly string[]>();
function distinctiveCapitalised(name: string): readonly string[] {
  let words = capitalisedByName.get(name);
  if (words === undefined) {
    words = name
      .split(/[^\p{L}\p{N}'’]+/u)
      .filter((w) => w.length >= 4 && /^\p{Lu}/u.test(w) && !GENERIC_NAME_WORDS.has(w.toLowerCase()) && !PLACE_NAMES.has(w.toLowerCase()));
    if (capitalisedByName.size >= 2000) capitalisedByName.clear();
    capitalisedByName.set(name, words);
  }
  return words;
}
/** "Japanese or Korean sana", "Italiaans of Frans": a name word said as one of two kinds to choose from, the other no word of a
 * listed name, asks for that kind ("Korean" of "Sariwon Korean Barbecue" is no pick there; "Mamou or Sariwon?" still is). */
function oneOfKinds(text: string, word: string, venues: readonly RememberedVenue[]): boolean {
  const escaped = escape(word);
  const other = cachedRegExp(
    String.raw`(?<!\p{L})(\p{L}{3,})\s+(?:or|o|of)\s+${escaped}(?!\p{L})|(?<!\p{L})${escaped}\s+(?:or|o|of)\s+(\p{L}{3,})`,
    'u',
  ).exec(text);
  const alternative = (other?.[1] ?? other?.[2])?.toLowerCase();
  return alternative !== undefined && !venues.some((v) => v.name.toLowerCase().includes(alternative));
}
export function resolveName(text: string, venues: readonly RememberedVenue[], newSearch = false): VenueResolution | null {
  const lower = text.toLowerCase();
  const full = namedInFull(lower, venues);
  if (full.length === 1) return venue(full[0], 'name');
  if (full.length > 1) return null;
  // A distinctive capitalised word of a name ("Gibsons", "Yamazato") also names it.
  const hits = venues.filter(
    (v) =>
      distinctiveCapitalised(v.name)
        // ... but not inside a known place typed whole ("terug in Den Haag" names no "Kunstmuseum Den Haag").
        .some(
          (w) =>
            (text.includes(w) &&
              ownsCapitalisedRun(text, w, v.name) &&
              !whereInSearch(text, text.indexOf(w), newSearch) &&
              !inKnownPlace(text, w) &&
              !oneOfKinds(text, w, venues)) ||
            possessiveTyped(lower, w),
        ) ||
      // "Lou's it is" for "Lou Malnati's": the first word of a name made possessive is what people call it.
      firstWordPossessive(lower, v.name),
  );
  if (hits.length === 1) return venue(hits[0], 'name');
  // Part of a name in any case: "Hotel New York, moet je daar reserveren?", "eh yung la paz, malayo ba?".
  const parts = venues.filter((v) => {
    const part = findNameFragment(text, v.name, true);
    return part !== null && !whereInSearch(text, part.index, newSearch);
  });
  if (parts.length) return parts.length === 1 ? venue(parts[0], 'name') : null;
  // One word of a name, in any case, where a name goes: "crosta, may delivery?", "what about kuroda".
  const words = venues.filter((v) => {
    const word = findNameWord(text, v.name);
    return word !== null && !whereInSearch(text, word.index, newSearch);
  });
  if (words.length) return words.length === 1 ? venue(words[0], 'name') : null;
  // Words of a name typed as one: "is tiantian worth the queue?" for "Tian Tian Chicken Rice", "bluebottle" for "Blue Bottle".
  const joined = venues.filter((v) => findJoinedName(text, v.name) !== null);
  if (joined.length === 1) return venue(joined[0], 'name');
  // A name word typed with one slip, where a name goes: "mendokorro open now?", "what about ipudo", "casa lucia".
  const slipped = venues.filter((v) => findSlippedNameWord(text, v.name));
  if (slipped.length === 1) return venue(slipped[0], 'name');
  // ... or several words of it, each typed right or with a slip: "shanhai dumping king".
  const slippedRuns = venues.filter((v) => findSlippedRun(text, v.name));
  if (slippedRuns.length === 1) return venue(slippedRuns[0], 'name');
  // A long name word typed short after an article, alone: "and the rijks?" for the Rijksmuseum, "en het stedelijk?".
  const short = SHORT_NAME.exec(text);
  if (short) {
    const typed = fold(short[1]);
    const starts = venues.filter((v) =>
      nameWordsOf(ownName(v.name)).some((w) => w.length >= typed.length + 2 && w.startsWith(typed) && !GENERIC_NAME_WORDS.has(w)),
    );
    if (starts.length === 1) return venue(starts[0], 'name');
  }
  // A Dutch compound name said in English words: "the rubens house" for the Rubenshuis, "the flower market" for Bloemenmarkt.
  let typedWords: Set<string> | undefined;
  const saidInEnglish = venues.filter((v) =>
    nameWordsOf(ownName(v.name)).some((w) => {
      const endings = listedEndings(w);
      if (!endings.length) return false;
      typedWords ??= new Set(
        fold(text)
          .split(/\P{L}+/u)
          .filter((t) => t.length >= 3),
      );
      if (typedWords.has(w)) return false;
      // The longest first part that is a listed word or typed ("rubens"), with what the listed ending says typed too ("house").
      const parts = endings.find(([first]) => listedFirstPart(first) || (first.length >= 4 && typedWords!.has(first)));
      return (
        parts !== undefined &&
        parts.every((part) => typedWords!.has(part) || inEnglish(part, true).some((said) => typedWords!.has(said))) &&
        inEnglish(parts[1], true).some((said) => typedWords!.has(said))
      );
    }),
  );
  if (saidInEnglish.length === 1) return venue(saidInEnglish[0], 'name');
  // A short form of a name: "is het smak open op maandag?" for S.M.A.K., "the MAS", "the v&a" for the Victoria and Albert Museum.
  const shortForms = venues.filter((v) => shortFormTyped(text, v.name));
  if (shortForms.length === 1) return venue(shortForms[0], 'name');
  // Its street, typed whole in any case: "ok what about rue de bretagne".
  const folded = fold(text);
  const onStreet = venues.filter((v) => {
    const street = streetOf(v.address);
    // ... where a pick goes, not where the user stands ("we are at Plaza Mayor now").
    return (
      street !== null &&
      folded.includes(fold(street)) &&
      cachedRegExp(
        [
          `(?:^|\\b(?:what about|how about|and|en|e|eh|yung sa|yung nasa|the one on|on|op|aan|die op|die aan)\\s+)(?:the\\s+`,
          `|de\\s+)?${escape(fold(street))}(?![\\p{L}])`,
        ].join(''),
        'u',
      ).test(folded.replace(/^\s*(?:ok|okay|so|oh|sige|oke)[,!]?\s+/, ''))
    );
  });
  return onStreet.length === 1 ? venue(onStreet[0], 'attribute') : null;
}

/** "is tian tian chicken rice at maxwell?", "may live music ba sa angkla?": a yes-or-no question asks of the venue, searching nothing. */
export const YES_NO_QUESTION = new RegExp(
  [
    String.raw`^\s*(?:(?:ok|okay|and|so|pero|eh|e|tapos|en|btw)[,!]?\s+)*(?:is|are|was|does|do|did|can|could|heeft|hebben|zit|ligt|kan|kun`,
    String.raw`|may|meron|mayroon)\b`,
  ].join(''),
  'i',
);
/** "may iba pa bang kainan sa Session Road?", "saan masarap na kinilaw sa lanang?": in a search for more or a new search, a
 * name after "sa/in" says where, not which. */
export function whereInSearch(text: string, at: number, newSearch = false): boolean {
  // Case-sensitive for the capitals (with the i flag \p{Lu} matches any letter); the prepositions in either case.
  return (
    ((newSearch && !YES_NO_QUESTION.test(text)) || LOOKS_FURTHER.test(text)) &&
    cachedRegExp(
      [
        String.raw`\b(?:[Ss]a|[Ii]n|[Nn]ear|[Aa]round|[Bb]ij|[Oo]p|[Aa]t|[Aa]long)\s+(?:[Tt]he\s+|[Dd]e\s+)?(?:\p{Lu}[\p{L}'’-]*\s+)*$`,
      ].join(''),
      'u',
    ).test(text.slice(0, at))
  );
}

export function firstWordPossessive(lower: string, name: string): boolean {
  const first = /^\p{Lu}\p{L}{2,}(?=\s)/u.exec(name)?.[0].toLowerCase();
  if (!first || GENERIC_NAME_WORDS.has(first) || PLACE_NAMES.has(first)) return false;
  if (!lower.includes(`${first}'s`) && !lower.includes(`${first}’s`)) return false;
  return cachedRegExp(`(?<![\\p{L}])${escape(first)}['’]s(?![\\p{L}])`, 'u').test(lower);
}

export function inKnownPlace(text: string, word: string): boolean {
  const at = text.indexOf(word);
  const before = /(?:\p{Lu}[\p{L}'’]*\s+)*$/u.exec(text.slice(0, at))![0];
  const after = /^(?:\s+\p{Lu}[\p{L}'’]*)*/u.exec(text.slice(at + word.length))![0];
  const run = `${before}${word}${after}`.trim();
  return (
    run !== word && findGazetteerNames(run).some(({ raw }) => raw.length === run.length || raw.toLowerCase().includes(word.toLowerCase()))
  );
}

/** A possessive name word ("Loretta's") is a name in any case: "loretta's is the one in the marigny". */
export function possessiveTyped(lower: string, word: string): boolean {
  if (!/['’]s$/.test(word)) return false;
  const stem = word.toLowerCase().slice(0, -2);
  return cachedRegExp(`(?<![\\p{L}])${escape(stem)}['’]s(?![\\p{L}])`, 'u').test(lower);
}

/** The capitalised words around `word` in the text belong to `name` too: "Casa Botín" is not "Casa Lima". */
export function ownsCapitalisedRun(text: string, word: string, name: string): boolean {
  const match = cachedRegExp(`(?<![\\p{L}])${escape(word)}(?![\\p{L}])`, 'u').exec(text);
  if (!match) return false;
  const lowerName = name.toLowerCase();
  const after = /^(?:\s+\p{Lu}[\p{L}'’]*)*/u
    .exec(text.slice(match.index + word.length))![0]
    .split(/\s+/)
    .filter(Boolean);
  const beforeText = text.slice(0, match.index);
  const run = /(?:\p{Lu}[\p{L}'’]*\s+)*$/u.exec(beforeText)!;
  const before = run[0].split(/\s+/).filter(Boolean);
  // A capitalised word that opens the sentence is capitalised for that reason alone.
  const checked = /(?:^|[.!?:]\s*)$/.test(beforeText.slice(0, run.index)) ? before.slice(1) : before;
  return [...checked, ...after].every((part) => lowerName.includes(part.toLowerCase()));
}
