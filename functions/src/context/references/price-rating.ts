// Comparatives of price and rating ("the cheapest", "yung mas mura", "de best beoordeelde") and the extremes they pick.
import type { RememberedVenue } from '../conversation-context';

export const CHEAP = new RegExp(
  [
    String.raw`\b(cheaper|cheapest|goedkoopst|(?:lowest|cheapest|smallest) (?:cover(?: charge)?|entry fee|entrance fee|admission`,
    String.raw`|door charge)|less expensive|least expensive|more affordable|most affordable|(?:the|yung|ang|de|het|die) (?:cheap`,
    String.raw`|affordable|budget|inexpensive|low[- ]cost|wallet[- ]friendly) (?:one|option|pick|choice|place|spot|optie|plek)|(?:'?yung`,
    String.raw`|ung|yng|iyong) mura|(?:yung|ang) (?:budget|affordable)(?=\s*(?:[,?.!]|$|na\b|naman\b))|pinaka[- ]?mura|mas mura|(?:de|die`,
    String.raw`|het|dat|den) goedkope|goedkoopste|goedkopere|goedkoper|voordeligste|voordeligst|voordeliger|minst (?:dure|duur|prijzige?)`,
    String.raw`|lowest[- ]pric(?:es?|ed)|(?:best|lowest|cheapest|most reasonable) prices|laagste prijs|laagste prijzen`,
    String.raw`|pinakamurang presyo)\b`,
  ].join(''),
  'i',
);
export const PRICEY = new RegExp(
  [
    String.raw`\b(more expensive|most expensive|pricier|priciest|fancier|fanciest|(?:the|yung|ang|de|het`,
    String.raw`|die) (?:(?:very|really|super|most) )?(?:expensive|pricey|fancy|swanky|upscale|splurge|luxury|high[- ]end|posh) (?:one`,
    String.raw`|option|pick|choice|place|spot|optie|plek)|yung mahal|pinaka[- ]?mahal|mas mahal|(?:yung|ang) (?:sosyal|mamahalin)`,
    String.raw`|pinaka[- ]?sosyal|(?:de|die|het|dat|den) (?:dure|sjieke|chique)|duurste|duurst|duurdere|duurder|prijzigste|meest (?:dure`,
    String.raw`|prijzige))\b`,
  ].join(''),
  'i',
);
export const BEST_RATED = new RegExp(
  [
    String.raw`\b((?:highest|best|top|hoogste|beste|pinakamataas na) (?:score|rating|cijfer|waardering|reviews?)|(?:better|higher|betere`,
    String.raw`|hogere) (?:reviews?|ratings?|rated|score|recensies|beoordeling)|better[- ]rated|higher[- ]rated|beter beoordeeld`,
    String.raw`|mas magandang? reviews?|highest[- ]rated|best[- ]rated|top[- ]rated|rated (?:the )?(?:highest|best)|(?:pinaka[- ]?`,
    String.raw`|most )highly[- ]rated|(?:hoogst|best) gescoorde?|best rating|highest rating|best reviews?|(?:best|highest|top)[- ]reviewed`,
    String.raw`|most popular|most stars|meeste sterren|pinakamaraming stars?|(?:pinaka[- ]?)sikat|populairste|meest populaire?|best one`,
    String.raw`|pinaka[- ]?mataas|mas mataas(?: ang| na)? rating|(?<!\bmas )mataas(?: ang| na)? (?:rating|ratings|reviews?)`,
    String.raw`|mas magandang? (?:rating|reviews?)|hoogste beoordeling|(?:hoogst|best) beoordeelde?`,
    String.raw`|(?<!\b(?:daar|er|hier|erheen|naartoe|ernaartoe)\s+het\s)beste(?!\s+(?:tijd|moment|manier|dag|seizoen|maand|route`,
    String.raw`|optie om|plek om|keuze om|vanaf|naar|met de|lopen|gaan|doen|nemen|rijden))|(?:hoogst|best) gewaardeerde?`,
    String.raw`|meest gewaardeerde?|scoo?r(?:t|en) (?:[a-z']+ ){0,2}?(?:best|hoogst)|scores? (?:the )?(?:best|highest))\b`,
  ].join(''),
  'i',
);
export const WANTS_ANOTHER = new RegExp(
  [
    String.raw`\b(?:anything|something|somewhere|any|iets|ergens|wala(?: na)? bang|meron bang|mayroon bang|other|another|else|andere`,
    String.raw`|iba)\b[^?.!]{0,20}\b(?:cheaper|less expensive|more affordable|pricier|fancier|better(?:[- ]rated)?|mas mura|mas mahal`,
    String.raw`|goedkopers?|goedkoper|duurders?)\b|\b(?:cheaper|pricier|fancier|more affordable|mas murang?|goedkopere) (?:options?`,
    String.raw`|places?|spots?|ones|alternatives?|restaurants?|lugar|kainan|opties|plekken|zaken)\b|\bmay mas (?:mura`,
    String.raw`|mahal)\b[^?.!]{0,15}\bpa(?:ng)?\b`,
  ].join(''),
  'i',
);
/** "welke is gratis?", "which ones are free", "alin ang libre": a question that picks the one free venue. */
export const FREE = new RegExp(
  [
    String.raw`\b(?:(?:which|what|welke|wat|alin|ano)\b[^?.!]{0,30}\b(?:free|gratis|libre|walang bayad)|the free one|de gratis|die gratis`,
    String.raw`|yung libre|yung walang bayad)\b`,
  ].join(''),
  'i',
);
export const WORST_RATED = new RegExp(
  [
    String.raw`\b(lowest[- ]rated|worst[- ]rated|rated (?:the )?(?:lowest|worst)|(?:worse|lower|slechtere|lagere) (?:reviews?|ratings?`,
    String.raw`|rated|score)|slechtste(?: (?:score|reviews?|beoordeling|cijfer))?|lowest rating|worst`,
    String.raw`|pinaka[- ]?mababa(?:ng)?(?: na)? (?:rating|score)|mas mababa(?:ng| ang| na)? rating|laagste (?:score|beoordeling|cijfer`,
    String.raw`|waardering)|slechtst beoordeelde?|laagst gewaardeerde?)\b`,
  ].join(''),
  'i',
);

