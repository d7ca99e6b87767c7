// The offline model's replies, built from tool results and worded from replies/<lang>.json (see reply-text.ts).
import type { SmalltalkTopic } from '../context/intent/turn-intent';
import { pinAfter } from './address-pin';
import { AFTER_MIDNIGHT } from './asked-clock';
import type { Place, PriceLevel } from '../contract/place';
import { placeMapsUrl } from '../places/maps-links';
import type { SearchRelaxation } from '../places/relaxed-search';
import type { SearchFact } from '../places/search-words';
import { cityNameIn, locationNameIn } from './city-names';
import { closedNowNote } from './closed-now-note';
import { kindWord, kindWordOfMany } from './kind-words';
import { parkingText } from './parking-text';
import { capabilityAsk } from './capability-ask';
import { opinionOnWeather, transportAsk, weatherAsk } from './smalltalk-asks';
import { replyText, type Language, type ReplyKey } from './reply-text';
import { transitCardOf } from './transit-cards';

interface DirectionsResult {
  place: Place;
  url: string;
  hints: string[];
}

/** A venue as the context line names it. */
export interface VenueRef {
  name: string;
  placeId: string;
}

export const priceWord = (level: PriceLevel, lang: Language) => replyText(lang, `price.${level}` as ReplyKey);

function priceFilter(levels: readonly PriceLevel[] | undefined, lang: Language): string {
  if (!levels?.length) return '';
  return replyText(lang, 'price.filter', { levels: levels.map((level) => priceWord(level, lang)).join(', ') });
}

/** "a, b and c" in the reply's language. */
function joined(words: readonly string[], joiner: 'list.or' | 'list.and', lang: Language): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')}${replyText(lang, joiner)}${words[words.length - 1]}` : (words[0] ?? '');
}

/** " with outdoor seating", " waar er een terras is": the facts a list was searched with, said after its kind. */
function factsFilter(facts: readonly SearchFact[], lang: Language): string {
  return replyText(lang, 'list.withFacts', { facts: factNames(facts, lang) });
}

/** "outdoor seating and card payment", "er een terras is en je er kunt pinnen". */
function factNames(facts: readonly SearchFact[], lang: Language): string {
  return joined(
    facts.map((fact) => replyText(lang, `list.fact.${fact}` as ReplyKey)),
    'list.and',
    lang,
  );
}

export interface ListAsked {
  query: string;
  location: string | null;
  near?: VenueRef | null;
  priceLevels?: readonly PriceLevel[];
  openNow?: boolean;
  /** Facts the places should have ("with outdoor seating"), asked beside the kind. */
  facts?: readonly SearchFact[];
  /** What the search gave up to find something (see places/relaxed-search.ts): the reply says so first. */
  relaxed?: SearchRelaxation;
}

