// Issue 17 (wave de, on my own, and careful): whether an area is fine to walk at night, or the walk back dark, is answered
// plainly in the person's language (nothing the concierge has says how safe a street is), with no tool and the list kept;
// with a card picked and the place they go back to named, the walking route from the card comes with it.
import { describe, expect, it } from 'vitest';
import { expectContextKept, startConversation } from './offline-dialog.fixture';
import { replyText } from './reply-text';

describe('a safety question at night', () => {
  it.each([
    ['bars in the Jordaan', 'is the jordaan chill to walk around late at night alone or nah', 'en'],
    ['bars sa Jordaan', 'Maliwanag naman po ba ang daan pabalik kapag gabi na?', 'tl'],
    ['bars in de Jordaan', 'is de jordaan eigenlijk oké om s avonds alleen te lopen? beetje zenuwachtig haha', 'nl'],
    ['eten rond Gare du Nord', 'is t rond gare du nord eigenlijk safe s nachts of nie echt', 'nl'],
  ] as const)('after "%s", "%s" says so plainly and keeps the list', async (search, question, lang) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(question);

    expect(reply.reply).toBe(replyText(lang, 'smalltalk.safety'));
    expect(reply.calls).toEqual([]);
    expectContextKept(reply, list);
  });

  it('gives the walk back from the card picked to the place named', async () => {
    const { say } = startConversation();
    await say('hawker centres in Chinatown, Singapore');
    await say('the first one, how late is it open?');

    const reply = await say('Is it well lit and fine to walk around there at night? My hotel is out at Outram Park');

    expect(reply.reply.startsWith(replyText('en', 'smalltalk.safety'))).toBe(true);
    const url = new URL(/\((https:\/\/www\.google\.com\/maps\/dir\/[^)]+)\)/.exec(reply.reply)![1]);
    expect(url.searchParams.get('destination')).toBe('Outram Park');
    expect(url.searchParams.get('travelmode')).toBe('walking');
    expect(url.searchParams.get('origin')).toContain(reply.context!.focus!.name);
    expect(reply.calls).toEqual([]);
  });
});
