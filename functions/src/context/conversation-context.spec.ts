import { describe, expect, it } from 'vitest';
import { ConversationContextSchema, emptyContext, withFocus } from './conversation-context';

const a = { placeId: 'A', name: 'Alpha' };
const b = { placeId: 'B', name: 'Beta' };
const c = { placeId: 'C', name: 'Gamma' };

describe('withFocus', () => {
  it('keeps the venues in focus before, newest first, each once, at most three', () => {
    let context = withFocus(emptyContext('s', 0), a);
    expect(context.earlierFocus).toBeUndefined();
    context = withFocus(context, b);
    expect(context.earlierFocus).toEqual([a]);
    context = withFocus(withFocus(context, c), a);
    expect(context.earlierFocus).toEqual([c, b]);
    context = withFocus(withFocus(withFocus(context, null), b), c);
    expect(context.focus).toEqual(c);
    expect(context.earlierFocus).toEqual([b, a]);
    expect(ConversationContextSchema.safeParse(context).success).toBe(true);
  });
  it('changes nothing when the same venue stays in focus', () => {
    const context = withFocus(withFocus(emptyContext('s', 0), a), b);
    expect(withFocus(context, b).earlierFocus).toEqual([a]);
  });
  it('accepts a context saved before the field existed', () => {
    expect(ConversationContextSchema.safeParse(emptyContext('s', 0)).success).toBe(true);
  });
});