/** A list said once: how many, what and where, in one sentence; the venue cards carry the details. */
export function listReply(
  places: readonly Place[],
  asked: ListAsked,
  lang: Language,
  shownBefore: readonly VenueRef[] = [],
  again = false,
): string {
  const relaxed = places.length ? (asked.relaxed ?? {}) : {};
  const wholeLocation = relaxed.widerLocation?.to ?? relaxed.wholeLocation ?? null;
  const nearName = asked.near?.name ?? relaxed.aroundPoint;
  const where =
    nearName && !wholeLocation
      ? replyText(lang, 'where.near', { name: nearName })
      : (wholeLocation ?? asked.location)
        ? replyText(lang, 'where.in', { location: locationNameIn(lang, (wholeLocation ?? asked.location)!) })
        : '';
  const openNow = asked.openNow && !relaxed.closedNow ? replyText(lang, 'list.openNow') : '';
  const price =
    (relaxed.droppedPriceLevels || relaxed.pricedAbove ? '' : priceFilter(asked.priceLevels, lang)) +
    (relaxed.droppedFacts || !asked.facts?.length ? '' : factsFilter(asked.facts, lang));
  // Nothing of the kind asked for: the list is of the broader kind, and the first note says so.
  const kind = relaxed.otherKind?.to ?? relaxed.chain?.kind ?? asked.query;
  const query = kindWord(kind, lang);
  const values = { query: `${query}${openNow}`, where, price };
  // "Here are 5 places for museums", not "for museum".
  const many = { ...values, query: `${kindWordOfMany(kind, lang)}${openNow}` };
  const notes = [
    ...relaxationNotes(relaxed, { ...asked, query, where }, lang),
    ...(relaxed.closedNow ? [closedNowNote(places, { query, where, openFound: relaxed.closedNow.openFound }, lang)] : []),
  ].filter(Boolean);
  const said = (text: string) => [...notes, text].join(' ');
  if (shownBefore.length) {
    const fresh = places.filter((place) => !shownBefore.some((old) => old.placeId === place.placeId));
    // The list's notes were said with it; only facts the search could not confirm are new here, and with nothing new, the answer.
    const factsNote = relaxed.droppedFacts ? relaxationNotes({ droppedFacts: relaxed.droppedFacts }, { ...asked, query, where }, lang) : [];
    const more = (text: string) => [...factsNote, text].join(' ');
    if (fresh.length === 1) return more(replyText(lang, 'list.moreOne', { ...values, name: fresh[0].name }));
    if (fresh.length) return more(replyText(lang, 'list.more', { ...many, count: fresh.length }));
    if (!relaxed.droppedFacts) return replyText(lang, 'list.noMore', values);
    return replyText(lang, 'list.noMoreWithFacts', { ...values, facts: factNames(relaxed.droppedFacts, lang) });
  }
  if (places.length === 0) return replyText(lang, again ? 'list.noneAgain' : 'list.none', values);
  if (places.length === 1) return said(replyText(lang, 'list.one', { ...values, name: places[0].name }));
  return said(replyText(lang, 'list.many', { ...many, count: places.length }));
}

/** "Nothing within 1.5 km of X, so I looked up to 3 km away.": one sentence per thing the search gave up. */
function relaxationNotes(relaxed: SearchRelaxation, asked: ListAsked & { where: string }, lang: Language): string[] {
  const near = asked.near?.name;
  const listed = (words: string[], joiner: 'list.or' | 'list.and') => joined(words, joiner, lang);
  return [
    relaxed.otherKind
      ? replyText(lang, `list.relaxed.otherKind.${relaxed.otherKind.to}`, {
          query: kindWord(relaxed.otherKind.from, lang),
          where: asked.where,
        })
      : '',
    relaxed.chain ? replyText(lang, 'list.relaxed.chain', { chain: relaxed.chain.name }) : '',
    near && relaxed.wholeLocation && !relaxed.widerLocation
      ? replyText(lang, 'list.relaxed.wholeLocation', { name: near, location: locationNameIn(lang, relaxed.wholeLocation) })
      : '',
    relaxed.widerLocation
      ? replyText(lang, widerLocationKey(relaxed.widerLocation.foundInFrom), {
          query: relaxed.widerLocation.foundInFrom === 1 ? oneOfKind(asked.query) : asked.query,
          from: locationNameIn(lang, relaxed.widerLocation.from),
          to: locationNameIn(lang, relaxed.widerLocation.to),
          count: relaxed.widerLocation.foundInFrom ?? 0,
        })
      : '',
    near && relaxed.widened && !relaxed.wholeLocation
      ? replyText(lang, 'list.relaxed.widened', {
          name: near,
          from: kilometres(relaxed.widened.fromMeters),
          to: kilometres(relaxed.widened.toMeters),
        })
      : '',
    relaxed.droppedPriceLevels
      ? replyText(lang, 'list.relaxed.price', {
          levels: listed(
            relaxed.droppedPriceLevels.map((level) => priceWord(level, lang)),
            'list.or',
          ),
          query: asked.query,
          where: asked.where,
        })
      : '',
    relaxed.pricedAbove
      ? replyText(lang, relaxed.pricedAbove.foundAtPrice === 1 ? 'list.relaxed.pricedAboveOne' : 'list.relaxed.pricedAbove', {
          count: relaxed.pricedAbove.foundAtPrice,
          levels: listed(
            pricesSaid(asked.priceLevels ?? []).map((level) => priceWord(level, lang)),
            'list.or',
          ),
          query: asked.query,
          where: asked.where,
        })
      : '',
    relaxed.droppedFacts
      ? replyText(lang, 'list.relaxed.facts', {
          facts: listed(
            relaxed.droppedFacts.map((fact) => replyText(lang, `list.fact.${fact}` as ReplyKey)),
            'list.and',
          ),
          where: asked.where,
        })
      : '',
  ].filter(Boolean);
}

