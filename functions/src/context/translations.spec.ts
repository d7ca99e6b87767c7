import { describe, expect, it } from 'vitest';
import { compoundParts, describedBy, inEnglish } from './translations';

describe('translations', () => {
  it('gives the English words of a Dutch or Tagalog word', () => {
    expect(inEnglish('bloemen')).toContain('flower');
    expect(inEnglish('agila')).toContain('eagle');
    expect(inEnglish('museum')).toEqual([]);
  });
  it('reads a word that is also English as English alone, as Dutch inside a compound', () => {
    expect(inEnglish('beer')).toEqual([]);
    expect(inEnglish('pad', true)).toContain('path');
  });
  it('splits a Dutch compound into its listed parts, the longest first part first', () => {
    expect(compoundParts('bloemenmarkt')).toEqual(['bloemen', 'markt']);
    expect(compoundParts('wereldmuziek')).toEqual(['wereld', 'muziek']);
    expect(compoundParts('jazzpodium', (part) => part === 'jazz')).toEqual(['jazz', 'podium']);
    expect(compoundParts('amsterdam')).toBeUndefined();
  });
  it('gives one group of alternatives per part', () => {
    const groups = describedBy('nachtsafari', (part) => part === 'safari');
    expect(groups).toHaveLength(2);
    expect(groups[0]).toContain('night');
    expect(groups[1]).toEqual(['safari']);
  });
});
