// The one callable flow: engine → concierge generate (which calls a sub-agent tool) → engine, and nothing kept.
import { randomUUID } from 'node:crypto';
import { GenkitError, z, type Genkit } from 'genkit';
import { HttpsError } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';
import { estimateTokens } from './estimate-tokens';
import { appLanguageDeciding, labelPlaces, labelQuery, replyLanguageOf } from './reply-labels';
import {
  ConciergeChunkSchema,
  ConciergeInputSchema,
  ConciergeOutputSchema,
  describeZodError,
  MAX_INPUT_CHARS,
  type ConciergeInput,
  type ConciergeOutput,
  type Turn,
} from '../contract/concierge-contract';
import type { Place } from '../contract/place';
import * as contextEngine from '../context/context-engine';
import type { EngineConfig, PreparedTurn, Resolution } from '../context/context-engine';
import { neutraliseMessage } from '../context/context-line';
import { ConversationContextSchema, emptyContext, type ConversationContext } from '../context/conversation-context';
import { verifyClientState } from '../security/client-state';
import { describeRateLimit, type RateLimiter } from '../security/rate-limiter';
import { signContext, signReply } from '../security/signed-state';
import { parseSigningKeys, type SigningKeys } from '../security/signing-keys';
import type { PlaceSearch } from '../places/place-search';
import { definePlaceTools } from '../agents/place-tools';
import { generateFromPrompt } from '../agents/generate-from-prompt';
import { defineSubAgentTools, toMessages } from '../agents/sub-agents';
import { appLanguageInput, createTurnCollector, withTurn, type AgentCall, type TurnContext } from '../agents/turn-context';

export type ConciergeEngine = Pick<typeof contextEngine, 'applyLifetime' | 'prepareTurn' | 'recordToolCall' | 'recordAssistantTurn'>;

export interface ConciergeFlowDeps {
  ai: Genkit;
  /** A model registered on `ai`, used by the concierge and every sub-agent. */
  model: string;
  /** What debug.model and the UI show, e.g. 'offline' or 'googleai/gemini-2.5-flash'. */
  modelLabel?: string;
  placeSearch: PlaceSearch;
  /** The context engine; replaced in tests to prove the turn survives an engine failure. */
  engine?: ConciergeEngine;
  /** Engine limits (token budget, lifetime); the engine's defaults otherwise. */
  engineConfig?: Partial<EngineConfig>;
  now?: () => number;
  /** The keys that sign what the client keeps (read per call: a secret's value exists only at run time). */
  signingKeys?: () => SigningKeys;
  /** Per-user limit; none when absent (tests). */
  rateLimiter?: RateLimiter;
  /**
   * False when no trace is kept (no telemetry server, no Firebase monitoring): the engine steps then run without
   * a span, whose input and output Genkit would serialise on every call only to drop them. Default true.
   */
  traceSteps?: boolean;
}

export const countTokens = estimateTokens;

