// Issue 17 (wave bj, short and in a hurry): a card's position typed as a bare number in a short message ("2 open?", "vs 3?",
// "1 or 2?", "reserveren bij 1?", "yung 3 card pwede") is that card, written as "#2" so the resolver and the intent words read
// it as they read "#2". Not a count or a time: "for 2", "5 of us", "2 pax", "om 1", "top 3", "2 mins".

/** At most this many words: a longer message says more than a position with a bare number. */
const MAX_WORDS = 6;
/** Words after which a number is no position: a count or a time ("for 2", "om 1"), a terminal, gate or line ("from terminal 3"),
 * "one" after an ordinal ("2nd 1"), a day of a month ("jan 5"). */
const BEFORE_NOT_A_POSITION = new RegExp(
  [
    String.raw`(?:^|\s)(?:for|voor|para|para sa|om|at|around|rond|tegen|till|until|tot|hanggang|top|mga|met|with|by|terminal|gate`,
    String.raw`|line|lijn|district|distrito|arrondissement|zone|bus|tram|platform|perron|exit|uitgang|pier|level|floor`,
    String.raw`|verdieping|room|kamer|\d+(?:st|nd|rd|th|e|de)`,
    String.raw`|first|second|third|fourth|fifth|last|jan|january|januari|feb|february|februari|mar|march|maart|apr|april|may|mei`,
    String.raw`|jun|june|juni|jul|july|juli|aug|august|augustus|sep|sept|september|oct|october|oktober|okt|nov|november|dec`,
    String.raw`|december|disyembre|enero|pebrero|marso|abril|mayo|hunyo|hulyo|agosto|setyembre|oktubre|nobyembre)\s+$`,
  ].join(''),
  'i',
);
/** "District 3", "Terminal 3": a number closing a name. */
const NAME_BEFORE = /\p{Lu}\p{Ll}+\s+$/u;
/** What may follow a position: nothing, another position, or a word of what is asked ("2 open?", "yung 3 card pwede"); a count
 * names what it counts ("1 room", "1 ticket"). */
const BARE_NUMBER = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}#.,:$€£/-])([1-9])(?!\s+of\s+(?:us|them|you)\b)(?=\s*(?:$|[?!;]|[.,](?!\d)`,
    String.raw`|(?:or|of|o|vs|and|en|at|open|bukas|card|cards|kaart|pinnen|hours`,
    String.raw`|uren|price|prijs|presyo|mura|address|adres|route|halal|veggie|vegan|menu|phone|nummer|parking|kids|booking|bookings`,
    String.raw`|reserveren|reservation|pwede|ba|naman|nalang|na lang|please|pls|po)(?![\p{L}])))`,
  ].join(''),
  'giu',
);

/** The message with each bare position number written "#n"; unchanged when it is long or names no such number. */
export function markBarePositions(text: string): string {
  if (!/[1-9]/.test(text) || text.split(/\s+/).filter(Boolean).length > MAX_WORDS) return text;
  return text.replace(BARE_NUMBER, (digit: string, _n: string, offset: number) =>
    BEFORE_NOT_A_POSITION.test(text.slice(0, offset)) || NAME_BEFORE.test(text.slice(0, offset)) ? digit : `#${digit}`,
  );
}
