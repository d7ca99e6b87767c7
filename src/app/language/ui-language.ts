import { DOCUMENT } from '@angular/common';
import { Injectable, computed, effect, inject } from '@angular/core';
import { ChatStore } from '../chat/chat-store';
import { BROWSER_LANGUAGES } from './browser-languages';
import { browserLanguage, chromeLanguage } from './chrome-language';
import { uiTextFor, type Language } from './ui-text';

/** The chrome's words in the open conversation's language; `<html lang>` follows it. */
@Injectable({ providedIn: 'root' })
export class UiLanguage {
  readonly #chat = inject(ChatStore);
  /** The browser's language among the app's: what a conversation speaks until its messages show one. */
  readonly browser = browserLanguage(inject(BROWSER_LANGUAGES));
  readonly language = computed<Language>(() => chromeLanguage(this.#chat.messages(), this.browser));
  readonly text = computed(() => uiTextFor(this.language()));

  constructor() {
    const root = inject(DOCUMENT).documentElement;
    effect(() => root.setAttribute('lang', this.language()));
  }
}
