import { describe, expect, it } from 'vitest';
import { emptyContext } from '../conversation-context';
import { injectStage } from './inject';

const countWords = (text: string) => text.split(/\s+/).length;

describe('injectStage', () => {
  it('injects nothing, and counts nothing, for an empty context', () => {
    expect(injectStage(emptyContext('s', 0), null, countWords)).toEqual({ injected: '', injectedTokens: 0 });
  });
  it('names the venue the message refers to, and counts the line', () => {
    const context = { ...emptyContext('s', 0), location: 'Makati' };
    const { injected, injectedTokens } = injectStage(
      context,
      { kind: 'venue', placeId: 'A', name: 'Alpha Ramen', how: 'name' },
      countWords,
    );
    expect([injected, injectedTokens]).toEqual(['[CONTEXT: location: Makati | referring to: Alpha Ramen (A)]', countWords(injected)]);
  });
});
