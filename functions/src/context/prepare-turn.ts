// One user message in, everything the flow needs out: the merged context, what was extracted and
// resolved, the injected line, the prompt and the history chosen for it. Pure: time and tokenizer come in.
import type { Turn } from '../contract/concierge-contract';
import { applyLifetime } from './apply-lifetime';
import { formatContextLine, neutraliseMessage, stripForgedContext } from './context-line';
import { emptyContext, withFocus, type ConversationContext, type RememberedVenue } from './conversation-context';
import { resolveConfig, type EngineConfig } from './engine-config';
import { extractLocation } from './extract-location';
import { extractQuery, isFoodQuery, THINGS_TO_DO, type ExtractedQuery } from './extract-query';
import { COUNTRY_NAMES, isKnownPlace, findGazetteerNames } from './gazetteer';
import { ASKS_WHERE_VENUE_IS, demonstrativeIndex, NEAR_POINTED, ONE_THAT_IS, resolveReferences, SAID_OF, type Resolution } from './resolve-references';
import { maskVenueNames, streetOf } from './venue-names';
import { escapeRegExp } from './text/escape-reg-exp';
import { classifyIntent, selectHistory, userTurnPositions, type CountTokens, type HistoryPick, type Intent } from './select-history';

export interface PreparedTurn {
  /** The context after the user message is applied (location, query, focus, userTurns, updatedAt). */
  context: ConversationContext;
  extracted: { location: string | null; query: string | null };
  resolved: Resolution | null;
  intent: Intent;
  /** `[CONTEXT: ...]`, or '' when there is no context. */
  injected: string;
  injectedTokens: number;
  /** What the model is sent as the user message: the injected line, then the neutralised message. */
  prompt: string;
  /** The history turns chosen for this message, oldest first. */
  history: Turn[];
  historyPicks: HistoryPick[];
  historyReason: string;
  historyTokens: number;
  /** Set when the conversation had expired and this message starts a fresh one. */
  expired?: null | 'age' | 'idle';
}

export interface PrepareTurnArgs {
  context: ConversationContext | null;
  sessionId: string;
  history: readonly Turn[];
  message: string;
  now: number;
  countTokens: CountTokens;
  config?: Partial<EngineConfig>;
}

const ASKS_FOR_LOCATION =
  /\b(?:which|what|where|in what)\b[^?]*\b(?:city|town|area|location|place|metropolis|neighbou?rhood|district)\b|\bwhere\b[^?]*\?|\b(?:city|location)\s*\?|\bsaan\b|\bwaar\b|\bwelke (?:stad|plaats|buurt)\b/i;
