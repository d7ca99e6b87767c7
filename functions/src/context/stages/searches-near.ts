import { extractQuery, type ExtractedQuery } from '../extract-query';
import { NEAR_POINTED } from '../resolve-references';

/** "coffee near the second one?", "lunch near the maritiem museum after?": what is asked for comes before "near" and the
 * venue after it, so it is a new search by that venue ("is the first one near the beach?" asks about the venue). */
/** ... or before or after it: "and bbq before the concert?", "lunch after the museum". */
const NEAR = new RegExp(
  [
    String.raw`\b(?:near|close to|next to|around|by|malapit sa|malapit|tabi ng|dichtbij|vlakbij|vlak bij|dicht bij|in de buurt van|naast`,
    String.raw`|walkable from|walking distance (?:of|from)|op (?:loop|wandel)afstand van|ergens bij|bij die|bij dat`,
    String.raw`|before the|after the|bago ang|bago yung|pagkatapos ng|voor het|voor de|na het|na de)\s`,
  ].join(''),
  'i',
);
/** Near words that end a search whatever stands after them ("close by", "malapit"): the "near" the existence question asks. */
const NEAR_WORD = new RegExp(
  [
    String.raw`\b(?:near|nearby|close ?by|close to|next to|around there|walking distance|malapit|sa tabi|dichtbij|vlakbij`,
    String.raw`|in de (?:buurt|omgeving|nabijheid)`,
    // Flemish "daar rond" (around there), not "rond drie uur" (around three o'clock).
    String.raw`|daar ?rond(?!\s+(?:\d|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|half|kwart)\b))\b`,
  ].join(''),
  'i',
);
/** "anything ... close by? beer or cocktails", "may makakainan ba malapit sa Temple Street? ... claypot", "is er iets ... in de buurt":
 * asking whether something is there is a search, whichever side of "near" the kind stands. */
const ASKS_WHAT_IS_THERE = new RegExp(
  [
    String.raw`\b(?:any|anything|anywhere|something|somewhere|is there|are there|iets|ergens|is er|zijn er|zit er|weet u|weet je`,
    String.raw`|ken je|meron|mayroon|zit daar|is daar|zijn daar)\b`,
    String.raw`|\bmay\s+(?:\S+\s+){0,3}?ba(?:ng)?\b`,
  ].join(''),
  'i',
);

const NEAR_ALL = new RegExp(NEAR.source, 'gi');
/** "na malapit lang dito", "nearby", "hier in de buurt": near where the person is. */
const NEAR_HERE =
  /\s(?:na\s+)?(?:malapit(?:\s+lang)?\s+(?:dito|dun|doon|diyan|dyan)|nearby|near here|close by|hier in de buurt|hier vlakbij)\b/i;

export function searchesNear(text: string, query: ExtractedQuery | null): boolean {
  if (!query) return false;
  // "whats close for ramen from there" (wave df): what is close to the venue is asked, the kind is what to look for.
  if (/\bwhat(?:['’]?s| is)\s+(?:close|near ?by)\b/i.test(text)) return true;
  // "isang templo o museo na malapit lang dito", "a museum nearby": a kind wanted near where the person is.
  if (NEAR_HERE.test(text)) return true;
  // "waar kunnen we daar in de buurt ontbijten?": a search next to the venue pointed at, whatever the word order.
  if (NEAR_POINTED.test(text)) return true;
  // "may malapit bang kainan sa Harana?": Tagalog puts "near" first.
  if (/\b(?:may|meron|mayroon)\s+malapit\s+(?:na\s+)?ba(?:ng)?\b/i.test(text)) return true;
  const nearWord = NEAR_WORD.exec(text);
  if (nearWord && ASKS_WHAT_IS_THERE.test(text.slice(0, nearWord.index))) return true;
  // Every near word counts: "Na de lunch ... een museum, het liefst op loopafstand van dat visrestaurant" puts the museum
  // before the second one.
  const nears = [...text.matchAll(NEAR_ALL)];
  if (!nears.length) return false;
  const near = nears[0];
  const at = text.toLowerCase().indexOf(query.query.toLowerCase().split(' ')[0]);
  // "In de buurt van de tweede, zit daar een bar met craft beer?": near the venue first, then whether something is there.
  if (at > near.index && ASKS_WHAT_IS_THERE.test(text.slice(near.index + near[0].length, at))) return true;
  if (at >= 0) return nears.some((one) => at < one.index);
  // "kapehan malapit sa museo na yun": the query is the kind's name ("coffee"), not the word said; the words before "near" name it.
  // ("yung sa gardens by the bay": a "by" inside a place's name is no near word.)
  const before = /^by\s/i.test(near[0]) ? null : extractQuery(text.slice(0, near.index));
  return before !== null && !before.weak && before.query === query.query;
}
