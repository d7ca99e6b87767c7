// Issue 17, wave zx (what I can and cannot eat): a question about a diet in general is answered for what can be said, with
// the list kept; a search asked "for us" searches the diet, not "us". End to end on the real flow.
import { describe, expect, it } from 'vitest';
import { expectContextKept, searchArgs, startConversation } from './offline-dialog.fixture';
import { REPLIES } from './reply-text';

describe('a question about a diet in general', () => {
  it.each([
    ['gluten free lunch in the Latin Quarter, Paris', 'is street food ok here for coeliacs in general? like crepes from a stand', 'en'],
    ['halal na kainan sa Quiapo', 'Madali po ba talagang makahanap ng halal na pagkain dito sa Metro Manila sa pangkalahatan?', 'tl'],
    ['vegan lunch in Alfama, Lissabon', 'is het eigenlijk makkelijk om vegan te eten in Portugal?', 'nl'],
  ] as const)('after "%s", "%s" is answered in general and the list stays', async (search, question, lang) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(question);

    expect(reply.reply).toBe(REPLIES[lang]['smalltalk.dietInfo']);
    expect(reply.calls).toEqual([]);
    expectContextKept(reply, list);
  });

  it('still answers a diet asked of a card ("is the second one safe for coeliacs?") about that card', async () => {
    const { say } = startConversation();
    const list = await say('vegetarian food in the Marais, Paris');

    const reply = await say('is the second one vegetarian?');

    expect(reply.reply).not.toBe(REPLIES.en['smalltalk.dietInfo']);
    expect(reply.reply).toContain(list.venues[1].name);
  });
});

describe('a search asked for us', () => {
  it('searches halal, not "ons", for "een restaurant waar we halal kunnen eten ... tips voor ons?"', async () => {
    const { say } = startConversation();

    const reply = await say(
      'We zoeken een restaurant waar we halal kunnen eten, het liefst in Amsterdam-West, rond De Baarsjes. Hebt u een paar tips voor ons?',
    );

    // The diet is the search's filter (the catalog's halal fact); with no place known to be halal there, the reply says so
    // and shows the best places to ask.
    expect(searchArgs(reply.calls)[0]).toMatchObject({ facts: ['halal'] });
    expect(searchArgs(reply.calls).map((args) => String(args.query))).not.toContain('ons');
    expect(reply.venues.length).toBeGreaterThan(0);
  });
});
