// A message about an earlier question of the user's: "my first question", "wat vroeg ik", "yung tanong ko kanina".
import type { ConversationContext } from '../conversation-context';
import { oneSlipApart } from '../gazetteer';
import { escape, fold } from './folding';
import type { TurnResolution } from './resolution';
import { cachedRegExp } from '../text/cached-reg-exp';

/** "before the smoked meat question", "after my question about parking": the turn next to the one the topic names. */
export const BESIDE_TOPIC = new RegExp(
  [
    String.raw`\b(before|after|voor|bago|pagkatapos)\s+(?:the\s+|my\s+|de\s+|mijn\s+|yung\s+|ang\s+)?(?:question\s+about\s+`,
    String.raw`|vraag\s+over\s+|tanong\s+(?:ko\s+)?tungkol\s+sa\s+)?([\p{L}\p{N}'’ -]{3,40}?)\s*(?:question|vraag|tanong)?\s*[?.!]*$`,
  ].join(''),
  'iu',
);

/** A message about an earlier question of the user's: a recall frame with a question word ("my first question",
 * "what did I ask", "una kong tanong", "wat vroeg ik"); it takes precedence over an ordinal ("yung una kong tanong"). */
export const TURN_REFERENCE = new RegExp(
  [
    String.raw`\b(?:my|the|your)\s+(?:very\s+)?(?:first|second|third|fourth|last|previous|earlier|original|initial|opening|other|old|1st` +
      String.raw`|2nd|3rd)\s+(?:question|message|request|query|qn|q|ques)\b`,
    String.raw`\bwh?at (?:did|have|was it|did) i (?:just |even |actually |originally )?(?:ask(?:ed)?|said|say|want(?:ed)?` +
      String.raw`|mention(?:ed)?)\b`,
    // "what was the question before the izakaya one?", "the message after my question about the metro"
    String.raw`\bthe (?:question|message|thing i asked) (?:right |just )?(?:before|after) (?:the|my)\b`,
    // "the thing I asked two messages ago", "drie vragen geleden", "dalawang tanong na ang nakalipas"
    String.raw`\b(?:two|three|four|2|3|4|twee|drie|vier)\s+(?:messages|questions|vragen|berichten)\s+(?:ago|back|geleden|terug)\b`,
    String.raw`\bwhat i (?:asked|said|wanted|mentioned)\b`,
    String.raw`\bthe (?:thing|question) i (?:asked|said|mentioned)(?: you)?(?: (?:earlier|before|about))?\b`,
    // "what was the first thing I asked?", "the last thing i said"
    String.raw`\b(?:the|my)\s+(?:very\s+)?(?:first|second|third|last|previous|earlier|other)\s+(?:thing|one)\s+i\s+(?:just\s+)?(?:asked` +
      String.raw`|said|wanted|mentioned|typed)\b`,
    String.raw`\b(?:what|which) was my (?:\w+ )?(?:question|request|message|qn|q|ques)\b`,
    String.raw`\b(?:(?:pinaka)?una|(?:pinaka)?unang|pinakaunang|huling|huli|pinakahuling?|nakaraang|naunang|pangalawa(?:ng)?` +
      String.raw`|pangatlo(?:ng)?|ikalawa(?:ng)?|ikatlo(?:ng)?|dating)\s+(?:kong\s+|ko\s+|na\s+)?(?:tanong|tinanong)`,
    // ... not "tinanong ko po si Tatay": a person asked.
    String.raw`\b(?:tanong|tinanong|itinanong) ko\b(?!\s+(?:po\s+)?(?:si|kay|sina|kina)\b)`,
    String.raw`\b(?:sinabi|sabi|binanggit) ko (?:kanina|dati|noon|sa umpisa)\b`,
    // ... not "yung kanina sa bgc yung pangatlo", the earlier list and a pick in it.
    String.raw`\byung kanina\b(?![^?]*\b(?:yung|ung|ang)\s+(?:una|unang|huli|pang-?[a-z]+|ika-?[a-z]+)\b)`,
    String.raw`\b(?:mijn|mijne|de) (?:eerste|tweede|vorige|laatste|eerdere|oorspronkelijke|allereerste)\s+(?:vraag|bericht)`,
    String.raw`\bwat (?:vroeg|zei) ik\b|\bwat ik (?:\w+ )?(?:vroeg|zei|gevraagd)\b|\bwat heb ik (?:\w+ )?gevraagd`,
    String.raw`\b(?:wat was|welke was) (?:\w+ ){0,2}mijn (?:\w+ )?vraag\b|\bmy (?:earlier |previous |other )?question (?:about|on|re)\b` +
      String.raw`|\bmijn vraag (?:van (?:daarnet|net|zonet|eerder|daarstraks) )?over\b`,
    String.raw`\b(?:back to|going back to|terug naar|balik (?:tayo )?sa)\s+(?:the|my|that|de|het|mijn|die` +
      String.raw`|yung)\s+[\w-]{3,20}\s+(?:question|vraag|tanong)\b`,
  ].join('|'),
  'i',
);
export const FIRST_TURN = new RegExp(
  [
    String.raw`\b(?:first|original|initial|opening|(?:the )?(?:very )?(?:start|beginning)|eerste|allereerste|eerst|begin|(?:pinaka)?una`,
    String.raw`|(?:pinaka)?unang|noong una|simula|umpisa|sa umpisa)\b`,
  ].join(''),
  'i',
);
export const NTH_TURN: [RegExp, number][] = [
  [/\b(?:second|2nd|tweede|pangalawa(?:ng)?|ikalawa(?:ng)?)\b/i, 1],
  [/\b(?:third|3rd|derde|pangatlo(?:ng)?|ikatlo(?:ng)?)\b/i, 2],
  [/\b(?:fourth|4th|vierde|pang-?apat(?:na)?|ikaapat(?:na)?)\b/i, 3],
];
/** "about brunch", "tungkol sa brunch", "over ontbijt": the topic picks the earlier question that mentions it. */
export const TOPIC = new RegExp(
  [
    String.raw`\b(?:about|regarding|re|on|tungkol sa|tungkol|ukol sa|over|betreffende)\s+(?:the\s+|ang\s+|yung\s+|de\s+`,
    String.raw`|het\s+)?([\p{L}\p{N}'’ -]{3,40})`,
  ].join(''),
  'iu',
);
export const TOPIC_FILLER = new Set('thing things stuff one question vraag tanong bagay ding dingetje'.split(' '));
// Narrower than text/stopwords on purpose: 'near', 'which', 'waar', 'saan' and the like still pick the earlier question.
export const TOPIC_STOP = new Set(
  [
    'the a an and or in at to for of it that this there my your what when where how is are was sa ng ang yung mga na ba nga ulit de het ',
    'een en van is was',
  ]
    .join('')
    .split(' '),
);

