// What the user is looking for: food, cuisines, kinds of place, activities and events, in English,
// Tagalog/Taglish and Dutch. The query is the user's own words (e.g. "korean bbq"), with "music" or
// "sports" put in front of an event word that implies it, so a search for "games" finds sports.

/** Strong words start a new search; '|' separates entries, spaces join multi-word ones. */
const CUISINES =
  'filipino|pinoy|japanese|korean|chinese|thai|italian|mexican|indian|french|vietnamese|spanish|greek|turkish|persian|mediterranean|american|southern|latin american|latin|asian|asian fusion|fusion|malaysian|moroccan|himalayan|burmese|cambodian|ethiopian|lebanese|peruvian|brazilian|german|indonesian|oriental|cajun|caribbean|middle eastern|nepalese|taiwanese|cantonese|szechuan|sichuan|hawaiian|belgian|surinamese|surinaams|indonesisch|japans|chinees|italiaans|thais|grieks|turks|mexicaans|frans|spaans|koreaans|vietnamees|indiaas|farm to table';
const FOODS =
  'ramen|sushi|sushi bar|pizza|pasta|burger|bbq|barbecue|barbeque|kbbq|steak|steakhouse|taco|noodle|spicy noodle|dim sum|dumpling|coffee|coffee shop|kape|kapihan|cafe|café|bakery|bakeries|bakkerij|bakker|brunch|breakfast|dessert|ice cream|lobster|fish|freshwater fish|seafood|diner|pho|curry|sisig|lechon|adobo|halo-halo|halo halo|milk tea|boba|beer|wine|cocktail|bar|pub|sandwich|salad|soup|bread|chocolate|tea|cake|donut|doughnut|wing|fried chicken|chicken|kebab|falafel|tapas|paella|croissant|pastry|pastries|street food|samgyupsal|samgyeopsal|lomi|bulalo|pancit|inasal|ihaw|lugaw|silog|tapsilog|pannenkoek|pannenkoeken|poffertjes|stroopwafel|friet|frites|patat|haring|bitterballen|koffie|bier|taart|gebak|broodje|kaas|cheese|wijn|hot pot|hotpot|shabu shabu|yakitori|izakaya|udon|soba|tempura|bibimbap|kimchi|dumplings|bagel|gelato|waffle|crepe|oyster|crab|shrimp|hamburger|hot dog|brewery|winery|wine bar|cocktail bar|rooftop bar|speakeasy|food hall|food court|buffet|pick-up|takeout|take-out|light bites|comfort food|soul food|fast food';
const PLACES =
  'museum|musea|museo|art gallery|gallery|galleries|park|theme park|amusement park|nature preserve|historical landmark|landmark|place of worship|church|temple|mosque|cathedral|shopping area|shopping district|shopping mall|shopping|mall|market|night market|flea market|beach|zoo|aquarium|garden|botanical garden|viewpoint|view point|tourist attraction|sightseeing|performing arts venue|performing arts|theater|theatre|sports venue|stadium|spa|massage|gym|bookstore|bookshop|library|castle|palace|monument|hiking|hike|trail|waterfall|island hopping|day trip|walking tour|tour|nightlife|nightclub|club|karaoke|videoke|cinema|movie|bowling|simbahan|palengke|pasyalan|dagat|bundok|kerk|markt|strand|dierentuin|bioscoop|kroeg|rondvaart|fietstocht|wandeling|kasteel|tuin|hostel|resort|camping|playground|escape room|arcade|casino|golf course|lake|river cruise|boat tour|hot spring|onsen|ruins';
const MUSIC = 'music|musical|live music|concert|concerten|gig|band|jazz|blues|pop|rock|hip hop|rap|classical|opera|orchestra|symphony|festival|dj|edm|techno|indie|folk|country music|k-pop|kpop|musika|tugtugan|muziek|optreden';
const SPORTS = 'sport|sports|game|match|basketball|baseball|football|soccer|hockey|tennis|volleyball|rugby|boxing|mma|wrestling|racing|cricket|nba|nfl|mlb|nhl|pba|uaap|laro|wedstrijd|voetbal';
const OTHER_EVENTS = 'comedy|stand-up|standup|stand up comedy|exhibition|exhibit|tentoonstelling|voorstelling|expo|fair|parade|fireworks|workshop|cooking class|wine tasting';
/** Weak words join a span or start a search only when nothing is being looked for yet. */
const WEAK =
  'vegetarian|vegan|halal|gluten free|organic|vegetarisch|veganistisch|kosher|food|foods|restaurant|restaurants|place to eat|places to eat|eatery|eat|eating|kainan|kain|kakain|event|events|attraction|attractions|things to do|something to do|hotel|hotels|place|places|spot|spots|joint|house|shop|shops|venue|venues|eten|restaurantje|uit eten|lunch|dinner|hapunan|tanghalian|evenement|evenementen|activiteit|activiteiten|bezienswaardigheid|bezienswaardigheden|related|option|options|ticket|tickets|show|shows';

