import { browserLanguage, chromeLanguage } from './chrome-language';

describe('chrome language', () => {
  it('takes the first Dutch, Filipino or English tag of the browser, else English', () => {
    expect(browserLanguage(['nl-BE', 'en'])).toBe('nl');
    expect(browserLanguage(['fil-PH', 'en-US'])).toBe('tl');
    expect(browserLanguage(['tl'])).toBe('tl');
    expect(browserLanguage(['de-DE', 'nl'])).toBe('nl');
    expect(browserLanguage(['en-GB', 'nl'])).toBe('en');
    expect(browserLanguage(['fr-FR'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it("follows the conversation's messages once there are any, whatever the browser", () => {
    expect(chromeLanguage([], 'nl')).toBe('nl');
    expect(chromeLanguage([{ role: 'user', text: 'waar kan ik lekker eten in Utrecht?' }], 'en')).toBe('nl');
    expect(chromeLanguage([{ role: 'user', text: 'saan masarap kumain sa Makati?' }], 'nl')).toBe('tl');
    expect(chromeLanguage([{ role: 'user', text: 'could you find me ramen in Makati?' }], 'tl')).toBe('en');
  });

  it("keeps the browser's language while no message shows one, as the server's reply does", () => {
    expect(chromeLanguage([{ role: 'user', text: 'dimsum Rotterdam' }], 'nl')).toBe('nl');
    expect(chromeLanguage([{ role: 'user', text: 'sisig, Quezon City' }], 'tl')).toBe('tl');
    expect(chromeLanguage([{ role: 'user', text: 'falafel Antwerpen' }], 'en')).toBe('en');
    expect(chromeLanguage([{ role: 'user', text: 'could you find falafel in Antwerp?' }], 'nl')).toBe('en');
  });

  it('speaks the language the server wrote the newest reply in, until the next question', () => {
    const asked = { role: 'user', text: 'koffie in le marais' };
    expect(chromeLanguage([asked, { role: 'model', text: 'Hier zijn 5 plekken.', language: 'nl' as const }], 'en')).toBe('nl');
    expect(chromeLanguage([asked], 'en')).toBe('en');
  });
});
