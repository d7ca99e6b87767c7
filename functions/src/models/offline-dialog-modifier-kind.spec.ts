// Issue 17: a kind of place named beside a modifier ("sushi ..., mag best wat goedkoper") is the search, with the
// modifier's filter; only a modifier word taken as the query ("iba naman" as "iba") gives way to an earlier search.
import { describe, expect, it } from 'vitest';
import { contextRequest } from './offline-dialog.fixture';
import { respondOffline } from './offline-model';

describe('a modifier with a kind of place named in the same message', () => {
  it.each([
    ['sushi', 'Tokyo', 'Any sushi in Tokyo for kids? Something cheaper is fine.'],
    ['sushi', 'Tokio', 'Kun je sushi in Tokio aanraden? Mag best wat goedkoper.'],
    ['pizza', 'Pasig', 'pizza sa Pasig, yung mas mura sana'],
  ])('searches the kind named (%s in %s) with the cheaper filter: "%s"', (query, location, said) => {
    const parts = respondOffline(contextRequest(`[CONTEXT: location: ${location} | query: ${query}]`, said));

    const input = parts
      .map((part) => part.toolRequest?.input as { query?: string; location?: string; priceLevels?: string[] })
      .find(Boolean);
    expect([input?.query, input?.location, input?.priceLevels?.includes('inexpensive')]).toEqual([query, location, true]);
  });
});
