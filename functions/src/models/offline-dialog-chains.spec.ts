// Issue 17 (wave cy, the chain I know): a chain named is searched by name; with none in the offline catalog the reply says so
// and shows places of its kind; a card compared with a chain from home is a question about the card.
import { describe, expect, it } from 'vitest';
import { searchArgs, startConversation } from './offline-dialog.fixture';
import { replyText } from './reply-text';

describe('a chain by name', () => {
  it.each([
    ['need my sbux fix near grand central, wheres the closest one', 'Starbucks', 'en'],
    ['may mcdo ba malapit sa louvre?', "McDonald's", 'tl'],
    ['waar is de dichtsbijzijnde starbucks bij myeongdong?', 'Starbucks', 'nl'],
  ] as const)('"%s" searches %s and, holding none, says so', async (message, chain, lang) => {
    const { say } = startConversation();

    const reply = await say(message);

    expect(searchArgs(reply.calls)[0]).toMatchObject({ query: chain });
    expect(reply.reply.startsWith(replyText(lang, 'list.relaxed.chain', { chain }))).toBe(true);
    expect(reply.venues.length).toBeGreaterThan(0);
  });

  it('"is the 2nd one kinda like wagamama?" asks about the second card, no search', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Shinjuku');

    const reply = await say('is the 2nd one kinda like wagamama? thats the only ramen i ever had back home');

    expect(searchArgs(reply.calls)).toEqual([]);
    expect(reply.reply).toContain(list.venues[1].name);
  });
});
