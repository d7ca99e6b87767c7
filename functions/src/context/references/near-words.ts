// The words that put a place near another, in one vocabulary: the named parts every "near" pattern is built from (the engine's
// near-the-focus and near-a-described-venue rules, and the offline model's "near there").

/** "near" (or, in second-language English, "near of"), "close to", "next to", "around" */
export const NEAR_EN = String.raw`(?:near(?:\s+of)?|close to|next to|around)`;
/** "walking distance", "within walking distance", "a short walk", "5 minutes walk", "walkable": said before "of" or "from" */
export const WALK_EN = String.raw`(?:(?:within\s+)?walking distance|(?:a\s+)?short walk|minutes?\s+walk|walkable)`;
/** "op loopafstand", "op wandelafstand": said before "van" or "daarvan" */
export const WALK_NL = String.raw`op\s+(?:loop|wandel)afstand`;
/** "vlakbij", "dichtbij", "vlak bij", "dicht bij", "naast" */
export const CLOSE_NL = String.raw`(?:vlakbij|dichtbij|vlak bij|dicht bij|naast)`;
/** "in de buurt", "vlakbij", "dichtbij", "om de hoek": said after "daar" or "er" */
export const ROUND_ABOUT_NL = String.raw`(?:in de buurt|vlakbij|dichtbij|om de hoek)`;
/** "malapit", "malapit lang" */
export const MALAPIT = String.raw`malapit\s+(?:lang\s+)?`;
/** "dun", "doon", "diyan", "dyan", "jan": there (Tagalog) */
export const THERE_TL = String.raw`(?:dun|doon|diyan|dyan|jan)`;
/** "it", "there", "that place", "that one": the venue pointed at (English) */
export const POINTED_EN = String.raw`(?:there|it|that place|that one)`;
