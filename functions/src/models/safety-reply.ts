// Issue 17 (wave de, on my own, and careful): whether an area is fine to walk at night, whether the walk back is dark or steep
// ("is hongdae chill to walk around late at night alone", "maliwanag naman po ba ang daan pabalik", "is de jordaan oké om
// s avonds alleen te lopen?"). Nothing the concierge has says how safe a street feels tonight: the reply says so plainly and
// gives what helps; when a card is in focus and the words name where they go back to, the walking route from it; the list stays.
import type { ParsedContextLine } from '../context/context-line';
import { analyseMessage } from '../context/intent/intent-words';
import { occursAny } from '../context/intent/turn-intent';
import { mapsDirectionsUrl } from '../places/maps-links';
import { replyText, type Language } from './reply-text';

/** A name in capitals after going back or the hotel ("back to Outram Park", "hotel is out at Outram Park", "terug naar de Dam"). */
const WAY_BACK_TO = new RegExp(
  String.raw`(?:\bback to|\bpabalik sa|\bterug naar|\bhotel\b[^.?!]{0,24}?\b(?:at|in|near|on|by|sa|aan|bij))\s+(?:(?:the|de|het)\s+)?` +
    String.raw`(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})`,
  'u',
);

export function safetyReply(said: string, parsed: ParsedContextLine | null, lang: Language): string {
  const plain = replyText(lang, 'smalltalk.safety');
  const venue = parsed?.referringTo ?? parsed?.focus ?? null;
  // "My hotel is out at Outram Park", "back to Shinjuku station": the place named with a word of going back, not the area asked
  // about; a generic one ("pabalik sa istasyon") names nowhere Maps can find.
  // ... and only from a card the words point at ("there", "galing dun", "the first one"): else where they start is not known.
  const message = analyseMessage(said);
  const fromTheCard = occursAny(message, ['WAY_BACK']) && occursAny(message, ['VENUE_POINTER', 'THERE_WORD', 'ORDINAL']);
  const where = venue && fromTheCard ? (WAY_BACK_TO.exec(said)?.[1] ?? null) : null;
  if (!venue || !where || where === parsed?.location) return plain;
  const origin = parsed?.location ? `${venue.name}, ${parsed.location}` : venue.name;
  const url = mapsDirectionsUrl({ query: where, origin, mode: 'walking' });
  return `${plain}\n\n${replyText(lang, 'safety.route', { place: venue.name, where, url })}`;
}
