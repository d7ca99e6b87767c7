import { describe, expect, it } from 'vitest';
import { extractQuery } from '../extract-query';
import { kindSelling } from './food-sold-at';

describe('a food one kind of place sells', () => {
  it.each([
    ['croissants', 'croissant bakery'],
    ['baguettes', 'baguette bakery'],
    ['pandesal', 'pandesal bakery'],
  ])('"%s" searches %s', (query, expected) => {
    expect(kindSelling(query)).toBe(expected);
  });
  it('leaves a food sold in many kinds of place, or a kind already named, alone', () => {
    expect(kindSelling('ramen')).toBeNull();
    expect(kindSelling('croissant bakery')).toBeNull();
  });
  it.each([
    ['we need decent croissants near the Louvre', 'croissant bakery'],
    ['saan masarap bumili ng pandesal sa Makati?', 'pandesal bakery'],
    ['waar vind ik lekkere croissants in Utrecht?', 'croissant bakery'],
  ])('a message asking for the food alone searches the kind: "%s"', (message, expected) => {
    expect(extractQuery(message)?.query).toBe(expected);
  });
});
