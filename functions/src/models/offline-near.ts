// The offline model on "near there" and "how far from X": the venue a near search goes around, the kind it looks for,
// the place a distance is measured from, and the note that tram and bus times cannot be known offline.
import { extractLocation } from '../context/extract-location';
import { extractQuery } from '../context/extract-query';
import { turnIntentOf } from '../context/intent/turn-intent';
import { describedNear } from '../context/references/described-near';
import { CLOSE_NL, NEAR_EN, ROUND_ABOUT_NL } from '../context/references/near-words';
import { NEAR_POINTED } from '../context/references/pointing-words';
import { placeNamedInside } from '../agents/named-place';
import { OFFLINE_CATALOG } from '../places/offline-catalog-data';
import type { VenueRef } from './offline-replies';
import { venueMeant, type OfflineTurn } from './offline-turn';
import { replyText, type Language } from './reply-text';
import NEAR_REPLIES from './replies/near-replies.json';

export type NearCentre = { placeId: string } | { name: string };

/** "sa tabi lang nun", "dyan lang sa tabi": beside the venue talked about (Tagalog). */
const BESIDE = [
  String.raw`\bsa tabi(?:\s+lang)?(?:\s+(?:nun|niyan|nyan|noon|niyon|non|nito))?\b(?!\s+ng\s)`,
  String.raw`|\b(?:dun|doon|diyan|dyan|jan)\s+(?:lang\s+)?sa tabi\b`,
].join('');

/** "near there", "close by", "daar in de buurt", "in dezelfde buurt", "malapit po dun": near the venue talked about,
 * not near a place the words name ("pizza near Leidseplein", "in de buurt van de Dam", "malapit sa Greenbelt"). */
/** "may malapit bang coffee shop dun?": near there, with the kind between "malapit bang" and "dun". */
const MALAPIT_BANG_THERE = String.raw`\bmalapit\s+bang\s+(?:[a-z-]+\s+){1,2}(?:dun|doon)\b`;
const POINTS_NEAR = new RegExp(
  [
    String.raw`\b(?:${NEAR_EN}|by)\s+(?:there|it|that(?: one| place| spot)?|this(?: one| place)?)\b`,
    String.raw`|\b(?:close ?by|nearby|in the (?:same )?(?:area|neighbou?rhood)|in that (?:area|neighbou?rhood)|walking distance)\b`,
    String.raw`|\b(?:daar|er|hier)\s+(?:\w+\s+){0,2}?(?:${ROUND_ABOUT_NL}|in de omgeving)\b`,
    String.raw`|\bin de (?:buurt|omgeving|nabijheid)\b(?!\s+van\s+(?!daar|die|dat|dit)\w)`,
    String.raw`|\bin dezelfde (?:buurt|omgeving|wijk)\b|\b${CLOSE_NL}(?:\s+(?:daar|die|dat|dit))?\s*[?.!,]?$`,
    String.raw`|\bmalapit(?:\s+(?:po|lang|ba|naman|rin|din))*\s+(?:dun|doon|diyan|dyan|jan|dito|d2|dyn)\b`,
    `|${MALAPIT_BANG_THERE}`,
    String.raw`|\b(?:dun|doon|diyan|dyan)\s+(?:\w+\s+)?malapit\b|\bsa malapit\b|\bmalapit\s*[?.!,]?$|${BESIDE}`,
  ].join(''),
  'i',
);

/** Eating in general, with no kind of food named: then any food place near there. */
const EATS = /\b(?:eat|food|bite|hungry|eten|hapje|hapjes|kain|kumain|kakain|makakain|makakainan|kainan|makain|lafang)\b/i;
const ANY_FOOD = 'restaurants';

/** "tram", "jeep", "met de metro": public transport, whose lines and times the offline data does not hold. */
const TRANSIT =
  /\b(?:trams?|bus|buses|metro|subway|trains?|trein|jeep(?:ney)?s?|mrt|lrt|public transport|openbaar vervoer|commute|transit)\b/i;

