// The offline model as the concierge: small talk answered at once, everything else routed to one sub-agent,
// whose answer is then passed on unchanged.
import type { Part } from 'genkit';
import type { AgentName } from '../context/conversation-context';
import type { ParsedContextLine } from '../context/context-engine';
import { extractLocation } from '../context/extract-location';
import { isFoodQuery } from '../context/extract-query';
import { topicOf, type Topic } from '../context/intent/turn-topic';
import type { TurnIntent } from '../context/intent/turn-intent';
import { askWhatReply, earlierQuestionReply, listCountReply, smalltalkReply, unavailableReply } from './offline-replies';
import type { OfflineTurn } from './offline-turn';
import { famousPlaceNamed, recommendedByName } from './named-place';
import { amenityReply } from './amenity-reply';
import { safetyReply } from './safety-reply';

export const AGENT_FOR_TOPIC: Record<Topic | 'places', AgentName> = {
  food: 'foodie',
  events: 'eventsGuide',
  dayTrip: 'dayTrip',
  places: 'findAndNavigate',
};

const toolRequest = (name: string, input: unknown): Part => ({ toolRequest: { name, ref: `${name}-1`, input } });

export function conciergeReply(turn: OfflineTurn, offered: ReadonlySet<string>): Part[] {
  if (turn.answeringTools) {
    const answers = turn.toolResponses
      .map((response) => (response.output as { answer?: unknown } | undefined)?.answer)
      .filter((answer): answer is string => typeof answer === 'string' && answer.trim() !== '');
    return [{ text: answers.join('\n\n') || unavailableReply(turn.lang) }];
  }
  const { intent, parsed } = turn;
  // Small talk touches neither the tools nor the list; a city it names comes before the remembered one.
  // "how many did you find?", "ilan lahat yan", "hoeveel zijn er?": the list shown, counted and named.
  if (intent.kind === 'smalltalk' && intent.topic === 'listCount') return [{ text: listCountReply(parsed?.venues ?? [], turn.lang) }];
  // "is there an atm near the second one?": no lookup of its own, a Maps search near the card (wave cz).
  if (intent.kind === 'smalltalk' && intent.topic === 'amenity') return [{ text: amenityReply(turn.said, parsed, turn.lang) }];
  // "is it well lit and fine to walk around there at night?": said plainly, with the walk back from the card (wave de).
  if (intent.kind === 'smalltalk' && intent.topic === 'safety') return [{ text: safetyReply(turn.said, parsed, turn.lang) }];
  if (intent.kind === 'smalltalk') {
    return [{ text: smalltalkReply(intent.topic, turn.lang, extractLocation(turn.said) ?? parsed?.location ?? null, turn.said) }];
  }
  const earlier = parsed?.earlierQuestion ?? null;
  // "what did I ask first?": the engine found the turn; with nothing to search again, say what it was.
  const againFrom = intent.kind === 'earlier-turn' && earlier ? earlier.text : null;
  const agent = routeToAgent(againFrom ?? turn.said, intent, parsed);
  if (!agent && earlier) return [{ text: earlierQuestionReply(earlier.text, turn.lang) }];
  if (!agent || !offered.has(agent)) return [{ text: askWhatReply(parsed?.location ?? null, turn.lang) }];
  return [toolRequest(agent, { request: turn.said || 'Help the user with their last message.' })];
}

/** Directions words, then the topic of the words, then the topic of the remembered query or list. */
export function routeToAgent(said: string, intent: TurnIntent, parsed: ParsedContextLine | null): AgentName | null {
  if (intent.kind === 'directions') return AGENT_FOR_TOPIC.places;
  const topic = topicOf(said);
  if (topic) return AGENT_FOR_TOPIC[topic];
  // "is the Musée d'Orsay open late on Thursdays?": a fact of a famous place named, looked up by its name.
  if (['fact', 'details'].includes(intent.kind) && famousPlaceNamed(said)) return AGENT_FOR_TOPIC.places;
  // "tiktok says ichiran in shibuya is a MUST. is it good?": a place recommended by name, nothing else asked, is looked up.
  if (intent.kind === 'search' && !parsed?.venues.length && recommendedByName(said)) return AGENT_FOR_TOPIC.places;
  if (parsed?.earlierQuestion && intent.kind !== 'earlier-turn' && !parsed.referringTo) return null;
  // ... and the engine's query lexicon: "silog", "resto" are food though no topic word names them (one vocabulary).
  const remembered = topicOf(parsed?.query ?? '') ?? (parsed?.query && isFoodQuery(parsed.query) ? 'food' : null);
  if (parsed?.referringTo || parsed?.venues.length) return AGENT_FOR_TOPIC[remembered ?? (parsed.query ? 'places' : 'food')];
  if (parsed?.query) return AGENT_FOR_TOPIC[remembered ?? 'places'];
  return null;
}
