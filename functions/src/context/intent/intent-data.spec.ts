// Checks on the intent data itself: names unique, every language a rule claims has an example, no phrase twice.
import { describe, expect, it } from 'vitest';
import { INTENT_RULES } from './intent-rules';
import { INTENT_LANGUAGES, INTENT_PARTS } from './intent-words';

describe('intent data', () => {
  it('gives every rule its own id', () => {
    const ids = INTENT_RULES.map((rule) => rule.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('has an example in every language a rule claims', () => {
    const missing = INTENT_RULES.flatMap((rule) =>
      rule.langs.filter((lang) => !rule.examples[lang]?.length).map((lang) => `${rule.id} ${lang}`),
    );
    expect(missing).toEqual([]);
  });

  it('lists no phrase twice within one part and language', () => {
    const twice = [...INTENT_PARTS.values()]
      .filter((part) => part.name !== 'ORDINAL')
      .flatMap((part) =>
        INTENT_LANGUAGES.flatMap((lang) => {
          const keys = part.phrases[lang].map((phrase) => phrase.join(' '));
          return keys.filter((key, i) => keys.indexOf(key) !== i).map((key) => `${part.name} ${lang} "${key}"`);
        }),
      );
    expect(twice).toEqual([]);
  });
});
