// "2nd?" after "1st one take cards?", "En de derde?" after "is de eerste rolstoeltoegankelijk?": a message of nothing but
// an ordinal asks the question before it again, about another card. Read from words only: this message and the earlier ones.
import { analyseMessage, partNamed, partSpans } from './intent-words';
import { coveredBy, turnIntentOf, type TurnIntent } from './turn-intent';

/** What a bare ordinal is made of: the ordinal, an article and "and", "what about", "eh yung", "en de" (FOLLOW_UP). */
const BARE_ORDINAL_PARTS = ['ORDINAL', 'ARTICLE', 'FILLER', 'FOLLOW_UP'];
const BARE_WITH_ABOUT = [...BARE_ORDINAL_PARTS, 'DETAILS'];
/** The asks about one venue that a bare ordinal carries on to the next card. */
const CARRIED: ReadonlySet<TurnIntent['kind']> = new Set(['fact', 'directions', 'distance']);

/** The rules that decide a pick and nothing more. */
const PICK_RULES: ReadonlySet<string> = new Set(['ordinal', 'ordinal-corrected']);

/** "What about the third?": "what about the" also asks for details, but opening a message that holds only an ordinal it asks the
 * question before again. */
const WHAT_ABOUT = /^\W*(?:(?:and|ok|okay|hmm|so)\W+)?(?:what|how)\s+about\b/i;

function bareOrdinal(text: string, intent: TurnIntent): boolean {
  if (PICK_RULES.has(intent.rule)) return coveredBy(analyseMessage(text), BARE_ORDINAL_PARTS);
  return intent.rule === 'details' && intent.ordinal !== null && WHAT_ABOUT.test(text) && coveredBy(analyseMessage(text), BARE_WITH_ABOUT);
}

/** "Oh, forgive me, I meant the second one, not the first.", "ay mali, yung pangatlo pala", "ik bedoelde de tweede, sorry":
 * a pick that corrects the card of the question before, and asks nothing of its own. */
function correctedPick(text: string, intent: TurnIntent): boolean {
  return PICK_RULES.has(intent.rule) && partSpans(analyseMessage(text), partNamed('PICK_CORRECTION')).length > 0;
}

const carriesBefore = (text: string, intent: TurnIntent) => bareOrdinal(text, intent) || correctedPick(text, intent);

/** The intent of `text`; for a bare or a correcting ordinal, the ask of the latest earlier message that was not one, when that ask is
 * about one venue (a fact, the way there, a distance), with the new ordinal. `earlier` is oldest first. */
export function followUpIntent(text: string, earlier: readonly string[]): TurnIntent {
  const intent = turnIntentOf(text);
  const carried = carriedQuestion(text, earlier);
  if (carried === null) return intent;
  const asked = turnIntentOf(carried);
  return CARRIED.has(asked.kind) ? { ...asked, rule: 'follow-up', ordinal: intent.ordinal } : intent;
}

/** The earlier message a follow-up ("and the third?", "e yung pangalawa?") asks again, or null when it carries none. */
export function carriedQuestion(text: string, earlier: readonly string[]): string | null {
  if (!carriesBefore(text, turnIntentOf(text))) return null;
  for (const before of [...earlier].reverse()) {
    if (!carriesBefore(before, turnIntentOf(before))) return before;
  }
  return null;
}
