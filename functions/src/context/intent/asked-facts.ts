// Issue 17: the facts one message asks about a venue, when it asks more than one ("is it step-free, and what time does it
// close?", "alin ang pinakamura? tas bukas na ba sila?", "de eerste, hebben ze daar iets vegetarisch?"): one per clause.
import { INTENT_RULES, type IntentRule } from './intent-rules';
import { analyseMessage, partNamed, partSpans, type AnalysedMessage } from './intent-words';
import { coveredBy, rankedFact, ruleHolds, turnIntentOf, type FactName, type TurnIntent } from './turn-intent';

/** Where one question ends and the next begins: sentence ends, commas, brackets and "and", "tas", "en", "or"... (Tagalog "at"
 * is "and", but not before a time: "open at 7 tomorrow"). */
const CLAUSE_BREAK = /([?!.;:,()—–]+|\s(?:and|but|or|also|plus|tas|tapos|at(?!\s+\d)|saka|tsaka|pati|o|en|maar|of|ook nog)\s)/iu;

const FACT_RULES: readonly IntentRule[] = INTENT_RULES.filter((rule) => rule.intent.startsWith('fact:'));

const occurs = (message: AnalysedMessage, name: string) => partSpans(message, partNamed(name)).length > 0;

/** The fact one clause asks, by the rules' precedence; a search word there ("iets", "any") only counts against it when
 * nothing in the clause points at the venue ("hebben ze daar iets vegetarisch?" asks about it). */
function clauseFact(clause: string, asked: boolean, picked: boolean): FactName | null {
  const message = analyseMessage(clause);
  // "the vegetarian ones from before", "yung mga halal kanina": a look back names the list, it asks nothing of it.
  // ... but "yung address nung una" asks the address of the first card: "nung una" is "earlier" and "of the first" both.
  if (occurs(message, 'EARLIER') && !occurs(message, 'ORDINAL')) return null;
  // After a pick ("yung una dito, pwede bang magpa-reserve?") every clause is about the venue picked.
  const aboutVenue = picked || occurs(message, 'VENUE_QUESTION') || occurs(message, 'ORDINAL');
  // "Tatawag ako para mag-reserve.": a clause that neither asks nor points at the venue tells, it does not ask.
  if (!aboutVenue && !asked) return null;
  const rule = FACT_RULES.find(
    (candidate) =>
      candidate.all.every((name) => occurs(message, name)) &&
      // "Open?" is a fact only as the whole clause ("is the 2nd one open in the evening" is not asked by that rule).
      (!candidate.only || coveredBy(message, candidate.only)) &&
      (aboutVenue || !(candidate.none ?? []).some((name) => occurs(message, name))),
  );
  return rule ? (rule.intent.slice('fact:'.length) as FactName) : null;
}

/** The facts the clauses ask, in the order asked, each once; a correction ("no wait, more importantly", "ay mali",
 * "nee wacht") drops what came before it. */
export function clauseFacts(text: string, picked = false, unmarkedAsks = false, keepOther = false): FactName[] {
  let facts: FactName[] = [];
  // Split with the breaks kept: pieces alternate clause, break, clause...
  const pieces = text.split(CLAUSE_BREAK);
  // "de goedkoopste van die bars, hoe laat sluit die": after a comparison typed with no sentence mark, a clause may ask.
  const unmarked = unmarkedAsks && !/[?!.]/.test(text);
  for (let i = 0; i < pieces.length; i += 2) {
    const clause = pieces[i];
    if (!clause.trim()) continue;
    if (occurs(analyseMessage(clause), 'CORRECTION')) facts = [];
    // Asked: the sentence it is in ends on a question mark ("would it be expensive for a coffee and a tart?").
    const ending = pieces.slice(i + 1).find((piece, k) => k % 2 === 0 && /[?!.:]/.test(piece)) ?? '';
    const fact = clauseFact(clause, ending.includes('?') || unmarked, picked);
    if (fact && !facts.includes(fact)) facts.push(fact);
  }
  // 'other' is a fact no tool knows: it is worth a word only when nothing else was asked.
  return facts.length > 1 && !keepOther ? facts.filter((fact) => fact !== 'other') : facts;
}

