// Issue 17 (wave zm): deciding by ruling cards out. The card ruled out is never the one answered about; "the other two" asks
// about the cards left, and "any others ..." searches the kind again without it.
import { describe, expect, it } from 'vitest';
import { bold, searchArgs, startConversation } from './offline-dialog.fixture';

describe('a card ruled out', () => {
  it.each([
    ['ontbijt in Chicago', 'Het eerste restaurant valt dan af. Wat is het adres van het tweede?', 2],
    ['ontbijt in Chicago', 'allez, de laatste valt af, te ver. is de tweede vandaag wel open?', 2],
    // Wave cm: several turned down, one left standing, with a fact asked of it (not of the two turned down).
    ['bruine kroeg in amsterdam', 'de eerste twee zijn te toeristisch. de derde, hoe laat gaan ze dicht?', 3],
    ['bars in the East Village', 'He says no to the first one and the third one. What is the second one like?', 2],
    ['almusal sa Paris', 'skip ko na ung una tsaka pangalawa. ung pangatlo, may outdoor seating ba?', 3],
  ])('after "%s", "%s" answers about card %i', async (search, said, position) => {
    const { say } = startConversation();
    const list = await say(search);

    const turn = await say(said);

    expect(bold(turn.reply)).toEqual([list.venues[position - 1].name]);
  });

  it.each([
    ['korean bbq in Hongdae', 'ok de eerste valt af, te ver lopen. hoe zit het met de andere twee, zijn die nu open?'],
    ['museums in Tokyo', 'wag na yung una. sa dalawang natira, alin ang may paradahan?'],
    ['museums in Tokyo', 'scratch the first one. what about the other two, are they wheelchair accessible?'],
  ])('after "%s", "%s" answers about the next two cards, not the first', async (search, said) => {
    const { say } = startConversation();
    const list = await say(search);

    const turn = await say(said);

    const named = new Set(bold(turn.reply));
    expect(named).toEqual(new Set([list.venues[1].name, list.venues[2].name]));
  });

  it('searches the kind again without the card ruled out when more are asked for', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Shinjuku');

    const turn = await say('wag na yung pangalawa. may iba pa bang ramen dito na mura?');

    expect(searchArgs(turn.calls).length).toBeGreaterThan(0);
    expect(turn.venues.map((venue) => venue.placeId)).not.toContain(list.venues[1].placeId);
  });
});
