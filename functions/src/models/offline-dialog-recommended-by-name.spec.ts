// Issue 17 (wave dc, a friend told me about it): an eatery recommended by name before any list ("tiktok says ichiran in shibuya
// is a MUST", "Café de Flore staat in mijn oude reisgids") is looked up and shown, so the way there and what is near it follow;
// a name no one says for anything else, whole or without the area or kind it ends on. In English, Tagalog/Taglish and Dutch.
import { describe, expect, it } from 'vitest';
import { bold, startConversation } from './offline-dialog.fixture';
import { famousPlaceNamed } from './named-place';

describe('a place recommended by name', () => {
  it.each([
    ['omg ok so tiktok says ichiran in shibuya is a MUST. is it actually good or just hype', 'Ichiran Shibuya'],
    ['my old guidebook says the custard tarts at Pastéis de Belém are the best, is that place still there', 'Pastéis de Belém'],
    ['hi! gusto ko i-check kung deserve ba tlga ng hype yung dong bei dumplings sa yuchengco st. ano say mo?', 'Dong Bei Dumplings'],
    ['In mijn oude reisgids staat Café de Flore aan de Boulevard Saint-Germain. Bestaat het nog?', 'Café de Flore'],
  ])('"%s" shows %s, and the way there follows', async (said, name) => {
    const { say } = startConversation();

    const found = await say(said);
    const way = await say('how do we get there from the nearest station?');

    expect(bold(found.reply)).toEqual([name]);
    expect(way.calls.map((call) => call.method)).toContain('directions');
    expect(bold(way.reply)).toEqual([name]);
  });

  it('takes no everyday word for an eatery of that name', () => {
    expect([famousPlaceNamed('I love the season here'), famousPlaceNamed('big love for this city')]).toEqual([null, null]);
    expect(famousPlaceNamed('is it on the path to the station?')).toBeNull();
  });
});
