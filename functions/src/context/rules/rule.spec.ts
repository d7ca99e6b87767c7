import { describe, expect, it } from 'vitest';
import { guardNamed } from './rule';

describe('guardNamed', () => {
  const guards = { always: () => true };
  it('finds a guard by its name', () => {
    expect(guardNamed(guards, 'always')()).toEqual(true);
  });
  it('throws on an unknown name, inherited ones included', () => {
    expect(() => guardNamed(guards, 'sometimes')).toThrow('unknown guard: sometimes');
    expect(() => guardNamed(guards, 'constructor')).toThrow('unknown guard: constructor');
  });
});
