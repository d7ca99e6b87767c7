// A catalog city's name as a reply in the person's language writes it ("Lisbon" is "Lissabon" in Dutch).
import CITY_NAMES from './replies/city-names.json';
import type { Language } from './reply-text';

const NAMES: Readonly<Record<Language, Readonly<Record<string, string>>>> = CITY_NAMES;

export const cityNameIn = (lang: Language, name: string): string => NAMES[lang][name] ?? name;

/** A location as the catalog writes it ("Alfama, Lisbon"), each part named the reply's way ("Alfama, Lissabon"). */
export const locationNameIn = (lang: Language, location: string): string =>
  location
    .split(', ')
    .map((part) => cityNameIn(lang, part))
    .join(', ');
