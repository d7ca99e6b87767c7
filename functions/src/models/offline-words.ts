// Word rules the offline model routes by: the user's language and what kind of help the words ask for.
import type { AgentName } from '../context/conversation-context';

export type Language = 'en' | 'tl' | 'nl';
export type Topic = 'food' | 'events' | 'dayTrip' | 'places';

const TAGALOG_STRONG = /\b(yung|iyong|paano|pangalawa|pangatlo|una|saan|pumunta|makarating|papunta|kumain|pagkain|gusto|kainan|salamat|ano|naman|mga|dito|doon|ba)\b/gi;
const DUTCH_STRONG = /\b(hoe|kom|ik|daar|vertel|meer|over|tweede|derde|eerste|dagtocht|uitstapje|waar|eten|wat|zijn|graag|bedankt|naar|het|een|dit|weekendje)\b/gi;

/** Two distinctive words, or one very distinctive one, pick Tagalog or Dutch; English otherwise. */
export function detectLanguage(text: string): Language {
  const tl = text.match(TAGALOG_STRONG)?.length ?? 0;
  const nl = text.match(DUTCH_STRONG)?.length ?? 0;
  const tlDistinct = /\b(yung|paano|pangalawa|pangatlo|kumain|pumunta|makarating|papunta)\b/i.test(text);
  const nlDistinct = /\b(hoe|vertel|tweede|derde|dagtocht|uitstapje|daar)\b/i.test(text);
  if ((tl >= 2 || tlDistinct) && tl >= nl) return 'tl';
  if (nl >= 2 || nlDistinct) return 'nl';
  return 'en';
}

const DIRECTIONS =
  /\b(how (do|can|should|would) (i|we) get|get (there|to)|directions?|route to|navigate|take me (there|to)|hoe kom (ik|je|we)|de weg naar|routebeschrijving|paano (pumunta|makarating|pumunta)|papunta|way there)\b/i;
const DAY_TRIP = /\b(day ?trips?|excursions?|getaways?|side ?trips?|dagtocht(en)?|uitstapje|out of (the )?town|outside the city)\b/i;
const EVENTS =
  /\b(events?|concerts?|gigs?|festivals?|shows?|this weekend|tonight|live music|jazz|theat(re|er)|party|parties|nightlife|exhibitions?|evenement(en)?|concert(en)?|voorstelling(en)?|dit weekend|konsyerto|kaganapan)\b/i;
const FOOD =
  /\b(food|eat|eating|restaurants?|caf[eé]s?|coffee|breakfast|brunch|lunch|dinner|bars?|drinks?|dessert|bakery|bakeries|ramen|sushi|pizza|pasta|noodles?|dim sum|burgers?|tapas|vegan|vegetarian|seafood|steak|bbq|barbecue|street food|adobo|sisig|lechon|halo[- ]?halo|pho|tacos?|curry|japanese|italian|thai|korean|chinese|indian|mexican|filipino|portuguese|dutch food|pastel de nata|pastries|wine|beer|kain|kumain|pagkain|kainan|eten|eetcaf[eé]|hungry|gutom|honger|cuisine|dish(es)?)\b/i;

export function asksForDirections(text: string): boolean {
  return DIRECTIONS.test(text);
}

/** What kind of help the words are about, or null when they say nothing about it. */
export function topicOf(text: string): Topic | null {
  if (DAY_TRIP.test(text)) return 'dayTrip';
  if (EVENTS.test(text)) return 'events';
  if (FOOD.test(text)) return 'food';
  return null;
}

export const AGENT_FOR_TOPIC: Record<Topic, AgentName> = {
  food: 'foodie',
  events: 'eventsGuide',
  dayTrip: 'dayTrip',
  places: 'findAndNavigate',
};