/** "huling tanong, safe ba ...?", "my last question: ...": announcing the question that follows, not pointing back. */
export const ANNOUNCES_QUESTION = new RegExp(
  [
    String.raw`^\s*(?:(?:ok|okay|sige|and|at|so)[,!]?\s+)?(?:my |the |one )?(?:last|final|huling|huli|laatste)\s+(?:question|tanong`,
    String.raw`|vraag)(?:\s+(?:ko|po|na))*\s*(?:[,:;–—-]|is\b|ay\b)`,
  ].join(''),
  'i',
);
export const AGO = /\b(two|three|four|[234]|twee|drie|vier)\s+(?:messages|questions|vragen|berichten)\s+(?:ago|back|geleden|terug)\b/i;
export const NUMBER_BACK: Record<string, number> = { two: 2, three: 3, four: 4, '2': 2, '3': 3, '4': 4, twee: 2, drie: 3, vier: 4 };
/** "yung tanong ko kanina bago yan", "the question before that", "de vraag daarvoor": one question further back than the last. */
export const BEFORE_THAT = new RegExp(
  [
    String.raw`\b(?:before that(?: one)?|the (?:one|question) before(?: that)?|bago (?:yan|yun|iyan|iyon|nun|noon|niyan|niyon)|daarvoor`,
    String.raw`|daar voor|ervoor|die daarvoor)\b`,
  ].join(''),
  'i',
);
export function resolveTurn(text: string, context: ConversationContext, earlier: ReadonlyMap<number, string>): TurnResolution | null {
  const match = TURN_REFERENCE.exec(text);
  if (!match || context.userTurns === 0 || ANNOUNCES_QUESTION.test(text)) return null;
  // "terug naar mijn eerste vraag: geldt dat ook voor Valkenburg?": an ordinal question is meant before any "voor/before".
  const nth = FIRST_TURN.test(text) ? 0 : NTH_TURN.find(([pattern]) => pattern.test(text))?.[1];
  // "re what I asked earlier, is the viettel counter before customs?": the earlier question that shares the message's words.
  const ago = AGO.exec(text);
  if (ago) {
    const back = NUMBER_BACK[ago[1].toLowerCase()];
    const at = context.userTurns - back;
    return at >= 0 ? { kind: 'turn', index: at, text: earlier.get(at) ?? '' } : null;
  }
  let index =
    (/^(?:voor|bago)$/i.test(BESIDE_TOPIC.exec(text)?.[1] ?? '') && nth !== undefined ? null : besideTopic(text, earlier)) ??
    nth ??
    topicTurn(text, earlier) ??
    sharedWordsTurn(text.replace(TURN_REFERENCE, ' '), earlier) ??
    (BEFORE_THAT.test(text) ? context.userTurns - 2 : context.userTurns - 1);
  if (index >= context.userTurns) index = context.userTurns - 1;
  if (index < 0 && context.userTurns > 0) index = 0;
  return index >= 0 ? { kind: 'turn', index, text: earlier.get(index) ?? '' } : null;
}

