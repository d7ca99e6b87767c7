// Specs of reading an area in an address as people type it (issue 17): one slip, street words short or whole.
import { describe, expect, it } from 'vitest';
import { addressHolds, addressWords, typedAs } from './area-in-address';

const holds = (address: string, typed: string) => addressHolds(address, addressWords(typed));

describe('addressHolds, an area typed with a slip', () => {
  it('finds the area typed with one slip in a word of five letters or more', () => {
    expect([
      holds('2-3-1 Asakusa, Taito, Tokyo', 'asakosa'),
      holds('Teachers Village, Quezon City', 'teachers vilage'),
      holds('Haarlemmerweg, Westerpark, Amsterdam', 'westrepark'),
      holds('24 Rue Rambuteau, Le Marais, 75003 Paris', 'le mariais'),
    ]).toEqual([true, true, true, true]);
  });
  it('finds a street typed with two slips in a long word that starts right, and its short form', () => {
    expect([
      holds('68 Orchard Rd, Plaza Singapura, Singapore', 'orchid road'),
      holds('Tomas Morato Ave, QC', 'tomas morato avenue'),
    ]).toEqual([true, true]);
  });
  it('never reads a short word with a slip as another, nor a word that starts otherwise', () => {
    expect([
      holds('Soho Square, London', 'soto'),
      holds('1-22-7 Jinnan, Shibuya, Tokyo', 'shinjuku'),
      holds('Kapitolyo, Pasig', 'capitolio'),
      typedAs('ueno', 'ueda'),
    ]).toEqual([false, false, false, false]);
  });
  it('needs every word of the area, side by side', () => {
    expect([holds('Oud-West, Amsterdam', 'oud zuid'), holds('Pool Valley, Brighton', 'valley pool')]).toEqual([false, false]);
  });
});
