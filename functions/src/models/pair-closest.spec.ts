// Issue 17: two cards weighed by their distance to a named place ("which is closer to the station, the first or the third?",
// "yung una o yung pangatlo, alin ang mas malapit sa Cubao?", "welke ligt dichter bij de Dam, de eerste of de derde?"): only the
// two named are measured, and the reply names both with their distances. End to end on the real flow and the offline
// catalog, in English, Tagalog/Taglish and Dutch.
import { describe, expect, it } from 'vitest';
import { bold, startConversation } from './offline-dialog.fixture';

describe('two cards weighed by distance to a named place', () => {
  it.each([
    [
      'ramen in Shinjuku',
      'which is closer to Shinjuku Station, the first or the third?',
      /^Of the two, \*\*.+\*\* is closer to Shinjuku Station/,
    ],
    ['ramen in Shinjuku', 'Is the first or the third closer to Shinjuku Station?', /^Of the two, \*\*.+\*\* is closer to Shinjuku Station/],
    ['burger sa Pasig', 'Yung una po ba o yung pangatlo, alin ang mas malapit sa Cubao?', /^Sa dalawa, mas malapit sa Cubao ang /],
    ['pizza in de Jordaan', 'welke ligt dichter bij de Dam, de eerste of de derde?', /^Van de twee ligt \*\*.+\*\* het dichtst bij Dam/],
  ])('after "%s", "%s" weighs the first and the third card', async (search, asked, lead) => {
    const { say } = startConversation();
    const list = await say(search);
    const names = list.venues.map((venue) => venue.name);
    const answer = await say(asked);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(answer.reply).toMatch(lead);
    expect(bold(answer.reply).sort()).toEqual([names[0], names[2]].sort());
  });
});

// Issue 17 (waves zm, zn): "closer to me", "nearer to us", "malapit samin" is measured from the area searched in, as "closer
// to here" is; "first vs third" is weighed by that distance, not by price; a card ruled out is not measured.
describe('cards weighed by distance to where the person is', () => {
  it.each([
    ['dinner in the East Village', 'first vs third, which is closer to me', [0, 2], /^Of the two, \*\*.+\*\* is closer to East Village/],
    [
      'cafe sa Maginhawa',
      'wag na yung una mukhang mahal. sa dalawang natira alin mas malapit samin?',
      [1, 2],
      /^Sa dalawa, mas malapit sa Maginhawa ang /,
    ],
    [
      'ramen in Shinjuku',
      'Welke van de drie ligt het dichtst bij ons?',
      [0, 1, 2],
      /^Van de drie ligt \*\*.+\*\* het dichtst bij Shinjuku/,
    ],
  ])('after "%s", "%s" weighs the cards meant', async (search, asked, positions, lead) => {
    const { say } = startConversation();
    const list = await say(search);
    const names = list.venues.map((venue) => venue.name);

    const answer = await say(asked);

    expect(answer.reply).toMatch(lead);
    expect(bold(answer.reply).sort()).toEqual(positions.map((position) => names[position]).sort());
  });
});

// Issue 17 (wave zq): "how far's the first one?" with no place said is measured from where the person said they are.
describe('a distance with no place said', () => {
  it.each([
    ["we're at Dam Square, where's a decent brown cafe round here?", "how far's the first one?", /Dam Square/],
    ['nasa Greenbelt kami ngayon, san pwede mag merienda malapit dito?', 'gaano kalayo yung una?', /Greenbelt/],
  ])('after "%s", "%s" is measured from there', async (search, asked, from) => {
    const { say } = startConversation();
    const list = await say(search);

    const answer = await say(asked);

    expect(answer.calls.some((call) => call.method === 'locate')).toBe(true);
    expect(answer.reply).toMatch(from);
    expect(answer.reply).toContain(list.venues[0].name);
  });
});
