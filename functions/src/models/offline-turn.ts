// One request as the offline model reads it: the user's own words, the context line, the conversation's language,
// what the words ask (the shared intent rules) and the tool calls Genkit's loop has made since the user spoke.
import type { MessageData, ToolRequestPart, ToolResponsePart } from 'genkit';
import { appLanguageIn } from '../agents/app-language';
import { parseContextLine, type ParsedContextLine } from '../context/context-engine';
import { withoutPastVisits } from '../context/intent/past-visits';
import { conversationLanguage } from '../context/intent/message-language';
import { askedFacts } from '../context/intent/asked-facts';
import { carriedQuestion, followUpIntent } from '../context/intent/follow-up-intent';
import { turnIntentOf } from '../context/intent/turn-intent';
import { vocabularyWordsIn } from '../context/intent/language-vocabulary';
import { foldText } from '../context/intent/fold-text';
import { readPhoneSpelling } from '../context/lexicon/engine-spelling';
import type { FactName, TurnIntent } from '../context/intent/turn-intent';
import type { VenueRef } from './offline-replies';
import type { Language } from './reply-text';

/** Lines the sub-agent prompts add below the user's words; they are not the user's words. */
const REQUEST_LINE = /^\s*Concierge request:.*$/gim;

export interface OfflineTurn {
  /** The latest user message's own words (no context line, no request line). */
  said: string;
  /** What the concierge asked the sub-agent, when this is a sub-agent's request. */
  request: string | null;
  parsed: ParsedContextLine | null;
  lang: Language;
  intent: TurnIntent;
  /** The facts the words ask about one venue, in the order asked ("step-free, and what time does it close?"). */
  facts: readonly FactName[];
  /** The person's earlier messages in the history sent, oldest first. */
  earlierUserWords: string[];
  /** The model's latest reply in the history sent, or ''. */
  lastReply: string;
  /** Tool requests and responses after the latest user message (Genkit's tool loop). */
  toolRequests: ToolRequestPart['toolRequest'][];
  toolResponses: ToolResponsePart['toolResponse'][];
  answeringTools: boolean;
}

function textOf(message: MessageData): string {
  return message.content.map((part) => part.text ?? '').join('');
}

/** A user message without the context line and the concierge's request line. */
function ownWords(text: string): { said: string; parsed: ParsedContextLine | null; request: string | null } {
  const trimmed = text.trimStart();
  const parsed = parseContextLine(trimmed);
  const body = parsed ? trimmed.split(/\r?\n/).slice(1).join('\n') : trimmed;
  const request = /^\s*Concierge request:\s*(.*)$/im.exec(body)?.[1]?.trim() || null;
  return { said: body.replace(REQUEST_LINE, '').trim(), parsed, request };
}

/** Genkit asks the model four times a turn with the same words: their intent is worked out once (frozen, shared). A turn reads
 * its own words and, when the engine carried one, the earlier question: both are kept, so neither evicts the other. */
const recentWords = new Map<string, { intent: TurnIntent; facts: readonly FactName[] }>();
const RECENT_WORDS = 8;
/** The intent and the facts the words ask, worked out together and kept for the turn's other requests. */
function wordsOf(said: string, earlier: readonly string[]): { intent: TurnIntent; facts: readonly FactName[] } {
  // The follow-up reads the earlier messages too ("2nd?" asks what the last question asked), so they are part of the key.
  const key = [...earlier, said].join('\u0000');
  let words = recentWords.get(key);
  if (words === undefined) {
    // A report of yesterday's visit to a card said before the request asks nothing of that card (as the engine reads it).
    const asked = withoutPastVisits(said);
    const intent = Object.freeze(followUpIntent(asked, earlier));
    // "e yung pangalawa?" after "may parking ba tsaka ok ba sa bata?": every fact the carried question asked.
    const carried = intent.rule === 'follow-up' ? carriedQuestion(asked, earlier) : null;
    const facts = carried !== null ? askedFacts(carried, turnIntentOf(carried)) : askedFacts(asked, intent);
    words = { intent, facts: Object.freeze(facts) };
    if (recentWords.size >= RECENT_WORDS) recentWords.clear();
    recentWords.set(key, words);
  }
  return words;
}

