import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './escape-reg-exp';

describe('escapeRegExp', () => {
  it('escapes every character a pattern gives meaning to', () => {
    expect(escapeRegExp('.*+?^${}()|[]\\')).toEqual('\\.\\*\\+\\?\\^\\$\\{\\}\\(\\)\\|\\[\\]\\\\');
  });
  it('makes a pattern that matches the text literally', () => {
    expect(new RegExp(escapeRegExp('U.S. (east)')).test('in the U.S. (east)')).toEqual(true);
    expect(new RegExp(escapeRegExp('U.S.')).test('USAS')).toEqual(false);
  });
  it('leaves letters, digits, spaces and hyphens alone', () => {
    expect(escapeRegExp("Saint-Denis 2 l'ile")).toEqual("Saint-Denis 2 l'ile");
  });
});
