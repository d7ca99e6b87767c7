import { type ApplicationConfig, provideBrowserGlobalErrorListeners, provideZonelessChangeDetection } from '@angular/core';
import { initializeApp, provideFirebaseApp } from '@angular/fire/app';
import { connectFunctionsEmulator, getFunctions, provideFunctions } from '@angular/fire/functions';
import { ChatApi } from './chat/chat-api';
import { FirebaseChatApi } from './chat/firebase-chat-api';

/** The demo project only exists in the emulators, so local hosts (or ?emulators=1) talk to them. */
function useEmulators(): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname) || new URLSearchParams(location.search).has('emulators');
}

export const appConfig: ApplicationConfig = {
  providers: [
    provideBrowserGlobalErrorListeners(),
    provideZonelessChangeDetection(),
    provideFirebaseApp(() =>
      initializeApp({ projectId: 'demo-concierge', apiKey: 'demo', appId: 'demo-concierge', authDomain: 'demo-concierge.firebaseapp.com' }),
    ),
    provideFunctions(() => {
      const functions = getFunctions(undefined, 'us-central1');
      if (useEmulators()) connectFunctionsEmulator(functions, '127.0.0.1', 5001);
      return functions;
    }),
    { provide: ChatApi, useClass: FirebaseChatApi },
  ],
};
