// Wave db (send me the link): a way to reach a venue asked for, its link or address, its number or its website ("whats their
// website, want to check if they do a birthday cake", "pa share ng pin nun, nasa cafe pa yung iba"): a kind said beside it is
// why the person wants it, no search of its own.
import { turnIntentOf, type TurnIntent } from './turn-intent';

/** The facts that say how to reach a venue. */
const CONTACT_FACTS: ReadonlySet<string> = new Set(['address', 'phone', 'website']);

/** True when the intent asks a way to reach a venue. */
export const asksAContact = (intent: TurnIntent): boolean => intent.kind === 'fact' && CONTACT_FACTS.has(intent.fact);

/** True when the words ask a way to reach a venue, as the intent rules read them. */
export const wordsAskAContact = (text: string): boolean => asksAContact(turnIntentOf(text));
