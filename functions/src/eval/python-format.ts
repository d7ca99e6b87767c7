// How Python 3 prints values, for the two places the scorer must match score.py character for character:
// `repr()` of the tuples in its FAIL lines and the `:.1f` of its percentages.

/** Python's `str.isprintable()` for one code point: no control, format, surrogate, private, unassigned or separator but space. */
const NOT_PRINTABLE = /^[\p{C}\p{Z}]$/u;

function reprString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === quote || char === '\\') out += `\\${char}`;
    else if (char === '\t') out += '\\t';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex(code, 2)}`;
    else if (code < 0x7f || char === ' ' || !NOT_PRINTABLE.test(char)) out += char;
    else if (code < 0x100) out += `\\x${hex(code, 2)}`;
    else if (code < 0x10000) out += `\\u${hex(code, 4)}`;
    else out += `\\U${hex(code, 8)}`;
  }
  return out + quote;
}

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0');

function reprNumber(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e16) return String(value);
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  // Python writes exponents with a sign and two digits at least: 1e-05, 1e+16.
  return String(value).replace(/e([+-])(\d)$/, 'e$10$2');
}

/** A tuple is written as an array wrapped in this, so `repr` gives `(a, b)` rather than `[a, b]`. */
export class PythonTuple {
  constructor(readonly items: readonly unknown[]) {}
}

/** `repr(value)` of the JSON value Python's json.loads would have made, as Python 3 prints it. */
export function pythonRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return reprNumber(value);
  if (typeof value === 'string') return reprString(value);
  if (value instanceof PythonTuple) {
    const items = value.items.map(pythonRepr);
    return items.length === 1 ? `(${items[0]},)` : `(${items.join(', ')})`;
  }
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => `${reprString(key)}: ${pythonRepr(item)}`);
  return `{${entries.join(', ')}}`;
}

/** `f"{value:.1f}"`: JavaScript's toFixed rounds an exact tie (12.25) up, Python to the even digit (12.2). */
export function pythonFixed1(value: number): string {
  // A double is an exact tie only at .x5 with nothing after it; 20 decimals show any other digit.
  const tie = /^(-?\d+)\.([02468])50*$/.exec(value.toFixed(20));
  return tie ? `${tie[1]}.${tie[2]}` : value.toFixed(1);
}
