// The assistant's side: venues from tool results or, failing that, from Place IDs named in the reply text.
import type { Place } from '../contract/place';
import {
  ABOUT_LENGTH,
  MAX_LISTS,
  withFocus,
  type AgentName,
  type ConversationContext,
  type RememberedVenue,
  type ShownList,
} from './conversation-context';
import { isKnownPlace } from './gazetteer';
import { GENERIC_NAME_WORDS } from './venue-names';

const MAX_RECENT = 5;
const MAX_ALTERNATIVES = 10;
const MAX_EARLIER = 15;
/** `1. Cafe Sol (place_id: ChIJ...)`, `- Cafe Sol (ChIJ...)`, `Cafe Sol [id: ChIJ...]`. */
const PLACE_IN_TEXT = new RegExp(
  [
    String.raw`(?:^|\n|\s)(?:\d{1,2}[.)]`,
    String.raw`|[-*•])?\s*\**([^\n()[\]*]{2,120}?)\**\s*[([]\s*(?:(?:place[_ ]?id|id)\s*[:=]\s*([\w:.-]{1,300})`,
    String.raw`|((?:ChIJ|GhIJ|sgd:|offline:)[\w:.-]{1,300}))\s*[)\]]`,
  ].join(''),
  'gi',
);

/** A numbered or bulleted line, and the one Place ID it names however it is written: `- Cafe Sol, place_id ChIJ...`,
 * `1. Cafe Sol - place_id: ChIJ...`, `1. Cafe Sol — Calle 5, rated 4.5 (place_id: ChIJ...)`. */
