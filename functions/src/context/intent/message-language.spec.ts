import { describe, expect, it } from 'vitest';
import { conversationLanguage, messageLanguage } from './message-language';
import { readPhoneSpelling } from '../lexicon/engine-spelling';
import { vocabularyWordsIn } from './language-vocabulary';

describe('the language a message shows', () => {
  const cases: Array<[string, 'en' | 'tl' | 'nl' | null]> = [
    ['is it halal?', 'en'],
    ['may ramen ba sa Makati? mura lang sana', 'tl'],
    ['korean bbq sa Seoul', 'tl'],
    ['ramen in Amsterdam, niet te duur', 'nl'],
    ['pizza in Parijs', 'nl'],
    ['de eerste', 'nl'],
    ['en pizza?', 'nl'],
    ['Thanks man, je bent top', 'nl'],
    ['beste burgers in chicago??', 'nl'],
    ['lekkere pizza in Gent', 'nl'],
    ['best burgers in chicago', null],
    ['sushi in Amsterdam', null],
    ['2nd?', null],
    // Two words that show Dutch only together: an article after a preposition ("in de Jordaan", "bij de Dam").
    ['pizza in de Jordaan', 'nl'],
    ['sushi bij de Dam', 'nl'],
    ['ramen in het centrum', 'nl'],
    // ... while the Dutch way of writing an ordinal shows Dutch ("2e?", "de 3e").
    ['2e?', 'nl'],
    ['de 3e, adres?', 'nl'],
    // Short Dutch with English words: one Dutch word of its own ("goedkoop", "ontbijt", "goei") outweighs "cheap" or "me".
    ['goei bar in new york me goedkoop bier?', 'nl'],
    ['ontbijt in chicago morgenvroeg, cheap', 'nl'],
    ['sushi in Londen, goedkoop', 'nl'],
    ['morgenvroeg ontbijt in Tokyo?', 'nl'],
    ['murang almusal sa chicago bukas, cheap', 'tl'],
    ['cheap breakfast in chicago tomorrow please', 'en'],
  ];
  for (const [text, lang] of cases) {
    it(`reads "${text}" as ${lang ?? 'no language'}`, () => {
      expect(messageLanguage(text).lang).toBe(lang);
    });
  }
});

describe('the language a reply follows', () => {
  it('answers short Dutch with an English word in Dutch, and keeps Dutch for the pick after it', () => {
    const read = readPhoneSpelling;
    expect(conversationLanguage(['pizza in new york, goedkoop pls'], 'en', read)).toBe('nl');
    expect(conversationLanguage(['ontbijt in chicago morgenvroeg, cheap', 'nr 3?'], 'en', read)).toBe('nl');
    expect(conversationLanguage(['breakfast in chicago tomorrow please', 'nr 3?'], 'en', read)).toBe('en');
  });

  it('follows the latest message that shows a language', () => {
    expect(conversationLanguage(['ramen in Makati', 'yung pangalawa, may parking ba?'])).toBe('tl');
  });

  it('keeps the conversation language for a short follow-up that shows none', () => {
    expect(conversationLanguage(['ramen in Amsterdam, niet te duur', '2nd?'])).toBe('nl');
  });

  it('keeps the conversation language for a short follow-up in words every traveller uses', () => {
    expect(conversationLanguage(['kape sa Makati', 'yung pinakamura', 'thank you!'])).toBe('tl');
    // Wave cb: a French thanks with English cheers ends an English conversation in English.
    expect(conversationLanguage(['coffee near Shibuya station open at 6?', 'merci, cheers'])).toBe('en');
    // Wave cc: thanks with a letter held long, and thanks in two other languages, keep the conversation's language.
    expect(conversationLanguage(['kape sa Makati', 'yung pinakamura', 'thanks sooo much!! 💕'])).toBe('tl');
    expect(conversationLanguage(['jazz in Hongdae tonight', 'merci! 감사합니다'])).toBe('en');
    expect(conversationLanguage(['waar kan ik hier goeie koffie drinken in Gent?', 'merci!'])).toBe('nl');
  });

  it('switches when the person writes a full sentence in another language', () => {
    expect(conversationLanguage(['kape sa Makati', 'can you show me the cheapest one please?'])).toBe('en');
  });

  it('keeps the conversation language for thanks said in it, whatever English comes with it ("bedankt, you\'re the real MVP")', () => {
    expect(conversationLanguage(['ramen in Amsterdam, niet te duur', "bedankt, you're the real MVP"])).toBe('nl');
    expect(conversationLanguage(['may ramen ba sa Makati? mura lang sana', "thanks, salamat! you're the best"])).toBe('tl');
    expect(conversationLanguage(['ramen in Amsterdam, niet te duur', 'thanks! now where can I find a good museum?'])).toBe('en');
  });

  // Wave df: thanks in a language not written before, with the rest of the message in no other language.
  it('keeps the conversation language for "salamat! were so full lol", not for "salamat sa tulong"', () => {
    const reply = (messages: string[]) => conversationLanguage(messages, 'en', readPhoneSpelling, vocabularyWordsIn);
    expect(reply(['ramen in Makati please', 'salamat! were so full lol'])).toBe('en');
    expect(reply(['ramen in Makati please', 'salamat sa tulong'])).toBe('tl');
    expect(reply(['ramen in Makati please', 'salamat, ang sarap!'])).toBe('tl');
  });

  it('keeps the conversation language for thanks said in a language the person has not written in ("Ok, thanks! Salamat")', () => {
    expect(conversationLanguage(['welke musea in Intramuros zijn de moeite?', 'Ok, thanks! Salamat'])).toBe('nl');
    expect(conversationLanguage(['ramen in Makati please', 'the first one, open now?', 'dank je!'])).toBe('en');
  });
  it('follows thanks in a language the person has written in before ("perfect, thanks! you\'re the best talaga")', () => {
    expect(conversationLanguage(['saan may ramen sa Makati?', 'the first one, open now?', 'salamat!'])).toBe('tl');
  });
  it('answers in English when nothing shows a language', () => {
    expect(conversationLanguage(['sushi in Amsterdam'])).toBe('en');
  });
});

