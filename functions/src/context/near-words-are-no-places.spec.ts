// Issue 17, a misread location: the Tagalog words for near, far and around ("dun sa malapit", "sa paligid") say where to look
// relative to the venue in focus; with "sa" before them they are still no place to search in.
import { describe, expect, it } from 'vitest';
import { extractLocation } from './extract-location';

describe('Tagalog words for near and around are never places', () => {
  it.each([
    'tapos dun sa malapit, may museum ba? yung hindi masyadong mahal',
    'may kape ba sa malapit?',
    'ano pa ang meron sa paligid?',
    'ok lang ba kahit sa malayo?',
  ])('reads no place in: %s', (text) => {
    expect(extractLocation(text)).toBeNull();
  });

  it('still reads the place named after them', () => {
    expect(extractLocation('may kape ba malapit sa Makati?')).toBe('Makati');
  });
});