const LIST_LINE = /^\s*(?:\d{1,2}[.)]|[-*•])\s+(.+)$/;
const ID_IN_LINE = new RegExp(
  [
    String.raw`\b(?:place[_ ]?id|id)\s*[:=]\s*([\w:.-]{3,300}?)(?=[\s,;)\]]|$)`,
    String.raw`|(?<![\w:])((?:ChIJ|GhIJ|sgd:|offline:)[\w:.-]{2,300}?)(?=[\s,;)\]]|$)`,
  ].join(''),
  'gi',
);
/** The name is the line's first part: up to a dash, comma, colon or bracket. */
const NAME_END = /\s+[—–-]\s+|[,:;([]|\s+place[_ ]?id\b/i;

export function venuesFromText(text: string): Pick<Place, 'placeId' | 'name'>[] {
  const venues: Pick<Place, 'placeId' | 'name'>[] = [];
  const add = (placeId: string, name: string) => {
    if (name && !venues.some((v) => v.placeId === placeId)) venues.push({ placeId, name: name.slice(0, 200) });
  };
  for (const line of text.split('\n')) {
    const listed = LIST_LINE.exec(line);
    const ids = listed ? [...new Set([...line.matchAll(ID_IN_LINE)].map((m) => m[1] ?? m[2]))] : [];
    if (listed && ids.length === 1) {
      add(
        ids[0],
        listed[1]
          .split(NAME_END)[0]
          .replace(/\*+/g, '')
          .replace(/^\d{1,2}[.)]\s*/, '')
          .trim(),
      );
      continue;
    }
    venuesInProse(line).forEach((v) => add(v.placeId, v.name));
  }
  return venues;
}

function venuesInProse(text: string): Pick<Place, 'placeId' | 'name'>[] {
  const venues: Pick<Place, 'placeId' | 'name'>[] = [];
  for (const match of text.matchAll(PLACE_IN_TEXT)) {
    const placeId = match[2] ?? match[3];
    // In prose the name is the last clause, without its leading lower-case words ("and also Tim").
    const clause = match[1].split(/[,;:!?]|\.\s/).pop() ?? '';
    const name = clause
      .replace(/^\s*(?:\d{1,2}[.)]|[-*•])\s*/, '')
      .replace(/^(?:(?:You|Try|Or|And|Also|Then|Maybe|Check|Visit|I|We|Consider|Head|Go|If|For)\s+)?(?:[\p{Ll}'’]+\s+)+(?=\p{Lu})/u, '')
      .replace(/^(?:Try|Visit|Check out)\s+(?=\p{Lu})/u, '')
      .replace(/[\s:,-]+$/, '')
      .trim();
    if (name && !venues.some((v) => v.placeId === placeId)) venues.push({ placeId, name: name.slice(0, 200) });
  }
  return venues;
}

export function recordAssistantTurn(context: ConversationContext, reply: { text: string; venues: readonly Place[] }): ConversationContext {
  const shown = reply.venues.length ? reply.venues : venuesFromText(reply.text);
  if (!shown.length) return singledOut(context, reply.text);
  const turn = Math.max(0, context.userTurns - 1);
  const list: RememberedVenue[] = dedupe(shown)
    .slice(0, MAX_ALTERNATIVES)
    .map((place) => rememberedVenue(place, turn));
  // Details or directions of a place already on the list keep the list: "and the third one?" still works.
  if (list.length === 1 && context.alternatives.some((v) => v.placeId === list[0].placeId)) {
    const refreshed = (v: RememberedVenue) => (v.placeId === list[0].placeId ? { ...list[0], turn: v.turn } : v);
    return withFocus(
      { ...context, recentVenues: context.recentVenues.map(refreshed), alternatives: context.alternatives.map(refreshed) },
      { placeId: list[0].placeId, name: list[0].name },
    );
  }
  // ... and so do those of a place on a list shown earlier ("back to the Rembrandt one"): the latest list stays the one a
  // bare "the fourth one" counts in, and the earlier list is still there to go back to, not replaced by a list of one.
  if (list.length === 1 && context.lists?.some((shown) => shown.placeIds.length > 1 && shown.placeIds.includes(list[0].placeId))) {
    return withFocus(context, { placeId: list[0].placeId, name: list[0].name });
  }
  const all = [...list, ...context.recentVenues.filter((old) => !list.some((v) => v.placeId === old.placeId))];
  const recentVenues = all.slice(0, MAX_RECENT);
  // What no longer fits is still known by name and description ("the barceloneta place from your first list").
  const dropped = [...all.slice(MAX_RECENT), ...(context.earlierVenues ?? [])];
  const earlierVenues = dedupe(dropped.filter((old) => !recentVenues.some((v) => v.placeId === old.placeId))).slice(0, MAX_EARLIER);
  const lists = shownLists(context.lists, { turn, placeIds: list.map((v) => v.placeId) }, [...recentVenues, ...list, ...earlierVenues]);
  // One venue shown is the one being talked about; a list waits for the user to pick.
  return withFocus(
    { ...context, recentVenues, ...(earlierVenues.length || context.earlierVenues ? { earlierVenues } : {}), alternatives: list, lists },
    list.length === 1 ? { placeId: list[0].placeId, name: list[0].name } : null,
  );
}

/** The lists shown, the new one first (in place of one shown for the same turn), each cut where a venue is no longer remembered:
 * what is left of it keeps its places ("the second one" stays the second). */
function shownLists(before: readonly ShownList[] | undefined, shown: ShownList, remembered: readonly RememberedVenue[]): ShownList[] {
  const known = new Set(remembered.map((v) => v.placeId));
  return [shown, ...(before ?? []).filter((old) => old.turn !== shown.turn)]
    .map((old) => {
      const gone = old.placeIds.findIndex((id) => !known.has(id));
      return gone < 0 ? old : { ...old, placeIds: old.placeIds.slice(0, gone) };
    })
    .filter((old) => old.placeIds.length)
    .slice(0, MAX_LISTS);
}

export function recordToolCall(
  context: ConversationContext,
  call: { agent: AgentName; query?: string | null; location?: string | null; placeId?: string | null },
): ConversationContext {
  const query = call.query?.trim() ? call.query.trim().slice(0, 200) : null;
  const location = call.location?.trim() ? call.location.trim().slice(0, 200) : null;
  const known = call.placeId
    ? [...context.recentVenues, ...context.alternatives, ...(context.focus ? [context.focus] : [])].find((v) => v.placeId === call.placeId)
    : undefined;
  return {
    ...context,
    location: location ?? context.location,
    searchQuery: query ?? context.searchQuery,
    lastAction: {
      agent: call.agent,
      query,
      location: location ?? context.location,
      venue: call.placeId ? { placeId: call.placeId.slice(0, 300), name: known?.name ?? call.placeId.slice(0, 200) } : null,
    },
  };
}

/** "Menbaka is the most fun for kids", "Ik zou voor Frit'Ur gaan": a reply that names one listed venue, and no other,
 * puts it in focus, so the user's "how do I get there?" goes where the assistant pointed. */
function singledOut(context: ConversationContext, text: string): ConversationContext {
  const lower = text.toLowerCase();
  const listed = dedupe([...context.alternatives, ...context.recentVenues]);
  const namedIn = (venues: readonly RememberedVenue[]) => venues.filter((v) => namesWhole(lower, v.name.toLowerCase()));
  const named = namedIn(listed);
  // ... or, naming none of those, a venue of an earlier list by its whole name: "Of these 3, **Maxwell Food Centre** is one
  // of the cheapest" after "balik tayo sa chicken rice kanina" (issue 17, going back to an earlier turn).
  if (!named.length) named.push(...namedIn(context.earlierVenues ?? []));
  // ... or by a long word of its name that no other listed name has: "The Kiss hangs in the Upper Belvedere" for
  // "Belvedere Palace".
  if (!named.length) {
    // ... written with its capital, as a name is; the words said are looked up first, most replies name none.
    const said = new Set(
      text
        .split(/[^\p{L}\p{N}'’]+/u)
        .filter((w) => w.length >= 5 && /^\p{Lu}/u.test(w))
        .map((w) => w.toLowerCase()),
    );
    const wordsOf = listed.map((v) => v.name.toLowerCase().split(/[^\p{L}\p{N}'’]+/u));
    const distinctive = (w: string) =>
      wordsOf.filter((words) => words.includes(w)).length === 1 && !GENERIC_NAME_WORDS.has(w) && !isKnownPlace(w);
    if (said.size) named.push(...listed.filter((v, i) => wordsOf[i].some((w) => w.length >= 5 && said.has(w) && distinctive(w))));
  }
  // "Of the two, **Bank Bar** is the cheaper ...; **The Back Room** is ...": a verdict over two puts the one it names first in
  // focus ("sige dun na ko sa pinakamura, pano pumunta" goes there; seen by hand).
  const first = named.length === 2 && PAIR_VERDICT.test(text) ? firstNamed(lower, named) : null;
  if (first) return context.focus?.placeId === first.placeId ? context : withFocus(context, { ...pick(first), via: 'reply' });
  if (named.length !== 1 || context.focus?.placeId === named[0].placeId) return context;
  return withFocus(context, { ...pick(named[0]), via: 'reply' });
}

/** A reply that weighs two venues and names the one that wins first. */
const PAIR_VERDICT = /^\s*(?:of the two|sa dalawa|van de twee)\b/i;
const pick = (venue: RememberedVenue) => ({ placeId: venue.placeId, name: venue.name });

/** The venue whose name the text says first. */
function firstNamed(lower: string, venues: readonly RememberedVenue[]): RememberedVenue {
  const at = (venue: RememberedVenue) => lower.indexOf(venue.name.toLowerCase());
  return [...venues].sort((a, b) => at(a) - at(b))[0];
}

/** The text holds the name as whole words. */
function namesWhole(lower: string, name: string): boolean {
  let at = lower.indexOf(name);
  while (at >= 0) {
    const before = lower[at - 1] ?? ' ';
    const after = lower[at + name.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    at = lower.indexOf(name, at + 1);
  }
  return false;
}

function rememberedVenue(place: Partial<Place> & Pick<Place, 'placeId' | 'name'>, turn: number): RememberedVenue {
  const venue: RememberedVenue = { placeId: place.placeId.slice(0, 300), name: place.name.slice(0, 200), turn: Math.min(turn, 10_000) };
  if (place.category) venue.category = place.category.slice(0, 80);
  if (place.address) venue.address = place.address.slice(0, 300);
  if (typeof place.rating === 'number' && place.rating >= 0 && place.rating <= 5) venue.rating = place.rating;
  if (place.priceLevel) venue.priceLevel = place.priceLevel;
  // "the bagel one", "yung may xiao long bao", "die met die laksa": what the card said is how a person points back at it.
  if (place.summary) venue.about = cardSummaryStart(place.summary);
  return venue;
}

/** A summary cut at the last word that fits ABOUT_LENGTH. */
function cardSummaryStart(summary: string): string {
  if (summary.length <= ABOUT_LENGTH) return summary;
  const cut = summary.slice(0, ABOUT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return space > ABOUT_LENGTH / 2 ? cut.slice(0, space) : cut;
}

function dedupe<T extends { placeId: string }>(places: readonly T[]): T[] {
  return places.filter((place, i) => place.placeId && places.findIndex((p) => p.placeId === place.placeId) === i);
}
