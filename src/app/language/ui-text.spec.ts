import { UI_TEXT, fillIn } from './ui-text';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('UI text', () => {
  const english = Object.keys(UI_TEXT.en).sort();

  for (const language of ['nl', 'tl'] as const) {
    it(`has every English key in ${language}, and no other`, () => {
      expect(Object.keys(UI_TEXT[language]).sort()).toEqual(english);
    });

    it(`keeps each placeholder of the English text in ${language}`, () => {
      const differing = english.filter((key) => {
        const k = key as keyof typeof UI_TEXT.en;
        return placeholders(UI_TEXT[language][k]).join() !== placeholders(UI_TEXT.en[k]).join();
      });
      expect(differing).toEqual([]);
    });
  }

  it('leaves no text empty in any language', () => {
    const empty = (['en', 'nl', 'tl'] as const).flatMap((language) =>
      Object.entries(UI_TEXT[language])
        .filter(([, text]) => !text.trim())
        .map(([key]) => `${language}.${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('fills placeholders by name and leaves unknown ones as written', () => {
    expect(fillIn('Vergeet {what} {other}', { what: 'Makati' })).toBe('Vergeet Makati {other}');
    expect(fillIn(UI_TEXT.tl.manyMessages, { count: 3 })).toBe('3 mensahe');
  });
});