export function defineConciergeAgentFlow(deps: ConciergeFlowDeps) {
  const { ai, model } = deps;
  const engine = deps.engine ?? contextEngine;
  const now = deps.now ?? Date.now;
  const signingKeys = deps.signingKeys ?? (() => parseSigningKeys(undefined));
  const placeTools = definePlaceTools(ai, deps.placeSearch);
  const agentTools = defineSubAgentTools({ ai, model, placeTools });
  // A named step of the trace (apply-lifetime, prepare-turn, record-turn), or the bare work when no trace is kept.
  const step = <T>(name: string, work: () => Promise<T>): Promise<T> => (deps.traceSteps === false ? work() : ai.run(name, work));

  return ai.defineFlow(
    {
      name: 'conciergeAgentFlow',
      // Permissive on purpose: onCallGenkit answers a schema failure with a 500, so the flow validates itself.
      inputSchema: z.unknown(),
      outputSchema: ConciergeOutputSchema,
      streamSchema: ConciergeChunkSchema,
    },
    async (raw, { sendChunk, context: callContext, abortSignal, streamingRequested }): Promise<ConciergeOutput> => {
      const at = now();
      const uid = admit(callContext, at, deps.rateLimiter);
      const input = parseInput(raw);
      const keys = signingKeys();
      const client = verifyClientState(input, keys, at);
      if (client.contextStatus === 'dropped' || client.droppedTurns) {
        logger.warn('client state failed verification', { uid, contextStatus: client.contextStatus, droppedTurns: client.droppedTurns });
      }
      let sessionId = client.context?.sessionId ?? input.sessionId ?? randomUUID();
      const engineErrors: string[] = [];
      const noteEngineError = (step: string, error: unknown) => {
        engineErrors.push(`${step}: ${errorMessage(error)}`);
        logger.error('context engine failed; answering without context', { sessionId, step, error: errorMessage(error) });
      };

      const lifetime = await step('apply-lifetime', async () => {
        try {
          return engine.applyLifetime({ context: client.context, history: client.history, now: at, config: deps.engineConfig });
        } catch (error) {
          noteEngineError('applyLifetime', error);
          return { context: client.context, history: [] as Turn[], expired: null };
        }
      });
      if (lifetime.expired) logger.info('conversation expired', { sessionId, expired: lifetime.expired });

      const prepared = engineErrors.length
        ? null
        : await step('prepare-turn', async () => {
            try {
              return engine.prepareTurn({
                context: lifetime.context,
                sessionId,
                history: lifetime.history,
                message: input.input,
                now: at,
                countTokens,
                config: deps.engineConfig,
              });
            } catch (error) {
              noteEngineError('prepareTurn', error);
              return null;
            }
          });
      sessionId = prepared?.context.sessionId ?? sessionId;

      const { contextLine, message } = splitPrompt(prepared, input.input);
      const userWords = [...lifetime.history.filter((past) => past.role === 'user').map((past) => past.content), input.input];
      // The app's language speaks only while the person's own words show none; then the prompts name it.
      const appLanguage = appLanguageDeciding(input.uiLanguage, userWords);
      const turn: TurnContext = {
        sessionId,
        contextLine,
        message,
        ...(appLanguage ? { appLanguage } : {}),
        history: prepared?.history ?? [],
        collector: createTurnCollector(),
        abortSignal,
      };

      // Asking the model to stream when the caller did not would only slow the answer (the offline model paces chunks).
      const reply = await answer(turn, callContext, streamingRequested ? sendChunk : undefined, prepared);

      const startContext = prepared?.context ?? lifetime.context ?? emptyContext(sessionId, at);
      const recorded = engineErrors.length
        ? startContext
        : await step('record-turn', async () => {
            try {
              return recordTurn(engine, startContext, turn.collector.agentCalls, reply, turn.collector.venues);
            } catch (error) {
              noteEngineError('recordTurn', error);
              return startContext;
            }
          });

      // Signed as the client will receive it: the schema's parse is what crosses the wire.
      const checked = ConversationContextSchema.safeParse(recorded);
      if (!checked.success) noteEngineError('recordTurn', new Error(describeZodError(checked.error)));
      const context = checked.success ? checked.data : emptyContext(sessionId, at);
      const agent = turn.collector.agentCalls.at(-1)?.agent ?? null;
      // One entry per turn: each is a synchronous write to stdout, and what the engine prepared is in it.
      logger.info('concierge answered', {
        sessionId,
        ...preparedForLog(prepared),
        agents: turn.collector.agentCalls.map((call) => call.agent),
        venues: turn.collector.venues.map((venue) => venue.placeId),
      });
      // The cards and the remembered query in the reply's words: the client has no word lists of its own.
      const lang = replyLanguageOf(userWords, appLanguage);
      const queryLabel = labelQuery(context.searchQuery, lang);
      return {
        reply,
        context,
        contextSignature: signContext(keys, context),
        replySignature: signReply(keys, context.sessionId, reply),
        contextStatus: client.contextStatus,
        replyLanguage: lang,
        venues: labelPlaces(turn.collector.venues, lang),
        ...(queryLabel ? { queryLabel } : {}),
        debug: {
          injected: prepared?.injected ?? '',
          injectedTokens: prepared?.injectedTokens ?? 0,
          historyTokens: prepared?.historyTokens ?? 0,
          historySent: prepared?.historyPicks ?? [],
          historyReason: prepared?.historyReason ?? 'none: the context engine failed, so no history was sent',
          resolved: describeResolution(prepared?.resolved ?? null),
          agent,
          model: deps.modelLabel ?? model,
          engineError: engineErrors.join('; ') || null,
        },
      };
    },
  );

  async function answer(
    turn: TurnContext,
    callContext: Record<string, unknown> | undefined,
    sendChunk: ((chunk: z.infer<typeof ConciergeChunkSchema>) => void) | undefined,
    prepared: PreparedTurn | null,
  ): Promise<string> {
    try {
      const response = await generateFromPrompt(
        ai,
        'concierge',
        { context: turn.contextLine, message: turn.message, ...appLanguageInput(turn) },
        {
          model,
          messages: toMessages(turn.history),
          tools: agentTools,
          context: withTurn(callContext, turn),
          abortSignal: turn.abortSignal,
          onChunk:
            sendChunk &&
            ((chunk) => {
              if (chunk.text) sendChunk({ text: chunk.text });
            }),
          maxTurns: 3,
        },
      );
      const text = response.text.trim();
      if (!text) throw new GenkitError({ status: 'UNAVAILABLE', message: 'the model returned an empty reply' });
      return text;
    } catch (error) {
      throw toHttpsError(error, turn.sessionId, prepared);
    }
  }
}

