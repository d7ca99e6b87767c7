// The ordered rules that decide what a message asks (data/intent-rules.json): named records over named parts.
import { z } from 'zod';
import rulesJson from './data/intent-rules.json';
import { PLACE_FACT_NAMES } from '../../places/place-facts';
import { INTENT_LANGUAGES, partNamed } from './intent-words';

export const SMALLTALK_TOPICS = [
  'thanks',
  'greeting',
  'bye',
  'presence',
  'self',
  'weather',
  'tipping',
  'bestTime',
  'traffic',
  'travelInfo',
  'customs',
  'ack',
  'connectivity',
  'gettingAround',
  'money',
  'visa',
  'plugs',
  'language',
  'foodTerms',
  'timeNeeded',
  'typicalCost',
  'capabilities',
  'freshness',
  'listCount',
  'ratingMeaning',
  'dietInfo',
  'shopping',
  'tapWater',
  'jetLag',
  'holidays',
  'amenity',
  'petsOnTransit',
  'safety',
  'opinion',
] as const;
export const COMPARE_BY = ['cheapest', 'priciest', 'best', 'latest', 'earliest', 'closest'] as const;
export const MODIFIERS = ['other', 'cheaper', 'elsewhere'] as const;
/** The facts a message can ask about one venue: the place tools' facts, and 'other' for anything else. */
export const FACTS = [...PLACE_FACT_NAMES, 'other'] as const;

const INTENT_NAMES = [
  'search',
  'details',
  'directions',
  'distance',
  'near',
  'earlier-turn',
  ...SMALLTALK_TOPICS.map((topic) => `smalltalk:${topic}`),
  ...COMPARE_BY.map((by) => `compare:${by}`),
  ...MODIFIERS.map((modifier) => `modifier:${modifier}`),
  ...FACTS.map((fact) => `fact:${fact}`),
] as const;

const LanguageSchema = z.enum(INTENT_LANGUAGES);
const PartNameSchema = z.string().refine((name) => Boolean(partNamed(name)));

export const IntentRuleSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  intent: z.string().refine((name) => (INTENT_NAMES as readonly string[]).includes(name), 'unknown intent'),
  langs: z.array(LanguageSchema).min(1),
  /** Every one of these parts occurs. */
  all: z.array(PartNameSchema).min(1),
  /** At least one of these parts occurs ... */
  any: z.array(PartNameSchema).optional(),
  /** ... or, with `alone`, the message is nothing but words of `all`, FILLER, FACT_ALONE and ordinals ("website?", "Pinnen mogelijk?"). */
  alone: z.boolean().optional(),
  /** None of these parts occurs (outside the words of `all`) ... */
  none: z.array(PartNameSchema).optional(),
  /** ... unless one of these does: "hebben ze daar iets vegetarisch?" asks the venue, though "iets" is a search word. */
  noneLiftedBy: z.array(PartNameSchema).optional(),
  /** ... or unless one of these occurs before it: "the one at the top, are there steps?" asks of a picked venue. */
  noneLiftedByEarlier: z.array(PartNameSchema).optional(),
  /** The engine's own extractors find no search query / no location in the words ("thanks heaps" asks for nothing;
   * "thanks, museums in Tokyo" does): the one vocabulary of what a search is made of. `kind`: no query but a weak one made of
   * a verb ("is het normaal om daar alleen te eten?" names no kind; "is it safe to eat street food there?" does). */
  findsNone: z.array(z.enum(['query', 'kind', 'location'])).optional(),
  /** The engine's query extractor finds a query that is no mere verb or filler ("iba naman, kape muna" names coffee). */
  findsQuery: z.boolean().optional(),
  /** The message holds nothing but words of these parts (small talk is the whole message). */
  only: z.array(PartNameSchema).optional(),
  /** With 'lastQuestion', the rule reads only the message's last question when it has other sentences too ("everyone
   * talks about the boat tours. Will it be too cold in November?" asks about the weather, the boat tours are a remark). */
  in: z.literal('lastQuestion').optional(),
  examples: z.record(LanguageSchema, z.array(z.string().min(1))),
  counterexamples: z.array(z.string().min(1)),
});
export type IntentRule = z.infer<typeof IntentRuleSchema>;

const RulesSchema = z.object({ note: z.string(), rules: z.array(IntentRuleSchema) });

/** The rules in precedence order, checked at load (unknown part or intent names throw). */
export const INTENT_RULES: readonly IntentRule[] = RulesSchema.parse(rulesJson).rules;
