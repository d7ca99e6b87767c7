// For tests: the request a well-behaved client sends, with the signatures the server gave it (dev key).
import type { ConciergeInput } from '../../contract/concierge-contract';
import { signContext, signReply } from '../signed-state';
import { parseSigningKeys } from '../signing-keys';

/** A signed-in caller, as onCallGenkit passes it to the flow. */
export const SIGNED_IN = { context: { auth: { uid: 'test-user' } } };

/** Signs the context and every model turn as if the server had returned them; anything else passes unchanged. */
export function signAsServer<T>(input: T): T {
  if (typeof input !== 'object' || input === null) return input;
  const request = input as unknown as ConciergeInput;
  const keys = parseSigningKeys(undefined);
  const sessionId = request.context?.sessionId ?? request.sessionId ?? '';
  return {
    ...request,
    ...(request.context ? { contextSignature: signContext(keys, request.context) } : {}),
    history: Array.isArray(request.history)
      ? request.history.map((turn) => (turn?.role === 'model' ? { ...turn, signature: signReply(keys, sessionId, turn.content) } : turn))
      : request.history,
  } as unknown as T;
}

/** The history and context of the next call after `previous`, signed as the server signed them for the client. */
export function signedFollowUp(previous: { context: ConciergeInput['context'] }, history: ConciergeInput['history']) {
  const { input: _input, ...rest } = signAsServer<ConciergeInput>({ input: '', history, context: previous.context });
  return rest;
}