/** "the jazz one", "the one on Polk Street": the words pick a venue and are not a new search. */
/** "near our hotel", "sa hotel namin", "bij ons hotel": where the user sleeps, not a hotel search. */
const OWN_PLACE = /\b(?:(?:our|my)\s+(?:hotel|hostel|airbnb|apartment|place)|(?:hotel|hostel|airbnb|apartment|bahay|condo)\s+(?:namin|natin|ko)|(?:ons|mijn)\s+(?:hotel|hostel|appartement|huisje)|(?:malapit sa|near|close to|next to|dichtbij|vlakbij|naast)\s+(?:the\s+|het\s+|ang\s+)?(?:hotel|hostel|airbnb))\b/giu;
/** "the one in Mariahilf", "yung sa Lagao", "die van de Overpoortstraat": the place picks a listed venue, even after "instead". */
const REFERS_BY_PLACE = /\b(?:the one|(?:'?yung|ung|yng|iyong) (?:sa|nasa|malapit sa)|(?:die|dienen|diene) (?:in|op|aan|bij|van|vlakbij|dichtbij|vlak bij|dicht bij)|degene (?:in|op|aan|bij|van|vlakbij|dichtbij|vlak bij|dicht bij))\s/i;
/** An explicit search verb: the message asks for new places even while it names a listed one. */
const SEARCHES = /\b(?:find|what'?s good to (?:eat|drink|get)|wat is (?:er )?lekker|ano(?:ng)? masarap|search for|look(?:ing)? for|any(?:where)?\s+(?:good|nice)?|recommend|suggest|where (?:can|could|should) (?:i|we) (?:get|find|eat|buy)|hanap|maghanap|zoek|waar vind ik)\b|\b(?:near|close to|around|malapit(?: sa)?|dichtbij|vlakbij|in de buurt van)\s+(?:there|it|that one|that place|doon|dun|diyan|dyan|daar|die|dat|het|yan|yun)\b/i;
const PICKS_A_VENUE = /\b(?:de|het|die|dat|the|yung|ang)\s+[\p{L}-]{3,20}(?:\s+(?:one|place|spot|optie|plek|concert|show))?\s+(?:is wel iets voor (?:mij|ons)|is iets voor (?:mij|ons)|lijkt me (?:wel )?(?:leuk|goed|wat)|klinkt (?:goed|leuk)|sounds (?:good|great|fun)|looks (?:good|great|fun)|is more my thing|is my kind of thing)\b|\bthe\s+[\p{L}\p{N}'’ -]{2,40}?\s+one\b|\bthe one\s+(?:on|in|at|near|by|with)\s+[\p{L}\p{N}'’ -]{2,40}|^\s*\p{L}{3,20}\s+(?:one|place|spot)\b(?=\s+(?:sounds|looks|seems|is|it|then|please|pls)\b|\s*[,.!?-])|\bwhich (?:one|of (?:them|those|these))(?:'s|’s| is| are| was)?\s+(?:in|on|at|near|by)\s+[\p{L}\p{N}'’ -]{2,40}|\b(?:'?yung|ung|sa|dun sa|doon sa) may\s+[\p{L}-]{3,20}\b|\b(?:die|degene) met\s+(?:de\s+|het\s+|een\s+)?[\p{L}-]{3,20}\b|\b(?:dun|doon|diyan|dyan)(?:\s+(?:na\s+lang|nalang|na)(?:\s+(?:kami|tayo|ako))?)?\s+sa\s+[\p{L}-]{3,20}(?:\s+(?:place|spot|one|lugar))?\b(?=\s*[?.!,]|\s*$)/giu;
/** "any good kakigori near the first one?": a search next to a listed venue is a search nearby. */
const NEAR_A_PICK = new RegExp(String.raw`\b(?:near|close to|next to|around|by)\s+(?:the\s+(?:first|second|third|fourth|fifth|last|\d(?:st|nd|rd|th))\s+one|that one|(?:that|this) place)\b`, 'giu');

/** "kasama ba lunch?", "is breakfast included?", "is het ontbijt inbegrepen?": what a listed venue includes is no search. */
/** "is that a food truck or a sit down place?": what the venue in focus is, not a search for food trucks. */
const WHAT_IT_IS = /\b(?:is|isn't) (?:that|it|this|that place|this place) (?:more of |more like |really |actually )?(?:a|an)\s+[^?.!]{2,60}|\b(?:is|isn't|was) (?:that|it|this) (?:really |actually )?the (?:oldest|biggest|largest|best|most|first|only|famous|original)\b[^?.!]{0,60}|(?:^|[.!?]\s*)(?:is|was) (?:dat|die|het|da) (?:nu |echt |eigenlijk )?(?:het|de|een) (?:oudste|grootste|beste|eerste|enige|bekendste|mooiste|originele|echte)\b[^?.!]{0,60}/giu;
const INCLUDED = /\b(?:is|are)\s+(?:the\s+)?[\p{L} -]{3,30}?\s+included\b|\bkasama(?:\s+na)?\s+ba(?:ng|\s+(?:ang|yung))?\s+[\p{L}-]{3,20}|\b(?:is|zijn)\s+(?:het\s+|de\s+)?[\p{L}-]{3,20}\s+inbegrepen\b/giu;
/** "is it near Hoan Kiem lake?": with a venue in focus, the landmark is no search. */
const WHERE_VENUE_IS = new RegExp(ASKS_WHERE_VENUE_IS.source, 'giu');
/** "the one you said has a view": a venue picked by what was said about it, not a search for views. */
const SAID_OF_ALL = new RegExp(SAID_OF.source, 'giu');
const ONE_THAT_ALL = new RegExp(ONE_THAT_IS.source, 'giu');

const LIST_QUESTION = /\b(?:which (?:ones?|of (?:them|those|these|the \w+)|has|have|serves?)|alin (?:dun|doon|sa kanila|sa mga|ang|mas|ba ang)|which (?:is|one is) (?:better|nicer|closer|cheaper|bigger|quieter)|welke (?:daarvan|van (?:die|deze|de|beide))|welke (?:liggen|ligt|zitten|zit|heeft|hebben|serveert))\b/i;
/** A first sentence followed by more: "dun na lang kami. tapos ...", "oké die dan. zaterdag ...". */
const LEAD_SENTENCE = /^([^.!?]{2,60}[.!?])\s+\S/u;
/** ... pointing with "there", "that one", "dun", "die" ("it's good" agrees, it does not pick). */
const SETTLES_ON = /(?:^|[^\p{L}])(?:there|that one|that place|dun|doon|duon|yun|iyon|daar|daarheen|die|dat)(?![\p{L}])/iu;
/** Generic words that still say what the user wants next: a meal, or sights and activities. */
const SIGHTS_OR_EVENTS = /\b(?:events?|concerts?|festivals?|music|shows?|gigs?|games?|matches|sports?|museums?|attractions?|sights?|tours?|theat(?:er|re)s?|exhibitions?|evenementen|concert|voorstelling(?:en)?|musea)\b/i;
const MEAL_OCCASION = /^(?:lunch|lunchen|dinner|dineren|hapunan|tanghalian)$/;
const MEAL = /^(?:breakfast|brunch|lunch|dinner|supper|almusal|agahan|tanghalian|hapunan|merienda|ontbijt|lunchen|diner|dineren|avondeten)$/i;
const ASKS_FOR_MORE = /\b(?:other|others|another|more|else|different|any|find|search|look(?:ing)? for|recommend|suggest|iba|ibang|iba pa|hanap|andere|anders|nog een|meer|zoek)\b/i;
const SAME_SEARCH = /\b(?:(?:the )?same (?:dish|thing|food|stuff|kind|type|sort)|ganun din|ganyan din|ganoon din|parehong pagkain|hetzelfde|dezelfde|zelfde (?:soort|eten|gerecht|type)|dat soort eten)\b/i;
const IN_TOWN = /\b(?:in|around|rond|sa|op)\s+(?:the\s+|de\s+|het\s+|ang\s+)?(?:city|town|stad|centrum|city cent(?:er|re)|downtown|lungsod|bayan|siyudad)\b/i;
/** "actually", "instead", "na lang", "liever": the user moves the search even while naming a venue. */
const MOVES = /\b(?:actually|instead|rather|how about|what about|na lang|nalang|liever|eigenlijk|switch to|lipat|(?:going |go |get |come )?back to|terug naar|balik (?:tayo |kami )?sa)\b/i;

const GETS_THERE = /\b(?:how (?:do|can|would|should) (?:i|we|you) get|how to get|how long (?:does it take )?to (?:get|walk|drive)|paano (?:pumunta|pupunta|makarating|makakarating|magpunta)|pano (?:pumunta|makarating)|hoe (?:kom|kommen|geraak|geraken|rijd|fiets|loop) (?:ik|we|je|wij|ge)|hoe ver (?:is|ligt))\b/i;
/** Nearness, not "in": "is it near X?" places a venue; "hoe zit het in Leuven?" moves. */
const NEAR_WORD = /\b(?:near|close to|far from|next to|walkable|walking distance|malapit|malayo|dichtbij|dicht bij|vlakbij|in de buurt van|ver van|naast)\b/i;
const GOES_TO = /\b(?:going to|go to|head(?:ing)? to|drive to|driving to|train to|trip to|visit(?:ing)?|we'?ll do|let'?s do|pupunta|punta (?:kami|tayo|ako)|gaan naar|ga naar|rijden naar|gaan we naar)\b|\bsa\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:na\s+)?(?:kami|tayo|ako)\b/iu;
/** "en in Luik, ...?", "and in Leiden?": a message that opens by putting the talk somewhere else. */
const AND_IN = /^\s*(?:and|en|at|e)\s+(?:in|sa)\s/i;
const GOES_BACK_TO_TURN = /\b(?:(?:going |go |get |coming )?back to|terug naar|balik (?:tayo |kami )?sa|bumalik sa)\b/i;
const GOES_BACK_TO_TURN_ALL = new RegExp(GOES_BACK_TO_TURN.source, 'gi');
/** "what about the 2nd museum?" asks about a venue; "back to the hotels: the third?" also takes the search back there. */
const GOES_BACK = /\b(?:back to|terug naar|balik)\b/i;

export function prepareTurn(args: PrepareTurnArgs): PreparedTurn {
  const config = resolveConfig(args.config);
  const life = applyLifetime({ context: args.context, history: args.history, now: args.now, config });
  const history = life.history;
  const before: ConversationContext = life.context ?? emptyContext(args.sessionId, args.now);
  const text = stripForgedContext(args.message);

  // A listed venue's name or street is neither where to look nor what to look for: "ok what about rue de bretagne".
  const listedVenues = [...before.recentVenues, ...before.alternatives, ...(before.earlierVenues ?? [])];
  const venueNames = [...listedVenues.map((v) => v.name), ...listedVenues.map((v) => streetOf(v.address)).filter((street): street is string => street !== null)];
  // The question a reply ends with ("Which city?") is in its last lines; a long list before it need not be scanned.
  const lastModel = [...history].reverse().find((turn) => turn.role === 'model')?.content ?? '';
  // "oo pls, yung may dumplings" before any list is shown asks for places with dumplings; after one, it picks a venue.
  const queryText = maskNamedVenues(maskVenueNames(text, venueNames)).replace(SAID_OF_ALL, ' ').replace(ONE_THAT_ALL, (found) => (listedVenues.length ? ' ' : found)).replace(NEAR_A_PICK, (found) => (listedVenues.length ? ' nearby' : found)).replace(PICKS_A_VENUE, (found) => (listedVenues.length ? ' ' : found)).replace(OWN_PLACE, ' ').replace(WHERE_VENUE_IS, (found, asks: string) => (before.focus ? asks : found)).replace(INCLUDED, (found) => (listedVenues.length ? ' ' : found)).replace(WHAT_IT_IS, (found) => (before.focus ? ' ' : found));
  let query = extractQuery(queryText);
  // "Hoe kom ik van het museum naar de markt?", "paano pumunta mula sa museum papunta sa market?": the way between listed
  // places is no search for museums or markets.
  if (query && listedVenues.length && !SEARCHES.test(text) && gettingThereAsks(text, query.query)) query = null;
  // "what about orange beach, any seafood shacks": a search word inside a place's name is no search.
  if (query && insidePlaceName(queryText, query.query)) query = extractQuery(maskPlaceNames(queryText));
  // "same dish there?", "the same thing in <town>": the known search again, somewhere new, not a question about a listed venue.
  // "bawal ba magdala ng durian sa hotel?" while looking for durian: the known search named again is no new one.
  // ... unless it asks for other or more of them ("any other hotel with wifi?").
  const sameAgain = query !== null && query.query.toLowerCase() === before.searchQuery?.toLowerCase() && !ASKS_FOR_MORE.test(text);
  const newSearch = (query !== null && !query.weak && !sameAgain) || (SAME_SEARCH.test(text) && before.searchQuery !== null);
  const extracted =
    extractLocation(text, { venueNames, askedForLocation: ASKS_FOR_LOCATION.test(lastModel.slice(-400)), hasLocation: before.location !== null, search: query !== null }) ??
    (query !== null || AND_IN.test(text) ? placeInVenueName(text, listedVenues) : null);

  const positions = userTurnPositions(history, before.userTurns);
  const earlierTurns = new Map([...positions].map(([turn, at]) => [turn, history[at].content]));
  // What the assistant said about each venue is in the reply that listed them, the latest that names two or more.
  const listed = before.alternatives.length ? before.alternatives : before.recentVenues;
  // ... by whole name or a long word of it ("Jinokhwa runs 24 hours, Kyoja closes at 9pm").
  // ... but not by a word several of the names share ("Lechon" in four lechon houses).
  // Found once, on first need: several rules may ask, most messages need it never.
  let listReplyFound: { content: string | undefined } | undefined;
  const listReply = () => {
    if (!listReplyFound) {
      let content: string | undefined;
      const wordCount = new Map<string, number>();
      for (const v of listed) for (const w of new Set(v.name.split(/\s+/))) wordCount.set(w, (wordCount.get(w) ?? 0) + 1);
      const names = listed.map((v) => [v.name, ...v.name.split(/\s+/).filter((w) => w.length >= 5 && wordCount.get(w) === 1)]);
      const named = (turn: { content: string }) => names.filter((forms) => forms.some((n) => turn.content.includes(n))).length;
      // The reply that gave the list names the most of it, not a later answer naming two ("Maxwell is a walk from Chinatown
      // MRT"); of replies naming as many, the latest.
      let most = 1;
      for (const turn of history) {
        const count = turn.role === 'model' ? named(turn) : 0;
        if (count >= Math.max(2, most)) [content, most] = [turn.content, count];
      }
      listReplyFound = { content };
    }
    return listReplyFound.content;
  };
  let resolved = resolveReferences({ text, context: before, earlierTurns, newSearch, listReply, lastReply: () => lastModel });
  // "sige dun na lang kami. tapos lunch sa Salcedo?", "top, daar gaan we heen. iets voor koffie?": a first sentence that only
  // points at the venue in focus settles on it; the search after it is still a new search.
  const lead = LEAD_SENTENCE.exec(text)?.[1];
  let settledFirst = false;
  // ... not when the lead moves ("actually let's look at Oaxaca instead, we fly there friday. where's good mole?").
  if (!resolved && newSearch && lead && SETTLES_ON.test(lead) && !extractQuery(maskVenueNames(lead, venueNames)) && !(extracted && lead.toLowerCase().includes(extracted.toLowerCase()))) {
    const pointed = resolveReferences({ text: lead, context: before, earlierTurns, newSearch: false });
    if (pointed?.kind === 'venue' && pointed.how === 'demonstrative') [resolved, settledFirst] = [pointed, true];
  }
  // "Wat zijn daar de beste musea?" while fries are listed: a superlative before the kind newly searched for asks for the
  // best of that kind, it picks no listed venue.
  if (resolved?.kind === 'venue' && resolved.how === 'attribute' && newSearch && query && bestOfKind(text, query.query)) resolved = null;
  // "En in Luik, waar eet je daar de beste boulets?" with Maastricht's cafés listed: a superlative put to another town picks
  // none of them.
  if (resolved?.kind === 'venue' && resolved.how === 'attribute' && extracted && before.location && extracted.toLowerCase() !== before.location.toLowerCase() && AND_IN.test(text)) {
    const pickedId = resolved.placeId;
    const picked = listedVenues.find((v) => v.placeId === pickedId);
    if (picked && !`${picked.name} ${picked.address ?? ''}`.toLowerCase().includes(extracted.toLowerCase())) resolved = null;
  }
  // "which ones are in Intramuros?": a question about the listed venues names where they are, not a new place to look.
  const aboutList = before.alternatives.length > 1 && LIST_QUESTION.test(text);
  // "ok we're going to sintra", "sige tagaytay na lang": a listed day trip that is itself a town is where the user now goes
  // (its name, masked as a venue's, was no location to the extractor).
  // ... and so is one a new search is put in: "en in de pijp, een goede vietnamees?" after two districts were listed.
  const listedTown = resolved?.kind === 'venue' && resolved.how === 'name' && isKnownPlace(resolved.name) ? resolved.name : null;
  const goesThere = listedTown !== null && (MOVES.test(text) || GOES_TO.test(text));
  const searchIn = listedTown !== null && !goesThere && newSearch && searchedIn(text, listedTown);
  const townPicked = goesThere || searchIn ? listedTown : null;
  // ... where the new search is, not a venue asked about: it points at nothing.
  if (searchIn) resolved = null;
  const location = (aboutList || keepsLocation(text, extracted, before.location, resolved, query) ? null : extracted) ?? townPicked;
  // "actually let's do Oaxaca instead, we fly there tomorrow", "pupunta kami sa Moalboal, saan pwede mag-snorkel dun?":
  // "there" is the new city, not the venue in focus, when the message moves or names the city before pointing.
  // ... and so it is when the message names the city it is already in: "first time ko sa Makati, safe ba maglakad dun sa gabi?".
  if (location && !settledFirst && resolved?.kind === 'venue' && resolved.how === 'demonstrative') {
    const sameCity = location.toLowerCase() === before.location?.toLowerCase();
    const named = text.toLowerCase().indexOf(location.toLowerCase());
    const pointing = demonstrativeIndex(text);
    // ... a word for "there", not "that" ("dito sa siquijor pero di ko pa napuntahan yan" still means the falls).
    const there = /^(?:there|dun|doon|duon|diyan|dyan|daar|daarheen|er)(?![\p{L}])/iu.test(text.slice(pointing));
    if (named >= 0 ? pointing > named && (!sameCity || there) : !sameCity && MOVES.test(text)) resolved = null;
  }
  // "ik ben er voor de tweede keer, wat moet ik zien in de stad?": what to see or do in the town is about the town, and
  // its "er" / "there" with it.
  if (resolved?.kind === 'venue' && resolved.how === 'demonstrative' && query?.query === THINGS_TO_DO && IN_TOWN.test(text)) resolved = null;
  // A question about a listed venue or an earlier turn ("is the first one open for breakfast?") is no new search.
  // ... unless it asks for something else too ("the second one is fine; now find me bars near it").
  const aboutKnown = !settledFirst && !townPicked && resolved !== null && !searchesNear(text, query) && (resolved.kind === 'turn' || ((!MOVES.test(text) || REFERS_BY_PLACE.test(text) || (location === null && resolved.how === 'ordinal' && !GOES_BACK.test(text))) && !SEARCHES.test(text)));
  const moved = location !== null && location.toLowerCase() !== before.location?.toLowerCase();
  // "which one has a view?", "welke heeft een terras?": a question that sorts the listed venues is no new search.
  const sortsList = aboutList && location === null && !ASKS_FOR_MORE.test(text);
  // "zelfde soort eten?", "the same kind of food there?": the known search, wherever it goes next.
  const keepsSearch = SAME_SEARCH.test(text) && before.searchQuery !== null && (query === null || query.weak);
  // "going back to what i asked at the start, any of those with an outdoor area?": going back to an earlier question takes its
  // search back too.
  const backTo = resolved?.kind === 'turn' && GOES_BACK_TO_TURN.test(text) ? extractQuery(resolved.text ?? earlierTurns.get(resolved.index) ?? '') : null;
  const searchQuery = backTo && !backTo.weak ? backTo.query.slice(0, 200) : !aboutKnown && !sortsList && !keepsSearch && replacesQuery(query, before.searchQuery, moved, resolved?.kind === 'venue', text) ? query!.query.slice(0, 200) : before.searchQuery;
  const focus =
    // ... and "someone told me potsdam is a nice day out too?": a move to another town leaves the venue in focus behind.
    resolved?.kind === 'venue' ? { placeId: resolved.placeId, name: resolved.name } : newSearch || moved ? null : before.focus;
  const context: ConversationContext = {
    ...withFocus(before, focus),
    location: location ? location.slice(0, 200) : before.location,
    searchQuery,
    userTurns: Math.min(before.userTurns + 1, 10_000),
    updatedAt: Math.max(args.now, before.createdAt),
  };

  const injected = formatContextLine(context, {
    referringTo: resolved?.kind === 'venue' ? resolved : null,
    earlierQuestion: resolved?.kind === 'turn' && resolved.text ? { index: resolved.index, text: resolved.text } : null,
  });
  const injectedTokens = injected ? args.countTokens(injected) : 0;
  const intent = classifyIntent(text, resolved);
  const selection = selectHistory({
    history,
    intent,
    resolved,
    context,
    userTurnsBefore: before.userTurns,
    injectedTokens,
    tokenBudget: config.tokenBudget,
    countTokens: args.countTokens,
  });
  const message = neutraliseMessage(args.message);
  return {
    context,
    extracted: { location: extracted, query: query?.query ?? null },
    resolved,
    intent,
    injected,
    injectedTokens,
    prompt: injected ? `${injected}\n${message}` : message,
    history: selection.picks.map((pick) => ({ ...history[pick.index] })),
    historyPicks: selection.picks,
    historyReason: selection.reason,
    historyTokens: selection.tokens,
    expired: life.expired,
  };
}

function bestOfKind(text: string, query: string): boolean {
  const head = query.split(/\s+/).find((word) => word.length >= 3);
  // ... "de best beoordeelde" is the rating itself.
  return head !== undefined && !/^(?:beoordeel|gewaardeer|gescoor|rated|reviewed)/i.test(head) && new RegExp(`\\b(?:best|beste|top|leukste|lekkerste|mooiste|finest|nicest)\\s+(?:[\\p{L}-]+\\s+)?${escapeRegExp(head)}`, 'iu').test(text);
}

/** "coffee near the second one?", "lunch near the maritiem museum after?": what is asked for comes before "near" and the
 * venue after it, so it is a new search by that venue ("is the first one near the beach?" asks about the venue). */
/** ... or before or after it: "and bbq before the concert?", "lunch after the museum". */
const NEAR = /\b(?:near|close to|next to|around|by|malapit sa|malapit|tabi ng|dichtbij|vlakbij|in de buurt van|naast|before the|after the|bago ang|bago yung|pagkatapos ng|voor het|voor de|na het|na de)\s/i;
function searchesNear(text: string, query: ExtractedQuery | null): boolean {
  if (!query) return false;
  // "waar kunnen we daar in de buurt ontbijten?": a search next to the venue pointed at, whatever the word order.
  if (NEAR_POINTED.test(text)) return true;
  // "may malapit bang kainan sa Harana?": Tagalog puts "near" first.
  if (/\b(?:may|meron|mayroon)\s+malapit\s+(?:na\s+)?ba(?:ng)?\b/i.test(text)) return true;
  const near = NEAR.exec(text);
  if (!near) return false;
  const at = text.toLowerCase().indexOf(query.query.toLowerCase().split(' ')[0]);
  return at >= 0 && at < near.index;
}

/** "any late night bars in Golden Gai" with "Nagi Shinjuku Golden Gai" listed, "En in Luik, ...?" with "Brasserie Luik" listed:
 * a part of a listed venue's name that the listed addresses give as an area, or a known town, put after "in" in a search
 * or an "and in ...?", is where the user looks; the venue's name masked it from the extractor. */
const IN_NAME_PART = /(?:^|[\s,])(?:in|sa|bij|around|rond|naar)\s+(?:the\s+|de\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/gu;
function placeInVenueName(text: string, venues: readonly RememberedVenue[]): string | null {
  for (const match of text.matchAll(IN_NAME_PART)) {
    const lower = match[1].toLowerCase();
    if (!venues.some((v) => v.name.toLowerCase() !== lower && ` ${v.name.toLowerCase()} `.includes(` ${lower} `))) continue;
    const area = venues.some((v) => (v.address ?? '').split(',').slice(1).some((part) => part.trim().toLowerCase() === lower));
    if (area || isKnownPlace(match[1])) return match[1];
  }
  return null;
}

/** A specific query replaces; a generic one only fills a gap; a hotel replaces a food search but not the event or sight a trip is for. */
/** The query's words are in the sentence that asks the way ("Hoe kom ik van het MAS naar de markt?"), not in one before it
 * ("we're doing a day trip to Sintra. How do I get there?"). */
function gettingThereAsks(text: string, query: string): boolean {
  const asks = GETS_THERE.exec(text);
  if (!asks) return false;
  const sentence = text.slice(asks.index).split(/[.?!](?:\s|$)/)[0].toLowerCase();
  return query.split(' ').every((word) => sentence.includes(word));
}

/** What a venue has, not what it is: asked of a venue, no search of its own. */
const FEATURE_ONLY = /^(?:(?:a|the|an?) )?(?:views?|sea view|uitzicht|zeezicht|tanawin|terras|terrasje|terrace|rooftop|roof deck|view deck|parking|paradahan|parkeerplaats|wifi|wi-fi|aircon|air ?con|airco|pool|swimming pool|zwembad)$/i;
const DIET_PLACES = /^(?:vegan|vegetarian|halal|kosher|gluten free|vegetarisch|veganistisch)\s+(?:places?|spots?|restaurants?|food|eats|cafes?|plekken|restaurantjes?|zaken|tentjes?|adresjes?)$/;
function replacesQuery(query: ExtractedQuery | null, known: string | null, moved: boolean, pointsAtVenue: boolean, text: string): boolean {
  if (!query) return false;
  if (known === null) return true;
  // "yung isa na lang, may view ba ng taal?": a feature asked of the venue pointed at is no search.
  if (pointsAtVenue && FEATURE_ONLY.test(query.query)) return false;
  // "lunch sa Salcedo?", "whats there to do in Bath": a meal or sightseeing somewhere new is the new search.
  // ... sightseeing replaces a food search, not the event or sight already asked for.
  // "ok and lunch nearby after?" after museums, "saan masarap kumain?" after a hotel: eating after something else is the new search.
  if (query.weak) {
    if (isFoodQuery(query.query) && !isFoodQuery(known)) return true;
    // "ok now dinner nearby" after brunch: one meal after another is the new search.
    if (MEAL.test(query.query) && MEAL.test(known) && query.query !== known) return true;
    // "events in Taipei this weekend" after hotpot: events or sights after a food search are the new search.
    if (SIGHTS_OR_EVENTS.test(query.query) && query.query !== THINGS_TO_DO && !isFoodQuery(query.query) && isFoodQuery(known)) return true;
    // "top 3 things to see?" after breakfast: sights and activities after a food search are the new search too
    // ... but "yun na lang puntahan namin" (let's go to that one) only says where to go.
    // ... and after a day trip, what to see there: "ok sold. what should I see in mechelen".
    if (/things to do$/.test(query.query) && (isFoodQuery(known) || /\b(?:hotels?|hostels?|resorts?|b&b|bnb|airbnb|guesthouses?|day ?trips?|daytrips?|dagtrip|daguitstap|dagtocht)\b/i.test(known)) && !pointsAtVenue) return true;
    // "whats something free to do" after "things to do": what it should be makes it a new search.
    if (query.query === 'free things to do' && known !== query.query && !pointsAtVenue) return true;
    // "any good vegan places there?" after dumplings: places of a diet are a new search, not a wish about the last one
    // ("some other vegetarian restaurants" asks for more of the same search).
    if (DIET_PLACES.test(query.query) && !pointsAtVenue && !/\bother\b/i.test(text)) return true;
    return moved && (MEAL_OCCASION.test(query.query) || (query.query === THINGS_TO_DO && !SIGHTS_OR_EVENTS.test(known)));
  }
  // "sa Panglao, may resort ba?": somewhere new, a place to sleep is the search, whatever the trip was for.
  return !query.lodging || isFoodQuery(known) || (moved && !known.toLowerCase().includes(query.query.toLowerCase()));
}

/** "in de pijp", "sa binondo", "around shoreditch": the name is where a search is put. */
function searchedIn(text: string, name: string): boolean {
  const at = text.toLowerCase().indexOf(name.toLowerCase());
  return at > 0 && /\b(?:in|sa|around|near|bij|rond|rondom)\s+$/i.test(text.slice(0, at));
}

const ASKED_AGAIN_IN = /\b(?:(?:anything|something) (?:like that|similar)|iets dergelijks|zoiets|ganun|ganyan|ganoon|maar dan|but then|but (?:this time )?(?:in|for)|this time|dit keer|deze keer|(?:zijn|is) er (?:daar )?ook|are there (?:also |any )?|is there (?:also )?(?:a|an|any)|meron (?:din|rin) ba|may .{1,30} (?:din|rin) ba)\b[^?.!]{0,60}\b(?:in|sa|te)\s+\S/i;
/** A place named inside a reference to a venue ("yung sa Little India", "the fifth, is that near Chinatown") or a country in a
 * general question ("is tipping normal in Portugal?") describes, it does not move the search from a known location. */
/** "which is easier by train", "welke is beter", "alin mas maganda": a question that weighs two things. */
const WEIGHS_PLACES = /\b(?:which|welke|alin)\b[^?.!]{0,30}\b(?:better|easier|closer|nicer|cheaper|beter|makkelijker|dichterbij|mooier|mas)\b/i;
function keepsLocation(text: string, location: string | null, known: string | null, resolved: Resolution | null, query: ExtractedQuery | null): boolean {
  if (!location || !known) return false;
  // "ano ulit yung tinanong ko tungkol sa Gion?": a place inside a question about an earlier turn.
  // ... unless the message also moves ("Nee, toch liever Den Haag. Wat was ook alweer mijn vraag van het begin?").
  // ... or asks the earlier question again somewhere else ("hetzelfde als mijn eerste vraag maar dan in Den Haag", "terug naar
  // mijn eerste vraag: zijn er ook goeie shows in sevilla?").
  if (resolved?.kind === 'turn') return !MOVES.test(text.replace(GOES_BACK_TO_TURN_ALL, ' ')) && !ASKED_AGAIN_IN.test(text);
  // "is Sentosa worth it or should we just do Gardens by the Bay?": weighing a place up is no move to it.
  if (new RegExp(`\\b(?:is|are|isn't)\\s+(?:the\\s+)?${escapeRegExp(location)}\\s+(?:really\\s+|even\\s+|still\\s+)?worth\\b`, 'i').test(text)) return true;
  // "sintra vs cascais, which is easier by train?": two places weighed against each other are no move to either.
  if (WEIGHS_PLACES.test(text) && new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(location)}\\s+(?:vs\\.?|versus|or|of|o)\\s+\\p{L}`, 'iu').test(text)) return true;
  // "dat wafelhuisje van Oostende" for "Wafelhuisje Oostende": the place came with the venue's name.
  // ... not when the venue was only pointed at: "naar Luik, wat moet ik daar eten?" with Brasserie Luik in focus moves.
  if (resolved?.kind === 'venue' && resolved.how !== 'demonstrative' && ` ${resolved.name.toLowerCase()} `.includes(` ${location.toLowerCase()} `)) return true;
  // "is it near Hoan Kiem lake?": where the venue pointed at is ... and where a venue not yet settled on is ("malapit ba yun
  // sa Uptown Mall?" with two bars listed): a landmark placed against a venue moves no search.
  const where = ASKS_WHERE_VENUE_IS.exec(text);
  if (where && !MOVES.test(text) && (resolved?.kind === 'venue' || (!SEARCHES.test(text) && NEAR_WORD.test(where[1])))) return true;
  // "is the seventh one in <area> or <area>": a place in a question about a venue picked by its number describes it.
  if (resolved?.kind === 'venue' && resolved.how === 'ordinal' && !MOVES.test(text) && !SEARCHES.test(text)) return true;
  if (resolved?.kind === 'venue' && resolved.how !== 'demonstrative' && (query === null || query.weak || REFERS_BY_PLACE.test(text)) && (!MOVES.test(text) || REFERS_BY_PLACE.test(text))) return true;
  // "is the Brazen Head really the oldest pub in Ireland": a country in a question about a venue.
  return COUNTRY_NAMES.has(location.toLowerCase()) && (query === null || resolved?.kind === 'venue');
}

/** "a table at Cafe Paris", "reserveren bij Restaurant Rotterdam": a name of two or more capitalised words after at/bij that
 * names no known place is a venue; its words ("Cafe", "Restaurant") are no search. */
const NAMED_AT = /\b(?:at|bij)\s+((?:\p{Lu}[\p{L}'’&-]+)(?:\s+\p{Lu}[\p{L}'’&-]+){1,3})/gu;
function maskNamedVenues(text: string): string {
  return text.replace(NAMED_AT, (found, name: string) => (findGazetteerNames(name).some(({ raw }) => raw.length === name.length) || /^(?:The|De|Het)\s/.test(name) ? found : found.slice(0, found.length - name.length) + ' '.repeat(name.length)));
}

/** "Orange Beach", "Long Beach": a place's name of two or more words that holds the query. */
function insidePlaceName(text: string, query: string): boolean {
  return findGazetteerNames(text).some(({ raw }) => /\s/.test(raw) && ` ${raw.toLowerCase()} `.includes(` ${query.toLowerCase()} `));
}

function maskPlaceNames(text: string): string {
  let masked = text;
  for (const { raw, index } of findGazetteerNames(text)) {
    if (/\s/.test(raw)) masked = masked.slice(0, index) + ' '.repeat(raw.length) + masked.slice(index + raw.length);
  }
  return masked;
}