/** "mura lang" asks for free or inexpensive; "only one free or cheap sushi bar" says more than was asked. */
const pricesSaid = (levels: readonly PriceLevel[]) => (levels.length > 1 ? levels.filter((level) => level !== 'free') : [...levels]);

/** "Only one restaurant in Shinjuku", not "one restaurants": the broader kinds a list falls back to are said in the plural. */
const oneOfKind = (kind: string) => (kind === 'restaurants' || kind === 'bars' ? kind.slice(0, -1) : kind);

/** None in the district, one, or a few: the note says how many the list has from there before the nearest from the city. */
function widerLocationKey(foundInFrom: number | undefined): ReplyKey {
  if (!foundInFrom) return 'list.relaxed.widerLocation';
  return foundInFrom === 1 ? 'list.relaxed.aroundDistrict' : 'list.relaxed.aroundDistrictMany';
}

function kilometres(meters: number): string {
  return `${Number((meters / 1000).toFixed(1))} km`;
}

export function detailsReply(place: Place, lang: Language): string {
  const label = (key: 'address' | 'when' | 'rating' | 'price' | 'map') => replyText(lang, `label.${key}`);
  const facts = [
    place.address ? `${label('address')}: ${place.address}.` : '',
    place.date || place.time ? `${label('when')}: ${[place.date, place.time].filter(Boolean).join(' ')}.` : '',
    place.rating !== undefined ? `${label('rating')}: ★${place.rating}.` : '',
    place.priceLevel ? `${label('price')}: ${priceWord(place.priceLevel, lang)}.` : '',
    // The summaries are English data: in another language the card shows them, the sentence does not mix.
    lang === 'en' ? (place.summary ?? '') : '',
    place.mapsUrl ? `[${label('map')}](${place.mapsUrl})` : '',
  ].filter(Boolean);
  // The category is an English data word too ("classical concert"): the card shows it in every language.
  const category = place.category && lang === 'en' ? ` (${place.category})` : '';
  const head = replyText(lang, 'details.head', { name: place.name, category });
  return `${head} ${facts.join(' ')}`;
}

export function directionsReply(directions: DirectionsResult, lang: Language): string {
  const { place, url, hints } = directions;
  const head = replyText(lang, 'directions.head', { name: place.name, where: place.address ? ` (${place.address})` : '', url });
  // A hint still holding English words after its labels are translated is left out rather than mixed in.
  const said = hints.map((hint) => localHint(hint, lang)).filter((hint) => lang === 'en' || !ENGLISH_LEFT.test(hint));
  return [head, ...said.map((hint) => `- ${hint}`)].join('\n');
}

const ENGLISH_LEFT = /\b(?:or|a|an|the|and|short|walk|ride|by)\b/i;
/** The catalog's hints are English data ("Nearest MRT: Ayala station, 10 min walk"): their labels and times are said in the
 * reply's language; names of lines and stations stay as written. */
