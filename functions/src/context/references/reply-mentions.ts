// Where an assistant reply names listed venues, and what it says about each.
import type { RememberedVenue } from '../conversation-context';
import { PLACE_NAMES } from '../gazetteer';
import { findNameFragment, findNameWord, GENERIC_NAME_WORDS } from '../venue-names';

/** Where a reply first names a venue, by its whole name, a run of its words or one word of it. */
export function namedAt(reply: string, v: RememberedVenue, mentions: readonly { v: RememberedVenue; index: number }[] = []): number {
  const at = [
    reply.toLowerCase().indexOf(v.name.toLowerCase()),
    findNameFragment(reply, v.name)?.index ?? -1,
    findNameWord(reply, v.name)?.index ?? -1,
    mentions.find((m) => m.v === v)?.index ?? -1,
  ].filter((i) => i >= 0);
  return at.length ? Math.min(...at) : Number.MAX_SAFE_INTEGER;
}

/** What the reply says about each listed venue: from where it names the venue to where it names the next one, within
 * the paragraph, at most 300 characters. Venues the reply does not name have no entry. */
/** Where a reply mentions listed venues, in order: by whole name or by a word of it no other listed name shares. */
export function mentionsIn(reply: string, list: readonly RememberedVenue[]): { v: RememberedVenue; index: number; length: number }[] {
  const lower = reply.toLowerCase();
  // A venue is mentioned by its whole name or by a word of it no other listed name shares ("Jinokhwa runs 24 hours").
  // ... not by a word that is also a listed kind ("Brunch Atelier" is not mentioned by "(brunch, Vaartkom 12)").
  const kinds = new Set(list.flatMap((v) => (v.category ?? '').toLowerCase().split(/[^\p{L}\p{N}'’]+/u)));
  const words = list.map((v) =>
    v.name
      .toLowerCase()
      .split(/[^\p{L}\p{N}'’]+/u)
      .filter((w) => w.length >= 4 && !GENERIC_NAME_WORDS.has(w) && !PLACE_NAMES.has(w) && !kinds.has(w)),
  );
  const shared = new Set(words.flat().filter((w, i, all) => all.indexOf(w) !== i));
  const mentions: { v: RememberedVenue; index: number; length: number }[] = [];
  list.forEach((v, i) => {
    for (const key of [v.name.toLowerCase(), ...words[i].filter((w) => !shared.has(w))]) {
      for (let at = lower.indexOf(key); at >= 0; at = lower.indexOf(key, at + key.length)) {
        if (!/[\p{L}\p{N}]/u.test(lower[at - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(lower[at + key.length] ?? ' '))
          mentions.push({ v, index: at, length: key.length });
      }
    }
  });
  return mentions.sort((a, b) => a.index - b.index || b.length - a.length);
}
export function saidAbout(reply: string, list: readonly RememberedVenue[]): ReadonlyMap<string, string> {
  const mentions = mentionsIn(reply, list);
  const said = new Map<string, string>();
  mentions.forEach(({ v, index }, i) => {
    // A mention inside the previous one ("Jinokhwa" in "Jinokhwa Halmae") starts nothing new.
    const previous = mentions[i - 1];
    if (previous && previous.index + previous.length > index) return;
    const next = mentions.slice(i + 1).find((m) => m.index >= index + 1 && m.v.placeId !== v.placeId);
    const end = Math.min(next?.index ?? reply.length, index + 300);
    said.set(v.placeId, `${said.get(v.placeId) ?? ''} ${reply.slice(index, end).split(/\n\s*\n/)[0]}`.trim());
  });
  return said;
}
