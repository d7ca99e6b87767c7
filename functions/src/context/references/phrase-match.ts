// Matching the words of a description against a venue's name, category, address and what a reply said of it.
import type { RememberedVenue } from '../conversation-context';
import { isKnownPlace, oneSlipApart } from '../gazetteer';
import { describedBy } from '../translations';
import { escape, fold } from './folding';
import { type VenueResolution, venue } from './resolution';
import { cachedRegExp } from '../text/cached-reg-exp';

// Not text/stopwords: besides function words it drops what every venue's name or address holds ('restaurant', 'street').
export const STOPWORDS = new Set(
  [
    'the a an one on in at near by with that has is of and or to for this it place restaurant cafe bar hotel venue spot yung nasa sa ',
    'may ang de het die op aan bij met een van street st str straat avenue ave av road rd jl jln jalan calle again ba nga po ook alweer ',
    'think',
  ]
    .join('')
    .split(' '),
);

/** Everyday words for what a venue's category or address says: "by the water" is the harbourfront, "ruins" an archaeological site. */
/** Of those, the words for a landmark or a kind of place in another language, which also name a kind ("de toren"). */
export const LANDMARK_WORDS = new Set(
  [
    'dimsum brewery brouwerij zonsondergang sunset wijk wijkje toren tower torre molen mill windmill kasteel castle kastilyo kerk church ',
    'simbahan klooster monastery brug bridge paleis palace plein vuurtoren parola bier beer wijn alak eetstraatje eetstraat steegje ',
    'tempel templo temple dierentuin zoo bos gubat',
  ]
    .join('')
    .split(' '),
);
export const ATTRIBUTE_SYNONYMS: Record<string, string> = {
  bbq: 'barbecue bbq smokehouse',
  barbecue: 'bbq barbecue smokehouse',
  water: 'waterfront harbour harbor quay lake beach river pier marina bay seaside',
  waterfront: 'harbour harbor quay pier marina',
  riverside: 'riverfront river',
  riverfront: 'riverside river',
  '24h': '24 hour',
  '24hr': '24 hour',
  '24hrs': '24 hour',
  sea: 'beach seaside bay pier',
  ruins: 'archaeological ruin',
  ruin: 'archaeological',
  view: 'rooftop viewpoint lookout',
  views: 'rooftop viewpoint lookout',
  strand: 'beach',
  zee: 'beach seaside',
  dagat: 'beach seaside bay',
  tabing: 'beach',
  taco: 'taqueria mexican',
  tacos: 'taqueria mexican',
  burger: 'burgers hamburger',
  noodle: 'noodles ramen',
  kape: 'cafe coffee',
  kapehan: 'cafe coffee',
  koffie: 'cafe coffee',
  broodjes: 'sandwich',
  broodje: 'sandwich',
  sushi: 'japanese',
  pizza: 'pizzeria',
  pizzeria: 'pizza',
  ijs: 'ice cream gelato',
  friet: 'fries',
  frietjes: 'fries',
  zondag: 'sunday',
  zaterdag: 'saturday',
  vrijdag: 'friday',
  linggo: 'sunday',
  sabado: 'saturday',
  biyernes: 'friday',
  // Dutch and Tagalog words for what an English category or address says.
  pinoy: 'filipino',
  pilipino: 'filipino',
  filipijns: 'filipino',
  kainan: 'restaurant eatery carinderia',
  bieb: 'library bibliotheek',
  bibliotheek: 'library',
  // What the first part of a Dutch compound kind says in an English category ("het fotografiemuseum" for a "photography museum").
  fotografie: 'photography photo',
  foto: 'photography photo',
  kinder: "children children's kids",
  trein: 'railway train spoorweg',
  spoorweg: 'railway train',
  scheepvaart: 'maritime',
  kunst: 'art',
  natuur: 'natural nature',
  speelgoed: 'toy',
  wetenschap: 'science',
  muziek: 'music',
  oorlog: 'war',
  verzet: 'resistance',
  palengke: 'market',
  merkado: 'market',
  markt: 'market',
  market: 'mercato mercado marche markt market',
  markets: 'mercato mercado marche markt market',
  uitzicht: 'view rooftop viewpoint',
  tanawin: 'view rooftop viewpoint',
  rijstveld: 'rice paddy',
  rijstvelden: 'rice paddy',
  palayan: 'rice paddy',
  terras: 'terrace patio',
  dakterras: 'rooftop terrace',
  tuin: 'garden',
  hardin: 'garden',
  haven: 'harbour harbor port marina',
  gracht: 'canal',
  grachten: 'canal',
  rivier: 'river',
  ilog: 'river',
  bundok: 'mountain',
  berg: 'mountain',
  tubig: 'water waterfront floating river lake sea',
  lawa: 'lake',
  meer: 'lake',
  // Words for landmarks in the user's language against the category's or name's ("de toren" for Torre de Belém).
  dimsum: 'dim sum yum cha',
  brewery: 'brewing brewpub beer taproom',
  brouwerij: 'brewery brewing brewpub beer',
  zonsondergang: 'sunset',
  sunset: 'zonsondergang',
  wijk: 'neighborhood neighbourhood district quarter viertel barrio',
  wijkje: 'neighborhood neighbourhood district quarter viertel barrio',
  toren: 'tower torre tour',
  tower: 'toren torre tour',
  torre: 'tower toren',
  molen: 'mill windmill watermill',
  mill: 'molen windmill watermill',
  windmill: 'molen mill',
  kasteel: 'castle castillo castello chateau château schloss',
  castle: 'kasteel castillo castello chateau château schloss',
  kastilyo: 'castle',
  kerk: 'church iglesia igreja chiesa kirche basilica cathedral',
  church: 'kerk iglesia igreja chiesa kirche basilica cathedral',
  simbahan: 'church iglesia basilica cathedral',
  klooster: 'monastery mosteiro convent abbey',
  monastery: 'klooster mosteiro abbey',
  brug: 'bridge',
  bridge: 'brug',
  paleis: 'palace palacio palazzo palais schloss',
  palace: 'paleis palacio palazzo palais schloss',
  plein: 'square plaza praca praça piazza',
  vuurtoren: 'lighthouse',
  parola: 'lighthouse',
  bier: 'beer brewery',
  beer: 'bier brewery taproom',
  wijn: 'wine',
  alak: 'wine liquor',
  eetstraatje: 'food alley street',
  eetstraat: 'food alley street',
  steegje: 'alley',
  tempel: 'temple wat',
  templo: 'temple wat',
  temple: 'tempel templo wat',
  dierentuin: 'zoo',
  zoo: 'dierentuin',
  bos: 'forest park',
  gubat: 'forest',
};

