// Issue 17, wave ad (between meetings): the way to an airport or a station that is no card ("hoe geraak ik morgen vanuit
// Shinjuku het best naar Haneda?") goes to that landmark by its name (route-to-landmark.ts), from where the words say, and
// leaves the list alone: a card asked for afterwards is still the card. End to end on the real flow and the offline catalog.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

const callsTo = (calls: readonly { method: string; args: unknown[] }[], method: string) =>
  calls.filter((call) => call.method === method).map((call) => call.args[0]);

describe('the way to a landmark named as the destination (wave ad)', () => {
  it('after "ramen in Shinjuku", routes from Shinjuku to Haneda Airport, in Dutch with a Google Maps link, keeping the list', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Shinjuku');

    const reply = await say('hoe geraak ik morgen vanuit Shinjuku het best naar Haneda?');

    // The airport is found by its name; the route comes with the distance from Shinjuku, so both ends are located too.
    expect(callsTo(reply.calls, 'locate')[0]).toEqual({ name: 'Haneda Airport', location: 'Tokyo' });
    expect(reply.reply).toMatch(/Ongeveer \d+(?:\.\d)? k?m vanaf Shinjuku/);
    expect(callsTo(reply.calls, 'directions')).toEqual([{ placeId: expect.stringMatching(/^offline:landmark:tyo-/), origin: 'Shinjuku' }]);
    expect(reply.reply).toContain('open de route in Google Maps');
    expect(reply.reply).toMatch(/https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=Shinjuku&destination=Haneda\+Airport/);
    expect(reply.venues).toEqual([]);
    expect(reply.context?.alternatives.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
  });

  it('then "de tweede, hoe kom ik er?" still routes to the second card', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Shinjuku');
    await say('hoe geraak ik morgen vanuit Shinjuku het best naar Haneda?');

    const reply = await say('de tweede, hoe kom ik er?');

    expect(callsTo(reply.calls, 'directions')).toEqual([{ placeId: list.venues[1].placeId, origin: null }]);
    expect(reply.reply).toContain(list.venues[1].name);
  });

  // ... and "galing dun" with no card in view starts nowhere Maps could read.
  it('"to NAIA Terminal 3 from the first one" goes to the airport from the first card', async () => {
    const { say } = startConversation();
    const list = await say('lunch near Ayala Triangle');
    const fromCard = await say('how do I get to NAIA Terminal 3 from the first one?');
    expect(callsTo(fromCard.calls, 'directions')).toEqual([
      { placeId: expect.stringMatching(/^offline:landmark:mnl-/), origin: list.venues[0].name },
    ]);
    expect(fromCard.reply).toContain('NAIA Terminal 3');

    const seoul = startConversation();
    await seoul.say('pasalubong sa Seoul');
    const fromThere = await seoul.say('pano pumunta sa Gimpo airport galing dun?');
    expect(callsTo(fromThere.calls, 'directions')).toEqual([{ placeId: expect.stringMatching(/^offline:landmark:sel-/), origin: null }]);
  });
});

// Wave cg: the area searched, named as where the way goes ("papunta sa Binondo galing España"), is the destination; a card the
// words point at still is ("terug naar New York, die tweede pizzatent").
describe('the way to the area searched, named as the destination', () => {
  it.each([
    ['street food sa Binondo', 'mas madali ba mag-LRT papunta sa Binondo galing España, o jeep na lang?', 'buksan ang ruta'],
    ['street food in Binondo', 'how do I get to Binondo from España?', 'open the route in Google Maps'],
  ])('after "%s", "%s" routes from España to the middle of Binondo', async (search, asked, link) => {
    const { say } = startConversation();
    await say(search);

    const reply = await say(asked);

    expect(callsTo(reply.calls, 'directions')).toEqual([
      { placeId: 'offline:area:mnl-binondo', origin: 'España', ...(asked.includes('LRT') ? { mode: 'transit' } : {}) },
    ]);
    expect(reply.reply).toContain('**Binondo**');
    expect(reply.reply).toContain(link);
  });
});
