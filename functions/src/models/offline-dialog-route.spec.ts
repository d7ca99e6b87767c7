// "hoe gerake we daar vanaf Marina Bay Sands?", "take us there from asakusa", "pa-directions nmn": the way to the venue in
// focus, from where the words say when they name a place: en, tl and nl, on the real flow and the offline catalog.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

const routeCalls = (calls: readonly { method: string; args: unknown[] }[]) =>
  calls.filter((call) => call.method === 'directions').map((call) => call.args[0]);

describe('the way to the venue in focus', () => {
  it.each([
    ['museums in Singapore', 'the second one', 'take us there from Marina Bay Sands', 'Marina Bay Sands'],
    ['museums sa Singapore', 'yung pangalawa', 'paano pumunta dun galing Marina Bay Sands?', 'Marina Bay Sands'],
    ['musea in Singapore', 'de tweede', 'hoe gerake we daar vanaf Marina Bay Sands?', 'Marina Bay Sands'],
    ['musea in Singapore', 'de tweede', 'hoe gerakende daar vanaf Marina Bay Sands?', 'Marina Bay Sands'],
    ['museums in Singapore', 'the second one', 'how do we get there from here?', null],
    ['museums sa Singapore', 'yung pangalawa', 'pa-directions nmn', null],
    ['musea in Singapore', 'de tweede', 'hoe geraken we van hier naar daar?', null],
    ['museums in Singapore', 'the second one', 'how do we come there from Marina Bay Sands?', 'Marina Bay Sands'],
    ['museums sa Singapore', 'yung pangalawa', 'ruta po?', null],
    ['musea in Singapore', 'de tweede', 'de route dan?', null],
  ])('after "%s" and "%s", "%s" routes to it from %s', async (search, pick, question, origin) => {
    const { say } = startConversation();
    const list = await say(search);
    await say(pick);

    const reply = await say(question);

    expect(routeCalls(reply.calls)).toEqual([{ placeId: list.venues[1].placeId, origin }]);
  });
});

describe('the way from where the person stays, by the mode they ask for', () => {
  it.each([
    ['museums in Singapore', 'the second one', 'how do we get there from our hotel in Orchard? by bus', 'transit'],
    ['museums sa Singapore', 'yung pangalawa', 'paano kami pupunta doon mula sa aming hotel sa Orchard? lakad lang', 'walking'],
    ['museums sa Singapore', 'yung pangalawa', 'paano pumunta dun galing Orchard? commute lang kami', 'transit'],
    ['musea in Singapore', 'de tweede', 'hoe komen we daar vanaf ons hotel in Orchard? we hebben een auto', 'driving'],
  ])('after "%s" and "%s", "%s" routes to it from Orchard by %s and remembers no hotel', async (search, pick, question, mode) => {
    const { say } = startConversation();
    const list = await say(search);
    await say(pick);

    const reply = await say(question);

    expect(routeCalls(reply.calls)).toEqual([{ placeId: list.venues[1].placeId, origin: 'Orchard', mode }]);
    expect([reply.context.location, reply.context.searchQuery]).toEqual([list.context.location, list.context.searchQuery]);
  });
});

describe('a fact asked beside the way or the distance', () => {
  it.each([
    ['museums in Singapore', 'Is the first one step-free? And how far is it from Marina Bay Sands?', /wheelchair/i, /\d+(?:\.\d+)? k?m\b/],
    ['museums sa Singapore', 'yung una, wheelchair accessible ba? at paano pumunta dun?', /wheelchair/i, /google\.com\/maps/],
    ['musea in Singapore', 'de eerste, is die rolstoeltoegankelijk? en hoe kom ik daar?', /rolstoel/i, /google\.com\/maps/],
  ])('after "%s", "%s" answers both', async (search, question, fact, way) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(question);

    expect(reply.reply).toContain(list.venues[0].name);
    expect(reply.reply).toMatch(fact);
    expect(reply.reply).toMatch(way);
  });
});
