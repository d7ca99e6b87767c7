// "2nd?" after "1st one take cards?", "En de derde?" after "is de eerste rolstoeltoegankelijk?": a message of nothing but
// an ordinal asks the question before it again, about another card. Read from words only: this message and the earlier ones.
import { analyseMessage } from './intent-words';
import { coveredBy, turnIntentOf, type TurnIntent } from './turn-intent';

/** What a bare ordinal is made of: the ordinal, an article and "and", "what about", "eh yung", "en de" (FOLLOW_UP). */
const BARE_ORDINAL_PARTS = ['ORDINAL', 'ARTICLE', 'FILLER', 'FOLLOW_UP'];
/** The asks about one venue that a bare ordinal carries on to the next card. */
const CARRIED: ReadonlySet<TurnIntent['kind']> = new Set(['fact', 'directions', 'distance']);

function bareOrdinal(text: string, intent: TurnIntent): boolean {
  return intent.rule === 'ordinal' && coveredBy(analyseMessage(text), BARE_ORDINAL_PARTS);
}

/** The intent of `text`; for a bare ordinal, the ask of the latest earlier message that was not one, when that ask is
 * about one venue (a fact, the way there, a distance), with the new ordinal. `earlier` is oldest first. */
export function followUpIntent(text: string, earlier: readonly string[]): TurnIntent {
  const intent = turnIntentOf(text);
  if (!bareOrdinal(text, intent)) return intent;
  for (const before of [...earlier].reverse()) {
    const asked = turnIntentOf(before);
    if (bareOrdinal(before, asked)) continue;
    return CARRIED.has(asked.kind) ? { ...asked, rule: 'follow-up', ordinal: intent.ordinal } : intent;
  }
  return intent;
}
