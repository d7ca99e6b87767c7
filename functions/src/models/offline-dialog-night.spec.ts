// Issue 17, wave ab (late at night): night questions are answered without a search and keep the list; "opn" is open; "still
// open" is no kind of place. End to end on the real flow.
import { describe, expect, it } from 'vitest';
import { bold, expectContextKept, searchArgs, startConversation } from './offline-dialog.fixture';

describe('a question about the night itself', () => {
  it.each([
    ['wine bars in Príncipe Real, Lisbon', 'is it okay for a woman on her own to walk back around midnight from that area'],
    ['bars near Leidseplein, Amsterdam', 'rijdt er nu nog een nachtbus naar oost?'],
    ['clubs in Hongdae, Seoul', 'does the subway run all night here?'],
  ])('after "%s", "%s" is answered without a search and the list stays', async (search, question) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(question);

    expect(searchArgs(reply.calls)).toEqual([]);
    expect(reply.venues).toEqual([]);
    expect(reply.context?.alternatives.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
  });
});

describe('typed at night', () => {
  it('reads "eerste nog opn?" as whether the first is open now', async () => {
    const { say } = startConversation();
    const list = await say('kroegen in De Pijp, Amsterdam');

    const reply = await say('eerste nog opn?');

    expect(bold(reply.reply)[0]).toBe(list.venues[0].name);
    expect(reply.reply).toMatch(/\bopen\b|gesloten|dicht/i);
    expectContextKept(reply, list);
  });

  it('searches food for "anything to eat still open near streeterville", not "open"', async () => {
    const { say } = startConversation();

    const reply = await say('just off a 12hr shift, anything to eat still open near streeterville');

    expect(searchArgs(reply.calls)[0]).toMatchObject({ query: expect.not.stringMatching(/^open$/) });
    expect(reply.context?.searchQuery).not.toBe('open');
  });
});