type Kind = 'strong' | 'music' | 'sports' | 'weak';

/** Everyday words for a kind of attraction, mapped to the category a places search knows. */
const CATEGORY_SYNONYMS: Record<string, string> = {
  'religious spot': 'place of worship', 'religious site': 'place of worship', 'religious place': 'place of worship',
  'wildlife spot': 'nature preserve', 'wildlife area': 'nature preserve', 'nature reserve': 'nature preserve', wildlife: 'nature preserve',
  'historical spot': 'historical landmark', 'historic spot': 'historical landmark', 'historical site': 'historical landmark', 'historic site': 'historical landmark',
  'amusement park': 'theme park', 'shopping district': 'shopping area', 'shopping street': 'shopping area', 'shopping center': 'shopping area', 'shopping centre': 'shopping area', mall: 'shopping area', 'shopping mall': 'shopping area',
  'performance venue': 'performing arts venue', 'performing arts': 'performing arts venue', 'place of interest': 'tourist attraction', 'places of interest': 'tourist attraction',
  garden: 'park garden', 'botanical garden': 'park botanical garden', exhibition: 'museum exhibition', exhibit: 'museum exhibit',
};

const LEXICON = new Map<string, Kind>();
for (const [list, kind] of [
  [WEAK, 'weak'],
  [CUISINES, 'strong'],
  [FOODS, 'strong'],
  [PLACES, 'strong'],
  [OTHER_EVENTS, 'strong'],
  [MUSIC, 'music'],
  [SPORTS, 'sports'],
] as const) {
  for (const entry of list.split('|')) LEXICON.set(entry.replace(/-/g, ' '), kind);
}
for (const synonym of Object.keys(CATEGORY_SYNONYMS)) LEXICON.set(synonym, 'strong');
const MAX_WORDS = 4;
const GLUE = new Set(['and', '&', 'en', 'n']);

export interface ExtractedQuery {
  query: string;
  /** Weak: only generic words ("restaurants", "events"); it must not replace a specific query. */
  weak: boolean;
}

const DEFINITE = new Set(['the', 'this', 'that', 'their', 'its', 'your', 'our', 'my']);
const VERB_FOLLOWERS = /^(?:my|your|the|what|that|this|our|his|her|their|all|any|with)$/;
const CORRECTION = /\b(?:maybe|actually|how about|what about|instead|rather|prefer|liever|toch|na lang|nalang|or)\b/i;

interface Span {
  words: string[];
  kinds: Kind[];
  start: number;
  end: number;
}

