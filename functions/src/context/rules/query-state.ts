// What every query rule reads: the message (bike parking blanked), its spans of lexicon words, the kinds among them and the
// one chosen, and the framed phrase and the chosen span's query, each worked out once when a rule first asks.
import { trimWeak, withCategory, type Span } from './query-lexicon';
import { openFrame } from './open-frame';
import { chooseSpan } from './query-span-choice';
import { spansOf } from './query-spans';
import { withModifiers } from './query-wording';

/** What the message asks for. */
export interface ExtractedQuery {
  query: string;
  /** Weak: only generic words ("restaurants", "events"); it must not replace a specific query. */
  weak: boolean;
  /** Only a kind of lodging ("a hotel near Namba"): replaces a food search, not the event a trip is for. */
  lodging?: boolean;
}

export interface QueryState {
  readonly text: string;
  readonly spans: readonly Span[];
  /** The spans that hold a word that is not only generic. */
  readonly strong: readonly Span[];
  /** The strong span the message asks for (see query-span-choice.ts); undefined when there is none. */
  readonly chosen: Span | undefined;
  /** The phrase framed around a known word ("porchetta sandwiches"), or null. */
  readonly framed: string | null;
  /** The chosen span as a query: weak words trimmed, its category, the words before it that say what it is of. */
  readonly spanQuery: string;
}

const BIKE_PARKING = new RegExp(
  [
    String.raw`\b(?:(?:de|onze|mijn|the|our|my)\s+)?(?:fiets(?:en)?|bikes?|bicycles?|bisikleta)\s+(?:kwijt|stallen|parkeren`,
    String.raw`|neerzetten|vastzetten|parking|rack|staan|stonden|are)\b`,
    String.raw`|\b(?:park|lock|leave|stallen|parkeren|iparada`,
    String.raw`|iwan|iniwan)\s+(?:(?:the|our|my|de|onze|mijn|ang|yung)\s+)?(?:fiets(?:en)?|bikes?|bicycles?|bisikleta)\b`,
  ].join(''),
  'giu',
);

/**
 * "just finished a 10h workshop", "at a trade fair at Paris Expo", "bij ons hotel", "pagkatapos ng workshop namin": where the
 * person is or was, a work occasion or their own hotel, is no search for one (wave ad).
 */
const OWN_OCCASION = new RegExp(
  [
    String.raw`\b(?:(?:just\s+)?(?:finished|done with|after|at|attending|from|during|before|out of)\s+(?:a|an|the|my|our|this)`,
    String.raw`|(?:na|op|bij|van|tijdens|voor)\s+(?:de|het|een|mijn|onze|ons)|(?:pagkatapos|galing|bago)\s+(?:ng|sa|ang))`,
    String.raw`\s+(?:[\p{L}\d-]+\s+)?(?:workshops?|(?:trade\s+)?fair|beurs|vakbeurs|expo|exhibition|exhibition cent(?:re|er))\b`,
    String.raw`|\b(?:my|our|his|her|their|the client's|mijn|ons|onze|zijn|haar)\s+hotel\b|\bhotel\s+(?:namin|ko|niya|nila)\b`,
    String.raw`|\b(?:is|are|am|['’]m|['’]re)\s+staying\s+(?:at|in)\s+(?:a|the)\s+hotel\b(?=[^.?!]*[.?!]\s*\S)`,
  ].join(''),
  'giu',
);

export function queryStateOf(input: string): QueryState {
  // A message that starts after a removed prefix (" ok what about X") opens like any other.
  // "kunnen we daar de fietsen kwijt?", "where can we park our bikes?", "de fietsen staan in de kelder": where the bikes are
  // left is no search for bikes.
  const text = input.trim().replace(BIKE_PARKING, ' ').replace(OWN_OCCASION, ' ');
  const { spans } = spansOf(text);
  const strong = spans.filter((span) => span.kinds.some((kind) => kind !== 'weak'));
  const chosen = strong.length ? chooseSpan(text, strong).chosen : undefined;
  let framed: string | null | undefined;
  let spanQuery: string | undefined;
  return {
    text,
    spans,
    strong,
    chosen,
    get framed() {
      return framed === undefined ? (framed = openFrame(text)) : framed;
    },
    get spanQuery() {
      return (spanQuery ??= withModifiers(text, chosen!, withCategory(trimWeak(chosen!))));
    },
  };
}