/** "the 4.8 one", "die met de 4,5", "yung 4.6": the venue with that rating. */
export const MIDDLE_PRICED_ONE = new RegExp(
  [
    String.raw`(?:^|[^\p{L}])(?:the|that|die|de|het|yung|ang)\s+(?:moderate(?:ly[- ]priced)?|mid[- ]?(?:range|priced)|middle[- ]priced`,
    String.raw`|middenklasse|gemiddeld geprijsde|katamtaman(?: ang presyo)?)(?:\s+(?:one|place|spot|option|optie))?(?![\p{L}])`,
  ].join(''),
  'iu',
);
export const RATING_ONE = new RegExp(
  [
    String.raw`(?:^|[^\p{L}\p{N}])(?:the|that|die|de|yung|ang)\s+(?:one\s+)?(?:met\s+(?:de\s+|een\s+)?|with\s+(?:the\s+|a\s+)?`,
    String.raw`|na may\s+)?([1-5][.,]\d)(?:\s*(?:stars?|sterren|★|rating))?(?:\s+one)?(?![\p{N}])`,
  ].join(''),
  'iu',
);

/** The venue with the unique highest (direction 1) or lowest (-1) value; ties or missing data resolve to nothing. */
/** The venues at the top (1) or bottom (-1) of a value; none when fewer than two have it, for then nothing is compared. */
export function extremes(
  list: readonly RememberedVenue[],
  value: (v: RememberedVenue) => number | null,
  direction: 1 | -1,
): RememberedVenue[] {
  const known = list.filter((v) => value(v) !== null);
  if (known.length < 2) return [];
  const target = direction === 1 ? Math.max(...known.map((v) => value(v)!)) : Math.min(...known.map((v) => value(v)!));
  return known.filter((v) => value(v) === target);
}