function localHint(hint: string, lang: Language): string {
  if (lang === 'en') return hint;
  return (
    hint
      .replace(/^Landmark:/, () => `${replyText(lang, 'hint.landmark')}:`)
      .replace(/^Nearest ([^:]+):/, (_, mode: string) => {
        const said = mode === 'subway' ? replyText(lang, 'hint.subway') : mode;
        return `${replyText(lang, 'hint.nearest', { mode: said })}:`;
      })
      // "(Lines 5, 6)", "(line 15E)": the word said, the numbers as written.
      .replace(/\b[Ll]ines? (?=\d)/g, () => `${replyText(lang, 'hint.line')} `)
      .replace(/\bExit (?=\d)/g, () => `${replyText(lang, 'hint.exit')} `)
      .replace(/^Train:/, () => `${replyText(lang, 'hint.train')}:`)
      .replace(/^By car:/, () => `${replyText(lang, 'hint.byCar')}:`)
      .replace(/\b(\d+) min (?:walk uphill|uphill walk)\b/g, (_, minutes: string) => replyText(lang, 'hint.walkUphill', { minutes }))
      .replace(/\b(\d+) min walk\b/g, (_, minutes: string) => replyText(lang, 'hint.walk', { minutes }))
      .replace(/\b(\d+) min by (Grab|jeepney|taxi|bus|car)\b/g, (_, minutes: string, mode: string) =>
        replyText(lang, 'hint.ride', { minutes, mode }),
      )
      .replace(/\babout (?=\d)/g, () => `${replyText(lang, 'hint.about')} `)
  );
}

/** What a placeFact lookup returned. */
export interface FactAnswer {
  place: { placeId: string; name: string; mapsUrl?: string; approximate?: boolean } | null;
  fact: string;
  value: unknown;
  /** Opening hours: the weekday at the place when asked ("Saturday"). */
  today?: string;
  /** "openAt": the clock time asked ("23:00"). */
  at?: string;
}

const BOOLEAN_FACTS = new Set([
  'openNow',
  'openAt',
  'openLate',
  'vegetarian',
  'halal',
  'kidFriendly',
  'outdoorSeating',
  'acceptsCards',
  'reservable',
  'wheelchairAccessible',
  'accessibleRestroom',
  'allowsDogs',
]);

const factKnown = (answer: FactAnswer) =>
  answer.value !== 'unknown' &&
  answer.value !== undefined &&
  answer.value !== null &&
  (BOOLEAN_FACTS.has(answer.fact) || typeof answer.value !== 'boolean');

/** The fact said in one sentence, without the note that the data may be out of date; '' when it is unknown. */
function factSentence(answer: FactAnswer, name: string, lang: Language): string {
  if (!factKnown(answer)) return '';
  if (BOOLEAN_FACTS.has(answer.fact)) {
    const when =
      answer.at === AFTER_MIDNIGHT ? replyText(lang, 'clock.afterMidnight') : replyText(lang, 'clock.at', { time: answer.at ?? '' });
    return replyText(lang, `fact.${answer.value ? 'yes' : 'no'}.${answer.fact}` as ReplyKey, { name, when });
  }
  const value = factValueText(answer.fact, answer.value, lang);
  // Parking read as values is said in the reply's language; a text no rule reads is quoted (the sentence says it is English).
  const read = answer.fact === 'parking' && typeof answer.value === 'string' && parkingText(answer.value, lang) !== null;
  // An address comes with the place's Maps link: the pin to open or pass on ("send me the location of the second one").
  const url = answer.place ? placeMapsUrl(answer.place) : '';
  return replyText(lang, read ? 'fact.value.parkingOptions' : (`fact.value.${answer.fact}` as ReplyKey), { name, value, url });
}

/** The fact from the data, or a plain "I don't know" with the Maps link: never a guess. */
export function factReply(answer: FactAnswer, lang: Language): string {
  const place = answer.place;
  if (!place) return replyText(lang, 'notFound');
  if (!factKnown(answer)) return unknownFactReply(place, lang);
  const note = place.approximate ? ` ${replyText(lang, 'fact.approximate')}` : '';
  return factSentence(answer, place.name, lang) + note;
}

