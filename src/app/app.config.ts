import { type ApplicationConfig, provideBrowserGlobalErrorListeners, provideZonelessChangeDetection } from '@angular/core';
import { initializeApp, provideFirebaseApp } from '@angular/fire/app';
import { ChatApi } from './chat/chat-api';
import { LazyChatApi } from './chat/lazy-chat-api';

/** A real project's reCAPTCHA Enterprise key for App Check (docs/deploy.md); the emulators use a custom provider. */
export const RECAPTCHA_ENTERPRISE_SITE_KEY = 'set-your-recaptcha-enterprise-site-key';

export const appConfig: ApplicationConfig = {
  providers: [
    provideBrowserGlobalErrorListeners(),
    provideZonelessChangeDetection(),
    provideFirebaseApp(() =>
      initializeApp({ projectId: 'demo-concierge', apiKey: 'demo', appId: 'demo-concierge', authDomain: 'demo-concierge.firebaseapp.com' }),
    ),
    // provideFunctions lives in chat/firebase-chat-api.ts, loaded after first paint.
    { provide: ChatApi, useClass: LazyChatApi },
  ],
};
