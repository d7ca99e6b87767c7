// Issue 17: a fact asked over the whole list ("welke heeft terras?", "any of these take cards?", "alin dito ang may parking?",
// or the fact word alone, "Vega?", when no venue is in focus): answered for every listed venue, not by asking which.
import { coveredBy } from './turn-intent';
import { analyseMessage, partNamed, partSpans, type AnalysedMessage } from './intent-words';

/** The parts a fact is named by: a message of nothing but these and filler asks the fact bare. */
const FACT_PARTS = [
  'OPEN_NOW',
  'OPEN_WORD',
  'OPEN_LATE',
  'HOURS',
  'HALAL',
  'VEGETARIAN',
  'KIDS',
  'OUTDOOR',
  'CARDS',
  'RESERVABLE',
  'WHEELCHAIR',
  'PARKING',
  'PHONE',
  'WEBSITE',
  'PRICE',
  'RATING',
];

const pointsAtList = (message: AnalysedMessage) => partSpans(message, partNamed('OVER_LIST')).length > 0;

/** True when the words point at the whole list ("any of these", "welke heeft", "alin dito"), even with a venue in focus. */
export function namesTheList(text: string): boolean {
  return pointsAtList(analyseMessage(text));
}

/** True when the words ask over the list ("any of these", "welke heeft", "alin dito") or name the fact bare ("Vega?"). */
export function asksOverList(text: string): boolean {
  const message = analyseMessage(text);
  return pointsAtList(message) || (message.tokens.length > 0 && coveredBy(message, [...FACT_PARTS, 'FILLER', 'FACT_ALONE']));
}
