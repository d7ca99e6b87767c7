// Issue 17 (wave ar): a landmark of the offline catalog said where the person is or looks ("stuck at o'hare overnight",
// "lunch malapit sa MRT Ayala", "goedkope pho bij metro place d'italie"). Read only right after a where-word, and only when
// the message names no other place (the location rule that asks comes late). The spellings live in lexicon/landmarks.json,
// written from the catalog's landmarks without the short, generic or everyday ones ("ion", "the station", "centrum");
// a spec keeps the two in step.
import { longestListedAt, placeKey } from '../gazetteer';
import GROUPS from '../lexicon/landmarks.json';
import { VENUE_NAME_END, VENUE_NAME_START } from './location-gazetteer-candidates';
import { IS_IT_NEAR, ONE_IN } from './location-neighbourhoods';
import type { LocationCandidate } from './location-state';

export interface LandmarkGroup {
  city: string;
  /** Each landmark's name, with the spellings the engine matches. */
  landmarks: Readonly<Record<string, readonly string[]>>;
}
// TypeScript types each group as its own object shape (the other groups' landmarks optional): no Record, though every value is a list.
export const LANDMARK_GROUPS = GROUPS as unknown as readonly LandmarkGroup[];

/** Words that start where a place follows; "from", "vanaf", "galing sa", "mula sa" say where a search starts. */
const ORIGIN = String.raw`from|vanaf|galing sa|mula sa`;
/** "heading up to", "wander down to", "pupunta ako", "papunta po kami ng": where the person goes (or has just been); a
 * where-word only when the message asks for something near (wave cb: "heading up to the miradouro da senhora do monte ... any
 * cafe near there"). */
const GOES_TO = [
  String.raw`(?:heading|headed|going|walking|wandering|wander|go|walk)(?:\s+(?:up|down|over|back))?\s+to`,
  // "taking my two grandchildren to the Museum of Natural History ... lunch nearby afterwards" (wave db).
  String.raw`(?:taking|bringing)\s+(?:\p{L}+\s+){1,3}?to`,
  String.raw`(?:papunta|pupunta|punta)(?:\s+(?:po|kami|ako|tayo|na))*(?:\s+(?:sa|ng))?`,
  // ... "before my train leaves Amsterdam Centraal": where the person takes a train or a bus from (wave cf).
  String.raw`(?:train|trein|bus|coach)\s+(?:leaves|departs|goes)(?:\s+from)?|vertrekt\s+(?:van|uit|vanaf|vanuit)`,
  // ... or has just been: "zojuist uit het Metropolitan Museum gekomen ... hier dichtbij", "just left the Louvre" (wave df).
  String.raw`(?:came|come|coming|got|just)\s+out\s+of|just\s+left|(?:net|zojuist|pas)\s+(?:uit|vanuit)`,
].join('|');
/** A near-word anywhere in the message: "near there", "around there", "malapit dun", "in de buurt", "nearby". */
const ASKS_NEAR = /\b(?:near|nearby|around there|close by|walking distance|malapit|in de buurt|dichtbij|loopafstand)\b/i;
const WHERE = new RegExp(
  [
    String.raw`(?<!\p{L})(?:(${ORIGIN})|in de buurt van|malapit(?: lang)? sa|sa may|near\s?by|close to|next to|near|around`,
    String.raw`|(?:right |just )?by|walking distance (?:of|from)|op (?:loop|wandel)afstand van|rondom|rond|nabij|naast|bij|sa|(at)`,
    String.raw`|(${GOES_TO})`,
    String.raw`|op|aan)\s+((?:the|de|het|'t)\s+)?`,
    // "metro place d'italie": the transit word before a station's name ("MRT Ayala" is also a spelling of its own).
    String.raw`((?:mrt|lrt|metro|subway|tube|station|bts|mtr)\s+)?`,
  ].join(''),
  'giu',
);
/** "welke zat bij de bloemenmarkt?", "which one is near Navy Pier": a listed venue picked by where it is, no move there. */
export const WHICH_BEFORE = /\b(?:welke|which|alin|alinman|degene)(?:\s+[\p{L}']+){0,3}\s+$/iu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’/.&-]*/gu;

let names: Map<string, string> | null = null;
let longest = 0;
/** Every matched spelling by its lookup key, to the landmark's name; built on first need. */
function landmarkNames(): Map<string, string> {
  if (!names) {
    names = new Map();
    for (const group of LANDMARK_GROUPS) {
      for (const [name, spellings] of Object.entries(group.landmarks)) {
        for (const spelling of spellings) {
          names.set(placeKey(spelling), name);
          longest = Math.max(longest, spelling.split(/\s+/).length);
        }
      }
    }
  }
  return names;
}

/** The longest landmark spelling that starts at `index`: the landmark's name and the words as typed, or null. */
function landmarkAt(text: string, index: number): { name: string; raw: string } | null {
  const found = longestListedAt(text, index, landmarkNames(), longest, WORD);
  return found ? { name: found.listed, raw: found.raw } : null;
}

/** The first catalog landmark said right after a where-word; after "from" only in a search ("pizza from Times Square"
 * looks there, "how do I get there from Times Square" does not move the search). */
export function landmarkSaidWhere(text: string, search: boolean): LocationCandidate | null {
  for (const where of text.matchAll(WHERE)) {
    if ((where[1] && !search) || (where[3] && !ASKS_NEAR.test(text))) continue;
    const before = text.slice(0, (where.index ?? 0) + where[0].length - (where[5]?.length ?? 0));
    if (ONE_IN.test(before) || IS_IT_NEAR.test(before) || WHICH_BEFORE.test(text.slice(0, where.index ?? 0))) continue;
    const index = (where.index ?? 0) + where[0].length;
    const start = index - (where[5]?.length ?? 0);
    // "op de dam", "by the bean": a landmark whose spelling keeps its article (the bare word is an everyday one).
    const article = start - (where[4]?.length ?? 0);
    const found = (where[4] ? landmarkAt(text, article) : null) ?? landmarkAt(text, start) ?? landmarkAt(text, index);
    // "dinner at Manila Hotel", "staying at Hotel Okura": after a bare "at", a name that says a kind of venue is that venue.
    if (found && !(where[2] && (VENUE_NAME_END.test(found.raw) || VENUE_NAME_START.test(found.raw)))) {
      return { value: found.name, index: start };
    }
  }
  return null;
}