// Issue 17, replies in the wrong language: a thanks said in English inside Taglish or Dutch keeps the conversation's language.
describe('conversationLanguage after an English thanks', () => {
  it.each([
    [['saan may kape sa BGC?', 'thank youuu, laking tulong!'], 'tl'],
    [['waar kan ik ramen eten in Makati?', 'thanks!'], 'nl'],
    [['ramen in Makati', 'thank you so much'], 'en'],
  ])('%j replies in %s', (messages, lang) => {
    expect(conversationLanguage(messages)).toBe(lang);
  });
});

describe('the language of a message read as typed (the client) and with phone spelling (the engine)', () => {
  it('keeps a place name that opens with a texting form as a name in both', () => {
    expect(conversationLanguage(['cocktail bars in San Francisco'])).toBe('en');
    expect(conversationLanguage(['cocktail bars in San Francisco'], 'en', readPhoneSpelling)).toBe('en');
  });
  it('counts texting forms only with the engine reading', () => {
    expect(messageLanguage('ung pang2 nmn', readPhoneSpelling).lang).toBe('tl');
  });
});

describe('"po" said in Filipino English', () => {
  it('is no evidence of Tagalog on its own: an English conversation stays English', () => {
    expect(conversationLanguage(['ramen in Makati please', 'thanks po!'])).toBe('en');
    expect(conversationLanguage(['pizza around Quezon City, nothing too pricey po, 3 adults 2 kids'])).toBe('en');
  });
  it('still counts beside Tagalog words', () => {
    expect(conversationLanguage(['ramen in Makati please', 'salamat po!'])).toBe('tl');
    expect(conversationLanguage(['saan po may masarap na kape dito?'])).toBe('tl');
  });
});

// Issue 17: terse messages with no function word ("Parkeren?") are read by the engine's own vocabulary of each language.
describe('the language of a terse message, from the words only one language has', () => {
  it.each([
    ['Koreaanse bbq in Seoul, goede reviews.', 'nl'],
    ['Parkeren?', 'nl'],
    ['Fooi hier gebruikelijk?', 'nl'],
    ['Zaterdag markt in Porto?', 'nl'],
    ['Afstand tot nummer 1?', 'nl'],
    ['Reserveren mogelijk?', 'nl'],
    ['Kailangan magpareserba?', 'tl'],
    ['Lugawan Cubao, mura?', 'tl'],
  ] as const)('reads "%s" as %s, weakly', (text, lang) => {
    expect(messageLanguage(text, undefined, vocabularyWordsIn)).toEqual({ lang, distinctive: false, weak: true });
  });

  it.each(['Website?', 'pizza bar', 'route?', 'Sushi in Manila', 'Museum Amsterdam', 'laters'])('leaves "%s" undecided', (text) => {
    expect(messageLanguage(text, undefined, vocabularyWordsIn).lang).toBeNull();
  });

  it('lets English function words outweigh one Dutch word', () => {
    expect(messageLanguage('is the markt open on sunday?', undefined, vocabularyWordsIn).lang).toBe('en');
  });

  it('answers a terse Dutch conversation in Dutch from its first message on', () => {
    const messages = ['Koreaanse bbq in Seoul, goede reviews.', 'Hoogste rating?', 'Website?', 'Parkeren?'];
    expect(messages.map((_, i) => conversationLanguage(messages.slice(0, i + 1), 'en', undefined, vocabularyWordsIn))).toEqual([
      'nl',
      'nl',
      'nl',
      'nl',
    ]);
  });

  it('keeps an English or Tagalog conversation for a stray word of another vocabulary', () => {
    expect(conversationLanguage(['ramen in Makati please, something cheap', 'Parkeren?'], 'en', undefined, vocabularyWordsIn)).toBe('en');
    expect(conversationLanguage(['saan may masarap na kape dito?', 'Fooi gebruikelijk?'], 'en', undefined, vocabularyWordsIn)).toBe('tl');
    expect(
      conversationLanguage(['where can we eat ramen in Tokyo?', 'Ay wait, she wants brunch instead.'], 'en', undefined, vocabularyWordsIn),
    ).toBe('en');
  });

  it('still switches for a Dutch message with function words', () => {
    expect(
      conversationLanguage(
        ['ramen in Makati please, something cheap', 'kun je ook een parkeergarage vinden?'],
        'en',
        undefined,
        vocabularyWordsIn,
      ),
    ).toBe('nl');
  });
});

describe('the language without the engine vocabulary (the client)', () => {
  it('reads function words only, so a terse "Parkeren?" shows no language and the conversation keeps its own', () => {
    expect(messageLanguage('Parkeren?').lang).toBeNull();
    expect(conversationLanguage(['waar kunnen we ramen eten in Tokio?', 'Parkeren?'])).toBe('nl');
  });
});
