import { describe, expect, it } from 'vitest';
import { ConciergeInputSchema, describeZodError } from './concierge-contract';

function check(request: unknown): { ok: true; uiLanguage: unknown } | { ok: false; error: string } {
  const parsed = ConciergeInputSchema.safeParse(request);
  return parsed.success ? { ok: true, uiLanguage: parsed.data.uiLanguage } : { ok: false, error: describeZodError(parsed.error) };
}

describe('the request: the app language hint', () => {
  it('accepts each language the app shows', () => {
    expect(check({ input: 'tacos in Leiden', history: [], uiLanguage: 'nl' })).toEqual({ ok: true, uiLanguage: 'nl' });
    expect(check({ input: 'halo-halo sa Pasig', history: [], uiLanguage: 'tl' })).toEqual({ ok: true, uiLanguage: 'tl' });
    expect(check({ input: 'brunch in Ghent', history: [], uiLanguage: 'en' })).toEqual({ ok: true, uiLanguage: 'en' });
  });

  it('accepts a request without it', () => {
    expect(check({ input: 'brunch in Ghent', history: [] })).toEqual({ ok: true, uiLanguage: undefined });
  });

  it('rejects a language the app does not show, naming the field', () => {
    expect(check({ input: 'brunch in Ghent', history: [], uiLanguage: 'de' })).toEqual({
      ok: false,
      error: "uiLanguage: Invalid enum value. Expected 'en' | 'tl' | 'nl', received 'de'",
    });
  });

  it('rejects a browser tag or a language name, which the client never sends', () => {
    expect(check({ input: 'brunch in Ghent', history: [], uiLanguage: 'nl-BE' })).toEqual({
      ok: false,
      error: "uiLanguage: Invalid enum value. Expected 'en' | 'tl' | 'nl', received 'nl-BE'",
    });
    expect(check({ input: 'brunch in Ghent', history: [], uiLanguage: 7 })).toEqual({
      ok: false,
      error: "uiLanguage: Expected 'en' | 'tl' | 'nl', received number",
    });
  });
});
