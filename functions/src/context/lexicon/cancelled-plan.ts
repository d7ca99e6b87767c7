// "we were gonna do vondelpark ... any museum near there?", "balak sana namin mag east coast park kaso ulan", "we zouden vandaag naar
// de uitkijkpunten in Alfama": the outing the weather cancelled (wave di). Its kind is no search when another kind follows, and its
// place is where "near there" looks when the message names no other.

/** The words that say a plan, right before its place or kind (a few words may come between: "naar t", "a whole picnic"). */
export const PLAN_FRAME = [
  // ... said in the past: "we're going to Versailles" is where the person goes, not a plan the weather cancelled.
  String.raw`(?:\b(?:were|was)\s+(?:gonna|going\s+to|supposed\s+to|planning\s+(?:to|on))`,
  String.raw`(?:\s+(?:do|go\s+to|visit|see|hit|spend\s+the\s+day\s+at))?`,
  String.raw`|\b(?:planned|had\s+planned)(?:\s+(?:a|an|the|our|whole|day|at|in|to|on|go|visit)){0,4}`,
  String.raw`|\bpicnic\s+(?:at|in)|\bour\s+plan\s+(?:was|for)(?:\s+(?:to|at|in))?`,
  String.raw`|\b(?:zouden|gingen|wilden)\s+(?:\p{L}+\s+){0,2}?(?:naar|in|op)|\b(?:ons|onze)\s+plan(?:nen)?\s+(?:voor|om|was)`,
  String.raw`|\bbalak\s+(?:sana\s+|sna\s+)?(?:namin\s+|naming\s+|ko\s+|nmin\s+)?(?:mag-?|pumunta\s+sa|pumunta\s+ng|sa)`,
  String.raw`|\bdapat\s+(?:sana\s+)?(?:sa|pupunta\s+(?:kami\s+)?sa|mag-?)|\bcancelled\s+(?:yung|ang|our|the)(?:\s+\p{L}+)?)`,
].join('');

/** A plan before the kind, with up to three words of the place's name between ("mag east coast park", "voor yoyogi park"). */
export const PLAN_BEFORE = new RegExp(String.raw`${PLAN_FRAME}(?:\s+[\p{L}'’-]+){0,3}\s*$`, 'iu');

/** The place of the plan is where "near there" looks: "near there", "around there", "daar in de buurt", "malapit dun". */
export const PLAN_THEN_NEAR_THERE = [
  String.raw`${PLAN_FRAME}(?:\s+t)?`,
  String.raw`(?=\s[^]*(?:near there|around there|close to there|daar in de buurt|daar vlakbij|malapit (?:dun|doon|dyan|diyan)))`,
].join('');
