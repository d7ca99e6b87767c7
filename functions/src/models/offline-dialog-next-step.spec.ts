// Issue 17 (wave zi): the next step of a day's plan said beside the list shown. A kind no listed venue is, with a filter
// ("filipino food yung may parking" over a list of parks), is a new search filtered on it, not a pick or a comparison over
// the list; a pick settled before the next step ("ok we're going with the first one. after that a museum") is not the ask,
// and "not too far from" it searches around it.
import { describe, expect, it } from 'vitest';
import { searchArgs, startConversation } from './offline-dialog.fixture';

describe('a new kind with a filter, said while another kind is listed', () => {
  it.each([
    ['parks in BGC', 'for lunch naman sabi ni papa gusto nya filipino food yung may aircon at maluwag kasi malaki yung wheelchair ni lola'],
    ['parks in BGC', 'for lunch my dad wants filipino food, does it have wheelchair access?'],
    ['parken in BGC', 'voor de lunch wil mijn vader filipijns eten, is het rolstoeltoegankelijk?'],
  ])('after "%s", "%s" searches filipino food filtered on wheelchair access', async (first, said) => {
    const { say } = startConversation();
    await say(first);

    const turn = await say(said);

    const [search] = searchArgs(turn.calls);
    expect(search?.query).toMatch(/filipino|filipijns/i);
    expect(search?.facts).toEqual(['wheelchairAccessible']);
    expect(turn.venues.length).toBeGreaterThan(0);
  });

  it('keeps a question over the list of the same kind a question over it', async () => {
    const { say } = startConversation();
    await say('ramen in Shinjuku');

    const turn = await say('which ramen place takes cards?');

    expect(searchArgs(turn.calls)).toEqual([]);
  });
});

describe('the next step after a settled pick', () => {
  it('searches the next kind, not the details of the pick', async () => {
    const { say } = startConversation();
    await say('breakfast in the East Village New York');

    const turn = await say("ok we're going with the first one. after that we wanna do something touristy, a museum or so");

    expect(new Set(searchArgs(turn.calls).map((search) => search.query))).toEqual(new Set(['museum']));
    expect(turn.venues.length).toBeGreaterThan(1);
  });

  it('searches around the pick when the words say not too far from it', async () => {
    const { say } = startConversation();
    const list = await say('koffie in Mission, San Francisco');

    const turn = await say('goed dan gaan we voor de eerste. daarna wil ze een park, nie te ver van da koffiezaakske');

    const [search] = searchArgs(turn.calls);
    expect(search?.query).toBe('park');
    expect(search?.near).toEqual({ placeId: list.venues[0].placeId });
  });
});
