// Issue 17: "open late" or "24 hours" asked over the whole list in other words ("any of them open until late?", "meron ba dito
// na 24 hrs?", "zit er eentje bij die tot laat open is?") is answered for every card from its hours, keeping the list and the
// place; what the person is up to ("sa review", "for work") is no place.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

const factCalls = (calls: readonly { method: string; args: unknown[] }[]) =>
  calls.filter((call) => call.method === 'details').map((call) => [call.args[0], (call.args[1] as { facts?: string[] })?.facts]);

describe('open late asked over the whole list', () => {
  it.each([
    ['coffee in Makati', 'any of them open until late? pulling an all-nighter for work', 'I checked whether it'],
    ['kape sa Makati', 'meron ba dito na 24 hrs? puyatan kami sa review', 'Tiningnan ko sa bawat isa'],
    ['kape sa Makati', 'alin sa mga to ang bukas hanggang hatinggabi? may exam kasi kami', 'Tiningnan ko sa bawat isa'],
    ['koffie in Amsterdam', 'zit er eentje bij die tot laat open is? we moeten nog blokken', 'Ik heb voor elk van deze'],
  ])(
    'after "%s", "%s" looks up late hours for every card and keeps list and place',
    async (search, question, head) => {
      const { say } = startConversation();
      const list = await say(search);

      const reply = await say(question);

      expect(reply.calls.filter((call) => call.method === 'search')).toEqual([]);
      expect(factCalls(reply.calls)).toEqual(list.venues.map((venue) => [venue.placeId, ['openLate']]));
      expect(reply.reply.startsWith(head)).toBe(true);
      expect(reply.context?.location).toBe(list.context?.location);
      expect(reply.context?.alternatives.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
    },
    20_000,
  );
});
