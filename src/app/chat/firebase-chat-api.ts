import { EnvironmentInjector, Injectable, createEnvironmentInjector, inject } from '@angular/core';
import { Functions, connectFunctionsEmulator, getFunctions, httpsCallable, provideFunctions } from '@angular/fire/functions';
import {
  ConciergeChunkSchema,
  ConciergeOutputSchema,
  describeZodError,
  type ConciergeInput,
  type ConciergeOutput,
} from '@concierge/contract/concierge-contract';
import { BadResponseError, ChatApi, type SendOptions } from './chat-api';

/** The demo project only exists in the emulators, so local hosts (or ?emulators=1) talk to them. */
function useEmulators(): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname) || new URLSearchParams(location.search).has('emulators');
}

/**
 * Built in a child injector of the app's, when this file is loaded: @angular/fire/functions brings the
 * Auth and App Check SDKs with it, which the first paint does not need.
 */
export function createFirebaseChatApi(parent: EnvironmentInjector): ChatApi {
  const injector = createEnvironmentInjector(
    [
      provideFunctions(() => {
        const functions = getFunctions(undefined, 'us-central1');
        if (useEmulators()) connectFunctionsEmulator(functions, '127.0.0.1', 5001);
        return functions;
      }),
      FirebaseChatApi,
    ],
    parent,
  );
  return injector.get(FirebaseChatApi);
}

/** Calls the `conciergeAgentFlow` callable with streaming and checks the answer against the contract. */
@Injectable()
export class FirebaseChatApi extends ChatApi {
  // Created here, in the injection context, as AngularFire requires; never in a click handler.
  readonly #conciergeAgentFlow = httpsCallable<ConciergeInput, unknown, unknown>(inject(Functions), 'conciergeAgentFlow');

  async send(request: ConciergeInput, { signal, onChunk }: SendOptions): Promise<ConciergeOutput> {
    const { stream, data } = await this.#conciergeAgentFlow.stream(request, { signal });
    // The stream's failure is reported by the loop below; this only keeps `data` from rejecting unobserved.
    data.catch(() => undefined);
    for await (const chunk of stream) {
      const parsed = ConciergeChunkSchema.safeParse(chunk);
      if (parsed.success && parsed.data.text) onChunk(parsed.data.text);
    }
    // The SDK ignores non-event lines (e.g. a plain JSON error page), so a stream can end with no result at all.
    const output = ConciergeOutputSchema.safeParse(await Promise.race([data, endedWithoutResult()]));
    if (!output.success) throw new BadResponseError(describeZodError(output.error));
    return output.data;
  }
}

function endedWithoutResult(): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new BadResponseError('the reply ended without a result')), 2000));
}
