// "from the bus terminal go there how ah?", "pano pumunta dun galing sa Cubao station?", "welke tram nemen we van aan het
// station naar daar?": a route to the venue in focus starts at the place named, which ends where the words turn to the venue.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

const origin = (reply: string) => decodeURIComponent(/[?&]origin=([^&)]*)/.exec(reply)?.[1] ?? '').replace(/\+/g, ' ');

describe('a colloquial route to the venue in focus', () => {
  it.each([
    ['ramen in Quezon City', 'the third one can chope or not?', 'from the bus terminal go there how ah, jeep can?', 'bus terminal'],
    ['ramen sa QC', 'ung pangatlo, tumatanggap b ng walk in?', 'pano pumunta dun galing sa Cubao station?', 'Cubao station'],
    [
      'ramen in Quezon City',
      'den derde, kunnen we daar reserveren?',
      'welke tram nemen we van aan het Cubao station naar daar?',
      'Cubao station',
    ],
  ])(
    'after "%s" and "%s", "%s" starts at the place named',
    async (search, focus, asked, from) => {
      const { say } = startConversation();
      const list = await say(search);
      await say(focus);
      const reply = await say(asked);
      expect(reply.reply).toContain(`**${list.venues[2].name}**`);
      expect(origin(reply.reply)).toBe(from);
    },
    20_000,
  );
});