export function phraseWords(phrase: string, translate = false): string[] {
  const words = fold(phrase)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => (w.length > 1 || /\d/.test(w)) && !STOPWORDS.has(w));
  // "yung may diving" finds "dive resort": an -ing word also matches by its stem; "yung may desserts" a "dessert shop".
  // "yung may agila" finds the Eagle Center, "die met wereldmuziek" a world music venue: a Dutch or Tagalog word also goes
  // by what it says in English, a compound by each of its parts.
  // Only when the words as typed pick nothing (a place's own name, "Kapitolyo", is no capitol).
  // A word in English counts only whole (marked "="): "pie" for "vlaai" is no "Pieterstraat".
  const translated = (w: string) =>
    translate && !isKnownPlace(w) ? describedBy(w).map((group) => group.map((said, i) => (i ? `=${said}` : said)).join('|')) : [w];
  return words.flatMap((w) => {
    if (ATTRIBUTE_SYNONYMS[w]) return [`${w}|${ATTRIBUTE_SYNONYMS[w].replace(/ /g, '|')}`];
    if (/^\p{L}{3,}ing$/u.test(w)) return [`${w}|${w.slice(0, -3)}`];
    return /^\p{L}{4,}[^s]s$/u.test(w) ? [`${w}|${w.slice(0, -1)}`] : translated(w);
  });
}

/** The one venue whose name, category and address (and, when given, what was said about it) hold the most of the
 * words; a tie is no answer. */
