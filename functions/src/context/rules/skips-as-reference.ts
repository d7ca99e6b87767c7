// Whether a lexicon word at a position is no search of its own: it names a listed venue ("the pizza place"), a person
// ("as pinoys"), a property ("do they have wifi"), a verb ("park the car") or a thing in a question about identity.
import QUERY_WORDS from './query-words.json';
import { CLAUSE_WORDS, FRAME_DROP } from './open-frame';
import { LEXICON, longestEntry, singular } from './query-lexicon';

export const DEFINITE = new Set([
  'the',
  'this',
  'that',
  'their',
  'its',
  'your',
  'our',
  'my',
  'yung',
  'iyong',
  'het',
  'dat',
  'die',
  'da',
  'den',
]);
/** Words that open a sentence and name nothing, so a capitalised word after them is no part of a name. */
const SENTENCE_OPENER =
  /^(?:maybe|perhaps|actually|rather|preferably|misschien|liever|toch|eerder|baka|siguro|mas|or|of|o|please|pls|graag|aub|paki|pakisuyo)$/i;
const ORDINAL_BEFORE = new RegExp(
  [
    String.raw`^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|eerste|tweede|derde|vierde|vijfde`,
    String.raw`|laatste|(?:pang?|pam|ika)-?(?:una|alawa|dalawa|lawa|atlo|tatlo|tlo|a?apat|lima|a?anim|pito|walo|siyam|sampu`,
    String.raw`|huli)(?:ng)?)$`,
  ].join(''),
  '',
);
const PROPERTY_BEFORE = new RegExp(
  [
    String.raw`(?:^|\s)(?:(?:do|does|did) (?:they|it|he|she) (?:\w+ )?(?:have|serve|sell|offer|do)`,
    String.raw`|(?:they|it) (?:have|has|serve|serves|sell|sells|offer|offers)`,
    String.raw`|(?:hebben|serveren|verkopen|doen) (?:ze|zij|jullie|die|de|den|dienen)|heeft (?:het|die|dat|ie|zij|den|dienen)`,
    String.raw`|meron (?:ba )?(?:sila|silang|kayo|kayong)`,
    String.raw`|may (?:\w+ )?(?:sila|silang|kayo|kayong))(?: (?:a|an|any|some|een|ook|also|ng|nang|good|nice|goede|leuke))*$`,
  ].join(''),
  '',
);
const VERB_LIKE = new Set(QUERY_WORDS.VERB_LIKE);
const LIST_WORD = /^(?:list|lists|lijst|lijstje|listahan)$/;
const LIST_PREPOSITION = /^(?:sa|s|from|in|on|of|uit|van|op|nung|noong)$/;
const PEOPLE = new Set(['pinoy', 'pinoys', 'filipino', 'filipinos', 'pilipino', 'pilipinos', 'pinay']);
const PEOPLE_BEFORE = new Set([
  'sa',
  'mga',
  'a',
  'as',
  'bilang',
  'kaming',
  'fellow',
  'for',
  'ang',
  'we',
  'kami',
  'tayong',
  'other',
  'maraming',
  'kapwa',
  'many',
  'most',
]);
const VERB_FOLLOWERS = /^(?:my|your|the|what|that|this|our|his|her|their|all|any|with)$/;
/** "is that the", "is dat een", "yun ba yung": up to two words before the kind. */
const IDENTITY_BEFORE = new RegExp(
  [
    String.raw`(?:^|\s)(?:(?:is|was|isn'?t|isnt)\s+(?:that|this|it)|(?:is|was)\s+(?:dat|dit|die|het))\s+(?:the|a|an|de|het`,
    String.raw`|een)\s+(?:[\p{L}'’-]+\s+){0,2}$`,
    String.raw`|(?:^|\s)(?:yun|yan|ito|iyon|iyan)\s+ba\s+(?:yung|ang|ung)\s+(?:[\p{L}'’-]+\s+){0,2}$`,
  ].join(''),
  'u',
);
export function skipsAsReference(
  original: string[],
  words: string[],
  i: number,
  length: number,
  startsSentence: boolean,
  joinedToNext = false,
): boolean {
  const previous = words[i - 1];
  const last = words[i + length - 1];
  if (previous && DEFINITE.has(previous) && !last.endsWith('s')) return true;
  // "the other café", "dat andere café": the other listed venue of that kind.
  if (previous && /^(?:other|andere|ander)$/.test(previous) && DEFINITE.has(words[i - 2] ?? '')) return true;
  // "yung pangalawang hotel", "the third museum": an ordinal picks from the list.
  if (previous && ORDINAL_BEFORE.test(previous) && !(previous === 'second' && /^(?:breakfast|lunch|dinner|dessert)$/.test(words[i])))
    return true;
  // "ung una s ramen list", "uit het koffielijstje van daarnet", "from the bakery list": the kind names a list shown, not a search.
  if (LIST_WORD.test(words[i + length] ?? '') && LIST_PREPOSITION.test(previous ?? '')) return true;
  // "hebben ze een terras?", "do they serve dim sum?": a question about a venue's features, not a new search.
  const lead = words.slice(Math.max(0, i - 5), i).join(' ');
  if (PROPERTY_BEFORE.test(lead) && !/\b(?:that|which|where|die|dat)\s+(?:they|it|ze|zij)\b/.test(lead)) return true;
  // "is that the al capone bar?", "is dat de bruine kroeg?": a question of what the venue pointed at is, not a new search.
  if (IDENTITY_BEFORE.test(`${lead} `)) return true;
  // "is it expensive to park there?": a lexicon word used as a verb is no search.
  if (length === 1 && previous === 'to' && VERB_LIKE.has(last)) return true;
  // "where can I park?", "saan pwede mag-park?": parking the car is a question about getting there, not a park to find.
  if (length === 1 && last === 'park' && /^(?:i|we|you|mag|magpa)$/.test(previous ?? '')) return true;
  // "visa para sa Pinoy", "as a Filipino": people, not food.
  if (length === 1 && PEOPLE.has(last) && PEOPLE_BEFORE.has(previous ?? '') && !longestEntry(words, i + 1)) return true;
  if (/^match(?:es)?$/.test(last) && VERB_FOLLOWERS.test(words[i + length] ?? '')) return true;
  // "how do you say thank you in japanese?": a language, not a cuisine.
  if (
    previous === 'in' &&
    /\b(?:say|said|speak|spoken|called|write|translate|mean|means|heet|zeg|zeggen|sabihin|tawag)\b/.test(
      words.slice(Math.max(0, i - 6), i).join(' '),
    )
  )
    return true;
  // Flemish "rap een croque eten": "rap" is quickly, not the music.
  if (length === 1 && last === 'rap' && /^(?:een|iets|wat|nog|even|naar|ne|nen|mijn|de|het)$/.test(words[i + 1] ?? '')) return true;
  // "game, book mo na", "game na!": Taglish "game" opening a sentence says "let's go", not a match to watch.
  if (length === 1 && last === 'game' && /^(?:ok|okay|sige|oks|g)$/.test(previous ?? '')) return true;
  if (length === 1 && last === 'game' && startsSentence && /^(?:|na|tayo|ako|kami|book|sige|go|g|ako|lets|let's)$/.test(words[i + 1] ?? ''))
    return true;
  // A capitalised word after a capitalised non-initial word is part of a proper name ... unless it opens a sentence.
  const before = original[i - 1];
  if (startsSentence || !/^\p{Lu}/u.test(original[i])) return false;
  // "from Southern Cross station": a capitalised word before another capitalised word that is no search is part of a name.
  const following = original[i + length];
  const next = following?.toLowerCase() ?? '';
  if (
    joinedToNext &&
    following &&
    /^\p{Lu}/u.test(following) &&
    !LEXICON.has(next) &&
    !LEXICON.has(singular(next)) &&
    !FRAME_DROP.has(next) &&
    !CLAUSE_WORDS.has(next)
  )
    return true;
  // "lunchen bij de Markt", "drinks near the Mercado": a capitalised word after "near/bij (the/de)" names a place.
  if (
    /^(?:near|bij|op|aan|nabij|around|by)$/.test(words[i - 1] ?? '') ||
    (/^(?:the|de|het)$/.test(words[i - 1] ?? '') && /^(?:in|near|at|bij|op|aan|nabij|around|by|van|from|vanaf)$/.test(words[i - 2] ?? ''))
  )
    return true;
  // ... but "Fitzroy? Maybe Greek": a word that opens a sentence of its own ("Maybe", "Misschien", "Baka") names nothing with it.
  if (before !== undefined && SENTENCE_OPENER.test(before)) return false;
  return i >= 2 && before !== undefined && /^\p{Lu}/u.test(before) && !LEXICON.has(before.toLowerCase());
}
