// A name's or a message's letters and digits alone, lower case: "Lau Pa Sat" and "lau pasat" both "laupasat".
import { placeKey } from './gazetteer';

// Names and words recur turn after turn: their compact forms are kept (bounded, cleared whole when full).
const compacted = new Map<string, string>();
export function compact(text: string): string {
  let done = compacted.get(text);
  if (done === undefined) {
    done = placeKey(text).replace(/[^\p{L}\p{N}]+/gu, '');
    if (text.length <= 120) {
      if (compacted.size >= 5000) compacted.clear();
      compacted.set(text, done);
    }
  }
  return done;
}

// The last message compacted: the name rules ask it of every listed name in turn.
let lastCompactText = '';
let lastCompact = '';
export function compactMessage(text: string): string {
  if (text !== lastCompactText) [lastCompactText, lastCompact] = [text, compact(text)];
  return lastCompact;
}