/** Where the "from" words stop: the next clause ("and could I take a tram", "en kan ik", "tapos"). */
// ... or where the person goes on about themselves: "from Praça do Comércio I don't walk very fast these days" (wave dc).
const CLAUSE_END = /\s+(?:and|but|or|en|maar|of|at|tapos|pero|o kaya|then|dan|i|we|ik|wij|we're|i'm|kasi|because|want|omdat)\s.*$/i;
const PARTICLES = /(?:\s+(?:po|ba|lang|naman|dito|d2|here|hier|please|ofzo|zo|eh|e|nga))+$/i;
/** "vanuit Shinjuku het best", "from the hotel the fastest": how the way should be is no part of where it starts. */
const MANNER = /\s+(?:(?:het|the)\s+)?(?:best|beste|snelst|snelste|makkelijkst|handigst|fastest|quickest|easiest|pinakamabilis)$/i;
const ARTICLE = /^(?:the|de|het|'t|ang|yung|ung|iyong|sa)\s+/i;
/** Words that name the person's own place, not a place to find: "from here", "from my hotel" with nothing more. */
/** "the first one in the list", "de tweede uit het lijstje", "yung una sa listahan": the list a place is counted in says no more. */
const IN_THE_LIST = new RegExp(
  [
    String.raw`\s+(?:in|on|of|from|uit|van|op|sa|ng)\s+(?:the|your|that|this|de|het|je|jouw|dat|die|ang|yung|iyong)?\s*`,
    String.raw`(?:lists?|lijstje|lijst|listahan)\b.*$`,
  ].join(''),
  'i',
);
/** "the city", "town", "the centre", "het centrum", "de stad", "lungsod": the town talked about, not a place of that name. */
const THE_TOWN = /^(?:the\s+)?(?:city|city cent(?:re|er)|town|town cent(?:re|er)|downtown|centre|center|centrum|stad|lungsod|siyudad)$/i;
/** A station by its kind alone: "the station", "het MRT-station", "the subway", "yung MRT". */
const A_STATION = new RegExp(
  [
    String.raw`^(?:(?:the|het|de|yung|ung|ang)\s+)?(?:(?:mrt|lrt|mtr|bts|metro|subway|train|tube)(?:[- ]?(?:station|stop|halte`,
    String.raw`|istasyon))?|station|stationnetje|halte|istasyon|stasyon)$`,
  ].join(''),
  'i',
);
/** A sight by its kind alone, where the person said they stand (wave bs): "from the tower" at the tower of Belém, "vanaf het park"
 * at the Vondelpark, "van het klooster" out of the Jerónimos, "vanaf de hotellobby" staying at Marina Bay Sands. */
const A_SPOT = new RegExp(
  [
    String.raw`^(?:(?:the|het|de|yung|ung|ang|my|mijn|our|ons|onze)\s+)?(?:tower|toren|torre|tore|monastery|klooster|convent|park|parke`,
    String.raw`|lobby|hotel|hotel lobby|hotellobby|pyramid|piramide|entrance|ingang|pasukan|gate)$`,
  ].join(''),
  'i',
);
/** "how long to walk from there to ...", "mula dun papunta ...": measured from the venue in view. */
const FROM_THERE = /\b(?:from|van|vanaf|mula|galing)\s+(?:there|daar|dun|doon|diyan|dyan)\s+(?:to|naar|papunta|hanggang)\b/i;
/** The pointing words for the venue in view, said as where a distance is measured from. */
const THERE = /^(?:there|that place|it|daar|daarvandaan|dat|die|dun|doon|diyan|dyan|jan|roon)(?=\s+(?:to|naar|papunta|hanggang)\b|$)/i;
const OWN_PLACE = /^(?:here|hier|dito|d2|me|us|my|our|mij|mijn|ons|onze|amin|samin|namin|atin|kami|tayo)\b/i;

/** Near words with a pronoun ("near there", "daar in de buurt", "malapit dun"): the venue, whatever else the words name. */
const POINTS_WITH_PRONOUN = new RegExp(
  [
    String.raw`\b(?:${NEAR_EN}|by)\s+(?:there|it|that|this)\b|\b(?:daar|er|hier)\s+(?:\w+\s+){0,2}?${ROUND_ABOUT_NL}\b`,
    String.raw`|\bin de buurt (?:van (?:daar|die|dat|dit)|daarvan|ervan)\b`,
    String.raw`|\bmalapit(?:\s+(?:po|lang|ba|naman|rin|din))*\s+(?:dun|doon|diyan|dyan|jan|dito|d2|dyn)\b`,
    `|${MALAPIT_BANG_THERE}`,
    String.raw`|\b(?:dun|doon|diyan|dyan)\s+malapit\b|\bin de (?:buurt|omgeving|nabijheid) (?:van (?:daar|die|dat|dit)|daarvan|ervan)\b`,
    String.raw`|\bwalking distance (?:of|from|to) (?:it|there|that|this)\b|${BESIDE}`,
  ].join(''),
  'i',
);

/** True when the words ask for a search around the venue talked about; "ramen nearby in Shibuya" names where instead. */
export function asksNearThere(said: string): boolean {
  if (NEAR_POINTED.test(said)) return true; // the engine's own "near the venue pointed at" ("op loopafstand daarvan")
  return POINTS_NEAR.test(said) && (POINTS_WITH_PRONOUN.test(said) || extractLocation(said) === null);
}

/** True when the words put the search near a venue described by its kind ("museum near the pizza place", "bij die markt in de
 * buurt"): the engine's venue meant is that one, not the last reply's. */
export function asksNearDescribed(said: string): boolean {
  return describedNear(said) !== null;
}

/** The venue a near search goes around: the one the last reply was about when the words only point ("near there"),
 * else the venue the words or the engine name ("near the second one"), else none. */
export function nearCentre(turn: OfflineTurn, meant: VenueRef | null): NearCentre | null {
  // "any pizza nearby in BGC?": "nearby" there is the place named, not a venue.
  if (POINTS_NEAR.test(turn.said) && !asksNearThere(turn.said)) return null;
  const pointsOnly = asksNearThere(turn.said) && !asksNearDescribed(turn.said) && turn.intent.ordinal === null;
  const talkedAbout = pointsOnly ? venueOfReply(turn) : null;
  if (talkedAbout) return talkedAbout;
  return meant ? { placeId: meant.placeId } : null;
}

/** The one venue the last reply set in bold, by id when a listed venue has that name, else by name. */
function venueOfReply(turn: OfflineTurn): NearCentre | null {
  const bold = [...new Set([...turn.lastReply.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1].trim()))];
  if (bold.length !== 1) return null;
  const known = [...(turn.parsed?.venues ?? []), ...(turn.parsed?.referringTo ? [turn.parsed.referringTo] : [])];
  const listed = known.find((venue) => venue.name === bold[0]);
  return listed ? { placeId: listed.placeId } : { name: bold[0] };
}

