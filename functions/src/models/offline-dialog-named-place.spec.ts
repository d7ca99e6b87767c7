// Issue 17 (wave zr): a famous place the person names, with no list shown yet, is looked up by its name (one search result) and
// the fact asked, or the way there, is answered about it; a place named as where to start, or a search near a named place, is no
// lookup. End to end on the real flow and the offline catalog, in English, Tagalog and Dutch.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

/** The lookups a reply made, in order: searches, details and directions (not the catalog's own place lookups). */
const lookups = (calls: readonly { method: string }[]) =>
  calls.map((call) => call.method).filter((method) => ['search', 'details', 'directions'].includes(method));

describe('a fact of a famous place the person names', () => {
  it.each([
    ['is the Rijksmuseum open on Monday?', 'Rijksmuseum', /^Opening hours of \*\*Rijksmuseum\*\*: Monday:/],
    ['first time namin sa tokyo ni misis!! anong oras nagbubukas ang Senso-ji?', 'Senso-ji', /^Ang oras ng \*\*Senso-ji\*\*/],
    ['We zijn in Amsterdam. Hoe laat gaat het Rijksmuseum morgen open?', 'Rijksmuseum', /^De openingstijden van \*\*Rijksmuseum\*\*/],
  ])('"%s" is answered about %s', async (message, name, answer) => {
    const { say } = startConversation();

    const reply = await say(message);

    expect(lookups(reply.calls)).toEqual(['search', 'details']);
    expect(reply.venues.map((venue) => venue.name)).toEqual([name]);
    expect(reply.reply).toMatch(answer);
  });

  it('gives the way to a famous place named after "to"', async () => {
    const { say } = startConversation();

    const reply = await say("we're on our honeymoon in tokyo. how do we get to senso-ji from ueno station?");

    expect(lookups(reply.calls)).toEqual(['search', 'directions']);
    expect(reply.reply).toMatch(/^To get to \*\*Senso-ji\*\*.*origin=ueno\+station/);
  });

  it.each([
    'waar kunnen we ff lunchen bij het Vondelpark? kindvriendelijk graag',
    'nasa asakusa kami today. ano pa magandang puntahan dito bukod sa senso-ji?',
  ])('"%s" searches, it looks nothing up by name', async (message) => {
    const { say } = startConversation();

    const reply = await say(message);

    expect(lookups(reply.calls).filter((method) => method !== 'search')).toEqual([]);
    expect(reply.venues.length).toBeGreaterThan(1);
  });

  it('searches near a famous place named by the words that say which ("near the Orsay")', async () => {
    const { say } = startConversation();

    const reply = await say('lunch near the Orsay, student budget');

    expect(reply.reply).toMatch(/near \*\*Orsay\*\*/);
    expect(reply.venues.length).toBeGreaterThan(0);
  });
});