/** The conversation's language, likewise once for the four requests of a turn (it reads every message the person sent). */
let lastLanguage: { key: string; lang: Language } | null = null;
/** `fallback`: the app's language when the system prompt names it (only while no message shows a language), else English. */
function languageOf(userWords: readonly string[], fallback: Language): Language {
  const key = [fallback, ...userWords].join('\u0000');
  if (lastLanguage?.key !== key)
    lastLanguage = { key, lang: conversationLanguage(userWords, fallback, readPhoneSpelling, vocabularyWordsIn) };
  return lastLanguage.lang;
}

export function readTurn(messages: readonly MessageData[]): OfflineTurn {
  const lastUser = messages.map((message) => message.role).lastIndexOf('user');
  const { said, parsed, request } = lastUser >= 0 ? ownWords(textOf(messages[lastUser])) : { said: '', parsed: null, request: null };
  const userWords = messages
    .slice(0, lastUser + 1)
    .filter((message) => message.role === 'user')
    .map((message) => ownWords(textOf(message)).said);
  const lastModel = messages
    .slice(0, Math.max(lastUser, 0))
    .filter((message) => message.role === 'model')
    .at(-1);
  const after = lastUser >= 0 ? messages.slice(lastUser + 1) : [];
  const parts = after.flatMap((message) => message.content);
  const { intent, facts } = wordsOf(said, userWords.slice(0, -1));
  return {
    said,
    request,
    parsed,
    lang: languageOf(
      userWords,
      appLanguageIn(
        messages
          .filter((message) => message.role === 'system')
          .map(textOf)
          .join('\n'),
      ) ?? 'en',
    ),
    intent,
    // ... or the question the engine carried from the turn before to the venue picked now ("ung una pala ibig kong sabihin"): the
    // engine carries one only when the message asks none of its own ("I meant the third, I was scrolling on my phone").
    facts: !parsed?.referringTo || !parsed.earlierQuestion ? facts : wordsOf(parsed.earlierQuestion.text, []).facts,
    earlierUserWords: userWords.slice(0, -1),
    lastReply: lastModel ? textOf(lastModel) : '',
    toolRequests: parts.flatMap((part) => (part.toolRequest ? [part.toolRequest] : [])),
    toolResponses: parts.flatMap((part) => (part.toolResponse ? [part.toolResponse] : [])),
    answeringTools: after.at(-1)?.role === 'tool',
  };
}

/** The venue the words mean: the engine's reference first, then an ordinal over the list, then a list of one, then the venue
 * the last reply named, then the one in focus. */
export function venueMeant(turn: OfflineTurn): VenueRef | null {
  const venues = turn.parsed?.venues ?? [];
  if (turn.parsed?.referringTo) return turn.parsed.referringTo;
  const ordinal = turn.intent.ordinal;
  if (ordinal !== null) return venues[ordinal - 1] ?? null;
  if (venues.length === 1) return venues[0];
  // "Vega?" after small talk: the last reply names no venue, the one the conversation is about is still the subject.
  return venueOfLastReply(turn, venues) ?? turn.parsed?.focus ?? null;
}

/** "Yes, **Sotto Pizza** is open right now." then "anything else nearby?": the one listed venue the last reply was about. */
export function venueOfLastReply(turn: OfflineTurn, venues: readonly VenueRef[]): VenueRef | null {
  const named = venuesOfLastReply(turn, venues);
  return named.length === 1 ? named[0] : null;
}

/** The listed venues the last reply named in bold ("**Manteigaria**: …; **Pastéis de Belém**: …"), in list order. */
export function venuesOfLastReply(turn: OfflineTurn, venues: readonly VenueRef[]): VenueRef[] {
  // Folded: the context line writes "Tim Hortons (Capitol Commons)" without its brackets.
  const bold = [...turn.lastReply.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => foldText(match[1]));
  return venues.filter((venue) => bold.includes(foldText(venue.name)));
}

/** "2nd?" when the list is shorter: the ordinal names no card of it. A venue the engine resolved in an earlier list ("the
 * halal ones from before, the third") is the card meant; one of the latest list (the venue in focus) is not. */
export function ordinalPastList(turn: OfflineTurn): boolean {
  const venues = turn.parsed?.venues ?? [];
  const picked = turn.parsed?.referringTo;
  if (picked && !venues.some((venue) => venue.placeId === picked.placeId)) return false;
  return turn.intent.ordinal !== null && venues.length > 0 && turn.intent.ordinal > venues.length;
}
