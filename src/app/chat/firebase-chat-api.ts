import { EnvironmentInjector, Injectable, createEnvironmentInjector, inject } from '@angular/core';
import { getApp } from '@angular/fire/app';
import { Auth, connectAuthEmulator, getAuth, provideAuth, signInAnonymously } from '@angular/fire/auth';
import { Functions, connectFunctionsEmulator, getFunctions, httpsCallable, provideFunctions } from '@angular/fire/functions';
// The plain SDK: AngularFire's provideAppCheck switches on the debug provider on localhost, which needs the network.
import { CustomProvider, ReCaptchaEnterpriseProvider, initializeAppCheck } from 'firebase/app-check';
import { RECAPTCHA_ENTERPRISE_SITE_KEY } from '../app.config';
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
 * On the emulators, an unsigned token of the App Check shape: the emulator decodes tokens without verifying
 * them, and reCAPTCHA (or the debug provider) would need the network.
 */
function emulatorAppCheckToken(): { token: string; expireTimeMillis: number } {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const iat = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://firebaseappcheck.googleapis.com/demo',
    sub: 'demo-concierge-web',
    aud: ['demo-concierge'],
    iat,
    exp: iat + 3600,
  };
  return { token: `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`, expireTimeMillis: (iat + 3600) * 1000 };
}

/**
 * Built in a child injector of the app's, when this file is loaded: Functions, Auth and App Check are SDKs
 * the first paint does not need.
 */
export function createFirebaseChatApi(parent: EnvironmentInjector): ChatApi {
  const injector = createEnvironmentInjector(
    [
      provideAuth(() => {
        const auth = getAuth();
        if (useEmulators()) connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
        return auth;
      }),
      provideFunctions(() => {
        // Before the first call, so the callable attaches an App Check token to it.
        const provider = useEmulators()
          ? new CustomProvider({ getToken: async () => emulatorAppCheckToken() })
          : new ReCaptchaEnterpriseProvider(RECAPTCHA_ENTERPRISE_SITE_KEY);
        initializeAppCheck(getApp(), { provider, isTokenAutoRefreshEnabled: true });
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
  readonly #auth = inject(Auth);
  #signingIn: Promise<void> | null = null;

  async send(request: ConciergeInput, { signal, onChunk }: SendOptions): Promise<ConciergeOutput> {
    await this.#signIn();
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

  /** The function answers only signed-in users: an anonymous account, kept by the browser across visits. */
  #signIn(): Promise<void> {
    this.#signingIn ??= (async () => {
      await this.#auth.authStateReady();
      if (!this.#auth.currentUser) await signInAnonymously(this.#auth);
    })().catch((error: unknown) => {
      this.#signingIn = null;
      throw error;
    });
    return this.#signingIn;
  }
}

function endedWithoutResult(): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new BadResponseError('the reply ended without a result')), 2000));
}
