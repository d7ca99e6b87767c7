// "Nothing is open right now": the sentence before a list the search found open later only, naming when each place opens.
import type { Place } from '../contract/place';
import { replyText, type Language, type ReplyKey } from './reply-text';

/** How a list place says when it opens: "08:00" (today), "tomorrow 08:00", "Monday 08:00" (see places/opening-hours.ts). */
const OPENS_AT = /^(?:(tomorrow|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday) )?(\d{2}:\d{2})$/;
/** The places a note names: the cards carry the rest. */
const MAX_NAMED = 5;

/** When one place opens, in the reply's language, or null when the list does not say. */
function opensAtText(place: Place, lang: Language): string | null {
  const match = place.opensAt ? OPENS_AT.exec(place.opensAt) : null;
  if (!match) return null;
  const [, day, time] = match;
  if (!day) return replyText(lang, 'list.opens.today', { name: place.name, time });
  if (day === 'tomorrow') return replyText(lang, 'list.opens.tomorrow', { name: place.name, time });
  return replyText(lang, 'list.opens.day', { name: place.name, time, day: replyText(lang, `day.${day}` as ReplyKey) });
}

/** "Nothing for brunch in Oost is open right now; when they open: **Bakers** at 08:00, **Omelegg** at 09:00.", or, when some
 * are open (listed first), "Only 1 of these ... is open right now; the others open: ...". */
export function closedNowNote(
  places: readonly Place[],
  values: { query: string; where: string; openFound: number },
  lang: Language,
): string {
  const { openFound, ...said } = values;
  const opening = places
    .slice(openFound, MAX_NAMED)
    .map((place) => opensAtText(place, lang))
    .filter((text): text is string => text !== null);
  if (openFound > 0 && opening.length) {
    return replyText(lang, 'list.relaxed.closedNowSome', { count: openFound, opening: opening.join(', ') });
  }
  if (openFound > 0) return '';
  if (!opening.length) return replyText(lang, 'list.relaxed.closedNowPlain', said);
  return replyText(lang, 'list.relaxed.closedNow', { ...said, opening: opening.join(', ') });
}