/** The facts to answer for a message with this intent: for a fact question the facts its asking clauses name (its own
 * fact when none does); for a pick ("de eerste, ...") or a comparison ("which is cheapest? and open now?") the facts its
 * clauses add. Empty when the message asks no fact. */
export function askedFacts(text: string, intent: TurnIntent): FactName[] {
  const compares = intent.kind === 'compare';
  const facts = clauseFacts(text, intent.kind === 'details' && intent.rule.startsWith('ordinal'), compares, compares);
  // The intent's fact may come from words that ask nothing ("balikan ko yung mga halal kanina. magkano doon?"): the asking
  // clauses decide, the intent's fact only when no clause asks one.
  // ... and a clause asking a fact no tool knows ("do they do food?") says less than the intent's own ("like veggie snacks").
  if (intent.kind === 'fact') return facts.length && !(facts.length === 1 && facts[0] === 'other') ? facts : [intent.fact];
  if (intent.kind === 'details' && (intent.rule.startsWith('ordinal') || intent.rule === 'details')) return facts;
  // "Is the first one step-free? And how far is it from the Ferry Building?": a fact asked beside the way or the distance.
  if (intent.kind === 'distance' || intent.kind === 'directions') return facts.filter((fact) => fact !== 'other');
  if (intent.kind === 'compare' && intent.by !== 'closest') {
    const own = rankedFact(intent.by);
    // ("which one is open latest?" asks no "open late" of the one it names: the hours weighed answer it.)
    const ownWords = own === 'openingHours' ? ['openingHours', 'openLate', 'openNow'] : [own];
    // ... nor 'other', unless it is all that is asked besides ("the top rated one, does it have anywhere to sit?", wave cb).
    const besides = facts.filter((fact) => !ownWords.includes(fact));
    const others = besides.length > 1 ? besides.filter((fact) => fact !== 'other') : besides;
    // ... but "ung pinakamura jan, magkano?" asks the pick's own measure in a clause of its own: the price of the cheapest.
    return ownAskedApart(text, intent.rule, own) ? [own, ...others] : others;
  }
  return [];
}

/** Whether a clause without the comparison's own words asks the fact it weighs ("the cheapest one, how much is it?"). */
function ownAskedApart(text: string, ruleId: string, own: FactName): boolean {
  const rule = INTENT_RULES.find((candidate) => candidate.id === ruleId);
  if (!rule) return false;
  // Apart by a mark, not by a word: "the best of the list by rating?" is one question ("of" is Dutch "or").
  const apart = text
    .split(/([?!.;:,]+)/)
    .filter((piece, i) => i % 2 === 1 || !ruleHolds(rule, analyseMessage(piece)))
    .join('');
  return clauseFacts(apart, true).includes(own);
}

/** The kinds of intent that ask something of one venue. */
const OF_ONE_VENUE: ReadonlySet<TurnIntent['kind']> = new Set(['fact', 'details', 'distance', 'directions']);

/** Whether the message asks something of one venue: a fact, its details, a distance or the way there, or a fact asked after
 * the words that name it ("nog even over het café: telefoonnummer?", where no pointing word tells the intent rules). */
export function asksOfOneVenue(text: string): boolean {
  const intent = turnIntentOf(text);
  if (OF_ONE_VENUE.has(intent.kind)) return true;
  if (intent.kind !== 'search' || intent.rule !== 'default') return false;
  // "is er daar rond ook iets gratis te doen?", "may libreng pwedeng puntahan dun?": free things to do there are a search
  // near the venue, no price asked of it (wave aq).
  return !occurs(analyseMessage(text), 'THINGS_TO_DO') && clauseFacts(text, true).some((fact) => fact !== 'other');
}
