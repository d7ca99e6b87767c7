// Wave ad: the way to a station, an airport or a landmark that is no card ("hoe geraak ik vanuit Shinjuku naar Haneda?",
// "pano ako papuntang Ayala MRT galing dun?", "from the first one to Gare du Nord"): the route to that point by its name.
// A model knows a city's stations by name; offline those are the catalog's landmarks.
import { OFFLINE_CATALOG } from '../places/offline-catalog-data';
import { normalizeText } from '../places/normalize-text';
import { distanceDestination } from './offline-near';
import type { OfflineTurn } from './offline-turn';

interface Named {
  name: string;
  city: string;
  /** A normalized name or alias. */
  form: string;
}

let forms: Named[] | null = null;
/** Every landmark's name and aliases, longest first, so "gare du nord" is found before "nord". */
function landmarkForms(): Named[] {
  forms ??= OFFLINE_CATALOG.flatMap((city) =>
    city.landmarks.flatMap((landmark) =>
      [...new Set([landmark.name, ...landmark.aliases].map(normalizeText))]
        .filter(Boolean)
        .map((form) => ({ name: landmark.name, city: city.name, form })),
    ),
  ).sort((a, b) => b.form.length - a.form.length);
  return forms;
}

/** A landmark the words name by its own name ("our hotel is right by Shinjuku station"), longest first; aliases such as "the
 * station" are left out, since they name one in every city. Null when none. */
export function landmarkNamedIn(said: string): string | null {
  const words = ` ${normalizeText(said)} `;
  return landmarkForms().find((named) => named.form === normalizeText(named.name) && words.includes(` ${named.form} `))?.name ?? null;
}

/** The landmark the words go to after their last "to" / "naar" / "papuntang", when it is one the catalog knows; else null. */
export function landmarkDestination(turn: OfflineTurn): { destination: string; location: string } | null {
  const to = distanceDestination(turn.said);
  if (!to) return null;
  const words = `${normalizeText(to.name)} `;
  // "naar de tweede", "to the museum": a card is no landmark; only a landmark's own name right after "to" counts ("how to go
  // there from Raffles Place MRT" goes to the card, from the station).
  const cards = (turn.parsed?.venues ?? []).map((venue) => normalizeText(venue.name));
  const found = landmarkForms().find((named) => words.startsWith(`${named.form} `));
  // "mas madali ba mag-LRT papunta sa Binondo galing España?": the area searched is where the way goes when it is said by name.
  // (A card the words point at is where it goes: "terug naar New York, die tweede pizzatent", "dun sa halal na resto".)
  const area = turn.parsed?.referringTo ? null : (turn.parsed?.location ?? null);
  if (!found && area && normalizeText(area.split(',')[0]) === normalizeText(to.name)) return { destination: area, location: area };
  if (!found || cards.some((card) => card.includes(found.form))) return null;
  return { destination: found.name, location: found.city };
}
