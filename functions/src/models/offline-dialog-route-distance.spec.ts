// Issue 17, waves dg and dh: "ilang minuto lakad papunta dun from Chinatown MRT?", "how do I get to the second one from
// Shinjuku Station?": when the words say where the way starts, the route comes with how far it is and how long the walk
// takes, in one line under the way and without a second link. With no start said, the route starts where the person stands
// and says no distance. End to end on the real flow and the offline catalog.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

const mapsLinks = (reply: string) => reply.match(/https:\/\/www\.google\.com\/maps\/dir\//g) ?? [];

describe('the way from a place the words name, with its distance (waves dg and dh)', () => {
  it('"how do I get to the second one from Shinjuku Station?" gives the route and the walk, with one link', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Shinjuku');

    const reply = await say('how do I get to the second one from Shinjuku Station?');

    expect(reply.reply).toContain(list.venues[1].name);
    expect(reply.reply).toMatch(/About \d+(?:\.\d)? k?m from Shinjuku station: roughly \d+ min on foot/i);
    expect(mapsLinks(reply.reply)).toHaveLength(1);
  });

  it('"ilang minuto lakad papunta dun from Chinatown MRT?" answers in Tagalog with the walking minutes', async () => {
    const { say } = startConversation();
    await say('murang hawker food malapit sa Chinatown Singapore');
    await say('yung una, cash only ba?');

    const reply = await say('ilang minuto lakad papunta dun from Chinatown MRT?');

    expect(reply.reply).toMatch(/Mga \d+(?:\.\d)? k?m ito mula sa .+: mga \d+ minutong lakad/);
    expect(reply.reply).not.toMatch(/\bminutes\b|\bon foot\b/);
  });

  it('"how do I get there?" with no start said gives the route alone', async () => {
    const { say } = startConversation();
    await say('ramen in Shinjuku');
    await say('the first one');

    const reply = await say('how do I get there?');

    expect(reply.reply).toContain('open the route in Google Maps');
    expect(reply.reply).not.toMatch(/\bAbout \d/);
  });

  it('"hoe lang lopen is het van de tweede naar CS?" measures to Amsterdam Centraal; a place it does not know is named', async () => {
    const { say } = startConversation();
    await say('koffie in de Jordaan');

    const known = await say('hoe lang lopen is het van de tweede naar CS?');
    expect(known.reply).toMatch(/Amsterdam Centraal/);
    expect(known.reply).toMatch(/\d+ min lopen/);

    const unknown = await say('hoe ver is het van de tweede naar Atlantis?');
    expect(unknown.reply).toContain('Atlantis');
  });
});

describe('the walk from the card in view to a place the words name (waves dg and dh)', () => {
  it('"hoe lang is da stappen van daar tot aan Marina Bay Sands" measures from the card to Marina Bay Sands', async () => {
    const { say } = startConversation();
    const list = await say('ontbijt in Singapore');
    await say('is het tweede kindvriendelijk?');

    const reply = await say('en hoe lang is da stappen van daar tot aan Marina Bay Sands');

    expect(reply.reply).toContain(list.venues[1].name);
    expect(reply.reply).toContain('Marina Bay Sands');
    expect(reply.reply).not.toMatch(/\b0 m\b/);
  });

  it('"gano kalayo yun pabalik ng Centraal?" measures from the card back to Amsterdam Centraal', async () => {
    const { say } = startConversation();
    await say('pizza sa Jordaan Amsterdam');
    await say('yung una, bukas ba ngayon?');

    const reply = await say('gano kalayo yun pabalik ng Centraal?');

    expect(reply.reply).toMatch(/mula sa Amsterdam Centraal: mga \d+ minutong lakad/);
  });

  it('"our hotel is right by Shinjuku station, how far is the first one from there?" measures from the station, not 0 m', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Shinjuku');

    const reply = await say('our hotel is right by Shinjuku station, how far is the first one from there?');

    expect(reply.reply).toContain(list.venues[0].name);
    expect(reply.reply).toMatch(/from Shinjuku station/i);
    expect(reply.reply).not.toMatch(/\b0 m\b/);
  });
});
