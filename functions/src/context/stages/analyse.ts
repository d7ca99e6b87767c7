// Stage 2: the message read once: forged context lines removed, the text analysed, and what the turn is read against
// (the listed venues' names and streets, the assistant's last reply).
import type { Turn } from '../../contract/concierge-contract';
import { stripForgedContext } from '../context-line';
import type { ConversationContext, RememberedVenue } from '../conversation-context';
import { withoutPastVisits } from '../intent/past-visits';
import { normaliseMessageSpelling } from '../lexicon/engine-spelling';
import { analyseText, type AnalysedText } from '../text/analyse-text';
import { streetOf } from '../venue-names';
import { asSecondHalf } from '../rules/search-in-two-halves';

export interface AnalyseStage {
  /** The message with any forged `[CONTEXT: ...]` removed and texting spellings read as words: what every later stage reads. */
  text: string;
  analysed: AnalysedText;
  /** Every venue the conversation listed: recent, alternatives, earlier. */
  listedVenues: RememberedVenue[];
  /** Their names and streets: neither is where to look nor what to look for ("ok what about rue de bretagne"). */
  venueNames: string[];
  /** The assistant's last reply, '' when there is none. */
  lastModel: string;
}

/** Three capitals in a row: a message of capitals, when it has no lower-case letter at all. */
const ALL_CAPITALS = /\p{Lu}{3}/u;

export function analyseStage(message: string, before: ConversationContext, history: readonly Turn[]): AnalyseStage {
  const listedVenues = [...before.recentVenues, ...before.alternatives, ...(before.earlierVenues ?? [])];
  const streets = listedVenues.map((v) => streetOf(v.address)).filter((street): street is string => street !== null);
  const venueNames = [...listedVenues.map((v) => v.name), ...streets];
  // Every stage reads the words its lists know ("ung pang2" → "yung pangalawa"); the prompt keeps the message as typed.
  // ... and a message typed in capitals ("ANO MASARAP NA SUSHI DITO SA SHIBUYAH", wave ap) as typed in lower case: its capitals
  // say nothing about which words are names.
  const typed = stripForgedContext(message);
  // ... and without a report of yesterday's visit to a card said before the request ("we went to the first one last night").
  const spelled = normaliseMessageSpelling(ALL_CAPITALS.test(typed) && !/\p{Ll}/u.test(typed) ? typed.toLowerCase() : typed, venueNames);
  // The question a reply ends with ("Which city?") is in its last lines; a long list before it need not be scanned.
  const lastModel = [...history].reverse().find((turn) => turn.role === 'model')?.content ?? '';
  // ... and as the second half of a search whose first half ended on a where-word ("good bagel place near" / "grand central").
  const text = asSecondHalf(withoutPastVisits(spelled), history, lastModel);
  return { text, analysed: analyseText(text), listedVenues, venueNames, lastModel };
}
