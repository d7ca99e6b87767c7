// Issue 17 (wave cz, the practical stuff): an everyday need near a card is said plainly, with a Maps search near the card.
import { describe, expect, it } from 'vitest';
import { amenityAsked, amenityReply } from './amenity-reply';
import { expectContextKept, startConversation } from './offline-dialog.fixture';

describe('amenityAsked', () => {
  it.each([
    ['is there like an atm near the second one in case I need cash', 'atm'],
    ['may botika po ba malapit dun?', 'pharmacy'],
    ['allez en is er ne nachtwinkel of bodega in de buurt', 'convenienceStore'],
    ['Anders: is er bagageopslag in de buurt daar?', 'luggage'],
  ])('"%s" asks for %s', (said, id) => {
    expect(amenityAsked(said)?.id).toBe(id);
  });

  it('names none in a plain search', () => {
    expect(amenityAsked('ramen in Shibuya')).toBeNull();
  });
});

describe('amenityReply', () => {
  const parsed = { location: 'Shibuya', query: 'ramen', venues: [], focus: { placeId: 'p2', name: 'AFURI Harajuku' }, referringTo: null };

  it("links a Maps search for the need near the card in focus, in the person's language", () => {
    const reply = amenityReply('may ATM ba malapit dun?', parsed, 'tl');
    expect(reply).toContain('Hindi ako naghahanap ng ATM');
    expect(reply).toContain('https://www.google.com/maps/search/?api=1&query=ATM+near+AFURI+Harajuku%2C+Shibuya');
  });

  it('links a Maps search for the need alone when no place is talked about', () => {
    expect(amenityReply('is er een apotheek?', null, 'nl')).toContain('query=pharmacy)');
  });
});

describe('an everyday need in a conversation', () => {
  it.each([
    ['ramen in Shibuya', 'the second one', 'is there like an atm near the second one in case I need cash'],
    ['kape sa Makati', 'yung una', 'may botika po ba malapit dun?'],
    ['koffie in De Pijp', 'de eerste', 'is er een apotheek in de buurt van de eerste?'],
  ] as const)('after "%s" and "%s", "%s" calls no tool and keeps the list', async (search, pick, message) => {
    const { say } = startConversation();
    const list = await say(search);
    await say(pick);

    const reply = await say(message);

    expect(reply.calls).toEqual([]);
    expect(reply.reply).toMatch(/google\.com\/maps\/search/);
    expectContextKept(reply, list);
  });
});
