// Issue 17 (by hand, wave zy): a walk "from there to" a named place starts at the venue in view and ends at the place named,
// in the person's language. End to end on the real flow.
import { describe, expect, it } from 'vitest';
import { bold, startConversation } from './offline-dialog.fixture';
import { distanceDestination } from './offline-near';

describe('from the venue in view to a named place', () => {
  it.each([
    ['goed koreaans eten in Seoel', 'de eerste?', 'hoe lang duurt het lopen van daar naar Seoul Station?'],
    ['korean food in Seoul', 'the first one?', 'how long to walk from there to Seoul Station?'],
  ])('after "%s" and "%s", "%s" measures from that venue to the station', async (search, pick, walk) => {
    const { say } = startConversation();
    const list = await say(search);
    await say(pick);

    const reply = await say(walk);

    // The card stays what the sentence is about (in bold, so "near there" next still means it); the station ends the walk.
    expect(bold(reply.reply)[0]).toBe(list.venues[0].name);
    expect(reply.reply).toContain('Seoul Station');
    expect(reply.reply).toMatch(/\d/);
  });

  it('reads the place after the last "to" and nothing when the words end on "there"', () => {
    expect(distanceDestination('how long to walk from there to Seoul Station?')).toEqual({ name: 'Seoul Station' });
    expect(distanceDestination('mula dun papunta sa MRT, malayo ba?')).toEqual({ name: 'MRT' });
    expect(distanceDestination('how far is it to walk there?')).toBeNull();
    expect(distanceDestination('Hoe ver is het lopen naar de tweede?')).toBeNull();
  });
});
