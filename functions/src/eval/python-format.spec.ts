import { describe, expect, it } from 'vitest';
import { PythonTuple, pythonFixed1, pythonRepr } from './python-format';

describe('pythonRepr', () => {
  it('quotes strings as Python does: double quotes only around a single quote', () => {
    expect(pythonRepr("it's")).toBe('"it\'s"');
    expect(pythonRepr('say "hi"')).toBe('\'say "hi"\'');
    expect(pythonRepr('both \' and "')).toBe("'both \\' and \"'");
  });

  it('escapes control, separator and format characters and keeps printable letters and emoji', () => {
    expect(pythonRepr('a\tb\nc\\d\x7f\u00a0\u200b é 😀')).toBe("'a\\tb\\nc\\\\d\\x7f\\xa0\\u200b é 😀'");
  });

  it('writes None, booleans, numbers, lists, dicts and tuples', () => {
    expect(pythonRepr(new PythonTuple([new PythonTuple(['id', 1]), ['x'], { kind: 'turn', index: 2, ok: true, name: null }]))).toBe(
      "(('id', 1), ['x'], {'kind': 'turn', 'index': 2, 'ok': True, 'name': None})",
    );
    expect(pythonRepr(undefined)).toBe('None');
    expect(pythonRepr(4.5)).toBe('4.5');
    expect(pythonRepr(1e-7)).toBe('1e-07');
    expect(pythonRepr(new PythonTuple(['one']))).toBe("('one',)");
  });
});

describe('pythonFixed1', () => {
  it('rounds an exact tie to the even tenth and everything else to the nearest', () => {
    expect([12.25, 12.75, 0.05, 93.33333, 100, 0].map(pythonFixed1)).toEqual(['12.2', '12.8', '0.1', '93.3', '100.0', '0.0']);
  });
});
