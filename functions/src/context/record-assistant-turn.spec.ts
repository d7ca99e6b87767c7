import { describe, expect, it } from 'vitest';
import { venuesFromText } from './record-assistant-turn';

const both = [{ placeId: 'ChIJaa1', name: 'Cafe Sol' }, { placeId: 'ChIJaa2', name: 'Bar Luna' }];

describe('venuesFromText', () => {
  it.each([
    ['the shared format', '1. Cafe Sol (place_id: ChIJaa1)\n2. Bar Luna (place_id: ChIJaa2)'],
    ['bold names and a description after', '1. **Cafe Sol** (place_id: ChIJaa1) — great coffee\n2. **Bar Luna** (place_id: ChIJaa2)'],
    ['a dash before the id', '1. Cafe Sol - place_id: ChIJaa1\n2. Bar Luna - place_id: ChIJaa2'],
    ['"Place ID:" and a bracket numbering', '1) Cafe Sol (Place ID: ChIJaa1)\n2) Bar Luna (Place ID: ChIJaa2)'],
    ['details between the name and the id', '1. Cafe Sol — Calle 5, rated 4.5 (place_id: ChIJaa1)\n2. Bar Luna — cocktails (place_id: ChIJaa2)'],
    ['bullets and a comma', '- Cafe Sol, place_id ChIJaa1\n- Bar Luna, place_id ChIJaa2'],
    ['prose', 'You could try Cafe Sol (ChIJaa1) and Bar Luna (ChIJaa2).'],
  ])('reads the venues named with Place IDs in %s', (_, text) => {
    expect(venuesFromText(text)).toEqual(both);
  });

  it('takes no everyday "ID" in a list for a venue', () => {
    expect(venuesFromText('Before you go:\n- bring your ID card\n- 1. Bar Luna (offline:bar-luna)')).toEqual([{ placeId: 'offline:bar-luna', name: 'Bar Luna' }]);
  });
});
