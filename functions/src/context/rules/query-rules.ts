// The query concern: its ordered rules (the order is the precedence) and the one call that runs them.
import { asAlternatives } from './kinds-as-alternatives';
import { ASK_RULES, QUERY_GUARDS } from './query-rules-asks';
import { KIND_RULES, type QueryRule } from './query-rules-kinds';
import { queryStateOf, type ExtractedQuery } from './query-state';
import { kindSelling } from './food-sold-at';
import { withDietNames } from './diet-names';
import { firstDecision } from './rule';
import { recentResults } from '../text/recent-results';
import { analyseMessage, coveredBy, partNamed, partSpans } from '../intent/intent-words';
import { AMENITIES } from '../lexicon/amenities';
import { chainIn } from '../lexicon/chain-named';
import { isFoodQuery } from './query-lexicon';
import { escapeRegExp } from '../text/escape-reg-exp';

export { QUERY_GUARDS };
export const QUERY_RULES: readonly QueryRule[] = [...KIND_RULES, ...ASK_RULES];

type Decided = { result: ExtractedQuery | null; rule: string };

/** Decisions of the engine's own rules on texts read lately: a turn asks of the same text from several stages. */
const decided = recentResults<Decided>();

/** What the message asks for and the rule that decided it; read only (it is shared with other callers). */
export function decideQuery(input: string, rules: readonly QueryRule[] = QUERY_RULES): Decided {
  if (rules !== QUERY_RULES) return decideAfresh(input, rules);
  return decided.of(input, () => {
    const fresh = decideAfresh(input, rules);
    if (fresh.result) Object.freeze(fresh.result);
    return fresh;
  });
}

function decideAfresh(input: string, rules: readonly QueryRule[]): Decided {
  const state = queryStateOf(input);
  const found = firstDecision(rules, QUERY_GUARDS, state);
  // "any pharmacy near there?", "may ATM ba malapit dun?": an everyday need the concierge does not look up is no search, though
  // what else the words ask for is ("lunch near a pharmacy", wave cz).
  // ... and so is what it is wanted for ("may botika po ba malapit dun? kailangan ko bumili ng paracetamol").
  // ... or a place for it ("may place ba malapit dun na pwede ko iwan luggage ko"), though not a meal ("lunch near a pharmacy").
  const vague = found.rule === 'framed-phrase' || (found.result?.weak === true && !isFoodQuery(found.result.query));
  const forTheNeed = vague && partSpans(analyseMessage(input), partNamed('AMENITY')).length > 0;
  if (found.result && (namesAnAmenity(found.result.query) || forTheNeed)) {
    const rest = forTheNeed ? null : firstDecision(rules, QUERY_GUARDS, queryStateOf(input.replace(amenityWords(), ' ')));
    const kindToo = rest?.result && rest.rule !== 'framed-phrase' && !namesAnAmenity(rest.result.query);
    return kindToo ? rest! : { result: null, rule: 'an-everyday-need' };
  }
  // "a McDonald's or a KFC around Orchard ... for lunch", "need my sbux fix near grand central": the chain is the search, unless
  // the words name a kind of their own ("burgers like Five Guys", wave cy).
  const chain = ASKS_WHERE.test(input) ? chainIn(input) : null;
  const generic = !found.result || found.result.weak || GENERIC_ASK.test(found.result.query);
  if (chain && (generic || chainIn(found.result!.query) === chain)) {
    return { result: { query: chain.name, weak: false }, rule: 'names-a-chain' };
  }
  // "a museum or an aquarium": two kinds said as alternatives are one wish either satisfies (wave di).
  const either = found.result && !found.result.weak ? asAlternatives(state, found.result.query) : null;
  if (either) return { result: { ...found.result!, query: either }, rule: `${found.rule}+alternatives` };
  const decided = found.result ? { ...found, result: { ...found.result, query: withDietNames(found.result.query) } } : found;
  const kind = decided.result && !decided.result.weak ? kindSelling(decided.result.query) : null;
  return kind ? { result: { ...decided.result!, query: kind }, rule: `${decided.rule}+sold-at` } : decided;
}

/** Words that look for a place ("is there", "near", "waar", "malapit", "sa"): a chain named without them is a card picked by
 * name ("jollibee it is lol"), not a search. */
const ASKS_WHERE =
  /\b(?:near|nearby|around|close to|is there|are there|any|where|find|waar|ergens|bij|buurt|vlakbij|dichtbij|malapit|saan|sa|ba)\b/i;
/** A query that says only eating or drinking ("ik drink alleen mijn oat latte"), which a chain named beside it makes precise. */
const GENERIC_ASK = /^(?:drinks?|drinken|eat|eten|food|iets eten|iets drinken|something to eat|kain|kumain|makakain)$/i;

/** The query is nothing but the words of an everyday need (lexicon/amenities.json): "pharmacy", "luggage storage", "konbini". */
function namesAnAmenity(query: string): boolean {
  const message = analyseMessage(query);
  return message.tokens.length > 0 && coveredBy(message, ['AMENITY']);
}
let amenityPattern: RegExp | null = null;
/** Every word of the everyday needs, longest first, as written in any case ("7-Eleven", "Mercury Drug"). */
function amenityWords(): RegExp {
  return (amenityPattern ??= amenityPatternOf(
    AMENITIES.flatMap((amenity) => [...amenity.words.en, ...amenity.words.tl, ...amenity.words.nl]),
  ));
}
function amenityPatternOf(words: readonly string[]): RegExp {
  const spelled = [...new Set(words)].sort((a, b) => b.length - a.length).map((word) => escapeRegExp(word).replace(/ /g, '[\\s-]+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${spelled.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}