export function extractQuery(text: string): ExtractedQuery | null {
  const tokens = [...text.matchAll(/[\p{L}\p{N}&'’]+/gu)];
  const original = tokens.map((t) => t[0]);
  const words = original.map((w) => w.toLowerCase());
  const spans: Span[] = [];
  let current: Span | null = null;
  const close = () => {
    if (current) spans.push(current);
    current = null;
  };
  for (let i = 0; i < words.length; ) {
    const hit = longestEntry(words, i);
    if (hit && !current && skipsAsReference(original, words, i, hit.length)) {
      i += hit.length;
      continue;
    }
    if (hit) {
      current ??= { words: [], kinds: [], start: tokens[i].index ?? 0, end: 0 };
      current.words.push(...words.slice(i, i + hit.length));
      current.kinds.push(hit.kind);
      i += hit.length;
      current.end = (tokens[i - 1].index ?? 0) + original[i - 1].length;
      continue;
    }
    // "pizza and pasta", "koffie en gebak": a conjunction between two entries keeps the span going.
    const next = i + 1 < words.length ? longestEntry(words, i + 1) : null;
    if (current && GLUE.has(words[i]) && next && next.kind !== 'weak' && (current as Span).kinds.at(-1) !== 'weak') {
      (current as Span).words.push(words[i]);
      i += 1;
      continue;
    }
    close();
    i += 1;
  }
  close();
  const strong = spans.filter((span) => span.kinds.some((kind) => kind !== 'weak'));
  if (strong.length) {
    // A later kind of place after "maybe", "actually", "instead" corrects the first one.
    let chosen = strong[0];
    for (const later of strong.slice(1)) if (CORRECTION.test(text.slice(chosen.end, later.start))) chosen = later;
    const query = withCategory(trimWeak(chosen));
    return { query: chosen.kinds.some(isEventKind) || /\bevents?\b/.test(query) ? withWhen(query, text) : query, weak: false };
  }
  const weak = spans.find((span) => span.kinds.length);
  if (!weak) return null;
  const query = weak.words.join(' ');
  return { query: /\b(?:events?|evenementen|shows?)\b/.test(query) ? withWhen(query, text) : query, weak: true };
}

/** When the user says when ("this weekend", "bukas", "zaterdag"), an events search keeps it. */
const WHEN =
  /\b(?:this (?:weekend|week|saturday|sunday|friday|evening)|next (?:weekend|week)|tonight|today|tomorrow|on (?:friday|saturday|sunday)|ngayong (?:weekend|linggo|sabado|gabi)|mamayang gabi|bukas|sa (?:sabado|linggo)|dit weekend|deze week|vanavond|vandaag|morgen|(?:op )?(?:vrijdag|zaterdag|zondag))\b/i;

function isEventKind(kind: Kind): boolean {
  return kind === 'music' || kind === 'sports';
}

function withWhen(query: string, text: string): string {
  const when = WHEN.exec(text)?.[0].toLowerCase();
  return when && !query.includes(when) ? `${query} ${when}` : query;
}

/** "the stadium", "Nationals Park", "matches my request": words that point at something known, or are no search at all. */
function skipsAsReference(original: string[], words: string[], i: number, length: number): boolean {
  const previous = words[i - 1];
  const last = words[i + length - 1];
  if (previous && DEFINITE.has(previous) && !last.endsWith('s')) return true;
  if (/^match(?:es)?$/.test(last) && VERB_FOLLOWERS.test(words[i + length] ?? '')) return true;
  // A capitalised word after a capitalised non-initial word is part of a proper name.
  const before = original[i - 1];
  return i >= 2 && /^\p{Lu}/u.test(original[i]) && before !== undefined && /^\p{Lu}/u.test(before) && !LEXICON.has(before.toLowerCase());
}

function longestEntry(words: string[], start: number): { length: number; kind: Kind } | null {
  for (let length = Math.min(MAX_WORDS, words.length - start); length >= 1; length--) {
    const phrase = words.slice(start, start + length).join(' ').replace(/’/g, "'");
    const kind = LEXICON.get(phrase) ?? LEXICON.get(singular(phrase));
    if (kind) return { length, kind };
  }
  return null;
}

function singular(phrase: string): string {
  if (phrase.endsWith('ies')) return `${phrase.slice(0, -3)}y`;
  if (phrase.endsWith('es') && LEXICON.has(phrase.slice(0, -2))) return phrase.slice(0, -2);
  if (phrase.endsWith('s')) return phrase.slice(0, -1);
  return phrase;
}

/** Drops generic words around the specific ones, but keeps a cuisine's noun ("filipino food"). */
function trimWeak(span: Span): string[] {
  const words = [...span.words];
  const firstWeakIsLeading = span.kinds[0] === 'weak';
  if (firstWeakIsLeading && span.kinds.length > 1) {
    const lead = longestEntry(words, 0);
    if (lead) words.splice(0, lead.length);
  }
  return words;
}

function withCategory(words: string[]): string {
  const joined = words.join(' ');
  const text = CATEGORY_SYNONYMS[joined] ?? CATEGORY_SYNONYMS[singular(joined)] ?? joined;
  const kinds = new Set<Kind>();
  for (let i = 0; i < words.length; ) {
    const hit = longestEntry(words, i);
    if (hit) kinds.add(hit.kind);
    i += hit?.length ?? 1;
  }
  if (kinds.has('music') && !/\bmusic|muziek|musika\b/.test(text)) return `music ${text}`;
  if (kinds.has('sports') && !/\bsports?\b/.test(text)) return `sports ${text}`;
  return text;
}
