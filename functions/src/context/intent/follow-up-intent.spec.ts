import { describe, expect, it } from 'vitest';
import { carriedQuestion, followUpIntent } from './follow-up-intent';

describe('followUpIntent', () => {
  it('asks the fact of the question before about the card a bare ordinal names', () => {
    expect(followUpIntent('2nd?', ['ramen in Makati', '1st one take cards?'])).toMatchObject({
      kind: 'fact',
      fact: 'acceptsCards',
      ordinal: 2,
      rule: 'follow-up',
    });
  });

  it('carries the question in Dutch and Tagalog', () => {
    const dutch = followUpIntent('En in het derde?', ['Kunt ge met een rolstoel binnen in het eerste?']);
    const tagalog = followUpIntent('eh yung pangatlo?', ['yung una, halal ba?']);
    expect([dutch.kind, 'fact' in dutch && dutch.fact, dutch.ordinal]).toEqual(['fact', 'wheelchairAccessible', 3]);
    expect([tagalog.kind, 'fact' in tagalog && tagalog.fact, tagalog.ordinal]).toEqual(['fact', 'halal', 3]);
  });

  it('carries the question past a hesitation ("Hm, en de derde?", blind-nl-y)', () => {
    const dutch = followUpIntent('Hm, en de derde?', ['De tweede klinkt charmant. Kan men daar buiten zitten?']);
    const english = followUpIntent('hmm and the 3rd?', ['the second one, can we sit outside?']);
    for (const intent of [dutch, english]) expect(intent).toMatchObject({ kind: 'fact', fact: 'outdoorSeating', ordinal: 3 });
  });

  it('carries the question past a Flemish article ("En den tweede?") and the other languages\' pick words', () => {
    const flemish = followUpIntent('En den tweede?', ['Die eerste, moet ge daar reserveren of kunde gewoon binnenwandelen?']);
    const english = followUpIntent('and the 2nd?', ['the first one, do they take reservations?']);
    const tagalog = followUpIntent('eh yung pangalawa po?', ['Yung una po, puwede po bang magpareserba roon?']);
    for (const intent of [flemish, english, tagalog]) expect(intent).toMatchObject({ kind: 'fact', fact: 'reservable', ordinal: 2 });
  });

  it('looks past earlier bare ordinals to the question they carried', () => {
    expect(followUpIntent('3rd?', ['is the 1st one open late?', '2nd?'])).toMatchObject({ kind: 'fact', fact: 'openLate', ordinal: 3 });
  });

  it('carries the way there to the next card', () => {
    expect(followUpIntent('and the second one?', ['how do I get to the first one?'])).toMatchObject({ kind: 'directions', ordinal: 2 });
  });

  it('leaves a bare ordinal after a search or a details question as details', () => {
    expect(followUpIntent('the second one', ['ramen in Makati'])).toMatchObject({ kind: 'details', rule: 'ordinal', ordinal: 2 });
    expect(followUpIntent('de tweede', ['vertel meer over de eerste'])).toMatchObject({ kind: 'details', rule: 'ordinal', ordinal: 2 });
  });

  it('leaves an ordinal with a question of its own to its own rule', () => {
    expect(followUpIntent('2nd one, is it halal?', ['1st one take cards?'])).toMatchObject({ kind: 'fact', fact: 'halal', ordinal: 2 });
    expect(followUpIntent('tell me more about the 2nd', ['1st one take cards?'])).toMatchObject({ kind: 'details', rule: 'details' });
  });

  it('reads a bare ordinal with nothing before it as details', () => {
    expect(followUpIntent('yung pangalawa', [])).toMatchObject({ kind: 'details', ordinal: 2 });
  });
});

describe('a pick that corrects the card of the question before', () => {
  it.each([
    ['sorry, I meant the third one', ['ramen in Makati', 'does the first one have a terrace?'], 'fact', 3],
    ['ay mali, yung pangalawa pala', ['pizza sa BGC', 'yung una, paano pumunta dun?'], 'directions', 2],
    ['ik bedoelde de derde, sorry', ['musea in Gent', 'is de eerste rolstoeltoegankelijk?'], 'fact', 3],
  ])('carries the question to "%s"', (text, earlier, kind, ordinal) => {
    expect(followUpIntent(text, earlier)).toMatchObject({ kind, ordinal, rule: 'follow-up' });
  });

  it('leaves a correcting pick after a search as details', () => {
    expect(followUpIntent('sorry, I meant the second one', ['ramen in Makati'])).toMatchObject({ kind: 'details', ordinal: 2 });
  });
});

describe('"what about" with an ordinal', () => {
  it('asks the question before about that card (blind-en-l: it showed the card)', () => {
    const asked = followUpIntent('What about the third?', ['seafood in Baixa', 'Does the first one have step-free access?']);
    expect(asked).toMatchObject({ kind: 'fact', fact: 'wheelchairAccessible', ordinal: 3, rule: 'follow-up' });
  });

  it('is details after a search, and "tell me more about" never carries', () => {
    expect(followUpIntent('What about the third?', ['seafood in Baixa'])).toMatchObject({ kind: 'details', ordinal: 3 });
    const more = followUpIntent('tell me more about the third', ['Does the first one have step-free access?']);
    expect(more).toMatchObject({ kind: 'details', ordinal: 3 });
  });

  // Wave cc: a sigh before the bare ordinal ("Ah jammer.", "sayang", "too bad") still carries the question.
  it('carries the question past a sigh', () => {
    const earlier = ['heeft de tweede vegetarische opties?'];
    expect(followUpIntent('Ah jammer. En de eerste dan?', earlier)).toMatchObject({ kind: 'fact', fact: 'vegetarian', ordinal: 1 });
  });
});

describe('carriedQuestion', () => {
  it('names the earlier question a bare follow-up asks again, so all its facts are answered', () => {
    const earlier = ['ramen sa BGC', 'yung una, may parking ba tsaka ok ba sa bata?'];
    expect(carriedQuestion('e yung pangalawa?', earlier)).toBe('yung una, may parking ba tsaka ok ba sa bata?');
    expect(carriedQuestion('salamat!', earlier)).toBeNull();
  });
});
