// Issue 17, wave at ("the next day"): a report of yesterday's visit to a card is no question about that card.
import { describe, expect, it } from 'vitest';
import { withoutPastVisits } from './past-visits';

const kept = (text: string) => withoutPastVisits(text).replace(/\s+/g, ' ').trim();

describe('a report of a visit to a card said before the request', () => {
  it.each([
    [
      'We went to the first one last night and he LOVED it 😂 now he wants another pizza place in Wicker Park',
      'now he wants another pizza place in Wicker Park',
    ],
    ['sobrang sarap nung pangalawa kagabi. nasa Seoul na kami ngayon, ramen ulit', 'nasa Seoul na kami ngayon, ramen ulit'],
    ['Gisteren bij de eerste gezeten, prima. Vandaag Amsterdam, Zuidas. Zelfde verhaal.', 'Vandaag Amsterdam, Zuidas. Zelfde verhaal.'],
  ])('leaves the request: "%s"', (text, request) => {
    expect(kept(text)).toBe(request);
  });

  it('keeps the length of the message, so offsets still hold', () => {
    const text = 'got a burrito at the first one yesterday, 10/10. now coffee near haight ashbury';
    expect(withoutPastVisits(text)).toHaveLength(text.length);
  });

  it.each([
    // a question about the card visited
    'was the first one from last night halal?',
    // the request points at the card visited
    'kahapon ay kumain kami sa pangalawa at napakasarap. ngayon may malapit bang market doon sa kinainan namin kahapon',
    // no card by its number
    'we had great ramen last night. now coffee in Shibuya',
    // nothing after the report
    'we went to the second one yesterday!',
  ])('leaves the message as it is: "%s"', (text) => {
    expect(withoutPastVisits(text)).toBe(text);
  });
});
