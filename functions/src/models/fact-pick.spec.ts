// Issue 17: a listed venue picked by a fact of the catalog ("the place with a terrace", "yung may parking", "degene waar je kan
// pinnen"), in English, Tagalog/Taglish and Dutch, end to end on the real flow and the offline catalog.
import { describe, expect, it } from 'vitest';
import { factPickOf } from './fact-pick';
import { startConversation } from './offline-dialog.fixture';

describe('the fact a pick names', () => {
  it('reads the picking fact and what the rest of the message asks, in each language', () => {
    expect(
      [
        'the place with a terrace, is it open late?',
        'the one where you can pay by card',
        'yung may wheelchair access, may phone number ba sila?',
        'iyong may parking po',
        'degene met een terras, hoe duur is die?',
        'die waar je kan pinnen, kan ik daar reserveren?',
      ].map(factPickOf),
    ).toEqual([
      { fact: 'outdoorSeating', asked: ['openLate'] },
      { fact: 'acceptsCards', asked: [] },
      { fact: 'wheelchairAccessible', asked: ['phone'] },
      { fact: 'parking', asked: [] },
      { fact: 'outdoorSeating', asked: ['priceLevel'] },
      { fact: 'acceptsCards', asked: ['reservable'] },
    ]);
  });

  it('reads no pick in words that pick by something no catalog fact holds, or ask over the list', () => {
    expect(
      ['the one with the rooftop, open late?', 'which of them has a terrace?', 'yung may live band', 'die met de blauwe deur'].map(
        factPickOf,
      ),
    ).toEqual([null, null, null, null]);
  });
});

describe('a listed venue picked by a fact', () => {
  it('answers "degene met een terras" about the one bar of the list with one, in Dutch, and keeps it for the next question', async () => {
    const { say } = startConversation();
    await say('bars in Parijs');
    const reply = await say('Degene met een terras, hoe duur is die?');
    expect(reply.reply).toBe(
      '**Septime La Cave** is de plek op de lijst waar er een terras is. Bij **Septime La Cave** is het gemiddeld geprijsd. ' +
        '(offline gegevens, mogelijk verouderd)',
    );
    const next = await say('en kan ik daar pinnen?');
    expect(next.reply).toMatch(/\*\*Septime La Cave\*\*/);
    expect([reply.context.location, next.context.location]).toEqual(['Parijs', 'Parijs']);
  });

  it('takes the first of several with parking and says so, in Tagalog', async () => {
    const { say } = startConversation();
    await say('kainan sa Makati');
    const reply = await say('yung may parking, mahal ba dun?');
    expect(reply.reply).toBe(
      '5 sa listahan ang may parking; kinuha ko ang una sa kanila, **Mendokoro Ramenba**. ' +
        'Ang **Mendokoro Ramenba** ay katamtaman ang presyo. (offline na datos, baka luma na)',
    );
    expect(reply.context.location).toBe('Makati');
  });

  it('says none of the list has it, from the data, in English', async () => {
    const { say } = startConversation();
    await say('restaurants in Lisbon');
    const reply = await say('the place with a terrace, is it open late?');
    expect(reply.reply).toBe(
      'None of the places listed is known to have outdoor seating. I checked whether it has outdoor seating for each of these 5. ' +
        'No: **Ao 26 - Vegan Food Project**, **Manteigaria**, **Ajitama Ramen Bistro**, **Cervejaria Ramiro**, **Heim Café**. ' +
        '(offline data, it may be out of date)',
    );
    expect(reply.context.location).toBe('Lisbon');
  });
});
