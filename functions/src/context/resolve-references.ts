// What a message points at: a venue of the latest list (ordinal, attribute, "the other one", its name),
// the venue in focus (demonstratives), or an earlier user turn. Nothing fits: null, never a guess.
// The rules live in ./references/; this entry keeps the imports of the rest of the engine working.
export type { ResolveInput, Resolution, TurnResolution, VenueResolution } from './references/resolution';
export { resolveReferences } from './references/resolve';
export { demonstrativeIndex } from './references/demonstratives';
export { ASKS_WHERE_VENUE_IS, NEAR_POINTED } from './references/pointing-words';
export { ONE_THAT_IS, SAID_OF } from './references/attributes';
