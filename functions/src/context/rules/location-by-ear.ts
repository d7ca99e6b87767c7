// Issue 17 (wave bc, messages dictated to the phone): a place spelled by ear after a where-word ("we just got out at shibooya
// station", "nandito ako sa grinhils", "ik ben nu in sjiboeja", "walking home to tiong barroo", "door euh hells kitchen") is
// the known name that sounds the same (text/sound-key.ts), or one letter short of it ("asaksa"). Only when the message names
// no known place, and only a name that one place alone sounds like; words that are all everyday words are never a name.
import { isKnownPlace, knownSpellings } from '../gazetteer';
import { commonWordIn } from '../lexicon/common-words';
import { NEIGHBOURHOOD_GROUPS } from '../neighbourhoods';
import { fold } from '../text/fold';
import { keysOneLetterShorter, soundKey } from '../text/sound-key';
import { isFoodQuery } from '../extract-query';
import { listKindOf } from '../references/list-kinds';
import { EVERYDAY_WORDS, NOT_A_PLACE, NOT_TYPED_PLACE } from './typed-place';
import { LANDMARK_GROUPS, WHICH_BEFORE } from './location-landmarks';
import { IS_IT_NEAR, ONE_IN } from './location-neighbourhoods';

const WHERE = /(?<!\p{L})(?:in|at|sa|nasa|bij|near|around|rond|naar|to|door|through|op|malapit sa|in de buurt van)\s+/giu;
/** Words said while thinking, and articles, between the where-word and the name. */
const FILLER = new Set([
  'uh',
  'um',
  'uhm',
  'euh',
  'eh',
  'ehm',
  'like',
  'ano',
  'yung',
  'ung',
  'the',
  'de',
  'het',
  'may',
  'mga',
  'a',
  'an',
  'een',
]);
const WORD = /^[\p{L}'’-]+/u;
/** Keys shorter than this match nothing; from MIN_SLIP on, a letter dropped still matches. */
const MIN_KEY = 4;
const MIN_SLIP = 6;
const MAX_WORDS = 3;

interface ByEar {
  exact: Map<string, string>;
  /** The keys of the names with one letter dropped. */
  shorter: Map<string, string>;
}
/** A name's letters only: "Green Hills" and "Greenhills" are one place. */
const letters = (name: string) => fold(name).replace(/[^a-z]/g, '');
/** '' marks a key two different places sound like. */
const AMBIGUOUS = '';
let index: ByEar | null = null;

function add(map: Map<string, string>, key: string, name: string): void {
  const had = map.get(key);
  if (had === undefined) map.set(key, name);
  else if (had !== AMBIGUOUS && letters(had) !== letters(name)) map.set(key, AMBIGUOUS);
}

/** The cities Metro Manila is made of, whose neighbourhoods the long list files under each. */
const METRO_MANILA = ['Manila', 'Makati', 'Taguig', 'Quezon City', 'Pasig', 'Mandaluyong', 'San Juan', 'Pasay', 'Paranaque'];

/** The known names by how they sound: the gazetteer's, and the neighbourhoods and landmarks of the offline catalog's cities
 * (the long list's neighbourhoods elsewhere are too often heard in words: "in date" sounds like Datai, "be on" like Bayon).
 * Built on first need. */
function byEar(): ByEar {
  if (index) return index;
  const built: ByEar = { exact: new Map(), shorter: new Map() };
  const cities = new Set([...LANDMARK_GROUPS.map((group) => group.city), ...METRO_MANILA]);
  const landmarks = LANDMARK_GROUPS.flatMap((group) =>
    Object.entries(group.landmarks).flatMap(([name, spellings]) => spellings.map((spelling) => [spelling, name] as const)),
  );
  const areas = NEIGHBOURHOOD_GROUPS.filter((group) => group.city !== null && cities.has(group.city)).flatMap((group) =>
    group.names.filter((name) => !group.commonWords?.[name]).flatMap((name) => [name, ...(group.aliases?.[name] ?? [])]),
  );
  const names = [...[...knownSpellings(), ...cities, ...areas].map((name) => [name, name] as const), ...landmarks];
  for (const [spelling, name] of names) {
    const key = soundKey(spelling);
    if (key.length < MIN_KEY) continue;
    add(built.exact, key, name);
    if (key.length >= MIN_SLIP) for (const shorter of keysOneLetterShorter(key)) add(built.shorter, shorter, name);
  }
  index = built;
  return built;
}

/** The known name the words sound like, or null. */
function soundsLike(words: readonly string[]): string | null {
  // "sa pizza" is no "Pisa", "in de Mission" is left to the rules that know the word: a kind of place or an everyday word.
  const said = words.join(' ');
  if (isFoodQuery(said) || listKindOf(said).terms.length || (words.length === 1 && EVERYDAY_WORDS.has(fold(said)))) return null;
  // A name the engine knows as written was read by the rules before, which left it out ("sa Kyoto Grill" is a venue).
  if (isKnownPlace(said)) return null;
  // "in august", "sa linggo": a month or a day is when.
  const first = fold(words[0]);
  if (NOT_A_PLACE.has(first) || NOT_TYPED_PLACE.has(first)) return null;
  // ("so ho" is two everyday words, "soho" none; "a park" sounds like no name, though one letter short of "AT&T Park".)
  const everyday = (word: string) => commonWordIn(fold(word)).length > 0;
  const allEveryday = words.every(everyday);
  if (allEveryday && (words.length === 1 || everyday(words.join('')))) return null;
  const key = soundKey(said);
  if (key.length < MIN_KEY) return null;
  const { exact, shorter } = byEar();
  // A name typed with a capital was spelled by someone who knew it: only one that sounds the same, no letter dropped.
  const typedLower = !/^\p{Lu}/u.test(said);
  const found = exact.get(key) ?? (key.length >= MIN_SLIP && !allEveryday && typedLower ? shorter.get(key) : undefined);
  return found || null;
}

/** The first place said by ear right after a where-word, as the known name is written; null when none. */
export function placeSaidByEar(text: string): string | null {
  for (const where of text.matchAll(WHERE)) {
    const words: string[] = [];
    let rest = text.slice((where.index ?? 0) + where[0].length);
    while (words.length < MAX_WORDS) {
      const word = WORD.exec(rest)?.[0];
      if (!word) break;
      rest = rest.slice(word.length);
      if (!(words.length === 0 && FILLER.has(word.toLowerCase()))) words.push(word);
      if (!/^\s+/.test(rest)) break;
      rest = rest.replace(/^\s+/, '');
    }
    // "I'd like to go to El Tesoro at 11:45": a name with capitals after "at" or "to" is a venue's; "eh yung sa forbestown",
    // "welke zat bij de bloemenmarkt?" pick a listed venue by where it is.
    if (/^(?:at|to)\s/i.test(where[0]) && /^\p{Lu}/u.test(words[0] ?? '')) continue;
    const before = text.slice(0, (where.index ?? 0) + where[0].length);
    if (ONE_IN.test(before) || IS_IT_NEAR.test(before) || WHICH_BEFORE.test(text.slice(0, where.index ?? 0))) continue;
    for (let n = words.length; n >= 1; n--) {
      const name = soundsLike(words.slice(0, n));
      if (name) return name;
    }
  }
  return null;
}
