// What a message says before its pick and is no pick: typos, a party size, an origin, a correction, a venue ruled out.
import { markBarePositions } from './bare-position';
import { DETERMINER, ORDINAL_ALTERNATION } from './ordinal-words';

/** "from KLCC", "vanaf Kamppi", "mula sa Makati": the origin of a trip (not "from there", which points). */
export const PARTY_OR_TIME = new RegExp(
  [
    String.raw`\b(?:for|voor|para sa|para)\s+\d{1,2}(?:\s*(?:people|ppl|persons?|pax|of us|personen|pers|tao|katao))?(?=\s+(?:at|om|ng|sa`,
    String.raw`|tonight|vanavond|mamaya|on|op)\b|\s*(?:people|ppl|persons?|pax|personen|tao|katao)\b)|\b\d{1,2}\s*(?:people|ppl|pax`,
    String.raw`|personen|pers|tao|katao)\b|\b(?:at|om|alas|ng)\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|uur|h|ng (?:gabi|umaga`,
    String.raw`|hapon))?(?![\p{L}\p{N}])`,
  ].join(''),
  'giu',
);
export const ROUTE_START = new RegExp(
  [
    String.raw`\b(?:from|van|vanaf|vanuit|mula sa|galing sa)\s+(?!(?:there|daar|dun|doon|here|hier`,
    String.raw`|dito)(?![\p{L}]))[^?.!,]{2,40}?\s+(?=(?:to|naar|hanggang(?:\s+sa)?|papunta(?:ng)?(?:\s+sa)?)\s+(?!(?:there|daar|dun|doon`,
    // ... "naar dat museum", "to that cafe": a pointing word before a kind names the destination (wave al).
    String.raw`|it|het|die|dat|that|this|them|ze|yun|yan)(?![\p{L}])(?!\s+(?!one\b|ene\b)\p{L}{3}))\p{L})`,
  ].join(''),
  'iu',
);
export const ORIGIN = new RegExp(
  [
    String.raw`(?:^|\s)(?:from|vanaf|vanuit|van aan|van bij|mula sa|galing sa|galing`,
    String.raw`|(?:kalayo|malayo)(?:\s+(?:ba|pa|naman|po|yan|yun|iyan|iyon|siya|sila`,
    String.raw`|ito))*\s+sa|ver(?:\s+(?:is|ligt|zit)\s+(?:het|dat|die|da))?(?:\s+(?:te voet|lopen|fietsen|rijden`,
    String.raw`|wandelen))?\s+van)\s+(?!there\b|here\b|it\b|dun\b|doon\b|diyan\b|daar\b)(?:(?:our|my|the|ons|mijn|het|ang|yung)\s+(?:hotel`,
    String.raw`|hostel|airbnb|apartment|appartement|condo|place)(?:\s+(?:namin|natin|ko))?\s+(?:in|sa|at|op|near|bij)\s+(?:the\s+|de\s+)?`,
    String.raw`|(?:hotel|hostel|airbnb|condo)\s+(?:namin|natin|ko)\s+sa\s+)?`,
    // ... "vanaf het eerste café", "from the second one": a listed venue as the origin, whole.
    `(?:(?:the|de|het|'t|yung|ung|ang)\\s+(?:${ORDINAL_ALTERNATION})(?:ng)?(?:\\s+(?!(?:to|naar|papunta)\\b)[\\p{L}'’-]+)?(?![\\p{L}])|`,
    // ... "van aan die fadobar", "from that bakery": a listed venue by its kind after a pointing word (wave cd).
    `(?:die|dat|that|this|deze|yung|ung)\\s+(?!(?:one|ene|place|plek|lugar)\\b)[\\p{L}'’-]{4,}(?![\\p{L}])|`,
    String.raw`[\p{L}\p{N}'’.&-]+(?:\s+\p{Lu}[\p{L}'’.&-]*)*)`,
  ].join(''),
  'gu',
);
/** "wat about hte nimman one", "teh second": articles typed with a slip read as the article. */
export const ARTICLE_TYPO = /(?<![\p{L}'’])(?:hte|teh|thw|tge)(?![\p{L}'’])/giu;

