// Words that ask the last search again somewhere else ("the same from Paris?", "hetzelfde maar dan in Rome", "ganun din sa
// Cebu?"): the place after them is where to look, even after "from", which otherwise names an origin.

/** "and the same", "what about", "hetzelfde maar dan", "ganun din", "pareho pero", opening the message. */
export const SAME_AGAIN =
  String.raw`(?:(?:and|en|at|e|ok|okay|oke|sige)[,]?\s+)?(?:(?:the\s+)?same(?:\s+(?:thing|again|search|list))?(?:\s+but)?` +
  String.raw`|what about|how about|hetzelfde(?:\s+maar(?:\s+dan)?)?|(?:ganun|ganoon|ganyan)\s+(?:din|rin)|pareho(?:\s+pero)?)` +
  String.raw`(?:\s+(?:kaya|ba|naman|po|dan|ook|then))*`;

/** The words before a place that ask the same search from it: "And the same from ", "what about from ", "hetzelfde vanuit ". */
export const SAME_SEARCH_FROM = new RegExp(String.raw`^\s*${SAME_AGAIN}\s+(?:from|vanaf|vanuit|van|mula sa|galing sa)\s+(?:the\s+)?$`, 'i');
