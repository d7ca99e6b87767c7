// The way of travelling a route question asks for ("by subway", "lakad lang", "met de auto"), as Google Maps names it.
import { z } from 'zod';
import type { DirectionsRequest } from '../places/place-search';
import { escapeRegExp } from '../context/text/escape-reg-exp';
import modeJson from './travel-mode-words.json';

export type TravelMode = NonNullable<DirectionsRequest['mode']>;

const ModesSchema = z.object({
  note: z.string(),
  modes: z.object({
    transit: z.array(z.string().min(1)),
    walking: z.array(z.string().min(1)),
    driving: z.array(z.string().min(1)),
  }),
});

const MODE_WORDS = Object.entries(ModesSchema.parse(modeJson).modes).map(
  ([mode, words]) => [mode as TravelMode, new RegExp(String.raw`\b(?:${words.map(escapeRegExp).join('|')})\b`, 'i')] as const,
);

/** The one mode the words ask for; none when they name none or weigh two ("tren ba o bus?" is transit, "dyip o lakad?" none). */
export function travelModeOf(said: string): TravelMode | undefined {
  const named = MODE_WORDS.filter(([, words]) => words.test(said)).map(([mode]) => mode);
  return named.length === 1 ? named[0] : undefined;
}
