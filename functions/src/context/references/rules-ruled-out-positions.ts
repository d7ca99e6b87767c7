// Wave cm (anything but that): several positions in one message, all but one turned down, wherever the turn-down stands: "He
// says no to the first one and the third one ... What is the second one like?", "skip ko na ung una tsaka pangalawa. ung
// pangatlo, may outdoor seating ba?", "de eerste twee zijn precies ook te duur. de derde?", "1 en 2 zien eruit als
// instagramplekken. nee. 3?". The one position left standing, said after a turned-down one, is the pick.
import { DETERMINER, NOT_LISTED_NOUNS, ORDINAL_ALTERNATION, ORDINAL_WORDS } from './ordinal-words';
import { not } from './guards';
import { venue } from './resolution';
import type { ReferenceRule, ResolveState } from './rule';

/** A word that turns down what follows it ("not", "skip", "nee tegen", "hindi", "wag", "ayoko sa"). */
const TURN_DOWN_BEFORE = [
  String.raw`not|niet|nie|ni|geen|hindi|hnd|di|wag|huwag|skip|skipping|scratch|drop|no\s+to|nee\s+tegen|veto|ekis|ayoko|ayaw`,
  String.raw`|except|behalve|maliban`,
].join('');
/** Small words between the turn-down and the card ("hindi na lang pala yung una", "skip ko na ung una"). */
const FILLER = String.raw`na|nalang|lang|pala|po|daw|raw|ko|kami|namin|muna|dan|toch|maar|even|ook|meer|sa|dun|doon|nyo|ninyo`;
const TURNED_DOWN_BEFORE = new RegExp(String.raw`(?<!\p{L})(?:${TURN_DOWN_BEFORE})(?:\s+(?:${FILLER}))*\s+(?:${DETERMINER}\s+)?$`, 'iu');
/** Between two cards turned down together: "the first one and the third one", "ung una tsaka pangalawa", "1 en 2". */
const JOINED = new RegExp(
  [
    String.raw`^\s*(?:(?:one|option|optie|place|spot|ones)\s*)?(?:,|&|\band\b|\ben\b|\bat\b|\btsaka\b|\bsaka\b|\bpati\b`,
    String.raw`|\bor\b|\bof\b)\s*(?:${DETERMINER}\s+)?$`,
  ].join(''),
  'iu',
);
/** A verdict after the card that turns it down ("zijn ook te duur", "ziet er te chic uit", "masyadong mahal", "valt af"). */
const VERDICT_AFTER = new RegExp(
  [
    String.raw`(?<!\p{L})(?:too\s+\p{L}{3,}|te\s+(?:duur|ver|druk|chic|sjiek|toeristisch|klein|vol|luid|lawaaierig|prijzig|fancy|`,
    String.raw`posh|deftig|vet|zout|pikant|heet|gehaast)|masyado(?:ng)?\s+\p{L}{3,}|sobrang\s+\p{L}{3,}|(?:valt|vallen)\s+`,
    String.raw`(?:\p{L}+\s+)?af|is\s+out|nope|nah|meh|niks|pass|ayoko|ayaw)(?!\p{L})`,
  ].join(''),
  'iu',
);
/** A sentence that is only a turn-down, after the cards it turns down: "1 en 2 zien eruit als instagramplekken. nee. 3?". */
const BARE_NO = /^\s*(?:no|nope|nah|nee|neen|neh|hindi|ayoko|pass|meh)\s*[.!]+/iu;
/** A card by its place: a word ("the third", "pangalawa"), a number ("3rd", "#2", "2"), or the first two together. */
const POSITION = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}#$€£:.,])(?:(first|eerste|unang|una)\s+(two|twee|dalawa|2)|(${ORDINAL_ALTERNATION})(?:ng)?`,
    String.raw`|#?(\d{1,2})(st|nd|rd|th|e|de|ste)?)(?![\p{L}\p{N}])(?!\s*(?:[:.,]\d|u\b|uur|h\b|am|pm|min|km|euro|eur|€|\$|%|x\b))`,
    String.raw`(?!\s+(?:${NOT_LISTED_NOUNS})(?!\p{L}))`,
  ].join(''),
  'giu',
);

interface Mention {
  at: number;
  end: number;
  /** 1-based places, -1 for the last. */
  places: number[];
}

function mentionsIn(text: string): Mention[] {
  const found: Mention[] = [];
  for (const m of text.matchAll(POSITION)) {
    const [, groupFirst, , word, digits, suffix] = m;
    let places: number[];
    if (groupFirst) places = [1, 2];
    else if (word) places = [ORDINAL_WORDS[word.toLowerCase()] ?? NaN];
    else {
      const n = Number(digits);
      // A bare number counts only when small: "1 en 2 ... 3?", not "for 6".
      if (!suffix && !m[0].startsWith('#') && (n < 1 || n > 5)) continue;
      places = [n];
    }
    if (places.some(Number.isNaN)) continue;
    found.push({ at: m.index, end: m.index + m[0].length, places });
  }
  return found;
}

