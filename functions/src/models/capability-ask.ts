// Issue 17 (wave zp): what a new user asks the concierge to do that it cannot (book, buy tickets, call, order delivery, send or
// keep the list, show photos or menus): the reply says which one it cannot do and what it offers instead, in the person's language.
import { analyseMessage, foldText, partNamed, partOccurs } from '../context/intent/intent-words';

export type CapabilityAsk = 'book' | 'tickets' | 'call' | 'deliver' | 'list' | 'photos' | 'ride';

/** The asks by the words that say them (folded text), first match wins: "send this list ... she books" is about the list. */
const ASKS: readonly [CapabilityAsk, RegExp][] = [
  // "send me the menu", "het menu opsturen": photos and menus first, whatever verb asks for them.
  ['photos', /\b(?:pictures?|photos?|pics|fotos?|litrato|menu|menukaart)\b/],
  // "ikaw na mag book ng Grab", "call us a taxi": a ride, whatever verb books it.
  ['ride', /\b(?:grab|uber|taxi|taxis|cab|lyft|bolt)\b/],
  [
    'list',
    new RegExp(
      String.raw`\b(?:list|lijst(?:je)?|listahan|send|share|save|forward|doorsturen|sturen|bewaren|opslaan|delen` +
        String.raw`|i ?send|i ?save|i ?share|ipadala|screenshot)\b`,
    ),
  ],
  ['tickets', /\b(?:tickets?|kaartjes?|tiket)\b/],
  ['deliver', /\b(?:delivery?|bezorg(?:en)?|ipa ?deliver|i ?deliver|order|bestel(?:len)?|i ?order)\b/],
  ['call', /\b(?:call|phone them|bellen|opbellen|bel|tawag(?:an)?|tumawag)\b/],
  ['book', /\b(?:book|reserve|reservation|reserveren|reserveer|boek(?:en)?|i ?reserve|i ?book|pa ?reserve)\b/],
];

const askIn = (folded: string): CapabilityAsk | null => ASKS.find(([, words]) => words.test(folded))?.[0] ?? null;

/** Which ask the message makes, or null for "what can you do?". */
export const capabilityAsk = (said: string): CapabilityAsk | null => askIn(foldText(said));

/** "can you book the second one for 4?", "book #2 for 3 pax", "Boek daar dan een tafel", "pwede mo ba kami ireserve": a booking
 * asked of the concierge (not "can we book there?"): the reply says whether the place takes reservations, led by what it cannot do. */
const ASKED_OF_YOU = new RegExp(
  [
    String.raw`^(?:\S+\s+){0,2}?(?:book|reserve|boek|reserveer|i ?book|i ?reserve)\b|\b(?:can|could|would|will) (?:you|u)\b`,
    String.raw`|\b(?:kunt|kunde|kun jij|kan jij|kunt gij|zou u|zou je)\b|\bpwede (?:mo|nyo|niyo)\b|\bkaya (?:mo|nyo)\b`,
  ].join(''),
);

/** The engine's words for a booking asked of the concierge ("go ahead and reserve for Friday", "pa-book naman kami", "zet ons er
 * maar op"): the part its rule fact-reservable-booked-for-them reads, so the reply and the intent agree (wave cx). */
const BOOK_IT = partNamed('BOOK_IT');

export function asksToBook(said: string): boolean {
  const folded = foldText(said);
  return (askIn(folded) === 'book' && ASKED_OF_YOU.test(folded)) || partOccurs(analyseMessage(said), BOOK_IT);
}

/** "can you text it to my husband?", "pakisend na lang sa gc namin", "kun je het in de groep zetten?": a message the person asks
 * the concierge to send (wave db), the part its rule fact-address-shared-for-them reads. */
const SHARE_FOR_ME = partNamed('SHARE_FOR_ME');

export const asksToShare = (said: string): boolean => partOccurs(analyseMessage(said), SHARE_FOR_ME);