/** Issue 17: two or more facts asked in one message ("step-free, and what time does it close?"), each answered in the
 * order asked; one the data lacks is named in a few words with the Maps link, the out-of-date note said once at the end.
 * `asked` are the facts the person asked: an opening-hours answer looked up only to go with "open now?" follows it. */
export function factsReply(answers: readonly FactAnswer[], asked: readonly string[], lang: Language): string {
  const hours = asked.includes('openingHours') ? undefined : answers.find((answer) => answer.fact === 'openingHours');
  const said = answers.filter((answer) => answer !== hours);
  if (said.length <= 1) return said[0] ? hoursAddedReply(said[0], hours, lang) : notFoundReply(lang);
  const place = said.find((answer) => answer.place)?.place;
  if (!place) return notFoundReply(lang);
  const sentences = said.map((answer) => {
    const sentence = factSentence(answer, place.name, lang);
    if (!sentence) {
      const what = replyText(lang, `fact.what.${answer.fact}` as ReplyKey);
      return replyText(lang, 'fact.unknownOne', { what, url: placeMapsUrl(place) });
    }
    const withHours = hours && ['openNow', 'openLate', 'openAt'].includes(answer.fact) && factKnown(hours);
    return withHours ? `${sentence} ${replyText(lang, 'label.hours')}: ${factValueText('openingHours', hours.value, lang)}.` : sentence;
  });
  const approximate = said.some((answer) => answer.place?.approximate && factKnown(answer));
  return [...sentences, ...(approximate ? [replyText(lang, 'fact.approximate')] : [])].join(' ');
}

/** Issue 17: one fact over the whole list ("any of these take cards?"): which have it, which not, which the listing does not
 * say (with the Maps link of the first of those); a value fact ("prijsniveau?") as each one's value. */
export function listFactReply(answers: readonly FactAnswer[], lang: Language): string {
  const found = answers.filter((answer) => answer.place);
  if (!found.length) return notFoundReply(lang);
  const names = (list: readonly FactAnswer[]) => list.map((answer) => `**${answer.place?.name}**`).join(', ');
  const known = found.filter(factKnown);
  const unknown = found.filter((answer) => !factKnown(answer));
  const fact = found[0].fact;
  const said = BOOLEAN_FACTS.has(fact)
    ? [true, false].flatMap((yes) => {
        const these = known.filter((answer) => Boolean(answer.value) === yes);
        return these.length ? [replyText(lang, yes ? 'listFact.yes' : 'listFact.no', { names: names(these) })] : [];
      })
    : known.length
      ? [
          replyText(lang, 'listFact.values', {
            values: known
              .map((answer) => `**${answer.place?.name}**: ${factValueText(fact, answer.value, lang)}${pinAfter(fact, answer.place, lang)}`)
              .join('; '),
          }),
        ]
      : [];
  const first = unknown[0]?.place;
  const missing = first ? [replyText(lang, 'listFact.unknown', { names: names(unknown), url: placeMapsUrl(first) })] : [];
  const what = replyText(lang, `fact.what.${fact}` as ReplyKey);
  const approximate = known.some((answer) => answer.place?.approximate) ? [replyText(lang, 'fact.approximate')] : [];
  return [replyText(lang, 'listFact.head', { what, count: found.length }), ...said, ...missing, ...approximate].join(' ');
}

/** "is it open late?": the yes or no, then the week's hours so the person can see for which nights. */
export function hoursAddedReply(answer: FactAnswer, hours: FactAnswer | undefined, lang: Language): string {
  const head = factReply(answer, lang);
  if (!hours || !Array.isArray(hours.value) || !hours.value.length) return head;
  return `${head} ${replyText(lang, 'label.hours')}: ${factValueText('openingHours', hours.value, lang)}.`;
}

export function unknownFactReply(place: { placeId: string; name: string; mapsUrl?: string }, lang: Language): string {
  return replyText(lang, 'fact.unknown', { name: place.name, url: placeMapsUrl(place) });
}

