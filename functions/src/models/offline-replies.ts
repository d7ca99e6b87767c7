// The offline model's wording: lists, details, directions and questions, in English, Tagalog or Dutch.
import type { Place } from '../contract/place';
import type { Language } from './offline-words';

interface DirectionsResult {
  place: Place;
  url: string;
  hints: string[];
}

export function listReply(places: readonly Place[], query: string, location: string | null, lang: Language): string {
  const where = location ? ` in ${location}` : '';
  if (places.length === 0) {
    return {
      en: `I couldn't find any ${query}${where}. Try another neighbourhood or something similar?`,
      tl: `Wala akong nahanap na ${query}${location ? ` sa ${location}` : ''}. Subukan natin ang ibang lugar?`,
      nl: `Ik vond geen ${query}${where}. Zal ik een andere buurt proberen?`,
    }[lang];
  }
  // The client shows the places as numbered cards (from the tool results, which the engine records), so the text
  // only introduces them: listing them again would show every list twice.
  const n = places.length;
  const sa = location ? ` sa ${location}` : '';
  const intro = {
    en: `I found ${n} ${n === 1 ? 'place' : 'places'} for ${query}${where}, numbered on the cards below.`,
    tl: `Nakahanap ako ng ${n === 1 ? 'isang lugar' : `${n} na lugar`} para sa ${query}${sa}, nakanumero sa mga card sa ibaba.`,
    nl: `Ik vond ${n} ${n === 1 ? 'plek' : 'plekken'} voor ${query}${where}, genummerd op de kaarten hieronder.`,
  }[lang];
  const outro = {
    en: 'Ask me about any of them, e.g. "tell me more about the second one" or "how do I get there?".',
    tl: 'Tanungin mo lang ako, hal. "yung pangalawa" o "paano pumunta doon?".',
    nl: 'Vraag gerust verder, bijv. "vertel meer over de tweede" of "hoe kom ik daar?".',
  }[lang];
  return `${intro} ${outro}`;
}

export function detailsReply(place: Place, lang: Language): string {
  const label = {
    en: { address: 'Address', rating: 'Rating', price: 'Price', map: 'Open in Google Maps', when: 'When' },
    tl: { address: 'Address', rating: 'Rating', price: 'Presyo', map: 'Buksan sa Google Maps', when: 'Kailan' },
    nl: { address: 'Adres', rating: 'Beoordeling', price: 'Prijs', map: 'Open in Google Maps', when: 'Wanneer' },
  }[lang];
  const facts = [
    place.address ? `${label.address}: ${place.address}.` : '',
    place.date || place.time ? `${label.when}: ${[place.date, place.time].filter(Boolean).join(' ')}.` : '',
    place.rating !== undefined ? `${label.rating}: ★${place.rating}.` : '',
    place.priceLevel ? `${label.price}: ${place.priceLevel}.` : '',
    place.summary ?? '',
    place.mapsUrl ? `[${label.map}](${place.mapsUrl})` : '',
  ].filter(Boolean);
  const title = `**${place.name}**${place.category ? ` (${place.category})` : ''}`;
  return `${title}: ${facts.join(' ')} (place_id: ${place.placeId})`;
}

export function directionsReply(directions: DirectionsResult, lang: Language): string {
  const { place, url, hints } = directions;
  const where = place.address ? ` (${place.address})` : '';
  const head = {
    en: `To get to **${place.name}**${where}: [open the route in Google Maps](${url}).`,
    tl: `Papunta sa **${place.name}**${where}: [buksan ang ruta sa Google Maps](${url}).`,
    nl: `Zo kom je bij **${place.name}**${where}: [open de route in Google Maps](${url}).`,
  }[lang];
  return [head, ...hints.map((hint) => `- ${hint}`)].join('\n');
}

export function askLocationReply(query: string | null, lang: Language): string {
  const what = query ?? '';
  return {
    en: `Which city or neighbourhood should I look in${what ? ` for ${what}` : ''}?`,
    tl: `Saang lungsod o lugar ako maghahanap${what ? ` ng ${what}` : ''}?`,
    nl: `In welke stad of buurt zal ik zoeken${what ? ` naar ${what}` : ''}?`,
  }[lang];
}

export function askWhatReply(location: string | null, lang: Language): string {
  const where = location ?? '';
  return {
    en: `What are you looking for${where ? ` in ${where}` : ''}: food, events, a day trip, or directions to a place?`,
    tl: `Ano ang hanap mo${where ? ` sa ${where}` : ''}: pagkain, events, day trip, o direksyon?`,
    nl: `Waar ben je naar op zoek${where ? ` in ${where}` : ''}: eten, evenementen, een dagtocht of de weg naar een plek?`,
  }[lang];
}

export function askWhichPlaceReply(venues: readonly { name: string }[], lang: Language): string {
  const names = venues.map((venue, i) => `${i + 1}. ${venue.name}`).join(', ');
  return {
    en: `Which place do you mean?${names ? ` ${names}` : ''}`,
    tl: `Aling lugar ang ibig mong sabihin?${names ? ` ${names}` : ''}`,
    nl: `Welke plek bedoel je?${names ? ` ${names}` : ''}`,
  }[lang];
}

export function notFoundReply(lang: Language): string {
  return {
    en: "I couldn't find that place any more. Shall I search again?",
    tl: 'Hindi ko na mahanap ang lugar na iyon. Hahanapin ko ulit?',
    nl: 'Ik kan die plek niet meer vinden. Zal ik opnieuw zoeken?',
  }[lang];
}

export function unavailableReply(lang: Language): string {
  return {
    en: "The place search isn't reachable right now. Please try again in a moment.",
    tl: 'Hindi maabot ang paghahanap ngayon. Subukan ulit mamaya.',
    nl: 'Het zoeken naar plekken lukt nu even niet. Probeer het zo nog eens.',
  }[lang];
}
