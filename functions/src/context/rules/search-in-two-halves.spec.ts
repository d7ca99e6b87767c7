// Issue 17 (wave cv, typed on the go): a search sent in two halves is read as one, in English, Tagalog and Dutch; a message
// after a question that ended on "in", or after a reply that asked nothing, is read as it is.
import { describe, expect, it } from 'vitest';
import type { Turn } from '../../contract/concierge-contract';
import { asSecondHalf } from './search-in-two-halves';

const asked = (first: string): Turn[] => [
  { role: 'user', content: first },
  { role: 'model', content: 'Which city or neighbourhood should I look in?' },
];

describe('the second half of a search', () => {
  it.each([
    ['good bagel place near', 'grand central pls', 'near grand central pls'],
    ['hawker centre bij', 'tanjong pagar, iets met laksa', 'bij tanjong pagar, iets met laksa'],
    ['kape malapit sa', 'tanjong pagar mrt', 'malapit sa tanjong pagar mrt'],
    ['ramen in de buurt van', 'shinjuku station', 'in de buurt van shinjuku station'],
  ])('"%s" then "%s" is "%s"', (first, second, read) => {
    const history = asked(first);
    expect(asSecondHalf(second, history, history[1].content)).toBe(read);
  });
});

describe('a message read as it is', () => {
  it('after a question that ends on "in"', () => {
    const history = asked('Do I need a reservation at the second one, or can I simply walk in?');
    expect(asSecondHalf('And roughly what would dinner there cost?', history, history[1].content)).toBe(
      'And roughly what would dinner there cost?',
    );
  });

  it('after a reply that asked nothing', () => {
    const history: Turn[] = [
      { role: 'user', content: 'is the first one free to get in' },
      { role: 'model', content: 'Yes, Sensō-ji is free and the grounds are open 24 hours.' },
    ];
    expect(asSecondHalf('nice. where can i get tempura near there', history, history[1].content)).toBe(
      'nice. where can i get tempura near there',
    );
  });

  it('when it says where itself', () => {
    const history = asked('ramen near');
    expect(asSecondHalf('in shibuya', history, history[1].content)).toBe('in shibuya');
  });
});
