// "the cheapest of these, what's the exact address?", "yung pinakamura dito, ano address?", "de goedkoopste hiervan, wat is het
// adres?": the engine already weighed the list it remembers, so the fact is looked up for its pick alone, with the pick's price
// (the reply says it is one of the cheapest, and at what price).
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

const factCalls = (calls: readonly { method: string; args: unknown[] }[]) =>
  calls.filter((call) => call.method === 'details').map((call) => [call.args[0], (call.args[1] as { facts?: string[] })?.facts]);

describe('a fact asked of the cheapest of the list', () => {
  it.each([
    ['burgers in Amsterdam', 'the cheapest of these, what is the street address?'],
    ['burger sa Amsterdam', 'yung pinakamura dito, ano ang address?'],
    ['burgers in Amsterdam', 'de goedkoopste hiervan, wat is het adres?'],
  ])('after "%s", "%s" looks up the price and the address of one listed venue', async (search, question) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(question);

    const calls = factCalls(reply.calls);
    expect(calls.map(([placeId]) => placeId)).toEqual([calls[0][0], calls[0][0]]);
    expect(list.venues.map((venue) => venue.placeId)).toContain(calls[0][0]);
    expect(calls.map(([, facts]) => facts)).toEqual([['priceLevel'], ['address']]);
  });
});

describe('the price asked of the cheapest of the list', () => {
  it.each([
    ['burger sa Amsterdam', 'ung pinakamura jan, magkano?'],
    ['burgers in Amsterdam', 'the cheapest one, how much is it?'],
  ])('after "%s", "%s" looks the price up once and says it, with nothing about a place not found', async (search, question) => {
    const { say } = startConversation();
    await say(search);

    const reply = await say(question);

    expect(factCalls(reply.calls).map(([, facts]) => facts)).toEqual([['priceLevel']]);
    expect(reply.reply).not.toMatch(/mahanap|find|vinden/i);
  });
});