export const RULED_OUT_FIRST = new RegExp(
  [
    // ... also after a sentence of its own ("Ay, mukhang hindi po sigurado. Huwag na po yung pangalawa.", wave ca).
    `(?:^|[.!?]\\s+)\\s*(?:(?:ok|okay|ok[eé]|hmm+|sige|nee|no|nah|nope|lol|meh|ugh|actually|sorry|oops|ay|ah|teka|wait|allez)[,!]?\\s+)*`,
    // Wave bi (a group deciding): "Tante Ria zegt: niet de eerste,", "sanne zegt niet de eerste,", "Anna says not the first,".
    `(?:(?:[\\p{L}'’]+\\s+){0,2}(?:zegt|says|said|vindt)[:,]?\\s+)?`,
    `(?:hindi na|hindi|huwag na|wag na|huwag|wag|not|niet|geen)(?:\\s+(?:daw|raw|na|po))*`,
    `\\s+(?:${DETERMINER}\\s+)?(?:${ORDINAL_ALTERNATION}|#?\\d{1,2}(?:st|nd|rd|th|e|de)?)(?:\\s+(?:one|option|optie))?`,
    // ... "wag daw yung una sabi ni bea,": who said it, before the pause.
    `(?:\\s+(?:sabi|ayon)\\s+(?:ni|kay|nina)(?:\\s+[\\p{L}'’]+)?)?\\s*(?:[,;.]|\\s(?:but|maar|pero|kundi|ha|eh)\\b[,!]?`,
    // ... "hindi yung pangalawa yung una pala": with no pause, the next position said is the one meant (wave ca).
    `|(?=\\s+(?:yung|ung|ang|the|de|het)\\s+(?:${ORDINAL_ALTERNATION})(?![\\p{L}])))\\s*`,
  ].join(''),
  'iu',
);
/** A card's position as a word ("first", "pangalawa") or a number ("3rd", "2e"). */
const RULED_OUT_POSITION = `${ORDINAL_ALTERNATION}|\\d{1,2}(?:st|nd|rd|th|e|de)`;
/** "het eerste restaurant valt dan af.", "de laatste valt af, te ver.", "the first one is out,", "ayaw raw po ng apo ko sa una,",
 * "scratch the first,", "We shall rule out the third one.", "nvm the first one.": a venue ruled out with the words after it,
 * or in a clause of its own (wave zm); groups 1-4 the position. */
export const RULED_OUT_SAID_AFTER = new RegExp(
  [
    `^\\s*(?:(?:ok|okay|hmm+|sige|nee|no|allez|ah|ay|well|actually)[,!]?\\s+)*`,
    `(?:(?:(?:we|i)\\s+(?:shall|will|am)|we'll|i'm|let's|let us)\\s+)?`,
    `(?:(?:scratch|skip|cross off|drop|rule out|ruling out|leave out|leaving out|nvm|never mind)\\s+(?:${DETERMINER}\\s+)?`,
    `(${RULED_OUT_POSITION})(?:\\s+[\\p{L}'’-]+)?`,
    `|(?:rule|ruling|leave|leaving)\\s+(?:${DETERMINER}\\s+)?(${RULED_OUT_POSITION})(?:\\s+[\\p{L}'’-]+)?\\s+out(?:\\s+of\\s+[^,;.?]*)?`,
    `|(?:${DETERMINER}\\s+)?(${RULED_OUT_POSITION})(?:\\s+[\\p{L}'’-]+)?`,
    `\\s+(?:(?:valt|vallen)\\s+(?:(?:dan|dus|al|ook)\\s+)?af|is\\s+out)`,
    `|[^,;.?]*?\\bayaw\\b[^,;.?]*?\\bsa\\s+(?:${DETERMINER}\\s+)?(${ORDINAL_ALTERNATION})(?![\\p{L}])[^,;.?]*)`,
    `(?:\\s*[,;.]|\\s*$)\\s*`,
  ].join(''),
  'iu',
);
/** "lol the first one is literally a chain. skip it.", "die eerste ken ik, vind ik niks.", "bij de eerste staat ceviche op de kaart
 * dus die liever niet": a card, then a verdict on it that turns it down; what follows is the pick (wave ca). */
