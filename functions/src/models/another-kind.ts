// Issue 17 (wave zi): "para sa lunch gusto ni lola ng filipino food yung may parking", "ramen sa shinjuku yung mura lng" said
// while a list of parks or hawker stalls is shown: the words ask for a kind of place none of the listed venues is, so the
// filter ("yung may parking", "yung mura") is on a new search, not a pick or a comparison over the list. A model reads the
// kind of each card from the list it showed; offline that is the catalog's category of each listed place.
import { extractLocation } from '../context/extract-location';
import { extractQuery } from '../context/extract-query';
import { analyseMessage } from '../context/intent/intent-words';
import { occursAny } from '../context/intent/turn-intent';
import { listKindOf } from '../context/references/list-kinds';
import { parseCatalogQuery, scoreCatalogVenue } from '../places/catalog-query';
import type { CatalogVenue } from '../places/catalog-city';
import { OFFLINE_CATALOG } from '../places/offline-catalog-data';
import { OFFLINE_PLACE_ID_PREFIX } from '../places/offline-catalog';
import type { VenueRef } from './offline-replies';

/** Words that ask about the list shown or an earlier one ("which of those", "the museums from before"). */
const ABOUT_A_LIST = ['WHICH', 'OVER_LIST', 'EARLIER', 'PICKED_ONE', 'SAID_PICK'];
/** ... going back to one ("back to the museums"), or pointing at one of them ("that one", "die zaak", "yung ramen na yun", "ung
 * malapit sa palace"). */
const POINTS_AT_ONE = new RegExp(
  [
    String.raw`\b(?:back to|return(?:ing)? to|terug naar|terug bij|balik|balikan|bumalik|that one|this one|that place|die zaak|die plek`,
    String.raw`|dat restaurant|(?:yung|ung)\s+\S+\s+na\s+(?:yun|iyon|yan)|the one|(?:yung|ung|iyong)\s+(?:mas\s+)?(?:malapit|nasa)`,
    String.raw`|(?:die|degene)\s+(?:bij|vlakbij|in|op|aan))\b`,
  ].join(''),
  'i',
);

/** A category or kind match (scoreCatalogVenue: exact 10, a word of the category 7); a tag or the name is no kind. */
const KIND_MATCH = 7;

let byId: Map<string, CatalogVenue> | null = null;
function catalogVenue(placeId: string): CatalogVenue | undefined {
  byId ??= new Map(OFFLINE_CATALOG.flatMap((city) => city.venues.map((venue) => [`${OFFLINE_PLACE_ID_PREFIX}${venue.id}`, venue])));
  return byId.get(placeId);
}

/** The kind the words ask for, when no listed venue is of it; null when they name none, or one of the list is of it, or the
 * list's kinds are not known (places from another source). */
export function anotherKindAsked(said: string, venues: readonly VenueRef[]): string | null {
  const asked = extractQuery(said);
  if (!asked || asked.weak || !venues.length || POINTS_AT_ONE.test(said)) return null;
  // "meron ba dito sa makati" asks what is here in Makati, not which of the cards: a place said makes it no look over the list.
  const aboutList = extractLocation(said) === null ? ABOUT_A_LIST : ABOUT_A_LIST.filter((part) => part !== 'OVER_LIST');
  if (occursAny(analyseMessage(said), aboutList)) return null;
  // A kind of place ("filipino food", "ramen"), not a fact the list's venues may have ("terras?").
  if (!listKindOf(asked.query).terms.some((term) => !term.startsWith('fact:'))) return null;
  const known = venues.map((venue) => catalogVenue(venue.placeId));
  if (known.some((venue) => venue === undefined)) return null;
  const { terms } = parseCatalogQuery(asked.query);
  if (!terms.length) return null;
  const ofKind = (venue: CatalogVenue) => terms.some((alternatives) => scoreCatalogVenue(venue, [alternatives]) >= KIND_MATCH);
  return known.some((venue) => ofKind(venue!)) ? null : asked.query;
}
