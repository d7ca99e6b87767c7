import { describe, expect, it } from 'vitest';
import { parseArgs } from './eval-cli';

describe('parseArgs', () => {
  it('takes repeated --set names and the flags', () => {
    expect(parseArgs(['--set', 'blind2', '--fails', '--set', 'holdout', '--typos'])).toEqual({
      sets: ['blind2', 'holdout'],
      fails: true,
      messy: false,
      typos: true,
      gate: false,
      updateBaseline: false,
    });
  });

  it('refuses an unknown argument, a retyped baseline and gating while rewriting the baseline', () => {
    expect(parseArgs(['--fail'])).toBe('unknown argument --fail');
    expect(parseArgs(['--set'])).toBe('unknown argument --set');
    expect(parseArgs(['--messy', '--update-baseline'])).toBe('the baseline is the sets as written: no --messy or --typos');
    expect(parseArgs(['--gate', '--update-baseline'])).toBe('--gate checks the baseline, --update-baseline rewrites it: one at a time');
  });
});