export const RULED_OUT_BY_VERDICT = new RegExp(
  [
    `^\\s*(?:(?:ok|okay|ok[eé]|hmm+|nah|lol|nee|allez|ay|so)[,!]?\\s+)*(?:bij\\s+|sa\\s+)?(?:${DETERMINER}\\s+)?(?:${RULED_OUT_POSITION})`,
    `(?:\\s+(?:one|option|optie|place|spot))?(?:\\s+[^.;?!]{0,60}?)?[\\s,.;!]+(?:(?:so|dus|then|dan)\\s+)?`,
    `(?:skip (?:it|that(?: one)?)|pass on (?:it|that(?: one)?)|not for (?:me|us)|vind ik niks|vind ik niet(?:s)? (?:leuk|lekker)`,
    `|niks voor (?:mij|ons)|die liever niet|liever niet|zie ik niet zitten|ayoko (?:dun|doon|diyan|dyan)`,
    `|pass (?:ako|kami)(?: dun| diyan)?)`,
    `(?![\\p{L}])[\\s,.;!]*`,
  ].join(''),
  'iu',
);
/** A card vetoed, often for someone else (wave cl, the group chat): "the drummer says no to the first one", "trainer zegt nee tegen
 * de eerste", "de voorzitter wil ni naar de eerste", "mijn schoonbroer ziet de derde niet zitten", "ekis daw yung pangalawa". */
export const RULED_OUT_BY_VETO = new RegExp(
  [
    `(?<![\\p{L}])(?:(?:(?:says|said|votes?|voted)\\s+no\\s+(?:to|on)|no\\s+to|(?:zegt|zei|stemt|stemde)\\s+nee\\s+(?:tegen|op)`,
    `|(?:wil|willen|wilt)\\s+(?:ni|nie|niet)(?:\\s+naar)?(?=\\s+(?:de|het)\\s)|ekis(?:\\s+(?:daw|raw|na))?|veto(?:\\s+(?:daw|raw|sa|on))?)`,
    `\\s+(?:${DETERMINER}\\s+)?(?:${RULED_OUT_POSITION})(?![\\p{L}])(?:\\s+(?:one|option|optie|place|spot))?`,
    // "ziet de derde niet zitten": the Dutch turn-down closes after the card.
    `|(?:ziet|zien)\\s+(?:${DETERMINER}\\s+)?(?:${RULED_OUT_POSITION})\\s+(?:\\p{L}+\\s+)?(?:niet|ni|nie)\\s+zitten)`,
  ].join(''),
  'iu',
);