/** Validates the request; a bad one gets invalid-argument naming the field, never a 500. */
export function parseInput(raw: unknown): ConciergeInput {
  const parsed = ConciergeInputSchema.safeParse(raw);
  if (!parsed.success) throw new HttpsError('invalid-argument', describeZodError(parsed.error));
  const shown = neutraliseMessage(parsed.data.input).trim();
  if (!shown) throw new HttpsError('invalid-argument', 'input: must not be empty (it holds only invisible characters)');
  // Neutralising can lengthen a message ("context:" → "context -"); the sub-agents accept MAX_INPUT_CHARS.
  if (shown.length > MAX_INPUT_CHARS) {
    throw new HttpsError('invalid-argument', `input: at most ${MAX_INPUT_CHARS} characters once "context:" markers are neutralised`);
  }
  return parsed.data;
}

/** Signed in (an ID token the platform verified) and within the per-user limit; returns the user's id. */
export function admit(callContext: Record<string, unknown> | undefined, now: number, limiter?: RateLimiter): string {
  const auth = callContext?.auth as { uid?: unknown } | undefined;
  if (typeof auth?.uid !== 'string' || !auth.uid) {
    throw new HttpsError('unauthenticated', 'Sign in first: this call needs a Firebase ID token.');
  }
  const decision = limiter?.(auth.uid, now) ?? { allowed: true };
  if (!decision.allowed) {
    logger.warn('rate limit reached', { uid: auth.uid, limit: decision.limit });
    throw new HttpsError('resource-exhausted', describeRateLimit(decision), { retryAfterSeconds: decision.retryAfterSeconds });
  }
  return auth.uid;
}

/** The engine's prompt is the context line, then the message; the .prompt template puts them back together. */
export function splitPrompt(prepared: PreparedTurn | null, rawMessage: string): { contextLine: string; message: string } {
  // Without the engine there is no context line, but a typed `[CONTEXT: ...]` must still not pass for one.
  if (!prepared) return { contextLine: '', message: neutraliseMessage(rawMessage).trim() };
  const { injected, prompt } = prepared;
  if (injected && prompt.startsWith(injected)) {
    return { contextLine: injected, message: prompt.slice(injected.length).trim() };
  }
  return { contextLine: '', message: prompt.trim() };
}

function recordTurn(
  engine: ConciergeEngine,
  start: ConversationContext,
  calls: readonly AgentCall[],
  reply: string,
  venues: readonly Place[],
): ConversationContext {
  let context = start;
  for (const call of calls) {
    const search = call.placeCalls.find((placeCall) => placeCall.tool === 'searchPlaces');
    const onePlace = call.placeCalls.find((placeCall) => placeCall.placeId);
    context = engine.recordToolCall(context, {
      agent: call.agent,
      query: search?.query ?? null,
      location: search?.location ?? null,
      placeId: onePlace?.placeId ?? null,
    });
  }
  return engine.recordAssistantTurn(context, { text: reply, venues });
}

export function describeResolution(resolved: Resolution | null): string | null {
  if (!resolved) return null;
  // The rule id tells the debug drawer which rule of context/references/rules.ts decided.
  const rule = resolved.rule ? ` [rule ${resolved.rule}]` : '';
  if (resolved.kind === 'venue') return `${resolved.name} (${resolved.placeId}) by ${resolved.how}${rule}`;
  return `earlier turn ${resolved.index + 1}${rule}: ${resolved.text.slice(0, 80)}`;
}

/** What the engine made of the turn, for the turn's log entry (answered or failed); nothing when it failed. */
function preparedForLog(prepared: PreparedTurn | null): Record<string, unknown> {
  if (!prepared) return {};
  return {
    extracted: prepared.extracted,
    resolved: describeResolution(prepared.resolved),
    intent: prepared.intent,
    injected: prepared.injected,
    injectedTokens: prepared.injectedTokens,
    historySent: prepared.historyPicks,
    historyReason: prepared.historyReason,
    historyTokens: prepared.historyTokens,
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Model and tool failures become a code the client understands and a message a person understands. */
export function toHttpsError(error: unknown, sessionId: string, prepared: PreparedTurn | null = null): HttpsError {
  if (error instanceof HttpsError) return error;
  logger.error('concierge generate failed', { sessionId, ...preparedForLog(prepared), error: errorMessage(error) });
  const status = error instanceof GenkitError ? error.status : undefined;
  if (status === 'RESOURCE_EXHAUSTED') {
    return new HttpsError('resource-exhausted', 'The concierge is very busy right now. Please try again in a minute.');
  }
  if (status === 'DEADLINE_EXCEEDED') {
    return new HttpsError('deadline-exceeded', 'The concierge took too long to answer. Please try again.');
  }
  return new HttpsError('unavailable', "The concierge couldn't answer just now. Please try again in a moment.");
}
