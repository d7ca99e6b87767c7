// Issue 17, the class "the venue in focus for follow-ups": a short ask for one of its details ("phone number?", "website pls",
// "whats the address", "do we need to book", "wat is hun telefoonnummer?") is put to the venue in focus. A diet is no detail
// here: "iets vegetarisch?" searches.
import type { ConversationContext } from '../conversation-context';
import { DEMONSTRATIVE, EXPLETIVE } from './pointing-words';
import { venue, type VenueResolution } from './resolution';

/** A detail of one venue that the short questions of VENUE_DETAIL do not name: how to reach it, contact it, get in, eat there. */
export const FOCUS_DETAIL = new RegExp(
  [
    String.raw`\b(?:phone(?: number| no\.?| nr)?|number|telephone|tel(?:efoon)?(?:nummer)?|contact(?: details)?|website|site|web ?page`,
    String.raw`|instagram|insta|socials|address|adres|addy|directions|route|wheelchair(?: access(?:ible)?)?|accessible|rolstoel`,
    String.raw`|toegankelijk|outdoor(?: seating| seats)?|terras|terrace`,
    String.raw`|seats outside|book|booking|reservation|reservations|reserve|rating|reviews|score|prijs|price|prices)\b`,
  ].join(''),
  'i',
);
/** The sentence asks, or asks politely: "?", a leading auxiliary or question word, or a closing "pls" / "graag" / "po". */
const ASKS = new RegExp(
  [
    String.raw`\?\s*$|^\s*(?:(?:and|so|ok|en|oh|ooh|ah)[,!]?\s+)?(?:do|does|can|could|is|are|will|would|should|need|got|have|has`,
    String.raw`|what'?s|whats|what is|wat is|wat zijn|heeft|hebben|kan|kunnen|moet|moeten|mag|zijn|pwede|puwede|kailangan|may|meron`,
    String.raw`|ano(?:ng)?)\b|\b(?:pls|plz|please|graag|po|nga|naman)\s*[.!]?\s*$`,
  ].join(''),
  'i',
);
/** Words that ask about other places, or several: a search or a weighing, not a detail of the one in focus. */
const ELSEWHERE = new RegExp(
  [
    String.raw`\b(?:any|other|another|else|which|alin|welke|iba|ibang|andere|anders|near|nearby|around|malapit|buurt|all|both`,
    String.raw`|allemaal|allebei|beide|lahat|pareho|one more thing|btw|by the way|isa pa|nog iets)\b`,
  ].join(''),
  'i',
);
/** The articles before a noun other than the detail asked: "the ferry", "de trein", "yung jeep" name something else. */
const OTHER_NOUN = new RegExp(
  [
    String.raw`\b(?:the|a|an|de|het|een|ang|yung)\s+(?!(?:phone|number|telephone|contact|website|site|web|instagram|address|adres`,
    String.raw`|directions|route|wheelchair|outdoor|terras|terrace|booking|reservation|rating|reviews|score`,
    String.raw`|prijs|price|prices|exact|full|best|right|correct|menu)\b)\p{L}`,
  ].join(''),
  'iu',
);
/** The most words a follow-up of this kind runs to. */
const MAX_WORDS = 8;

/** The venue in focus, when the message's first sentence asks only for one of its details; else null. */
export function detailOfFocus(text: string, context: ConversationContext, newSearch: boolean): VenueResolution | null {
  if (newSearch || !context.focus) return null;
  // ... the sentence that asks: "En wat is hun telefoonnummer? Dan belt mijn man ze straks."
  const sentence = /^[^?.!]*[?.!]?/u.exec(text.trim())?.[0] ?? '';
  if (sentence.split(/\s+/).filter(Boolean).length > MAX_WORDS || !FOCUS_DETAIL.test(sentence) || !ASKS.test(sentence)) return null;
  // ... a number is a pick in the list ("number 5?" past its end picks nothing).
  if (/\d/.test(sentence)) return null;
  // ... pointing words are the demonstrative rule's to weigh, other places a search's.
  if (DEMONSTRATIVE.test(sentence.replace(EXPLETIVE, ' ')) || ELSEWHERE.test(sentence)) return null;
  // ... and it names nothing else: "is the ferry wheelchair accessible?", "website of Pujol?".
  if (/\s\p{Lu}/u.test(sentence.replace(/^\s*\S+/, '')) || OTHER_NOUN.test(sentence)) return null;
  return venue(context.focus, 'demonstrative');
}
