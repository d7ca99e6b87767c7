// Cues several stages read: a search verb, a move, "the same again", "and in ...", a place that picks a venue.
/** "the one in Mariahilf", "yung sa Lagao", "die van de Overpoortstraat": the place picks a listed venue, even after "instead". */
export const REFERS_BY_PLACE = new RegExp(
  [
    String.raw`\b(?:the one|(?:'?yung|ung|yng|iyong) (?:sa|nasa|malapit sa)`,
    String.raw`|(?:die|dienen|diene) (?:in|op|aan|bij|van|vlakbij|dichtbij|vlak bij|dicht bij)`,
    String.raw`|degene (?:in|op|aan|bij|van|vlakbij|dichtbij|vlak bij|dicht bij))\s`,
  ].join(''),
  'i',
);
/** An explicit search verb: the message asks for new places even while it names a listed one. */
export const SEARCHES = new RegExp(
  [
    String.raw`\b(?:find|what'?s good to (?:eat|drink|get)|wat is (?:er )?lekker|ano(?:ng)? masarap|search for|look(?:ing)? for`,
    String.raw`|any(?:where)?\s+(?:good|nice)?|recommend|suggest|where (?:can|could|should) (?:i|we) (?:get|find|eat|buy)|hanap`,
    String.raw`|maghanap|zoek|waar vind ik)\b`,
    String.raw`|\b(?:near|close to|around|malapit(?: sa)?|dichtbij|vlakbij|in de buurt van)\s+(?:there|it|that one|that place`,
    String.raw`|doon|dun|diyan|dyan|daar|die|dat|het|yan|yun)\b`,
  ].join(''),
  'i',
);
export const ASKS_FOR_MORE = new RegExp(
  [
    String.raw`\b(?:other|others|another|more|else|different|any|find|search|look(?:ing)? for|recommend|suggest|iba|ibang`,
    String.raw`|iba pa|hanap|andere|anders|nog een|meer|zoek)\b`,
  ].join(''),
  'i',
);
export const SAME_SEARCH = new RegExp(
  [
    String.raw`\b(?:(?:the )?same (?:dish|thing|food|stuff|kind|type|sort)|ganun din|ganyan din|ganoon din|parehong pagkain`,
    String.raw`|hetzelfde|dezelfde|zelfde (?:soort|eten|gerecht|type|ding|dingen)|dat soort eten)\b`,
  ].join(''),
  'i',
);
/** "actually", "instead", "na lang", "liever": the user moves the search even while naming a venue. */
export const MOVES = new RegExp(
  [
    String.raw`\b(?:actually|instead|rather|how about|what about|na lang|nalang|liever|eigenlijk|switch to|lipat`,
    String.raw`|(?:going |go |get |come )?back to|terug naar|balik (?:tayo |kami )?sa)\b`,
  ].join(''),
  'i',
);
/** "en in Luik, ...?", "and in Leiden?": a message that opens by putting the talk somewhere else. */
export const AND_IN = /^\s*(?:and|en|at|e)\s+(?:in|sa)\s/i;
export const GOES_BACK_TO_TURN = /\b(?:(?:going |go |get |coming )?back to|terug naar|balik (?:tayo |kami )?sa|bumalik sa)\b/i;
export const GOES_BACK_TO_TURN_ALL = new RegExp(GOES_BACK_TO_TURN.source, 'gi');
/** "what about the 2nd museum?" asks about a venue; "back to the hotels: the third?" also takes the search back there. */
export const GOES_BACK = /\b(?:back to|terug naar|balik)\b/i;
