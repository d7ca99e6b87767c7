// A neighbourhood of a catalog city with nothing of the kind asked for: the search widens to the whole city on its own and
// says so, so "the second one" that follows has cards to point at, in English, Tagalog and Dutch.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';
import { replyText } from './reply-text';

describe('a neighbourhood search that finds nothing widens to its city', () => {
  it.each([
    ['any kaya toast around Bedok?', 'the second one, open till when?', 'en', 'kaya toast', 'Bedok', 'Singapore'],
    ['may kaya toast ba sa Pasir Ris?', 'yung pangalawa, hanggang anong oras?', 'tl', 'kaya toast', 'Pasir Ris', 'Singapore'],
    ['waar vind ik pannenkoeken in de Baarsjes', 'en de tweede, tot hoe laat open?', 'nl', 'pannenkoeken', 'de Baarsjes', 'Amsterdam'],
    ['may kapihan ba sa Las Piñas?', 'yung pangalawa, hanggang anong oras?', 'tl', 'kape', 'Las Piñas', 'Metro Manila'],
    ['may samgyup ba sa Tomas Morato QC?', 'yung pangalawa, hanggang anong oras?', 'tl', 'samgyup', 'Tomas Morato QC', 'Metro Manila'],
    // ... and a neighbourhood where the catalog has no venue at all.
    ['sushi in Shinagawa tonight', 'the second one, open till when?', 'en', 'sushi', 'Shinagawa', 'Tokyo'],
    ['Hotel is in Shinagawa. Goede sushi graag', 'en de tweede, tot hoe laat open?', 'nl', 'sushi', 'Shinagawa', 'Tokio'],
    // ... and a part of the city the catalog holds no area for, which is no place outside the catalog.
    ['apo, pakihanap nga ng bakery sa San Juan', 'yung pangalawa, hanggang anong oras?', 'tl', 'panaderya', 'San Juan', 'Metro Manila'],
    ['coffee in Mandaluyong?', 'the second one, open till when?', 'en', 'coffee', 'Mandaluyong', 'Metro Manila'],
  ] as const)('"%s" lists city-wide places, says so, and "%s" points at the second card', async (search, second, lang, query, from, to) => {
    const { say } = startConversation();

    const list = await say(search);
    const followUp = await say(second);

    expect(list.reply.startsWith(replyText(lang, 'list.relaxed.widerLocation', { query, from, to }))).toBe(true);
    expect(list.venues.length).toBeGreaterThanOrEqual(2);
    expect(followUp.reply).toContain(`**${list.venues[1].name}**`);
  });
});