function factValueText(fact: string, value: unknown, lang: Language): string {
  if (fact === 'priceLevel') return priceWord(value as PriceLevel, lang);
  if (fact === 'parking' && typeof value === 'string') return parkingText(value, lang) ?? value;
  if (fact === 'openingHours' && Array.isArray(value))
    return weekRuns(value.map(String))
      .map((line) => localDayLine(line, lang))
      .join('; ');
  return Array.isArray(value) ? value.join('; ') : String(value);
}

/** Days in a row with the same hours said once: "Monday–Sunday: 11:00–22:00" instead of seven lines. */
function weekRuns(lines: readonly string[]): string[] {
  const days = lines.map((line) => /^(\w+): (.*)$/.exec(line)).filter((match): match is RegExpExecArray => match !== null);
  if (days.length !== lines.length) return [...lines];
  const runs: Array<{ first: string; last: string; hours: string }> = [];
  for (const [, day, hours] of days) {
    const run = runs.at(-1);
    if (run && run.hours === hours) run.last = day;
    else runs.push({ first: day, last: day, hours });
  }
  return runs.map((run) => `${run.first}${run.last !== run.first ? `–${run.last}` : ''}: ${run.hours}`);
}

/** "Monday: 10:00–22:00" → "maandag: 10:00–22:00"; "Closed" in the reply's language. */
function localDayLine(line: string, lang: Language): string {
  return line
    .replace(/\bOpen 24 hours\b/g, () => replyText(lang, 'day.Open24'))
    .replace(/\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Closed)\b/g, (word) =>
      replyText(lang, `day.${word}` as ReplyKey),
    );
}

export interface DistanceAnswer {
  from: { placeId: string; name: string } | null;
  to: { placeId: string; name: string } | null;
  estimate: { straightLineMeters: number; walkingMinutes: number | null; drivingMinutes: number } | null;
  directionsUrl?: string;
  error?: string;
}

export function distanceReply(answer: DistanceAnswer, asked: { from: string; to: string }, lang: Language): string {
  if (!answer.estimate || !answer.from || !answer.to) {
    return replyText(lang, 'distance.notFound', { name: answer.to ? (answer.from?.name ?? asked.from) : asked.to });
  }
  const values = { to: answer.to.name, from: answer.from.name, ...measuredValues(answer.estimate), url: answer.directionsUrl ?? '' };
  return answer.estimate.walkingMinutes === null
    ? replyText(lang, 'distance.drive', values)
    : replyText(lang, 'distance.walk', { ...values, walk: answer.estimate.walkingMinutes });
}

/** "740 m", "1.3 km" and the minutes by car, as the distance replies say them. */
function measuredValues(estimate: NonNullable<DistanceAnswer['estimate']>): { distance: string; drive: number } {
  const meters = estimate.straightLineMeters;
  return { distance: meters < 1000 ? `${meters} m` : `${(meters / 1000).toFixed(1)} km`, drive: estimate.drivingMinutes };
}

/** How far the way beside a route is ("About 1.3 km from Times Square: ..."), with no second link; nothing when either end
 * could not be placed, since the route link still works. */
export function routeDistanceLine(answer: DistanceAnswer, lang: Language): string {
  if (!answer.estimate || !answer.from || !answer.to) return '';
  const values = { from: answer.from.name, ...measuredValues(answer.estimate) };
  return answer.estimate.walkingMinutes === null
    ? replyText(lang, 'route.distance.drive', values)
    : replyText(lang, 'route.distance.walk', { ...values, walk: answer.estimate.walkingMinutes });
}

/** "2nd?" when the list holds one: say so, name what there is, offer to look wider. */
export function onlyFoundReply(venues: readonly VenueRef[], lang: Language): string {
  if (venues.length === 1) return replyText(lang, 'onlyFound.one', { name: venues[0].name });
  return replyText(lang, 'onlyFound.many', { count: venues.length });
}