export function besideTopic(text: string, earlier: ReadonlyMap<number, string>): number | null {
  const match = BESIDE_TOPIC.exec(text);
  if (!match) return null;
  const at = turnMentioning(match[2], earlier);
  if (at === null) return null;
  const index = /^(?:before|voor|bago)$/i.test(match[1]) ? at - 1 : at + 1;
  return index >= 0 ? index : null;
}

/** The latest earlier user turn that mentions the topic's words. */
export const NAMED_QUESTION = /\b(?:the|my|that|de|het|mijn|die|yung)\s+([\p{L}-]{3,20})\s+(?:question|vraag|tanong)\b/iu;
export function topicTurn(text: string, earlier: ReadonlyMap<number, string>): number | null {
  // "my question about the tram": the reference itself may end in the word that opens the topic.
  const topic =
    TOPIC.exec(text.replace(TURN_REFERENCE, (found) => (/\b(?:about|on|re|over)$/i.test(found) ? ' about' : ' ')))?.[1] ??
    NAMED_QUESTION.exec(text)?.[1];
  if (!topic) return null;
  return turnMentioning(topic, earlier);
}

/** The one earlier question that shares a distinctive word (five letters or more) with the message, or null. */
export const FOUR_LETTER_STOP = new Set(
  [
    'alle also ang ano ask asked back bang best cool daar dat deze did die dit does each even ever far from give goed good have heeft ',
    'help here hier hoe info into ito iyan jouw just kami kasi kayo know lang last late like long maar make many mga mijn more most ',
    'much naar naman near need next nice niet nila niya nog okay only ook open over pala para pero ramen saan said same says sila some ',
    'such sure take tayo tell than thanks that them then they this time tips veel very voor waar wait want wat ways wel well what when ',
    'will with yan yeah your yun yung zeer zijn',
  ]
    .join('')
    .split(/\s+/),
);
export function sharedWordsTurn(text: string, earlier: ReadonlyMap<number, string>): number | null {
  // ... four letters too when a thing, not a little word ("does the card cover the train?" finds "is the Copenhagen Card worth it?").
  const words = fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(
      (w) =>
        (w.length >= 5 || (w.length === 4 && !FOUR_LETTER_STOP.has(w))) &&
        !TOPIC_STOP.has(w) &&
        !TOPIC_FILLER.has(w) &&
        !cachedRegExp(
          [String.raw`^(?:asked|earlier|question|before|after|about|again|there|where|which|would|could|should|vraag|tanong|kanina)$`].join(
            '',
          ),
        ).test(w),
    );
  if (!words.length) return null;
  const sharing = [...earlier].filter(
    ([, message]) => !TURN_REFERENCE.test(message) && words.some((w) => cachedRegExp(`(?<![\\p{L}])${escape(w)}`, 'u').test(fold(message))),
  );
  return sharing.length === 1 ? sharing[0][0] : null;
}

/** A topic said in other words: "bago yung presyo" finds "magkano ...?". */
export const TOPIC_SYNONYMS: Record<string, string[]> = {
  presyo: ['magkano', 'price', 'cost', 'how much', 'mura', 'mahal'],
  price: ['magkano', 'how much', 'cost', 'prijs', 'kost', 'cheap', 'expensive', 'pricey'],
  prijs: ['kost', 'price', 'hoeveel', 'goedkoop', 'duur'],
  oras: ['anong oras', 'what time', 'open'],
  hours: ['what time', 'open', 'close'],
};
export function topicStem(word: string): string {
  const stem = word.replace(/(?:ings?|ations?|ed)$/, '');
  return stem.length >= 4 && stem !== word ? stem : word.slice(0, Math.max(4, word.length - 2));
}
export function turnMentioning(topic: string, earlier: ReadonlyMap<number, string>): number | null {
  // Accents folded on both sides: "the hangi thing" finds "hāngī".
  const base = fold(topic)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2 && !TOPIC_STOP.has(w) && !TOPIC_FILLER.has(w));
  const words = [...base, ...base.flatMap((w) => TOPIC_SYNONYMS[w] ?? [])];
  if (!words.length) return null;
  // The turn that holds most of the topic's words ("milk tea" over a later "Tea Garden"); the latest of equals.
  let best: [number, number] | null = null;
  for (const [index, message] of earlier) {
    // "remind me what I asked about parking" only repeats the topic; the question itself came before.
    if (TURN_REFERENCE.test(message)) continue;
    const folded = fold(message);
    // "about booking" finds "do i need to book?": a word's stem without -ing / -ation / -ed is enough.
    // ... or a word typed with one slip on either side ("about boson" finds "chowder in Boston").
    const messageWords = folded.split(/[^\p{L}\p{N}]+/u).filter((m) => m.length >= 5);
    const hits = words.filter(
      (w) => folded.includes(topicStem(w)) || (w.length >= 5 && messageWords.some((m) => m[0] === w[0] && oneSlipApart(w, m))),
    ).length;
    if (hits && (!best || hits > best[1] || (hits === best[1] && index > best[0]))) best = [index, hits];
  }
  return best ? best[0] : null;
}