/** ", niet het tweede", ", not the 2nd one", ", hindi yung pangalawa": a venue ruled out after the pick is no pick. */
export const RULED_OUT_AFTER = new RegExp(
  [
    `[,;]\\s*(?:and\\s+|en\\s+|at\\s+)?(?:not|niet|nie|hindi|di)\\s+(?:${DETERMINER}\\s+)?`,
    `(?:${ORDINAL_ALTERNATION}|#?\\d{1,2}(?:st|nd|rd|th|e|de)?)`,
    `(?:ng)?(?:\\s+[\\p{L}'’-]+)?(?=\\s*(?:[.!?]|$))`,
  ].join(''),
  'giu',
);
export const NOT_NAMED = new RegExp(
  [
    String.raw`^\s*(?:(?:ok|okay|hmm+|nah|no|nee|sige|actually)[,!]?\s+)*(?:not|niet|hindi|huwag na|wag na|geen)\s+(?!(?:the|de|het|yung`,
    String.raw`|ang|sa)\s+(?:first|second|third|last|eerste|tweede|derde|laatste|una|pangalawa|huli)\b)([^,;.]{3,40}?)\s*(?:[,;.]|\s(?:but`,
    String.raw`|maar|pero|kundi|just|alleen)\b)`,
  ].join(''),
  'iu',
);
export const CORRECTS = new RegExp(
  [
    String.raw`\b(?:este|i mean|i meant|or rather|ik bedoel|ik bedoelde|nee wacht|ay mali|mali pala|sorry,? (?:i mean|no)|no wait`,
    String.raw`|wait no|(?:no|nee|neen|hindi|nope),? (?:sorry|wacht|wait|pala)\b[,!.]?`,
    // Wave an (long messages): "the second, no hold on, he says the third", "the first one, no actually he means the second one",
    // "Ang pangalawa po, o kung hindi ako nagkakamali ay ang pangatlo", "(Priya) no babe the third one".
    String.raw`|(?:no,?\s+)?hold on|(?:no|nee|hindi),? actually|(?:he|she|they|mom|dad|my \p{L}+) (?:means|meant)`,
    String.raw`|(?:o\s+)?kung hindi ako nagkakamali(?:\s+ay)?|(?<=\)\s*)(?:no|nee|hindi)(?:\s+(?:babe|hon|dear|schat|anak|mahal|love))?`,
    // Issue 17: "#3, no #1", "de tweede, nee, de eerste", "ay hindi, ung pangatlo pala": a bare "no" after a clause, then a number
    // ("hindi yung pangatlo" without a comma is "not the third").
    // ... a dash stands for the comma, and "sorry" for the "no" ("the third—sorry, the second one").
    // ... and a shrug or a "wait" does what the "no" does ("de 2e. nvm de 3e", "the 1st, never mind, the 4th",
    // "de eerste, of nee, de tweede", "yung una, teka, yung pangalawa").
    String.raw`|(?<=[,.;!?\u2013\u2014]\s*|\s-\s*|\bay\s+)(?:no|nee|neen|sorry|hindi(?=[,!.])|nvm|never ?mind|laat maar|of nee|teka)`,
    String.raw`(?=[,!.]?\s*(?:${DETERMINER}\s+)?(?:#\s?\d`,
    String.raw`|\d{1,2}(?:st|nd|rd|th|e|de)?\b|(?:${ORDINAL_ALTERNATION})(?!\p{L})|(?:pang?|ika)-?\p{L}))`,
    String.raw`)\b[,:]?`,
  ].join(''),
  'iu',
);
/** "not the third", "niet de tweede", "hindi yung pangatlo": a place ruled out inside a correction is no pick. */
export const NEGATED_ORDINAL = new RegExp(
  [
    `(?<![\\p{L}])(?:not|niet|geen|hindi|di)\\s+(?:${DETERMINER}\\s+)?(?:${ORDINAL_ALTERNATION}|(?:pang?|ika)-?\\p{L}+`,
    `|#\\s?\\d{1,2}|\\d{1,2}(?:st|nd|rd|th|e|de))(?![\\p{L}])(?:\\s+(?:one|option|optie))?`,
  ].join(''),
  'giu',
);
/** "hindi pala yung una, yung pangatlo": right after "hindi pala" with no pause, the ordinal is the one ruled out. */
export const NOT_AFTER_ALL = /^(?:hindi|di|hnd)\s+pala$/i;
export const LEADING_ORDINAL = new RegExp(
  `^\\s*(?:${DETERMINER}\\s+)?(?:${ORDINAL_ALTERNATION}|(?:pang?|ika)-?\\p{L}+)(?![\\p{L}])\\s*[,;]`,
  'iu',
);
/** Every correction of a message, for `matchAll` (which copies it, so no state is shared). */
export const CORRECTS_ALL = new RegExp(CORRECTS.source, `${CORRECTS.flags}g`);

/** Flemish "den eersten", "den derden": an ordinal declined after "den". */
export const FLEMISH_DECLINED = /\b([Dd]en)\s+(eerst|tweed|derd|vierd|vijfd|zesd|laatst)en\b/g;
/** Flemish "d'n eerste" is "den eerste". */
export const FLEMISH_DN = /(?<!\p{L})([Dd])['’]n(?=\s+\p{L})/gu;
/** The message with articles typed with a slip and Flemish forms of ordinals mended. */
export function mendTypos(text: string): string {
  return markBarePositions(text)
    .replace(ARTICLE_TYPO, (typo) => (typo[0] === typo[0].toUpperCase() ? 'The' : 'the'))
    .replace(FLEMISH_DECLINED, (found, den: string, stem: string) => `${den} ${stem}e`)
    .replace(FLEMISH_DN, '$1en');
}

/** "80 na si lola": Tagalog "si" / "ni" before a lower-case word names a person, not a venue ("Lola Cafe"). */
export const PERSON_AFTER_SI = /\b(?:si|ni)\s+\p{Ll}/u;
export const PERSON_NAMED = /\b(si|ni)\s+\p{Ll}[\p{L}'’-]*/gu;
/** "the poblacion one sounds loud haha. what about the legazpi village one": the last question is the pick. */
export const LAST_QUESTION = /[.!?]\s+((?:ok\s+|and\s+|so\s+)?(?:what|how) about\s+(?:the|yung|de)\s[^.!?]+)[.!?]*\s*$/i;