/** Words that are no kind of place: "somewhere to eat near there" must never search "near". */
const NO_KIND_WORDS = new RegExp(
  [
    String.raw`^(?:(?:near|nearby|close|by|around|there|here|somewhere|something|anywhere|anything|place|places|spot|to|eat|a|the`,
    String.raw`|buurt|dichtbij|vlakbij|daar|iets|ergens|plek|plekje|malapit|dun|doon|lugar|kahit|ano)\s*)+$`,
  ].join(''),
  'i',
);

/** The kind a near search looks for: the remembered search when the words gave it; any food when they only say eat
 * ("may makakainan ba malapit dun?", "somewhere to eat near there?"); never only near words ("near", "place"). */
export function nearQuery(said: string, remembered: string | null): string | null {
  const asked = extractQuery(said);
  const kept = remembered !== null && !NO_KIND_WORDS.test(remembered) ? remembered : null;
  const namesNothing = asked === null || NO_KIND_WORDS.test(asked.query);
  // A weak word the engine did not take ("food" while "museums" stays) leaves the old search: eating wins over it.
  const engineKeptOld = asked !== null && asked.weak && asked.query !== remembered;
  if ((namesNothing || engineKeptOld) && EATS.test(said)) return ANY_FOOD;
  return kept;
}

/** Where a distance is measured from: the remembered venue the engine named, a listed venue by its ordinal ("vanaf de eerste",
 * "sa una"), else the named place, cut to the place itself ("my hotel near Leidseplein, and could I..." → "Leidseplein");
 * null when no place is named. */
export function distanceOrigin(turn: OfflineTurn): NearCentre | null {
  // "from the museum": the engine names the remembered venue the words mean.
  if (turn.parsed?.from) return { placeId: turn.parsed.from.placeId };
  const words = asWritten(turn.intent.from, turn.said)?.replace(CLAUSE_END, '').replace(PARTICLES, '').replace(MANNER, '').trim();
  if (!words) return null;
  const ordinal = turnIntentOf(words).ordinal;
  const venues = turn.parsed?.venues ?? [];
  const counted = words.replace(IN_THE_LIST, '');
  if (ordinal !== null && ordinal <= venues.length && counted.split(/\s+/).length <= 3) return { placeId: venues[ordinal - 1].placeId };
  // "van daar naar Seoul Station", "from there to the station": there is the venue the conversation is about.
  if (THERE.test(words) || FROM_THERE.test(turn.said)) {
    const meant = venueMeant(turn);
    if (meant) return { placeId: meant.placeId };
    // "galing dun" with no venue in view: no start Maps could read.
    if (THERE.test(words)) return null;
  }
  const inside = placeNamedInside(words);
  const name = inside ?? words.replace(ARTICLE, '').trim();
  if (!name || (OWN_PLACE.test(name) && !inside)) return null;
  // "from the city", "vanuit het centrum": the town itself, by its name (Maps cannot read "city").
  if (THE_TOWN.test(name)) return turn.parsed?.location ? { name: turn.parsed.location } : null;
  // "closest to the MRT station", "dichtst bij het MRT-station": a station not named is the one of the area searched (Raffles
  // Place), measured from that area when it is narrower than a city; else the words as they are.
  return ((A_STATION.test(name) || A_SPOT.test(name)) && rememberedArea(turn)) || { name };
}

