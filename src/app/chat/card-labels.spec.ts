import { cardLabelsFor, replyLanguages } from './card-labels';

describe('card labels', () => {
  it('gives each reply the language of the message it answers', () => {
    const languages = replyLanguages([
      { id: 'u1', role: 'user', text: 'find ramen in Makati' },
      { id: 'm1', role: 'model', text: 'Here they are.' },
      { id: 'u2', role: 'user', text: 'paano pumunta doon sa pangalawa?' },
      { id: 'm2', role: 'model', text: 'Papunta sa...' },
      { id: 'u3', role: 'user', text: 'hoe kom ik daar?' },
      { id: 'm3', role: 'model', text: 'Zo kom je...' },
    ]);
    expect([...languages]).toEqual([
      ['m1', 'en'],
      ['m2', 'tl'],
      ['m3', 'nl'],
    ]);
  });

  it('labels a reply in the language the server wrote it in, when it says', () => {
    const languages = replyLanguages(
      [
        { id: 'u1', role: 'user', text: 'koffie in le marais' },
        { id: 'm1', role: 'model', text: 'Hier zijn 5 plekken voor koffie.', language: 'nl' },
      ],
      'en',
    );
    expect([...languages]).toEqual([['m1', 'nl']]);
  });

  it("labels a reply to words that show no language in the browser's language, as the server replies", () => {
    const languages = replyLanguages(
      [
        { id: 'u1', role: 'user', text: 'dimsum Rotterdam' },
        { id: 'm1', role: 'model', text: 'Hier zijn ze.' },
        { id: 'u2', role: 'user', text: 'is the second one open on Sundays?' },
        { id: 'm2', role: 'model', text: 'Yes.' },
      ],
      'nl',
    );
    expect([...languages]).toEqual([
      ['m1', 'nl'],
      ['m2', 'en'],
    ]);
  });

  it('uses the words of the offline replies, price levels included', () => {
    expect(cardLabelsFor('tl').price).toBe('Presyo');
    expect(cardLabelsFor('tl').prices.moderate).toBe('katamtaman');
    expect(cardLabelsFor('nl').rating).toBe('Beoordeling');
    expect(cardLabelsFor('en').openInMaps).toBe('Open in Google Maps');
  });
});
