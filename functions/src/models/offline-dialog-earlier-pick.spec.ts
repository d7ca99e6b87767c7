// Issue 17: an ordinal the engine resolved in an earlier, longer list ("the halal ones from before, the third") is that
// venue, even when the latest list is shorter: no "I only found 2".
import { describe, expect, it } from 'vitest';
import { contextRequest } from './offline-dialog.fixture';
import { respondOffline } from './offline-model';

describe('an ordinal resolved in an earlier list', () => {
  const twoListed = 'venues: 1. Leeum Museum (offline:a) 2. National Museum (offline:b)';

  it.each([
    ['back to the halal places from before, the third: how pricey is it?', 'referring to: Sanchon (offline:c)', ['offline:c']],
    ['balikan ko yung mga halal kanina, yung pangatlo po, magkano?', 'referring to: Sanchon (offline:c)', ['offline:c']],
    ['de derde, wat kost het?', '', []],
  ])('"%s" asks about the venue resolved (%s), not the latest list', (said, referring, ids) => {
    const line = `[CONTEXT: location: Seoul | query: museum | ${twoListed}${referring ? ` | ${referring}` : ''}]`;
    const parts = respondOffline(contextRequest(line, said));

    expect(parts.map((part) => (part.toolRequest?.input as { placeId?: string } | undefined)?.placeId).filter(Boolean)).toEqual(ids);
  });

  it('still says it found only one when the venue resolved is the one listed card (the venue in focus)', () => {
    const line =
      '[CONTEXT: location: Makati | query: ramen | venues: 1. Ukokkei Ramen Ron (offline:u) | referring to: Ukokkei Ramen Ron (offline:u)]';
    const parts = respondOffline(contextRequest(line, 'is the second one open late?'));

    expect(parts.some((part) => part.toolRequest)).toBe(false);
  });

  it.each([
    ['balikan natin ung mga kapehan kanina, ung una'],
    ['back to the cafes from before, the first one'],
    ['die koffiezaken van eerder, de eerste'],
  ])('"%s" asks about the card the engine found in the list returned to', (said) => {
    const line = `[CONTEXT: location: Seoul | query: museum | ${twoListed} | referring to: Habitual Coffee (offline:h)]`;
    const parts = respondOffline(contextRequest(line, said));

    expect(parts.map((part) => part.toolRequest?.name && (part.toolRequest.input as { placeId?: string }).placeId)).toEqual(['offline:h']);
  });
});
