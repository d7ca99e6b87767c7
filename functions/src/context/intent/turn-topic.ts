// What kind of help the words are about (food, events, a day trip), from the same named parts as the intent rules.
import { analyseMessage, partNamed, partSpans } from './intent-words';

export type Topic = 'food' | 'events' | 'dayTrip';

/** In this order: "a food festival" is an event, "a day trip for seafood" a day trip. */
const TOPIC_PARTS: ReadonlyArray<[Topic, string]> = [
  ['dayTrip', 'TOPIC_DAY_TRIP'],
  ['events', 'TOPIC_EVENTS'],
  ['food', 'TOPIC_FOOD'],
];

/** The kind of help the words ask for, or null when they say nothing about it. */
export function topicOf(text: string): Topic | null {
  const message = analyseMessage(text);
  return TOPIC_PARTS.find(([, part]) => partSpans(message, partNamed(part)).length > 0)?.[0] ?? null;
}
