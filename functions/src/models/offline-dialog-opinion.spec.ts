// Issue 17, opinions (waves di and dj): "is the marais touristy now?", "do locals still go there?", "is it worth going out in this
// rain?" get an honest answer of what the data can and cannot say, in the person's language, and the list stays. End to end on
// the real flow.
import { describe, expect, it } from 'vitest';
import { expectContextKept, startConversation } from './offline-dialog.fixture';
import { REPLIES } from './reply-text';

describe('an opinion on an area or the list', () => {
  it.each([
    [
      'museums in the Marais, Paris',
      'honestly is the marais super touristy now? my sister said its all chain stores',
      'en',
      'smalltalk.opinion',
    ],
    ['kape sa Shimokitazawa, Tokyo', 'honest opinion lang, touristy na ba tlga ang shimokita ngayon?', 'tl', 'smalltalk.opinion'],
    ['musea in de Marais, Parijs', 'is de high line nou echt de moeite of is het een tourist trap?', 'nl', 'smalltalk.opinion'],
    [
      'gardens in Shinjuku, Tokyo',
      'In your opinion, is it worth visiting the gardens at all in this rain?',
      'en',
      'smalltalk.opinion.weather',
    ],
    [
      'musea in Chelsea, New York',
      'is t de moeite om straks nog naar times square te gaan met dit weer?',
      'nl',
      'smalltalk.opinion.weather',
    ],
  ] as const)('after "%s", answers "%s" honestly and keeps the list', async (search, question, lang, key) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(question);

    expect(reply.reply).toBe(REPLIES[lang][key]);
    expect(reply.calls).toEqual([]);
    expectContextKept(reply, list);
  });

  it('leaves a search that rules out tourist traps a search', async () => {
    const { say } = startConversation();

    const reply = await say('ramen in the East Village, the good stuff, not tourist traps');

    expect(reply.calls.some((call) => call.method === 'search')).toBe(true);
  });
});