/** Which mentions are turned down: after a turn-down word, joined to one turned down, before a verdict, before a bare "no". */
function turnedDown(text: string, mentions: readonly Mention[]): Set<Mention> {
  const down = new Set<Mention>();
  mentions.forEach((m, i) => {
    const before = text.slice(Math.max(0, m.at - 40), m.at);
    const previous = mentions[i - 1];
    if (TURNED_DOWN_BEFORE.test(before)) down.add(m);
    else if (previous && down.has(previous) && JOINED.test(text.slice(previous.end, m.at))) down.add(m);
  });
  // A verdict in the sentence after a card (not a question about it) turns down every card of that sentence said before it.
  for (const m of mentions) {
    const rest = text.slice(m.end);
    const stop = rest.search(/[.;!?]/u);
    const sentence = stop < 0 ? rest : rest.slice(0, stop);
    const isQuestion = stop >= 0 && rest[stop] === '?';
    const nextMention = mentions.find((n) => n.at >= m.end);
    const clause = nextMention && nextMention.at - m.end < sentence.length ? rest.slice(0, nextMention.at - m.end) : sentence;
    const verdict = VERDICT_AFTER.exec(isQuestion ? '' : sentence);
    if (verdict && (verdict.index < clause.length || JOINED.test(clause))) down.add(m);
    if (stop >= 0 && BARE_NO.test(rest.slice(stop + 1))) down.add(m);
  }
  return down;
}

/** The places the words turn down, 1-based (-1 for the last), when they turn down every place they name: "not the first one ...
 * drop it", "de tweede en de vierde vallen af"; none for "the second museum, not the first" (a correction picks the second). */
export function placesTurnedDown(text: string): number[] {
  const mentions = mentionsIn(text);
  const down = turnedDown(text, mentions);
  return down.size === mentions.length ? [...new Set([...down].flatMap((m) => m.places))] : [];
}

/** The one place left standing after the turned-down ones, or null when none or several are. */
export function placeLeftStanding(text: string): number | null {
  const mentions = mentionsIn(text);
  // One card turned down and another left standing take two mentions at least.
  if (mentions.length < 2) return null;
  const down = turnedDown(text, mentions);
  if (!down.size) return null;
  const firstDown = Math.min(...[...down].map((m) => m.at));
  const downPlaces = new Set([...down].flatMap((m) => m.places));
  const standing = mentions.filter((m) => !down.has(m) && m.at > firstDown).flatMap((m) => m.places);
  const left = new Set(standing.filter((p) => !downPlaces.has(p)));
  return left.size === 1 ? [...left][0] : null;
}

export const RULED_OUT_POSITIONS_RULE: ReferenceRule = {
  id: 'ruled-out-positions',
  phenomenon: 'corrections',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: new RegExp(
    `(?<!\\p{L})(?:${TURN_DOWN_BEFORE}|too|te|masyado|sobrang|valt|vallen|out|nope|nah|meh|niks|pass|nee|no)(?!\\p{L})`,
    'iu',
  ),
  examples: [
    "He says no to the first one and the third one, he doesn't do seafood. What is the second one like?",
    'skip ko na ung una tsaka pangalawa. ung pangatlo, may outdoor seating ba?',
    'de eerste twee zijn precies ook te duur. de derde, hoeveel kost da ongeveer?',
    '1 en 2 zien eruit als instagramplekken. nee. 3?',
  ],
  counterexamples: ['the first one, is it open?', 'de tweede en de derde, welke is goedkoper?'],
  decides: [
    ["He says no to the first one and the third one, he doesn't do seafood. What is the second one like?", 'P2'],
    ['not the first one lol got kicked out of there once. 3rd one still open rn?', 'P3'],
    ['skip ko na ung una tsaka pangalawa. ung pangatlo, may outdoor seating ba?', 'P3'],
    ['Ay, hindi na po pala yung pangalawa, nabasa ko po na matagal daw ang pila doon. Yung pangatlo na lang po.', 'P3'],
    ['oke dan niet die eerste maar de tweede moet je daar reserveren of kan je gewoon binnenlopen', 'P2'],
    ['de eerste twee zijn precies ook te duur. de derde, hoeveel kost da ongeveer?', 'P3'],
    ["ze zegt nee tegen de eerste. en de tweede 'ziet er te chic uit'. wat voor tent is de derde?", 'P3'],
    ['1 en 2 zien eruit als instagramplekken. nee. 3?', 'P3'],
    // The forms of the rules after it, one position turned down before the one picked (waves ca, zm, cl).
    ['nah not the first one, looks too fancy. what about the third, is it cheap?', 'P3'],
    ['hindi yung una ha yung pangalawa paano kami pupunta dun', 'P2'],
    ['ay teka hindi yung pangalawa yung una pala yung tinatanong ko', 'P1'],
    ['Het eerste restaurant valt dan af. Wat is het adres van het tweede?', 'P2'],
    ['de laatste valt af, te ver. is de tweede vandaag wel open?', 'P2'],
    ['die eerste ken ik, vind ik niks. is de tweede nu open?', 'P2'],
    ['Wei Ling says no to the 1st, too far from mrt. 2nd one got halal?', 'P2'],
    ['mijn schoonbroer ziet de derde niet zitten want te duur zegt hij en mijn zus vraagt of de eerste rolstoeltoegankelijk is', 'P1'],
  ],
  // A position in an earlier list, named by its kind, counts there (earlier-list-by-kind).
  when: not('returnsByKind'),
  effect: (s: ResolveState) => {
    const place = placeLeftStanding(s.text);
    if (place === null) return undefined;
    const index = place === -1 ? s.list.length - 1 : place - 1;
    return index >= 0 && index < s.list.length ? venue(s.list[index], 'ordinal') : undefined;
  },
};