/** How many cards the latest list showed, with their names; that none was shown yet, when so. */
export function listCountReply(venues: readonly VenueRef[], lang: Language): string {
  if (!venues.length) return replyText(lang, 'smalltalk.listCount.none');
  const names = venues.map((venue, i) => `${i + 1}. **${venue.name}**`).join(', ');
  return replyText(lang, 'smalltalk.listCount', { count: String(venues.length), names });
}

/** Small talk in the user's language; getting around names the city's transit card when the data knows it. */
export function smalltalkReply(topic: SmalltalkTopic, lang: Language, city: string | null = null, said = ''): string {
  // "are the trams in Lisbon OK with a wheelchair?", "when does the last metro go?": what can be said of that, not of fares.
  const asked = topic === 'gettingAround' ? transportAsk(said) : null;
  if (asked) return replyText(lang, `smalltalk.gettingAround.${asked}`);
  const transit = topic === 'gettingAround' ? transitCardOf(city) : null;
  if (transit) return replyText(lang, 'smalltalk.gettingAround.card', transit);
  // "can you book the second one for 4?", "kun je dit lijstje doorsturen?": which thing it cannot do, and what it offers instead.
  const cannot = topic === 'capabilities' ? capabilityAsk(said) : null;
  if (cannot) return replyText(lang, `smalltalk.capabilities.${cannot}`);
  // "what should we wear up there?", "is it always this rainy in December?": what can be said to that, not the bare forecast.
  const weather = topic === 'weather' ? weatherAsk(said) : null;
  if (weather) return replyText(lang, `smalltalk.weather.${weather}`);
  // "is it worth going out in this rain?": the weather part of an opinion is the forecast it cannot see (wave di).
  if (topic === 'opinion' && opinionOnWeather(said)) return replyText(lang, 'smalltalk.opinion.weather');
  return replyText(lang, `smalltalk.${topic}` as ReplyKey);
}

export function askLocationReply(query: string | null, lang: Language): string {
  return replyText(lang, 'ask.location', { forWhat: query ? replyText(lang, 'ask.forWhat', { query: kindWord(query, lang) }) : '' });
}

export function askWhatReply(location: string | null, lang: Language): string {
  return replyText(lang, 'ask.what', { where: location ? replyText(lang, 'where.in', { location: locationNameIn(lang, location) }) : '' });
}

/** "Which place do you mean?", worded otherwise when the last reply asked just that (the same question twice reads as a loop). */
export function askWhichPlaceReply(venues: readonly { name: string }[], lang: Language, lastReply = ''): string {
  const names = venues.map((venue, i) => `${i + 1}. ${venue.name}`).join(', ');
  const asked = replyText(lang, 'ask.whichPlace', { names: names ? ` ${names}` : '' });
  return asked === lastReply ? replyText(lang, 'ask.whichPlaceAgain', { names: names ? ` ${names}` : '' }) : asked;
}

export const earlierQuestionReply = (text: string, lang: Language) => replyText(lang, 'earlier.quote', { text });
export const notFoundReply = (lang: Language) => replyText(lang, 'notFound');
export const unavailableReply = (lang: Language) => replyText(lang, 'unavailable');
export const closestToWhereReply = (lang: Language) => replyText(lang, 'compare.closest');
export const askFromReply = (lang: Language) => replyText(lang, 'distance.askFrom');

/** Where an offline search found nothing because the demo data holds other cities only: which ones. */
export interface OutsideCoverage {
  location: string;
  cities: string[];
}

/** "Ghent isn't in my offline demo data, which covers only …": said in full once, shorter when the search comes back the same. */
export function outsideCoverageReply(coverage: OutsideCoverage, lang: Language, again = false): string {
  const cities = coverage.cities.map((city) => cityNameIn(lang, city));
  const last = cities[cities.length - 1] ?? '';
  const listed = cities.length > 1 ? `${cities.slice(0, -1).join(', ')}${replyText(lang, 'list.and')}${last}` : last;
  return replyText(lang, again ? 'list.outsideCatalogAgain' : 'list.outsideCatalog', { location: coverage.location, cities: listed });
}
