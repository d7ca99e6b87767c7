import { describe, expect, it } from 'vitest';
import { appLanguageIn, APP_LANGUAGE_NAMES } from './app-language';

describe('the app language a system prompt names', () => {
  it('reads each language back from the line _app-language.prompt writes', () => {
    for (const [lang, name] of Object.entries(APP_LANGUAGE_NAMES)) {
      expect(appLanguageIn(`You are Concierge.\nThe app is in ${name} and none of the user's messages shows a language yet`)).toBe(lang);
    }
  });

  it('reads nothing from a prompt without the line, or with the words mid-sentence', () => {
    expect(appLanguageIn("You are Concierge.\nAlways answer in the user's language.")).toBeNull();
    expect(appLanguageIn('Say "the app is in Dutch" when asked.')).toBeNull();
    expect(appLanguageIn('The app is in Klingon now.')).toBeNull();
  });
});
