// Serves a Genkit flow as a callable, like onCallGenkit, but hands the request's abort signal to the flow:
// onCallGenkit drops it, so a client's Stop (or a closed connection) would leave the model calls running.
import { onCall, type CallableOptions, type CallableRequest, type CallableResponse } from 'firebase-functions/https';
import type { ActionContext } from 'genkit';

/** The part of a Genkit flow the callable uses (Flow's own generics are too deep to name here). */
export interface ServableFlow {
  run(input: unknown, options: { context: ActionContext; abortSignal?: AbortSignal }): Promise<{ result: unknown }>;
  stream(
    input: unknown,
    options: { context: ActionContext; abortSignal?: AbortSignal },
  ): { stream: AsyncIterable<unknown>; output: Promise<unknown> };
}

/**
 * `flowName` is known before the flow exists: the flow is built on the first call (`getFlow`), so keys bound as
 * secrets are read at call time. The name marks the endpoint as a Genkit action, as onCallGenkit does.
 */
export function serveFlow(options: CallableOptions, flowName: string, getFlow: () => ServableFlow | Promise<ServableFlow>) {
  const callable = onCall(options, async (request, response) => runFlow(await getFlow(), request, response));
  callable.__endpoint.callableTrigger = { ...callable.__endpoint.callableTrigger, genkitAction: flowName };
  return callable;
}

export async function runFlow(flow: ServableFlow, request: CallableRequest, response?: CallableResponse): Promise<unknown> {
  const context: ActionContext = {};
  for (const key of ['auth', 'app', 'instanceIdToken'] as const) if (request[key] !== undefined) context[key] = request[key];
  const abortSignal = response?.signal;
  if (!request.acceptsStreaming || !response) return (await flow.run(request.data, { context, abortSignal })).result;
  const { stream, output } = flow.stream(request.data, { context, abortSignal });
  for await (const chunk of stream) {
    if (abortSignal?.aborted) break;
    await response.sendChunk(chunk);
  }
  return output;
}