/** Where a distance from the venue in view ends, when the words name it ("van daar naar Seoul Station", "from there to the
 * station", "mula dun papunta sa MRT"): the name after the last "to"; null when none is said. */
export function distanceDestination(said: string): { name: string } | null {
  const last = [...said.matchAll(TO_WORD)].at(-1);
  if (!last) return null;
  const found = said
    .slice((last.index ?? 0) + last[0].length)
    .split(/[?.!,;]/)[0]
    // "to NAIA Terminal 3 from the first one": where the way starts is no part of where it goes.
    .split(/\s+(?:from|vanaf|vanuit|galing|mula)\s/i)[0]
    .replace(/^(?:the|de|het|'t|sa)\s+/i, '')
    .trim();
  // "naar de tweede": a card by its number is the venue measured to, no place by name.
  const pointsBack =
    THERE.test(found) || THERE.test(found.split(/\s+/).at(-1) ?? '') || (found !== '' && turnIntentOf(found).ordinal !== null);
  return found && found.length <= 40 && !pointsBack && !OWN_PLACE.test(found) ? { name: found } : null;
}
const TO_WORD = new RegExp(
  [
    String.raw`(?<!\p{L})(?:to|naar|tot\s+aan|tot\s+bij|papunta(?:ng)?(?:\s+sa)?|pumunta\s+sa|hanggang(?:\s+sa)?`,
    String.raw`|pabalik\s+(?:ng|sa))\s+`,
  ].join(''),
  'giu',
);

/** The "from" words as written up to the end of their sentence: the intent's words lose the "?" that ends the place
 * ("van het Leidseplein? kan ik met de tram?"). */
function asWritten(from: string | null, said: string): string | null {
  if (!from) return null;
  const first = from.split(' ')[0].toLowerCase();
  const at = said.toLowerCase().lastIndexOf(first);
  if (at < 0) return from;
  const written = said
    .slice(at)
    .split(/[?!.,;:(\n]/)[0]
    .trim();
  // "van aan de Markt naar daar", "from the hotel go there how": the place ends where the intent's words end.
  const words = [...written.matchAll(/[\p{L}\p{N}\p{M}]+/gu)];
  const last = words[from.split(' ').length - 1];
  return (last ? written.slice(0, last.index + last[0].length) : written) || from;
}

/** True when the words ask about public transport ("could I take a tram there?", "pwede ba mag-jeep?"). */
export function asksTransit(said: string): boolean {
  return TRANSIT.test(said);
}

/** One sentence: tram, bus and train times are not known offline; the route link shows them. */
export function transitNote(lang: Language): string {
  return NEAR_REPLIES.transitUnknown[lang];
}

/** The venue the last reply's list was searched around, as that reply named it ("... near **Musée de l'Orangerie**, ..."). */
export function nearCentreOfLastReply(lastReply: string, lang: Language): string | null {
  const [before, after] = replyText(lang, 'where.near', { name: '\u0000' }).split('\u0000');
  const at = lastReply.indexOf(before.trimStart());
  if (at < 0) return null;
  const start = at + before.trimStart().length;
  const end = lastReply.indexOf(after, start);
  const name = end > start ? lastReply.slice(start, end).trim() : '';
  return name || null;
}

/** The names of the catalog's whole cities: from a city's middle "the closest" means nothing to the person. */
export const CITY_NAMES = new Set(OFFLINE_CATALOG.flatMap((city) => [city.name, ...city.aliases]).map((name) => name.toLowerCase()));

/** The area searched in, when narrower than a city ("I am in the Financial District ... a quick lunch nearby?"). */
export function rememberedArea(turn: OfflineTurn): { name: string } | null {
  const location = turn.parsed?.location?.trim();
  return location && !CITY_NAMES.has(location.toLowerCase()) ? { name: location } : null;
}
