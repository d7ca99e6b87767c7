import { EnvironmentInjector, Injectable, inject } from '@angular/core';
import type { ConciergeInput, ConciergeOutput } from '@concierge/contract/concierge-contract';
import { ChatApi, type SendOptions } from './chat-api';

/** The app's ChatApi: loads the Firebase callable client on first use (or warm-up) to keep the initial bundle small. */
@Injectable()
export class LazyChatApi extends ChatApi {
  readonly #injector = inject(EnvironmentInjector);
  #loading: Promise<ChatApi> | null = null;

  override warmUp(): void {
    this.#load().catch(() => undefined);
  }

  async send(request: ConciergeInput, options: SendOptions): Promise<ConciergeOutput> {
    const api = await this.#load();
    return api.send(request, options);
  }

  #load(): Promise<ChatApi> {
    this.#loading ??= import('./firebase-chat-api').then(
      (loaded) => loaded.createFirebaseChatApi(this.#injector),
      (error: unknown) => {
        // Offline when the chunk was needed: try again on the next send.
        this.#loading = null;
        throw error;
      },
    );
    return this.#loading;
  }
}