/** "the one on duluth is the foie gras poutine a real thing": typed without a comma, the description runs into the question;
 * its first words alone pick the venue when all of them together tie. */
export function leadingWordsMatch(list: readonly RememberedVenue[], words: string[]): VenueResolution | null {
  for (let k = 1; k < words.length; k++) {
    const picked = bestMatch(list, words.slice(0, k));
    if (picked) return picked;
  }
  return null;
}
export const NEGATORS = new Set('no walang wala without zonder geen not hindi'.split(' '));
export const LACKS = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:walang|wala|no|not much|not a lot of|without|zonder|geen|weinig|hardly any|barely any)\s+(?:(?:masyadong`,
    String.raw`|gaanong|much|real|veel|echt|any|big|great)\s+)?[\p{L}-]+`,
  ].join(''),
  'giu',
);
export function bestMatch(list: readonly RememberedVenue[], words: string[], said?: ReadonlyMap<string, string>): VenueResolution | null {
  if (!words.length) return null;
  const asksLack = words.some((w) => NEGATORS.has(w.split('|')[0]));
  const scored = list.map((v) => {
    // "yung sa dmall" for "D'Mall": the fields are also read without their apostrophes.
    // What the reply says a venue lacks describes it not: "walang masyadong view", "no real view", "geen terras" (unless the
    // lack is what is asked for: "the one with no sign").
    const told = said?.get(v.placeId) ?? '';
    const folded = fold(`${v.name} ${v.category ?? ''} ${v.address ?? ''}${said ? ` ${asksLack ? told : told.replace(LACKS, ' ')}` : ''}`);
    const haystack = /['’]/.test(folded) ? `${folded} ${folded.replace(/['’]/g, '')}` : folded;
    // Numbers match whole ("District 3" is not "37"); words by their start ("frietjes" in "frietjeshuis").
    // ... a word of two letters only whole ("al pastor" is not in "Álvaro").
    const has = (w: string) =>
      (w.length > 2 || /\d/.test(w)) &&
      haystack.includes(w) &&
      cachedRegExp([`(?<![\\p{L}\\p{N}])${escape(w)}${/\d/.test(w) ? '(?![\\p{N}])' : ''}`].join(''), 'u').test(haystack);
    // A whole word counts more than the start of one: "noord" is Amsterdam-Noord before Noordermarkt.
    const whole = (w: string) =>
      haystack.includes(w) && cachedRegExp(`(?<![\\p{L}\\p{N}])${escape(w)}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
    // "ne kelder" for "De Trappistenkelder": a Dutch compound ends in the word.
    const compoundEnd = (w: string) =>
      w.length >= 5 && haystack.includes(w) && cachedRegExp(`\\p{L}{3,}${escape(w)}(?![\\p{L}])`, 'u').test(haystack);
    // "die in katenrecht", "yung sa poblcion": a word of five letters or more typed with one slip counts as a part match.
    let haystackWords: string[] | undefined;
    const slipped = (w: string) =>
      w.length >= 4 &&
      (haystackWords ??= haystack.split(/[^\p{L}\p{N}]+/u).filter((h) => h.length >= 5)).some((h) => h[0] === w[0] && oneSlipApart(w, h));
    const score = (w: string) => {
      const alternatives = w.split('|');
      if (alternatives.some((a) => whole(a.replace(/^=/, '')))) return 1;
      const typed = alternatives.filter((a) => !a.startsWith('='));
      return typed.some(has) || typed.some(compoundEnd) || slipped(typed[0]) ? 0.5 : 0;
    };
    return { v, score: words.reduce((sum, w) => sum + score(w), 0) };
  });
  const best = Math.max(...scored.map((s) => s.score));
  const winners = scored.filter((s) => s.score === best);
  return best > 0 && winners.length === 1 ? venue(winners[0].v, 'attribute') : null;
}

/** The listed venues whose category holds a word of the text, when that is two or more of them but not all. */
export function sameStem(a: string, b: string): boolean {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n >= 5 && n >= Math.min(a.length, b.length) - 3;
}
