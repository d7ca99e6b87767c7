// What a message points at: a venue of the latest list (ordinal, attribute, "the other one", its name),
// the venue in focus (demonstratives), or an earlier user turn. Nothing fits: null, never a guess.
import { PRICE_LEVELS } from '../contract/place';
import type { ConversationContext, RememberedVenue } from './conversation-context';
import { extractQuery } from './extract-query';
import { findGazetteerNames, isKnownPlace, oneSlipApart, PLACE_NAMES, plainLetters } from './gazetteer';
import { describedBy, inEnglish, listedEndings, listedFirstPart } from './translations';
import { shortFormTyped, findJoinedName, findNameFragment, findSplitName, findNameWord, findSlippedNameWord, findSlippedRun, GENERIC_NAME_WORDS, ownName, streetOf } from './venue-names';

export type VenueResolution = {
  kind: 'venue';
  placeId: string;
  name: string;
  how: 'ordinal' | 'demonstrative' | 'attribute' | 'other' | 'name';
};
export type TurnResolution = { kind: 'turn'; index: number; text: string };
export type Resolution = VenueResolution | TurnResolution;

const ORDINAL_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  una: 1, pangalawa: 2, ikalawa: 2, pangatlo: 3, ikatlo: 3, pangapat: 4, 'pang-apat': 4, ikaapat: 4, panglima: 5, ikalima: 5,
  pananim: 6, 'pang-anim': 6, ikaanim: 6, pampito: 7, ikapito: 7, pangwalo: 8, ikawalo: 8, pansiyam: 9, ikasiyam: 9, pangsampu: 10, ikasampu: 10,
  eerste: 1, tweede: 2, derde: 3, vierde: 4, vijfde: 5, zesde: 6, zevende: 7, achtste: 8, negende: 9, tiende: 10,
  // Texting forms: "the lst one", "da frst".
  lst: -1, frst: 1,
  last: -1, huli: -1, panghuli: -1, pinakahuli: -1, 'pinaka-huli': -1, laatste: -1, allerlaatste: -1,
};
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  isa: 1, dalawa: 2, tatlo: 3, apat: 4, lima: 5, anim: 6, pito: 7, walo: 8, siyam: 9, sampu: 10,
  een: 1, 'één': 1, 'eén': 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10,
};
const ORDINAL_ALTERNATION = Object.keys(ORDINAL_WORDS).sort((a, b) => b.length - a.length).join('|');
const DETERMINER = "(?:the|d|da|and the|your|ur|'?yung|iyong|yong|ung|yng|ang|sa|si|de|den|het|'t|t|die|dat|en de|en den|en 't|je|jouw|nummer)";
/** What an ordinal counts when it is no place in the list: "the first time", "the 2nd night", "de tweede dag", "the last train". */
const NOT_LISTED_NOUNS =
  'of|time|times|day|days|sunday|monday|tuesday|wednesday|thursday|friday|saturday|zondag|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|weekend|lunes|martes|sabado|week|weeks|month|year|night|nights|minute|few|couple|question|message|thing|things|step|stop|stops|leg|round|course|impression|impressions|priority|keer|dag|dagen|vraag|beses|araw|gabi|tanong|sa lahat|ng|van|half|train|trains|bus|buses|ferry|flight|tram|metro|boat|trein|treinen|pont|veerboot|vlucht|biyahe|byahe|nieuws|news|update|updates|moment|weken|maand|jaar|years|avond|nacht|uur|hour|hours|stap|halte|rit|ronde|gang|gangen|deel|part|bagay|balita|oras|linggo|buwan|taon|beurt|hoofdstuk|chapter|episode|row|rij|evening|evenings|morning|afternoon|visit|trip|avenue|ave|street|st|straat|floor|verdieping|ochtend|middag';
/** "the second one", "yung una", "de eerste", "and the first?": a determiner, the ordinal, then no date or noun that makes it something else. */
const ORDINAL_PHRASE = new RegExp(
  `(?:^|[^\\p{L}'])${DETERMINER}\\s+(${ORDINAL_ALTERNATION})(?:(?<=una|huli)ng)?(?![\\p{L}])(?!\\s+(?:largest|biggest|oldest|tallest|busiest|highest|longest|grootste|oudste|drukste|hoogste|naming|nating|namin|natin|kong|mong|niyang)\\b)(?!\\s+(?:${NOT_LISTED_NOUNS})(?![\\p{L}])|\\s+(?!1\\s*(?:pls|please|po|graag|[?.!,]|$))\\d)`,
  'iu',
);
/** Tagalog ordinals stand alone: pang/pan/pam/ika + a number root, hyphen or space optional, linker -ng allowed
 * ("pangalawang hotel", "pang-lima", "pang apat", "ikatlong", "pansiyam"); "pang-lima katao" is "for five", not one. */
const TAGALOG_ROOTS: Record<string, number> = {
  una: 1, alawa: 2, dalawa: 2, lawa: 2, atlo: 3, tatlo: 3, tlo: 3, apat: 4, aapat: 4, lima: 5, anim: 6, aanim: 6,
  pito: 7, walo: 8, siyam: 9, syam: 9, sampu: 10, huli: -1,
};
// "pangatlong linggo" is the third week; "yung pangatlo, linggo ba?" the third venue, on Sunday.
const COUNTED_NOUNS = 'katao|tao|persons?|people|pax|beses|araw|linggo|gabi|taon|buwan|oras|tanong|pagkakataon';
const TAGALOG_ORDINAL = new RegExp(
  `(?:^|[^\\p{L}])(?:pang?|pam|ika)[- ]?(${Object.keys(TAGALOG_ROOTS).sort((a, b) => b.length - a.length).join('|')})(?:ng(?![\\p{L}])(?!\\s+(?:na\\s+)?(?:${COUNTED_NOUNS})(?![\\p{L}]))|(?![\\p{L}])(?!\\s+na\\s+(?:${COUNTED_NOUNS})(?![\\p{L}]))(?!\\s+(?:katao|tao|persons?|people|pax|beses|pagkakataon)(?![\\p{L}])))`,
  'iu',
);
const NUMBERED = new RegExp(
  `(?:#\\s?(\\d{1,2})\\b|(?:\\b(?:option|opt\\.?|number|no\\.|nr\\.?|nummer|numero|choice|pick|result|optie|keuze)|(?:^|\\b(?:is|and|ok|what about|how about)\\s+)no(?=\\s+\\d(?![\\d.,])(?:\\s*$|\\s+(?:is|pls|please|then|one|open|do|does|looks|sounds|in)\\b)))\\s*(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\b|(?<!\\d[.,])\\b(\\d{1,2})(?:st|nd|rd|th|d)?\\s+(?:one|option|place)\\b|\\b(?:the|d)\\s+(\\d{1,2})(?:st|nd|rd|th)\\s*(?:[?.!,]|$|\\s+(?:one|1)\\b)|\\b(?:ika|pang)[- ]?(\\d{1,2})(?![\\p{N}])(?!\\s*(?:tao|katao|pax|persons?|people)\\b)|(?:^|[^\\p{L}])(?<!\\b(?:aan|op|in|at|on|bij|near|langs|naar|van|to|sa)\\s{1,3})(?:the|da|d|de|het|yung|ung|ang|en de|and the)\\s+(\\d{1,2})(?:st|nd|rd|th|e|de|ste)(?![\\p{L}\\p{N}])(?!\\s+(?:${NOT_LISTED_NOUNS})\\b))`,
  'i',
);

const THAT_ORDINAL_ONE = new RegExp(`\\b(?:that|this|dat|die)\\s+(${ORDINAL_ALTERNATION})\\s+(?:one|place|spot)(?![\\p{L}])`, 'iu');
const ORDINAL_ONE = new RegExp(`(?:^|[.,;!?]\\s*)(?:and\\s+|en\\s+|ok\\s+)?(${ORDINAL_ALTERNATION})(?:\\s+(?:one|option|optie|choice|keuze|graag|please|pls|po|naman|na lang|is fine|is good|works|sounds good|it is)(?![\\p{L}])|\\s*(?:graag|please|pls|po|then|dan|naman|na lang)?\\s*[.!](?:\\s|$))`, 'iu');

/** A message that is nothing but an ordinal: "2nd", "3rd?", "#4", "second!", "derde?". */
const BARE_ORDINAL = new RegExp(`^\\s*(?:(?:the|and the|en de|de|yung|ang|and|en|eh|tapos)\\s+)?(?:#\\s?(\\d{1,2})|(\\d{1,2})(?:st|nd|rd|th|e|de|ste)|(${ORDINAL_ALTERNATION}))\\s*(?:one|please|pls|graag|po|naman)?\\s*[?.!]*\\s*$`, 'iu');

const DEMONSTRATIVE =
  /(?:^|[^\p{L}'])(that one|this one|that place|this place|that restaurant|this restaurant|that hotel|that spot|that event|the same place|same place|same spot|dezelfde plek|parehong lugar|the place|the restaurant|the venue|the hotel|there|thre|ther|it|its|it's|them|they|their|theirs|yun|un|yon|iyon|iyan|yan|doon|dun|diyan|dyan|duon|nun|niyan|nyan|niyon|sila|nila|ze|zij|die|dienen|diene|daar|doar|daarvoor|daarheen|daarnaartoe|erheen|ernaartoe|daarvan|daarnaar|ervan|er)(?![\p{L}'])/iu;
/** A price or distance question about what a pronoun points at is no new search, whatever else it names:
 * "is an bang beach far from there?", "magkano yan per tao kung may drinks?", "hoe ver is het strand van daar?". */
const ASKS_ABOUT_POINTED = /\b(?:(?:is|are)\s+(?:the\s+)?[\p{L}-]{3,20}(?:\s+[\p{L}-]{3,20})?\s+included\b|kasama(?:\s+na)?\s+ba\b|(?:is|zijn)\s+(?:het\s+|de\s+)?[\p{L}-]{3,20}\s+inbegrepen\b|(?:far|distance|walk|walkable|walking distance|drive|ride|minutes?|km) from (?:there|it|that place|that one)|magkano (?:yan|yun|iyan|iyon|dun|doon)|how much (?:is|does|do) (?:it|that|this|they)|(?:malayo|gaano kalayo)\b[^?]{0,30}\b(?:dun|doon|diyan|dyan)|(?:ver|afstand)\b[^?]{0,30}\b(?:van daar|vanaf daar|daarvandaan)|(?:hoe duur|wat kost) (?:is )?(?:die|dat|het)\b|(?:wat kost|wa kost|hoeveel kost|hoe duur is)\b[^?]{0,30}\b(?:daar|er)\b|how much (?:is|are|does|do|would)\b[^?]{0,30}\b(?:there|at that place)\b|how much for\b[^?]{0,40}\b(?:there|dun|doon|daar)\b|magkano\b[^?]{0,30}\b(?:dun|doon|diyan|dyan)\b|\b(?:breakfast|brunch|lunch|dinner|drinks|coffee|dessert|almusal|tanghalian|hapunan|merienda|ontbijt|lunchen|dineren|borrelen)\s+(?:there|dun|doon|daar)\b)/iu;
/** "breakfast near there?", "is er een cocktailbar in de buurt daarvan?", "kape malapit dun?": with a venue in focus, a
 * search next to it starts from it, so it is what "there" means (with none, "there" is the area: "near there" after the
 * old city). */
export const NEAR_POINTED = /\b(?:near|close to|next to|around|by)\s+(?:there|it|that place|that one)\b|\b(?:daar|er)\s+(?:ergens\s+)?(?:in de buurt|vlakbij|dichtbij|om de hoek)\b|\bin de buurt (?:van daar|van die|van dat|daarvan|ervan)\b|\b(?:vlakbij|dichtbij|naast)\s+(?:daar|die|dat)\b|\bmalapit\s+(?:lang\s+)?(?:dun|doon|diyan|dyan|jan)\b/i;
/** "is it near Hoan Kiem lake?", "ligt het dicht bij de Dom?", "malapit ba yun sa Intramuros?": where the venue pointed at is,
 * asked against a landmark (the last group) that is neither another venue, a new place to look nor a search. */
export const ASKS_WHERE_VENUE_IS =
  /\b((?:(?:is|are|isn't|aren't)\s+(?:it|that|they|this|that place|that one)|(?=(?:that|it)[’'s ])(?<=(?:^|\bso\s|\boh\s|\bah\s|[,.!]\s)\s*)(?:that's|thats|that’s|that is|it's|its|it’s|it is))\s+(?:(?:really|still|pretty|very|too|quite|actually|right)\s+)?(?:near|close to|far from|next to|walkable from|(?:with)?in walking distance (?:of|from|to)|in|on)|(?:ligt|zit|is)\s+(?:het|dat|die|da)\s+(?:(?:echt|wel|ver|erg|dicht|ook)\s+)?(?:dichtbij|dicht bij|vlakbij|in de buurt van|ver van|naast)|(?:ligt|zit)\s+(?:het|dat|die|da)\s+(?:(?:echt|wel|ook)\s+)?(?:in|op|aan)(?=\s+(?:de\s+|het\s+|'t\s+)?\p{L}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?\s*(?:[?.!,;]|$))|(?:malapit|malayo)\s+ba\s+(?:yan|yun|iyan|iyon|sila|ito|siya|yung lugar)\s+sa|(?<![\p{L}])(?:nasa|sa)(?=\s+\p{L}[^?.!,;]{1,30}?\s+(?:ba\s+(?:yun|yan|iyon|iyan)|(?:yun|yan|iyon|iyan),?\s+(?:diba|di ba|noh?|db|ata|yata)\b)))\s+([^?.!,;]+)/iu;
/** A question put to the venue pointed at, whatever dish or thing it names: "does it do food or just wine", "can I get egg
 * coffee at the same place", "pwede bang umorder dun ng pancit", "is er daar ook een vegetarische rijsttafel?". */
const ASKS_OF_VENUE =
  /^\s*(?:(?:ok|okay|sige|and|also|tsaka|at|e|en|so|oh|btw)[,!]?\s+)*(?:(?:can|could|do|may) (?:i|we) (?:get|order|have|buy|pay|eat|bring|try)\b(?=.*\b(?:there|at (?:the )?same place|same spot)\b)|(?:does|do) (?:it|they|that place)\b|(?:is|are) (?:it|they)\b|is that (?:place )?(?:a|an)\b|pwede\s*(?:ba(?:ng)?|ng)?\s+(?:umorder|mag-?order|bumili|kumain|magbayad|magdala)\b|pwede\s*(?:ba(?:ng)?|ng)?\s+mag-?\s?\p{L}{3,}\b(?=[^?.!]{0,40}\b(?:dun|doon|diyan|dyan)\s*[?.!]*\s*$)|kan (?:ik|je|we) (?:er|daar)\b|(?:is|zijn) er daar\b|hebben ze\b|heeft (?:het|die|dat)\b)|\bmay\b[^?.!]{0,40}\bba\s+(?:sila|siya|sya)\b|\bmay\b[^?.!]{0,30}\bba\b[^?.!]{0,20}\b(?:yan|yun|iyan|iyon|dun|doon|diyan|dyan)\s*[?.!]*\s*$|\bmay\s+[a-z-]{3,20}\s+ba\s+(?:dun|doon|diyan|dyan)\b/iu;
/** "En franzbrötchen? Waar haal ik die?": a topic opened at the start is what the pronoun after it means ("and does it open
 * early? like 8am" opens no topic: its question is put to the venue). */
const LEADING_TOPIC = /^\s*(?:en|and|what about|how about|e|eh|tapos|at|hoe zit het met)\s+(?!(?:there|daar|dun|doon|diyan|dyan|that one|that place|die|dat|yun|yan)\s*\?)(?!(?:does|do|is|are|can|will|would|did|was)\s+(?:it|they|that)\b)[^?.!]{2,40}\?\s*\S|^\s*(?:ok\s+)?(?:en|and|e|eh|tapos|at)\s+(?!(?:die|dat|de|den|het|the|yung|ung|ang|that|this|there|daar|dun)\b)[^?.!,]{3,40},\s*(?:waar|where|saan|san|wat|what|hoe|how)\b[^?.!]*\b(?:die|dat|it|them|ze|yun|yan)\b/i;
/** "is there", "there are", "it's raining": the word points at nothing. */
const EXPLETIVE = /\b(?:(?:one|any|all|both|some|none|each|either|neither) of (?:them|those|these|'em)|while (?:i'?m|we'?re|i am|we are|you'?re) (?:there|here)|habang (?:nandun|nandoon|andun|nandito|nandiyan)(?: (?:kami|ako|tayo))?|(?:als|terwijl) (?:ik|we|wij) (?:daar|er|hier) (?:ben|zijn)|(?:they|them|those|these|die|ze|zij|deze|da|dat|dees|sila) (?:all|both|allemaal|allebei|alle ?drie|alle ?vier|beide|lahat)|(?:lahat|pareho) (?:sila|ba sila|ng mga yan)|(?:isa|alinman|lahat) sa (?:kanila|mga yan|mga yun)|(?:een|elk|geen|allebei) van (?:hen|die|deze|ze)|(?:die|dat|deze) (?:stad|buurt|wijk|straat|regio|land|dag|avond|nacht|week|weekend|tijd|vraag|keer|trein|bus|tram|metro|taxi|route|kant|maand|periode|wijn|fiets|pont|pontje|veer|veerpont|boot|bootje)\b|(?:is|was|isn't) it (?:(?:very|really|too|so|generally|usually|always)\s+)?(?!(?:close|next|near|closer|nearer) to)[a-z]+ to|it(?:'s|’s| is) (?:my|our|his|her|their|a|an) (?:first|last|\w+(?:day|versary|moon|trip|visit|time))|first time|it(?:'s|s| is) (?:(?:so|very|really|too|super)\s+)?(?:raining|sunny|cold|hot|humid|windy|late|early|muggy|freezing)|what time is it|how is it going|(?:get|getting|go|going|move|moving|walk|walking|wander|wandering|stroll|strolling) around(?:\s+(?:at night|alone|late|safely))?\s+(?:there|here|dun|doon|daar)|(?:ok|okay|oks|sige|ayos|goods) na (?:yun|yan|iyon)|(?:ok|okay|oks|ayos|goods) lang (?:yun|yan|iyon|iyan)|which of (?:them|those|these)(?= (?:is|are|would be|'s) (?:best|better|good|great|nicest|ideal|right) for\b)|(?:if|when|once) it (?:clears up|clears|stops raining|dries up|gets better)|yun na yun|yun lang|what(?:'s|’s|s| is) there|is there|are there|was there|were there|there is|there are|there's|there were|there was|is it possible|it is possible|(?<!\b(?:is|was|be|it's|it’s)\s+(?:it\s+|that\s+)?(?:really\s+|even\s+)?)worth it|make it|(?:do|did|doing) it (?:in|at|on|near)|is it ok|is it okay|it's ok|it's okay|got it|that's it|that is it|it's fine|it's all|that's all|is that all|i like it|it's great|it's perfect|it works|it was|it's been|it takes|(?:love|loving|enjoy|enjoying|like|liking|loved|enjoyed) it|(?:think|thinking|thought|sleep|talk) (?:about|on|over) it|is er|zijn er|was er|valt er|er te doen|er te zien|waren er|er is|er zijn|er was|er waren|komt er|staat er|hoe laat is het|het is|dat was het|dat is het|dat was alles|dat is alles|da's alles|that's it for now)\b/gi;
/** Weather and climate questions point at the city, not at a venue ("how cold is it there in april"). */
const WEATHER = /\b(?:(?:strand|terras|fiets|regen|zomer|winter|mooi|slecht|rot|honden|wandel)weer|humid|muggy|sweltering|freezing|sobrang init|ang init|ang lamig|benauwd|snikheet|how (?:cold|hot|warm|humid|chilly|rainy|sunny|windy) (?:is|does|will|gets?)|what(?:'s|’s| is) it like (?:in|during|around) (?:the )?(?:winter|summer|spring|autumn|fall|rainy season|dry season|monsoon|typhoon season|january|february|march|april|may|june|july|august|september|october|november|december)|weather|temperature|forecast|climate|(?:is|will|does) it (?:gonna |going to )?(?:rain|snow|pour)|gonna rain|going to rain|uulan ba|gaan regenen|jacket|umbrella|panahon|maulan|mainit ba|malamig ba|weer|klimaat|regent het|koud|warm is het|warm genoeg|warm enough|cold enough)\b/i;

/** "from KLCC", "vanaf Kamppi", "mula sa Makati": the origin of a trip (not "from there", which points). */
const PARTY_OR_TIME = /\b(?:for|voor|para sa|para)\s+\d{1,2}(?:\s*(?:people|ppl|persons?|pax|of us|personen|pers|tao|katao))?(?=\s+(?:at|om|ng|sa|tonight|vanavond|mamaya|on|op)\b|\s*(?:people|ppl|persons?|pax|personen|tao|katao)\b)|\b\d{1,2}\s*(?:people|ppl|pax|personen|pers|tao|katao)\b|\b(?:at|om|alas|ng)\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|uur|h|ng (?:gabi|umaga|hapon))?(?![\p{L}\p{N}])/giu;
const ROUTE_START = /\b(?:from|van|vanaf|vanuit|mula sa|galing sa)\s+(?!(?:there|daar|dun|doon|here|hier|dito)(?![\p{L}]))[^?.!,]{2,40}?\s+(?=(?:to|naar|hanggang(?:\s+sa)?|papunta(?:ng)?(?:\s+sa)?)\s+(?!(?:there|daar|dun|doon|it|het|die|dat|that|this|them|ze|yun|yan)(?![\p{L}]))\p{L})/iu;
const ORIGIN = /(?:^|\s)(?:from|vanaf|vanuit|mula sa|galing sa|galing|(?:kalayo|malayo)(?:\s+(?:ba|pa|naman|po|yan|yun|iyan|iyon|siya|sila|ito))*\s+sa|ver(?:\s+(?:is|ligt|zit)\s+(?:het|dat|die|da))?(?:\s+(?:te voet|lopen|fietsen|rijden|wandelen))?\s+van)\s+(?!there\b|here\b|it\b|dun\b|doon\b|diyan\b|daar\b)(?:(?:our|my|the|ons|mijn|het|ang|yung)\s+(?:hotel|hostel|airbnb|apartment|appartement|condo|place)(?:\s+(?:namin|natin|ko))?\s+(?:in|sa|at|op|near|bij)\s+(?:the\s+|de\s+)?|(?:hotel|hostel|airbnb|condo)\s+(?:namin|natin|ko)\s+sa\s+)?[\p{L}\p{N}'’.&-]+(?:\s+\p{Lu}[\p{L}'’.&-]*)*/gu;
const OTHER = /(?:^|[^\p{L}'])(the oth(?:e|a)?r one|the oth(?:e|a)?r|oth(?:e|a)?r one|yung isa|yung isang|ang isa|(?:yung|ung|ang) kabila|sa isa(?!\s+(?:sa|pang|lang|araw|gabi|oras|linggo))|de andere|die andere|het andere|dat andere|d['’]?andere|den anderen?|dienen anderen?)(?![\p{L}])/iu;
const CHEAP = /\b(cheaper|cheapest|goedkoopst|(?:lowest|cheapest|smallest) (?:cover(?: charge)?|entry fee|entrance fee|admission|door charge)|less expensive|least expensive|more affordable|most affordable|(?:the|yung|ang|de|het|die) (?:cheap|affordable|budget|inexpensive|low[- ]cost|wallet[- ]friendly) (?:one|option|pick|choice|place|spot|optie|plek)|(?:'?yung|ung|yng|iyong) mura|(?:yung|ang) (?:budget|affordable)(?=\s*(?:[,?.!]|$|na\b|naman\b))|pinaka[- ]?mura|mas mura|(?:de|die|het|dat|den) goedkope|goedkoopste|goedkopere|goedkoper|voordeligste|voordeligst|voordeliger|minst (?:dure|duur|prijzige?)|lowest[- ]pric(?:es?|ed)|(?:best|lowest|cheapest|most reasonable) prices|laagste prijs|laagste prijzen|pinakamurang presyo)\b/i;
const PRICEY = /\b(more expensive|most expensive|pricier|priciest|fancier|fanciest|(?:the|yung|ang|de|het|die) (?:(?:very|really|super|most) )?(?:expensive|pricey|fancy|swanky|upscale|splurge|luxury|high[- ]end|posh) (?:one|option|pick|choice|place|spot|optie|plek)|yung mahal|pinaka[- ]?mahal|mas mahal|(?:yung|ang) (?:sosyal|mamahalin)|pinaka[- ]?sosyal|(?:de|die|het|dat|den) (?:dure|sjieke|chique)|duurste|duurst|duurdere|duurder|prijzigste|meest (?:dure|prijzige))\b/i;
const BEST_RATED = /\b((?:highest|best|top|hoogste|beste|pinakamataas na) (?:score|rating|cijfer|waardering|reviews?)|(?:better|higher|betere|hogere) (?:reviews?|ratings?|rated|score|recensies|beoordeling)|better[- ]rated|higher[- ]rated|beter beoordeeld|mas magandang? reviews?|highest[- ]rated|best[- ]rated|top[- ]rated|rated (?:the )?(?:highest|best)|(?:pinaka[- ]?|most )highly[- ]rated|(?:hoogst|best) gescoorde?|best rating|highest rating|best reviews?|(?:best|highest|top)[- ]reviewed|most popular|most stars|meeste sterren|pinakamaraming stars?|(?:pinaka[- ]?)sikat|populairste|meest populaire?|best one|pinaka[- ]?mataas|mas mataas(?: ang| na)? rating|(?<!\bmas )mataas(?: ang| na)? (?:rating|ratings|reviews?)|mas magandang? (?:rating|reviews?)|hoogste beoordeling|(?:hoogst|best) beoordeelde?|beste(?!\s+(?:tijd|moment|manier|dag|seizoen|maand|route|optie om|plek om|keuze om))|(?:hoogst|best) gewaardeerde?|meest gewaardeerde?|scoort (?:het )?(?:best|hoogst)|scoren (?:het )?(?:best|hoogst)|scores? (?:the )?(?:best|highest))\b/i;
const WANTS_ANOTHER = /\b(?:anything|something|somewhere|any|iets|ergens|wala(?: na)? bang|meron bang|mayroon bang|other|another|else|andere|iba)\b[^?.!]{0,20}\b(?:cheaper|less expensive|more affordable|pricier|fancier|better(?:[- ]rated)?|mas mura|mas mahal|goedkopers?|goedkoper|duurders?)\b|\b(?:cheaper|pricier|fancier|more affordable|mas murang?|goedkopere) (?:options?|places?|spots?|ones|alternatives?|restaurants?|lugar|kainan|opties|plekken|zaken)\b|\bmay mas (?:mura|mahal)\b[^?.!]{0,15}\bpa(?:ng)?\b/i;
/** "welke is gratis?", "which ones are free", "alin ang libre": a question that picks the one free venue. */
const FREE = /\b(?:(?:which|what|welke|wat|alin|ano)\b[^?.!]{0,30}\b(?:free|gratis|libre|walang bayad)|the free one|de gratis|die gratis|yung libre|yung walang bayad)\b/i;
const WORST_RATED = /\b(lowest[- ]rated|worst[- ]rated|rated (?:the )?(?:lowest|worst)|(?:worse|lower|slechtere|lagere) (?:reviews?|ratings?|rated|score)|slechtste(?: (?:score|reviews?|beoordeling|cijfer))?|lowest rating|worst|pinaka[- ]?mababa(?:ng)?(?: na)? (?:rating|score)|mas mababa(?:ng| ang| na)? rating|laagste (?:score|beoordeling|cijfer|waardering)|slechtst beoordeelde?|laagst gewaardeerde?)\b/i;
/** "the Chinatown one", "that Malate place", "the jazz spot": the words between pick the venue. */
const ATTRIBUTE_ONE = /(?:\b(?:the|that|this|ung|yung|iyong|de|die|dat|het)|'yung)\s+([\p{L}\p{N}'’ -]{2,40}?)\s+(?:one|place|spot|restaurant|resto|hotel|cafe|café|bar|museum|stall|shop|plek|plekje|tent|tentje|zaak|zaakje|lugar|kainan)\b/iu;
/** Dutch cuisine adjectives after an article ("de Japanse") as the stem the category has. */
const ADJECTIVE_STEMS: Record<string, string> = {
  japanse: 'japan', franse: 'fren', italiaanse: 'itali', thaise: 'thai', indonesische: 'indones', indische: 'indo', chinese: 'chin',
  mexicaanse: 'mexic', indiase: 'indian', spaanse: 'spani', griekse: 'greek', koreaanse: 'korea', vietnamese: 'vietnam', turkse: 'turk',
  surinaamse: 'surinam', amerikaanse: 'americ', libanese: 'leban', marokkaanse: 'morocc', portugese: 'portug', ethiopische: 'ethiop',
  peruaanse: 'peru', duitse: 'german', belgische: 'belg', hollandse: 'dutch', nederlandse: 'dutch', filipijnse: 'filipin',
  vegetarische: 'vegetarian', veganistische: 'vegan', biologische: 'organic', glutenvrije: 'gluten', italiaan: 'itali', japanner: 'japan', fransman: 'fren', chinees: 'chin', thai: 'thai',
};
const ADJECTIVE_ONE = new RegExp(`\\b(?:de|die|het|dat|en de|yung|ang)\\s+(${Object.keys(ADJECTIVE_STEMS).join('|')})\\b`, 'i');
const ONE_WITH = /\b(?:the one|(?:the|that|this) (?:other )?(?:place|spot)(?= (?:on|in|at|along|near|by))|(?:that|this) one(?= (?:on|in|at|along|near|by))|(?:de|die|dat|het) andere(?= (?:in|op|aan|bij|van))|which one(?:'s|’s| is| was)|which ones(?= (?:in|on|at|near|by) )|which is|which was|(?:which (?:one |of (?:them|those|these) )?(?:has|does|serves|offers)|welke (?:heeft|hebben)|alin (?:ang )?may)(?!\s+(?:the\s+|de\s+|het\s+)?(?:best|highest|lowest|worst|most|least|cheapest|better|more|less|nicest|biggest|beste|hoogste|laagste|meeste|pinaka)\b)|which of (?:them|those|these)(?:'s|’s| is| was)|welke (?:is|ligt|zit)|alin (?:ang|dun ang|doon ang)|(?:yung|ung|yng) nasa|(?:yung|ung|yng) (?:sa|s)|(?:yung|sa|dun sa|doon sa) may|yung (?:talagang |mas |pinaka ?)?malapit sa|(?:die|degene) (?:vlakbij|dichtbij|vlak bij|dicht bij|naast)|(?:(?<!\b(?:zit|ligt|staat|zitten|liggen)\s)|(?=(?:die|dat) (?:in|op|aan|bij) (?:de |het |'t )?\p{L}+(?: \p{L}+)? (?:ook|nog|al|wel|echt|buiten|binnen|open)\b))(?:die|dat|dienen|diene|dieje) (?:in|op|aan|bij|met|van)|degene (?:in|op|aan|bij|met|van))\s+(?:(?:on|in|at|near|by|with|that has|that's|that is|along)\s+)?(?:(?:the|de|het)\s+)?([\p{L}\p{N}'’ .,-]{2,40})/iu;

/** "the one you said has a view", "the place you said was loud", "yung sinabi mong may rooftop", "die waarvan je zei dat hij
 * laat open is": what the assistant said about a venue picks it; the words after the verb are matched. */
export const SAID_OF =
  /\b(?:the (?:one|place|spot|bar|restaurant|cafe|hotel)|(?:'?yung|ung|ang)(?: lugar| place| resto)?|die|degene|dat|het)\s+(?:(?:that|which|waarvan|wat|na)\s+)?(?:you|u|je|jij|mo)\s+(?:said|mentioned|described|called|noemde|zei|zegt|beschreef)\s+(?:(?:dat|that|as)\s+)?(?:(?:it|die|hij|ze|het)\s+)?(?:(?:has|had|was|is|were|serves|does|heeft|had|serveert)\s+)?(?:(?:a|an|the|een|de|het)\s+)?([\p{L}\p{N}'’ -]{2,40})|\b(?:'?yung|ung|ang)\s+(?:sinabi|binanggit|sabi)\s+(?:mong|mo na|mo)\s+(?:(?:na|ay)\s+)?(?:may\s+)?([\p{L}\p{N}'’ -]{2,40})|\b(?:you|u|ge|gij|je)\s+(?:said|mentioned|zei|zegt|noemde|had het over|sprak over)\s+(?:something|iets)\s+(?:about|over)\s+(?:(?:a|an|the|ne|nen|een|de|het)\s+)?([\p{L}\p{N}'’ -]{2,40})|\b(?:ge|gij|je|u)\s+(?:had|hebt|heeft)\s+(?:iets\s+)?(?:gezegd|verteld)\s+over\s+(?:(?:een|de|het|ne|nen)\s+)?([\p{L}\p{N}'’ -]{2,40})|\b(?:which|welke|wat|alin)(?:\s+(?:one|ones|place|spot|of them|of those|daarvan|van die|dun|doon))?\s+(?:(?:did|do|had|have|would|heb|hebt)\s+)?(?:you|u|ge|gij|je|jij|mo)\s+(?:say|said|gezegd|mention|mentioned|recommend|recommended|aangeraden|aanraadde|suggest|suggested|noemde|zei)\s+(?:(?:was|is|were|would be|for|voor|to|as|als|dat|that|had|has)\s+)?(?:(?:the|a|an|de|het|een)\s+)?([\p{L}\p{N}'’ -]{2,40})/iu;

export const ONE_THAT_IS = /\b(?:is|zit) er (?:er )?eentje (?:bij )?(?:die |dat )?([\p{L} -]{3,30}?)(?:\s+(?:is|heeft|bij))?\s*(?:[?.!]|$)|\bis there one (?:that'?s|that is|which is|with)\s+([\p{L} -]{3,30}?)\s*(?:[?.!]|$)/iu;
const WHICH_KIND = /\b(?:which (?:one|of (?:them|those|these))|welke (?:daarvan|van (?:die|deze))|alin (?:dun|doon|sa kanila))(?:'s|’s|\s+is|\s+was|\s+ang|\s+ay)\s+(?:an?\s+|een\s+)?(?:actual\s+|real\s+|proper\s+|echt(?:e)?\s+|totoong\s+)?(\p{L}{3,20})\b/iu;
/** "the tour at that place": a phrase that ends in a thing of the venue pointed at. */
const PLACE_AFTER_KIND = /^\s+(?:in|on|at|near|sa|op|aan|bij|nabij)\s+(?:the\s+|de\s+|het\s+)?([\p{L}\p{N}'’ -]{2,30}?)(?=\s*(?:[-–—,?.!]|$))/iu;
const OF_POINTED = /\s(?:at|in|of|from|sa|van|bij|op)\s+(?:that|this|die|dat|yun|yan)$/i;
/** "the museum on Chambers St", "the bar in Gion": a kind of place after "the", then where it is, matched against the list. */
const CATEGORY_AT = /\b(?:the|de|het|die|dat|yung|ang)\s+(\p{L}{3,20}(?:\s+\p{L}{3,20})?)\s+(?:on|in|at|along|near|by|off|aan|op|bij|langs|nabij|vlakbij|sa|nasa)\s+(?:the\s+|de\s+|het\s+)?([\p{L}\p{N}'’ -]{2,40})/iu;
/** "before the smoked meat question", "after my question about parking": the turn next to the one the topic names. */
const BESIDE_TOPIC = /\b(before|after|voor|bago|pagkatapos)\s+(?:the\s+|my\s+|de\s+|mijn\s+|yung\s+|ang\s+)?(?:question\s+about\s+|vraag\s+over\s+|tanong\s+(?:ko\s+)?tungkol\s+sa\s+)?([\p{L}\p{N}'’ -]{3,40}?)\s*(?:question|vraag|tanong)?\s*[?.!]*$/iu;

/** A message about an earlier question of the user's: a recall frame with a question word ("my first question",
 * "what did I ask", "una kong tanong", "wat vroeg ik"); it takes precedence over an ordinal ("yung una kong tanong"). */
const TURN_REFERENCE = new RegExp(
  [
    String.raw`\b(?:my|the|your)\s+(?:very\s+)?(?:first|second|third|fourth|last|previous|earlier|original|initial|opening|other|old|1st|2nd|3rd)\s+(?:question|message|request|query|qn|q|ques)\b`,
    String.raw`\bwh?at (?:did|have|was it|did) i (?:just |even |actually |originally )?(?:ask(?:ed)?|said|say|want(?:ed)?|mention(?:ed)?)\b`,
    // "what was the question before the izakaya one?", "the message after my question about the metro"
    String.raw`\bthe (?:question|message|thing i asked) (?:right |just )?(?:before|after) (?:the|my)\b`,
    // "the thing I asked two messages ago", "drie vragen geleden", "dalawang tanong na ang nakalipas"
    String.raw`\b(?:two|three|four|2|3|4|twee|drie|vier)\s+(?:messages|questions|vragen|berichten)\s+(?:ago|back|geleden|terug)\b`,
    String.raw`\bwhat i (?:asked|said|wanted|mentioned)\b`,
    String.raw`\bthe (?:thing|question) i (?:asked|said|mentioned)(?: you)?(?: (?:earlier|before|about))?\b`,
    // "what was the first thing I asked?", "the last thing i said"
    String.raw`\b(?:the|my)\s+(?:very\s+)?(?:first|second|third|last|previous|earlier|other)\s+(?:thing|one)\s+i\s+(?:just\s+)?(?:asked|said|wanted|mentioned|typed)\b`,
    String.raw`\b(?:what|which) was my (?:\w+ )?(?:question|request|message|qn|q|ques)\b`,
    String.raw`\b(?:(?:pinaka)?una|(?:pinaka)?unang|pinakaunang|huling|huli|pinakahuling?|nakaraang|naunang|pangalawa(?:ng)?|pangatlo(?:ng)?|ikalawa(?:ng)?|ikatlo(?:ng)?|dating)\s+(?:kong\s+|ko\s+|na\s+)?(?:tanong|tinanong)`,
    String.raw`\b(?:tanong|tinanong|itinanong) ko\b|\b(?:sinabi|sabi|binanggit) ko (?:kanina|dati|noon|sa umpisa)\b`,
    String.raw`\byung kanina\b`,
    String.raw`\b(?:mijn|mijne|de) (?:eerste|tweede|vorige|laatste|eerdere|oorspronkelijke|allereerste)\s+(?:vraag|bericht)`,
    String.raw`\bwat (?:vroeg|zei) ik\b|\bwat ik (?:\w+ )?(?:vroeg|zei|gevraagd)\b|\bwat heb ik (?:\w+ )?gevraagd`,
    String.raw`\b(?:wat was|welke was) (?:\w+ ){0,2}mijn (?:\w+ )?vraag\b|\bmy (?:earlier |previous |other )?question (?:about|on|re)\b|\bmijn vraag (?:van (?:daarnet|net|zonet|eerder|daarstraks) )?over\b`,
    String.raw`\b(?:back to|going back to|terug naar|balik (?:tayo )?sa)\s+(?:the|my|that|de|het|mijn|die|yung)\s+[\w-]{3,20}\s+(?:question|vraag|tanong)\b`,
  ].join('|'),
  'i',
);
const FIRST_TURN = /\b(?:first|original|initial|opening|(?:the )?(?:very )?(?:start|beginning)|eerste|allereerste|eerst|begin|(?:pinaka)?una|(?:pinaka)?unang|noong una|simula|umpisa|sa umpisa)\b/i;
const NTH_TURN: [RegExp, number][] = [
  [/\b(?:second|2nd|tweede|pangalawa(?:ng)?|ikalawa(?:ng)?)\b/i, 1],
  [/\b(?:third|3rd|derde|pangatlo(?:ng)?|ikatlo(?:ng)?)\b/i, 2],
  [/\b(?:fourth|4th|vierde|pang-?apat(?:na)?|ikaapat(?:na)?)\b/i, 3],
];
/** "about brunch", "tungkol sa brunch", "over ontbijt": the topic picks the earlier question that mentions it. */
const TOPIC = /\b(?:about|regarding|re|on|tungkol sa|tungkol|ukol sa|over|betreffende)\s+(?:the\s+|ang\s+|yung\s+|de\s+|het\s+)?([\p{L}\p{N}'’ -]{3,40})/iu;
const TOPIC_FILLER = new Set('thing things stuff one question vraag tanong bagay ding dingetje'.split(' '));
const TOPIC_STOP = new Set('the a an and or in at to for of it that this there my your what when where how is are was sa ng ang yung mga na ba nga ulit de het een en van is was'.split(' '));

const STOPWORDS = new Set(
  'the a an one on in at near by with that has is of and or to for this it place restaurant cafe bar hotel venue spot yung nasa sa may ang de het die op aan bij met een van street st str straat avenue ave av road rd jl jln jalan calle again ba nga po ook alweer think'.split(' '),
);

export interface ResolveInput {
  text: string;
  context: ConversationContext;
  /** Earlier user messages by global turn index (only those still in history are known). */
  earlierTurns: ReadonlyMap<number, string>;
  /** The message starts a new search: "there" then means the location, not a venue. */
  newSearch: boolean;
  /** The assistant's reply that listed the venues: what it said about each ("great rooftop views") picks one too.
   * A function, because finding it costs a scan of the history that most messages never need. */
  listReply?: () => string | undefined;
  /** The assistant's latest reply: "the former" / "the latter" may point at the two venues it just weighed. */
  lastReply?: () => string | undefined;
}

const AROUND_THERE = /\baround there\b/gi;
/** "wat about hte nimman one", "teh second": articles typed with a slip read as the article. */
const ARTICLE_TYPO = /(?<![\p{L}'’])(?:hte|teh|thw|tge)(?![\p{L}'’])/giu;
export function resolveReferences(input: ResolveInput): Resolution | null {
  const { context } = input;
  let text = input.text
    .replace(ARTICLE_TYPO, (typo) => (typo[0] === typo[0].toUpperCase() ? 'The' : 'the'))
    // Flemish "den eersten", "den derden": an ordinal declined after "den".
    .replace(/\b([Dd]en)\s+(eerst|tweed|derd|vierd|vijfd|zesd|laatst)en\b/g, (found, den: string, stem: string) => `${den} ${stem}e`)
    // Flemish "d'n eerste" is "den eerste".
    .replace(/(?<![\p{L}])([Dd])['’]n(?=\s+\p{L})/gu, '$1en');
  const turn = resolveTurn(text, context, input.earlierTurns);
  // "80 na si lola": Tagalog "si" / "ni" before a lower-case word names a person, not a venue ("Lola Cafe").
  if (/\b(?:si|ni)\s+\p{Ll}/u.test(text)) text = text.replace(/\b(si|ni)\s+\p{Ll}[\p{L}'’-]*/gu, '$1 ');
  if (turn) return turn;
  const list = context.alternatives.length ? context.alternatives : context.recentVenues;
  // Every venue still known by name: the latest lists, and those of earlier lists ("sakaba tamaru, open late?").
  const known = knownVenues(context);
  const current = known.filter((v) => !context.earlierVenues?.some((old) => old.placeId === v.placeId) || context.alternatives.some((a) => a.placeId === v.placeId));
  // "paano pumunta dun from KLCC?", "vanaf Kamppi": where the user sets off from is no pick.
  // "is that one cheaper than the first?": what is compared is before "than"; what it is compared with, after.
  // "Hoe kom ik van het MAS naar de markt?", "mula sa museum papunta sa market": of a route with both ends named, the end.
  // "book that one for 4 at 7", "voor 2 om 8 uur": a party size or a time is no number in the list.
  let picked = subjectOfComparison(text.replace(PARTY_OR_TIME, ' ').replace(ROUTE_START, ' — ').replace(ORIGIN, ' —'));
  // "yung pang-apat, este yung pang-lima pala", "the 3rd, I mean the 4th": what comes after the correction is meant.
  // "hindi na sa una, sa pangalawa na lang", "not the first, the third", "niet de eerste maar de tweede": what is ruled out
  // comes first, the pick after it.
  const corrected = CORRECTS.exec(picked) ?? RULED_OUT_FIRST.exec(picked);
  if (corrected) {
    const after = picked.slice(corrected.index + corrected[0].length);
    const meant = resolveOrdinal(after, list) ?? fullName(after, known) ?? resolveAttribute(after, list, input.listReply);
    if (meant) return meant;
  }
  // "not din tai fung, one of the others", "hindi yung Rico's, yung isa": a venue ruled out by name is no pick; the pick is
  // what comes after, or of two the other one.
  const notNamed = NOT_NAMED.exec(picked);
  const ruledOut = notNamed ? fullName(notNamed[1], known) ?? resolveName(notNamed[1], list) : null;
  if (ruledOut?.kind === 'venue') {
    const after = picked.slice(notNamed!.index + notNamed![0].length);
    const meant = resolveOrdinal(after, list) ?? fullName(after, known) ?? resolveAttribute(after, list, input.listReply);
    if (meant?.kind === 'venue' && meant.placeId !== ruledOut.placeId) return meant;
    const rest = list.filter((v) => v.placeId !== ruledOut.placeId);
    if (rest.length === 1) return venue(rest[0], 'other');
    // ... "not El Tizoncito, been there already. the other one": the rules for "the other one" weigh the venue ruled out.
    if (!OTHER.test(after)) return null;
  }
  // "is it close to the cathedral?", "Zit die in Sint-Anna?": the landmark the venue in focus is placed against is no other
  // venue, and no venue of that name or place is picked.
  const where = ASKS_WHERE_VENUE_IS.exec(picked);
  const beside = where ? picked.replace(ASKS_WHERE_VENUE_IS, '$1') : picked;
  if (context.focus && where && /^\s*\S+\s+(?:(?:ba|pa)\s+)?(?:it|that|they|this|het|dat|die|da|yun|yan|iyon|iyan|sila|siya)\b/iu.test(picked.slice(where.index))) picked = beside;
  if (picksTwo(picked, list)) return null;
  // "the latter" with no two venues just weighed points at nothing, not at the venue in focus.
  if (FORMER_LATTER.test(picked)) return formerOrLatter(picked, input, list);
  // "going back to the seafood places, the first one", "van de eerste lijst de tweede": the pick is made in that earlier list.
  const named = namedEarlierList(text, known, list);
  if (named) {
    // ... without the words that named it ("the first list" is no pick of the first venue).
    const rest = subjectOfComparison(text.replace(named.phrase, ' ').replace(ORIGIN, ' —'));
    // ... by its number, an attribute, or its kind ("Nog even terug naar de lunch: hoe laat gaat die brouwerij open?").
    const pick = resolveOrdinal(rest, named.venues) ?? resolveAttribute(rest, named.venues) ?? resolveCategory(rest, named.venues, false);
    // "Terug naar de hotels: ..." names the list only when a pick is made in it; "back to the hotel from there" is a trip.
    if (pick || !named.bare) return pick;
  }
  // "Is Frituur No. 1 open op zondag?": a name typed whole that holds a number is that venue, not a number in the list.
  const numberedName = fullName(picked, current, list);
  if (numberedName && /\d|#/.test(numberedName.name)) return numberedName;
  const early =
    ordinalOfKind(picked, list, known) ??
    ordinalLookingName(picked, list) ??
    otherAfterOrdinal(picked, context) ??
    resolveOrdinal(picked, list) ??
    nextToFocus(picked, context, list) ??
    resolveOther(picked, context, input.lastReply, input.earlierTurns.get(context.userTurns - 1), input.listReply, text);
  if (early) return early;
  // "not la venencia, the other": the venue named beside "the other" is the one ruled out, never the pick.
  if (list.length > 2 && OTHER.test(picked) && resolveName(picked.replace(OTHER, ' '), list)?.how === 'name') return null;
  // "the poblacion one sounds loud haha. what about the legazpi village one": the last question is the pick.
  const lastAsk = /[.!?]\s+((?:ok\s+|and\s+|so\s+)?(?:what|how) about\s+(?:the|yung|de)\s+[^.!?]+)[.!?]*\s*$/i.exec(picked);
  if (lastAsk) picked = lastAsk[1];
  // "how do i get to kadikoy from sultanahmet?", "is it worth taking the train down to Brighton?": a trip to a town asks of
  // the town; neither the town's name in a venue's nor "it" points at a venue.
  const town = townTravelledTo(picked, known);
  if (town) picked = picked.replace(town, ' ');
  return (
    namedByPart(picked, list, known) ??
    // "maxwell one pls": a word of the name or address opening the message, with "one".
    leadingOne(picked, list) ??
    settledOn(picked, list, known, current) ??
    // "is Calle Sevilla any cheaper?": a venue named in full is the one asked about, whatever the comparative.
    fullName(picked, current, list) ??
    // ... on the whole text: "from before" is no origin to drop.
    fromEarlierList(text, known, list) ??
    resolveAttribute(picked, list, input.listReply, known, THOSE_TWO.test(picked) ? focusedPair(context, list) : undefined, new Set((context.earlierFocus ?? []).map((v) => v.placeId))) ??
    // "is the jazz one cheaper than ronnie scott's?": the venue compared against is not the one described.
    comparedAgainst(text, picked, list, input.listReply) ??
    resolveName(picked, current, input.newSearch) ??
    // ... and only then a name of an earlier list: "the naramachi one" is the sushi shop there before the sight of that name.
    resolveName(picked, known.filter((v) => !current.includes(v)), input.newSearch) ??
    resolveCategory(picked, list, input.newSearch, input.listReply) ??
    // ... or the one venue of that kind among all still known, when the latest list has none: "en het kunstmuseum?".
    (known.length > list.length ? resolveCategory(picked, [...list, ...known.filter((v) => !list.includes(v))], input.newSearch) : null) ??
    // ... "and rooftop bars around there?": a new search "around there" is in the area, not at the venue in focus.
    // "lechon around IT Park": a place whose name holds a pronoun points at nothing.
    (town !== null || (input.newSearch && !ASKS_ABOUT_POINTED.test(text) && !ASKS_OF_VENUE.test(text) && !NEAR_POINTED.test(placesWithPronounsBlanked(text).replace(AROUND_THERE, ' '))) || namesAnotherVenue(beside, context) || describesAnother(beside, context)
      ? null
      : resolveDemonstrative(placesWithPronounsBlanked(text), context, input.lastReply)) ??
    ellipticFollowUp(text, context, input.newSearch)
  );
}

const TRAVEL_TO = /\b(?:get|go|going|travel|head|heading|train|bus|ferry|drive|trip|ride|down|up|out|over)\s+to\s+(?:the\s+\p{L}+\s+(?:at|in)\s+)?([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)|\b(?:naar|papunta(?:ng)?\s+(?:sa\s+)?|pumunta(?:ng)?\s+(?:sa\s+)?)([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)/iu;
/** The known town a trip in the message goes to, as typed; none when a venue still known is called just that. */
function townTravelledTo(text: string, known: readonly RememberedVenue[]): string | null {
  const m = TRAVEL_TO.exec(text);
  if (!m) return null;
  const words = (m[1] ?? m[2]).split(/\s+/);
  const town = [words.join(' '), words[0]].find((candidate) => isKnownPlace(candidate));
  if (!town || known.some((v) => fold(v.name) === fold(town))) return null;
  return town;
}

/** The text with every known place of several words that holds a pronoun ("IT Park", "Den Haag") blanked. */
const PRONOUN_WORD = /(?:^|\s)(?:it|there|that|this|die|dat|daar|den|dun|doon|yun|yan)(?:\s|$)/i;
function placesWithPronounsBlanked(text: string): string {
  let out = text;
  for (const m of findGazetteerNames(text)) if (/\s/.test(m.raw) && PRONOUN_WORD.test(m.raw)) out = out.slice(0, m.index) + ' '.repeat(m.raw.length) + out.slice(m.index + m.raw.length);
  return out;
}

/** "hours?", "line long?", "dresscode?", "mahal ba", "kelangan ba mag pre-order o pwede walk in": a short question about a
 * venue's hours, price, queue, booking or amenities, with no word pointing anywhere, is put to the venue in focus. */
const VENUE_DETAIL = /\b(?:cover(?: charge)?|entrance fee|entry fee|corkage|service charge|minimum spend|hours|opening (?:hours|times)|open(?:ing)?(?:\s+(?:late|now|today|tonight|tomorrow|early|on \w+))?|closes?|line|queue|pila|mahal|pricey|expensive|cash(?:\s+(?:only|lang))?|cards?|dress ?code|parking|wifi|reserv\w*|book(?:ing)?|walk[- ]?ins?|pre-?order|menu|halal|kid[- ]?friendly|pet[- ]?friendly|bukas|sarado|branch|duur|open|dicht|reserveren|parkeren|wachtrij|order|pickup|pick-up|takeaway|take-out|delivery|deliver|queue)\b/i;
function ellipticFollowUp(text: string, context: ConversationContext, newSearch: boolean): VenueResolution | null {
  if (newSearch || !context.focus || text.trim().split(/\s+/).length > 8 || !VENUE_DETAIL.test(text)) return null;
  // ... no pointing word at all: those were weighed already ("are they all open on sunday?" points at no one venue).
  if (DEMONSTRATIVE.test(text.replace(EXPLETIVE, ' ')) || /\b(?:all|both|allemaal|allebei|beide|lahat|pareho)\b/i.test(text)) return null;
  // ... nor one about something else: "one more thing, do jeepneys still take cash?".
  if (/\b(?:one more thing|btw|by the way|nog iets|isa pa)\b|\b(?:do|does|are|is)\s+(?!(?:it|they|you|u|we|i)\b)\p{L}{3,}s\b/iu.test(text)) return null;
  // ... a question ("?", Tagalog "ba"), not a statement or a new request.
  if (!/\?\s*$|\bba\b|^\s*(?:(?:ok|and|so)[,!]?\s+)?(?:is there|are there)\s/i.test(text) || /\b(?:any|other|another|else|which|alin|welke|iba|ibang|andere|anders)\b/i.test(text)) return null;
  // ... and names nothing else: "btw is Pujol open on sundays?", "is the ferry between the two sides expensive?".
  if (/\s\p{Lu}/u.test(text.trim()) || /\b(?:the|a|an|de|het|een|ang|yung)\s+(?!(?:line|queue|menu|wifi|parking|dress|pila|hours|cover|entrance fee|entry fee|corkage|service charge|minimum spend)\b)\p{L}/iu.test(text)) return null;
  return venue(context.focus, 'demonstrative');
}

const COMPARATIVES = [CHEAP, PRICEY, BEST_RATED, WORST_RATED].map((pattern) => new RegExp(pattern.source, 'gi'));
// Dutch "dan" is "than" only after a comparative ("duurder dan"); "welke is dan de duurste?" is "then".
const THAN = /\s(?:than|kaysa(?:\s+sa)?|kesa(?:\s+sa)?|compared to|vergeleken met)\s|(?<=\p{L}er)\s+dan\s/iu;
function comparedAgainst(text: string, picked: string, list: readonly RememberedVenue[], listReply?: () => string | undefined): VenueResolution | null {
  const than = THAN.exec(text);
  if (!than || picked === text) return null;
  const against = namedInFull(text.slice(than.index + than[0].length).toLowerCase(), list);
  return against.length === 1 ? resolveAttribute(picked, list.filter((v) => v !== against[0]), listReply) : null;
}
function subjectOfComparison(text: string): string {
  const than = THAN.exec(text);
  if (!than) return text;
  const subject = text.slice(0, than.index);
  if (!/\b(?:one|that|this|it|die|dat|yung|yun|the\s+\S+\s+one)\b|\p{Lu}/u.test(subject.replace(/^\s*\p{Lu}/u, ''))) return text;
  // "is it cheaper than X": the comparative is the question, not a pick of the cheapest.
  return COMPARATIVES.reduce((rest, pattern) => rest.replace(pattern, ' '), subject);
}

const RULED_OUT_FIRST = new RegExp(
  `^\\s*(?:(?:ok|okay|hmm+|sige|nee|no|actually)[,!]?\\s+)*(?:hindi na|hindi|huwag na|wag na|not|niet|geen)\\s+(?:${DETERMINER}\\s+)?(?:${ORDINAL_ALTERNATION}|#?\\d{1,2}(?:st|nd|rd|th|e|de)?)(?:\\s+(?:one|option|optie))?\\s*(?:[,;.]|\\s(?:but|maar|pero|kundi))\\s*`,
  'iu',
);
const NOT_NAMED = /^\s*(?:(?:ok|okay|hmm+|nah|no|nee|sige|actually)[,!]?\s+)*(?:not|niet|hindi|huwag na|wag na|geen)\s+(?!(?:the|de|het|yung|ang|sa)\s+(?:first|second|third|last|eerste|tweede|derde|laatste|una|pangalawa|huli)\b)([^,;.]{3,40}?)\s*(?:[,;.]|\s(?:but|maar|pero|kundi|just|alleen)\b)/iu;
const CORRECTS = /\b(?:este|i mean|i meant|or rather|ik bedoel|ik bedoelde|nee wacht|ay mali|mali pala|sorry,? (?:i mean|no)|no wait|wait no)\b[,:]?/i;

/** "both the first and second", "the 2nd or the 3rd?", "fritz vs anthracite": two venues are weighed, none is picked. */
const TWO_ORDINALS = new RegExp(
  `\\b(?:${ORDINAL_ALTERNATION}|#?\\d{1,2}(?:st|nd|rd|th|e|de)?)(?:\\s+(?:one|option|place))?\\s*(?:,|and|or|vs\\.?|versus|en|of|at|o|tegen)\\s+(?:the\\s+|de\\s+|het\\s+|yung\\s+|ang\\s+|sa\\s+)?(?:${ORDINAL_ALTERNATION}|#?\\d{1,2}(?:st|nd|rd|th|e|de)?)\\b(?!\\s*(?:people|ppl|persons|pax|tao|personen|pm|am|uur|o'clock|hours?|hrs?|oras|\\/7|minutes?|mins?|minuten|minuto))`,
  'iu',
);
const WEIGHS = /\b(?:vs\.?|versus|or|o|of|tegen|compared to|vergeleken met|kaysa|kesa|than|dan|between|tussen)\b/i;
/** "the historic ones, are they touristy?", "those ones": several venues at once, none picked. */
const PLURAL_ONES = /\b(?:the|those|these|yung mga|ang mga)\s+(?:[\p{L}-]+\s+){0,2}ones\b/iu;
/** "the first two", "de laatste twee", "yung unang dalawa": two venues at one end of the list. */
const FIRST_OR_LAST_TWO = /\b(?:the (first|last|top|bottom) (?:two|2)|(?:de|die) (eerste|laatste) (?:twee|2)|(?:yung|ang) (unang|huling) (?:dalawa|2))\b/i;
function endPair(text: string, list: readonly RememberedVenue[]): RememberedVenue[] | null {
  const m = FIRST_OR_LAST_TWO.exec(text);
  if (!m || list.length < 2) return null;
  return /^(?:first|top|eerste|unang)$/i.test(m[1] ?? m[2] ?? m[3]) ? list.slice(0, 2) : list.slice(-2);
}
function picksTwo(text: string, list: readonly RememberedVenue[]): boolean {
  // "which of the river north ones is cheaper?": a comparative picks one among them.
  if (TWO_ORDINALS.test(text) || (PLURAL_ONES.test(text) && ![CHEAP, PRICEY, BEST_RATED, WORST_RATED].some((pattern) => pattern.test(text))) || FIRST_OR_LAST_TWO.test(text)) return true;
  if (!WEIGHS.test(text) || /\b(?:than|dan|kaysa|kesa)\b/i.test(text)) return false;
  const lower = foldBare(text);
  // "House of Lechon": a weighing word inside a name typed whole weighs nothing.
  const bare = (v: RememberedVenue) => foldBare(v.name);
  const wholeNames = list.filter((v) => containsWhole(lower, bare(v)));
  const rest = wholeNames.reduce((left, v) => left.split(bare(v)).join(' '), lower);
  if (!WEIGHS.test(rest)) return false;
  const typed = new Set(rest.split(/[^\p{L}\p{N}]+/u));
  // A word several names share ("Lechon" in three lechon houses) tells no two of them apart.
  const counts = new Map<string, number>();
  const distinctive = list.map((v) => {
    // ... nor a dish in a name ("Dong Bei Dumplings"): "dumplings o noodles lang?" weighs dishes, not venues.
    const words = [...new Set(bare(v).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4 && !GENERIC_NAME_WORDS.has(w) && !PLACE_NAMES.has(w) && !extractQuery(w)))];
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
    return words;
  });
  const named = list.filter((v, i) => wholeNames.includes(v) || distinctive[i].some((w) => counts.get(w) === 1 && typed.has(w)));
  return named.length >= 2;
}

/** The two venues a text weighs, in the order it names them ("the first or the third?", "Kopps or Fritz?"), else null. */
function weighedPair(text: string, list: readonly RememberedVenue[]): RememberedVenue[] | null {
  const ordinals = TWO_ORDINALS.exec(text);
  if (ordinals) {
    const at = (word: string) => {
      const raw = word.toLowerCase().replace(/^#/, '').replace(/(?:st|nd|rd|th|e|de)$/, '');
      const n = ORDINAL_WORDS[word.toLowerCase()] ?? Number(raw);
      return n === -1 ? list.length - 1 : n - 1;
    };
    const [first, second] = ordinals[0].split(/\s*(?:,|\band\b|\bor\b|\bvs\.?|\bversus\b|\ben\b|\bof\b|\bat\b|\bo\b|\btegen\b)\s+(?:the\s+|de\s+|het\s+|yung\s+|ang\s+|sa\s+)?/i);
    const pair = [list[at(first.split(/\s+/)[0])], list[at((second ?? '').split(/\s+/)[0])]];
    return pair.every(Boolean) && pair[0] !== pair[1] ? pair : null;
  }
  // "Leslies o Josephines": possessives are typed without their apostrophe.
  const lower = foldBare(text);
  const typed = lower.split(/[^\p{L}\p{N}]+/u);
  const named = list
    .map((v) => {
      const whole = lower.indexOf(foldBare(v.name));
      if (whole >= 0) return { v, at: whole };
      const words = foldBare(v.name).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4 && !GENERIC_NAME_WORDS.has(w) && !PLACE_NAMES.has(w));
      const word = words.find((w) => typed.includes(w));
      return word ? { v, at: lower.search(new RegExp(`(?<![\\p{L}])${escape(word)}(?![\\p{L}])`, 'u')) } : null;
    })
    .filter((found): found is { v: RememberedVenue; at: number } => found !== null && found.at >= 0);
  if (named.length === 2) return named.sort((a, b) => a.at - b.at).map((found) => found.v);
  // "the 2 in whitechapel, which has better reviews", "sa dalawang ihawan alin mas mura": the two a place or kind narrows to.
  if (/\b(?:two|2|twee|dalawa(?:ng)?)\b/i.test(text)) {
    const narrowed = narrowedByKind(text, narrowedByPlace(text, list));
    if (narrowed.length === 2) return [...narrowed];
  }
  return null;
}

/** "the former", "the latter", "de laatstgenoemde": of the two venues just weighed (by the user's last message, else by the
 * assistant's last reply, else the two last in focus, else a list of two), the one named first or second. "the latter two" picks no single venue. */
const FORMER_LATTER = /\bthe (former|latter)(?!\s+(?:two|three|ones|half|part|both))\b|\b(?:de|die|het) (eerst|laatst)genoemde\b/i;
function formerOrLatter(text: string, input: ResolveInput, list: readonly RememberedVenue[]): VenueResolution | null {
  const match = FORMER_LATTER.exec(text)!;
  const lastAsked = input.earlierTurns.get(input.context.userTurns - 1);
  const reply = input.lastReply?.();
  // ... else the two last in focus, in the order they were ("the 2nd?" then "and the 4th?": "the former" is the 2nd).
  const focused = input.context.focus && input.context.earlierFocus?.length ? [input.context.earlierFocus[0], input.context.focus].map((f) => list.find((v) => v.placeId === f.placeId)) : [];
  const pair = (lastAsked ? weighedPair(lastAsked, list) ?? endPair(lastAsked, list) : null) ?? (reply ? weighedPair(reply, list) : null) ?? (focused.length === 2 && focused.every(Boolean) ? (focused as RememberedVenue[]) : null) ?? (list.length === 2 ? list : null);
  if (!pair) return null;
  return venue(pair[/^(?:former|eerst)$/i.test(match[1] ?? match[2]) ? 0 : 1], 'ordinal');
}

/** "die rooftop van daarnet", "the hostel from before", "yung seafood kanina": a description marked as from an earlier list
 * picks the one venue of the earlier lists it fits. */
const FROM_EARLIER = /\b(?:the|that|this|die|dat|de|het|yung|ung|ang)\s+([\p{L}\p{N}'’ -]{2,40}?)\s+(?:(?:one|place|spot|plek|plekje|tent|zaak)\s+)?(?:van daarnet|van net|van zonet|van eerder|van eerst|van (?:je|de) eerste lijst|from (?:before|earlier|your first list|the first list|the other list)|you mentioned (?:before|earlier|first)|(?:na )?kanina|nung una)(?![\p{L}])/iu;
function fromEarlierList(text: string, known: readonly RememberedVenue[], list: readonly RememberedVenue[]): VenueResolution | null {
  const described = FROM_EARLIER.exec(text)?.[1];
  if (!described) return null;
  // A kind of place ("the café from before") is what tells them apart here, so generic kinds count too.
  const words = phraseWords(described).length ? phraseWords(described) : fold(described).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2);
  const earlier = known.filter((v) => !list.some((l) => l.placeId === v.placeId));
  return words.length && earlier.length ? bestMatch(earlier, words) : null;
}

/** An earlier list the message names by its kind or its place in the conversation. */
const EARLIER_LIST = [
  /\b(?:back to|going back to|from|of|in|on|about)\s+(?:the|your|that|those)\s+(?:(first|earlier|previous|other|old|original)\s+)?((?:[\p{L}-]+\s+){0,2}?)(?:list|places|spots|ones|options|recommendations|suggestions|restaurants|bars|picks)(?![\p{L}])/iu,
  /\b(?:terug naar|van|uit|bij)\s+(?:de|die|je)\s+(?:(eerste|eerdere|vorige|andere|oude)\s+)?((?:[\p{L}-]+?\s?){0,2}?)(?:lijst|tentjes|tenten|plekken|plekjes|zaken|zaakjes|restaurants|opties|tips)(?![\p{L}])/iu,
  /\b(?:balik (?:tayo |ako |kami )?sa|dun sa|doon sa)\s+(?:mga\s+)?(?:(unang|naunang|dating)\s+)?((?:[\p{L}-]+\s+){0,2}?)(?:list|listahan|lugar|kainan|places|spots)(?![\p{L}])/iu,
  // "ah ja. die eerste lijst, welke was daar het goedkoopst?"
  /(?:^|[.,!?]\s*)(?:ah ja[.,]?\s+|ok[.,]?\s+)?(?:die|de|that|the)\s+(eerste|vorige|first|previous|other|andere)\s+()(?:lijst|list)(?![\p{L}])/iu,
];
/** "Terug naar de hotels: ...", "balik tayo sa bulalo, ...", "back to the tapas, ...": going back to an earlier list by its kind
 * alone, the kind closed off by a comma, a colon or a dash. */
const BACK_TO_KIND = /\b(?:(?:going |go |come |coming )?back to|terug naar|(?:ba)?balik (?:tayo |ako |kami |na )?sa|bumalik (?:tayo |ako |kami )?sa)\s+(?:(?:the|those|your|de|die|het|je|mga|yung|ang)\s+)?()((?:[\p{L}-]+\s?){1,2}?)(?=\s*(?:[:,;—–]|\s-\s)|\s+(?:yung|ang|the|de|die|het)\s)/iu;
/** The venues of that earlier list, and the words that named it. */
function namedEarlierList(text: string, known: readonly RememberedVenue[], list: readonly RememberedVenue[]): { venues: RememberedVenue[]; phrase: string; bare: boolean } | null {
  if (!list.length) return null;
  const match = EARLIER_LIST.map((pattern) => pattern.exec(text)).find(Boolean);
  const bare = match ? null : BACK_TO_KIND.exec(text);
  // A place is no kind of list: "back to Makati, ..." is a move, not a list.
  if (bare && findGazetteerNames(bare[2]).length) return null;
  const found = match ?? bare;
  const venues = found && earlierListVenues(found, known, list);
  return venues ? { venues, phrase: found![0], bare: !match } : null;
}
function earlierListVenues(match: RegExpExecArray, known: readonly RememberedVenue[], list: readonly RememberedVenue[]): RememberedVenue[] | null {
  const latest = list[0].turn;
  const groups = new Map<number, RememberedVenue[]>();
  for (const v of known) if (v.turn !== latest && !list.some((l) => l.placeId === v.placeId)) groups.set(v.turn, [...(groups.get(v.turn) ?? []), v]);
  if (!groups.size) return null;
  const turns = [...groups.keys()].sort((a, b) => a - b);
  const when = (match[1] ?? '').toLowerCase();
  const kind = phraseWords(match[2] ?? '').filter((w) => !/^(?:first|earlier|previous|other|old|original|eerste|eerdere|vorige|andere|oude|unang|naunang|mga)$/.test(w));
  if (kind.length) {
    // ... or by where it was ("back to the manhattan list", "back to the rome list").
    const fits = (v: RememberedVenue) => kind.some((w) => w.split('|').some((part) => fold(`${v.category ?? ''} ${v.name} ${v.address ?? ''}`).split(/[^\p{L}]+/u).some((word) => word.startsWith(part.replace(/s$/, '')))));
    // The latest list is of that kind too: it is the one meant.
    if (list.some(fits)) return null;
    const of = turns.filter((turn) => groups.get(turn)!.some(fits));
    return of.length === 1 ? groups.get(of[0])! : null;
  }
  if (/^(?:first|original|eerste|unang)$/.test(when)) return groups.get(turns[0])!;
  return when ? groups.get(turns.at(-1)!)! : null;
}

/** The latest lists first, then venues of earlier lists; each venue once. */
function knownVenues(context: ConversationContext): RememberedVenue[] {
  const all = [...context.recentVenues, ...context.alternatives, ...(context.earlierVenues ?? [])];
  return all.filter((v, i) => all.findIndex((w) => w.placeId === v.placeId) === i);
}

function venue(v: { placeId: string; name: string }, how: VenueResolution['how']): VenueResolution {
  return { kind: 'venue', placeId: v.placeId, name: v.name, how };
}

/** "huling tanong, safe ba ...?", "my last question: ...": announcing the question that follows, not pointing back. */
const ANNOUNCES_QUESTION = /^\s*(?:(?:ok|okay|sige|and|at|so)[,!]?\s+)?(?:my |the |one )?(?:last|final|huling|huli|laatste)\s+(?:question|tanong|vraag)(?:\s+(?:ko|po|na))*\s*(?:[,:;–—-]|is\b|ay\b)/i;
const AGO = /\b(two|three|four|2|3|4|twee|drie|vier)\s+(?:messages|questions|vragen|berichten)\s+(?:ago|back|geleden|terug)\b/i;
const NUMBER_BACK: Record<string, number> = { two: 2, three: 3, four: 4, '2': 2, '3': 3, '4': 4, twee: 2, drie: 3, vier: 4 };
/** "yung tanong ko kanina bago yan", "the question before that", "de vraag daarvoor": one question further back than the last. */
const BEFORE_THAT = /\b(?:before that(?: one)?|the (?:one|question) before(?: that)?|bago (?:yan|yun|iyan|iyon|nun|noon|niyan|niyon)|daarvoor|daar voor|ervoor|die daarvoor)\b/i;
function resolveTurn(text: string, context: ConversationContext, earlier: ReadonlyMap<number, string>): TurnResolution | null {
  const match = TURN_REFERENCE.exec(text);
  if (!match || context.userTurns === 0 || ANNOUNCES_QUESTION.test(text)) return null;
  // "terug naar mijn eerste vraag: geldt dat ook voor Valkenburg?": an ordinal question is meant before any "voor/before".
  const nth = FIRST_TURN.test(text) ? 0 : NTH_TURN.find(([pattern]) => pattern.test(text))?.[1];
  // "re what I asked earlier, is the viettel counter before customs?": the earlier question that shares the message's words.
  const ago = AGO.exec(text);
  if (ago) {
    const back = NUMBER_BACK[ago[1].toLowerCase()];
    const at = context.userTurns - back;
    return at >= 0 ? { kind: 'turn', index: at, text: earlier.get(at) ?? '' } : null;
  }
  let index = (/^(?:voor|bago)$/i.test(BESIDE_TOPIC.exec(text)?.[1] ?? '') && nth !== undefined ? null : besideTopic(text, earlier)) ?? nth ?? topicTurn(text, earlier) ?? sharedWordsTurn(text.replace(TURN_REFERENCE, ' '), earlier) ?? (BEFORE_THAT.test(text) ? context.userTurns - 2 : context.userTurns - 1);
  if (index >= context.userTurns) index = context.userTurns - 1;
  if (index < 0 && context.userTurns > 0) index = 0;
  return index >= 0 ? { kind: 'turn', index, text: earlier.get(index) ?? '' } : null;
}

function besideTopic(text: string, earlier: ReadonlyMap<number, string>): number | null {
  const match = BESIDE_TOPIC.exec(text);
  if (!match) return null;
  const at = turnMentioning(match[2], earlier);
  if (at === null) return null;
  const index = /^(?:before|voor|bago)$/i.test(match[1]) ? at - 1 : at + 1;
  return index >= 0 ? index : null;
}

/** The latest earlier user turn that mentions the topic's words. */
const NAMED_QUESTION = /\b(?:the|my|that|de|het|mijn|die|yung)\s+([\p{L}-]{3,20})\s+(?:question|vraag|tanong)\b/iu;
function topicTurn(text: string, earlier: ReadonlyMap<number, string>): number | null {
  // "my question about the tram": the reference itself may end in the word that opens the topic.
  const topic = TOPIC.exec(text.replace(TURN_REFERENCE, (found) => (/\b(?:about|on|re|over)$/i.test(found) ? ' about' : ' ')))?.[1] ?? NAMED_QUESTION.exec(text)?.[1];
  if (!topic) return null;
  return turnMentioning(topic, earlier);
}

/** The one earlier question that shares a distinctive word (five letters or more) with the message, or null. */
const FOUR_LETTER_STOP = new Set(
  'alle also ang ano ask asked back bang best cool daar dat deze did die dit does each even ever far from give goed good have heeft help here hier hoe info into ito iyan jouw just kami kasi kayo know lang last late like long maar make many mga mijn more most much naar naman near need next nice niet nila niya nog okay only ook open over pala para pero ramen saan said same says sila some such sure take tayo tell than thanks that them then they this time tips veel very voor waar wait want wat ways wel well what when will with yan yeah your yun yung zeer zijn'.split(/\s+/),
);
function sharedWordsTurn(text: string, earlier: ReadonlyMap<number, string>): number | null {
  // ... four letters too when a thing, not a little word ("does the card cover the train?" finds "is the Copenhagen Card worth it?").
  const words = fold(text).split(/[^\p{L}\p{N}]+/u).filter((w) => (w.length >= 5 || (w.length === 4 && !FOUR_LETTER_STOP.has(w))) && !TOPIC_STOP.has(w) && !TOPIC_FILLER.has(w) && !/^(?:asked|earlier|question|before|after|about|again|there|where|which|would|could|should|vraag|tanong|kanina)$/.test(w));
  if (!words.length) return null;
  const sharing = [...earlier].filter(([, message]) => !TURN_REFERENCE.test(message) && words.some((w) => new RegExp(`(?<![\\p{L}])${escape(w)}`, 'u').test(fold(message))));
  return sharing.length === 1 ? sharing[0][0] : null;
}

/** A topic said in other words: "bago yung presyo" finds "magkano ...?". */
const TOPIC_SYNONYMS: Record<string, string[]> = {
  presyo: ['magkano', 'price', 'cost', 'how much', 'mura', 'mahal'], price: ['magkano', 'how much', 'cost', 'prijs', 'kost', 'cheap', 'expensive', 'pricey'],
  prijs: ['kost', 'price', 'hoeveel', 'goedkoop', 'duur'],
  oras: ['anong oras', 'what time', 'open'], hours: ['what time', 'open', 'close'],
};
function topicStem(word: string): string {
  const stem = word.replace(/(?:ings?|ations?|ed)$/, '');
  return stem.length >= 4 && stem !== word ? stem : word.slice(0, Math.max(4, word.length - 2));
}
function turnMentioning(topic: string, earlier: ReadonlyMap<number, string>): number | null {
  // Accents folded on both sides: "the hangi thing" finds "hāngī".
  const base = fold(topic).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2 && !TOPIC_STOP.has(w) && !TOPIC_FILLER.has(w));
  const words = [...base, ...base.flatMap((w) => TOPIC_SYNONYMS[w] ?? [])];
  if (!words.length) return null;
  // The turn that holds most of the topic's words ("milk tea" over a later "Tea Garden"); the latest of equals.
  let best: [number, number] | null = null;
  for (const [index, message] of earlier) {
    // "remind me what I asked about parking" only repeats the topic; the question itself came before.
    if (TURN_REFERENCE.test(message)) continue;
    const folded = fold(message);
    // "about booking" finds "do i need to book?": a word's stem without -ing / -ation / -ed is enough.
    // ... or a word typed with one slip on either side ("about boson" finds "chowder in Boston").
    const messageWords = folded.split(/[^\p{L}\p{N}]+/u).filter((m) => m.length >= 5);
    const hits = words.filter((w) => folded.includes(topicStem(w)) || (w.length >= 5 && messageWords.some((m) => m[0] === w[0] && oneSlipApart(w, m)))).length;
    if (hits && (!best || hits > best[1] || (hits === best[1] && index > best[0]))) best = [index, hits];
  }
  return best ? best[0] : null;
}

const ORDINAL_LOOKING = new RegExp(`^(?:\\d{1,2}(?:st|nd|rd|th|e|de|ste)?|#\\d{1,2}|${ORDINAL_ALTERNATION}|${Object.keys(NUMBER_WORDS).join('|')})$`, 'i');
/** "yung 1st colonial", "the third space": a listed name that opens with an ordinal-looking word is that venue, not a position. */
function ordinalLookingName(text: string, list: readonly RememberedVenue[]): VenueResolution | null {
  // "328, do they open for breakfast?": a number past the list's length that opens a listed name is that name.
  const number = /^\s*(\d{1,4})\b/.exec(text)?.[1];
  if (number && Number(number) > list.length) {
    const opens = list.filter((v) => fold(v.name).startsWith(`${number} `));
    if (opens.length === 1) return venue(opens[0], 'name');
  }
  const folded = ` ${fold(text).replace(/[^\p{L}\p{N}#]+/gu, ' ')} `;
  const hits = list.filter((v) => {
    const words = fold(v.name).split(/[^\p{L}\p{N}#]+/u).filter(Boolean);
    return words.length >= 2 && ORDINAL_LOOKING.test(words[0]) && folded.includes(` ${words[0]} ${words[1]} `);
  });
  return hits.length === 1 ? venue(hits[0], 'name') : null;
}

/** Places in the list said as places rather than numbers, each with the index it names in a list of `n`:
 * the top and the bottom of it, its middle (only when there is one), the one before the last. */
const LIST_POSITIONS: ReadonlyArray<[RegExp, (n: number) => number | null]> = [
  [/\b(?:second|2nd)[- ](?:to[- ])?last\b|\bnext[- ]to[- ]last\b|\bpenultimate\b|\bone before (?:the )?last\b|\bvoorlaatste\b|\bop (?:één|een|eén) na laatste\b|\b(?:pangalawa|ikalawa) sa (?:huli|dulo)\b|\bbago (?:yung |ang |sa )?(?:huli|dulo)\b/i, (n) => (n >= 2 ? n - 2 : null)],
  [/\b(?:the )?top one\b|\bthe one (?:at|on) (?:the )?top\b|\btop of (?:the|your) list\b|\b(?:yung|ang|ung) (?:nasa )?(?:taas|itaas|ibabaw)\b|\b(?:de|die|het) (?:bovenste|bovenaan)\b|^\s*bovenaan\b/i, () => 0],
  [/\b(?:the )?bottom one\b|\bthe one (?:at|on) the bottom\b|\bbottom of (?:the|your) list\b|\b(?:yung|ang|ung) (?:nasa )?(?:baba|ibaba|dulo)\b|\b(?:de|die|het) (?:onderste|onderaan)\b|^\s*onderaan\b/i, (n) => n - 1],
  [/\b(?:the )?middle one\b|\bthe one in the middle\b|\b(?:yung|ang|ung) (?:nasa )?gitna\b|\b(?:de|die|het) middelste\b|\b(?:die|de|het) in het midden\b/i, (n) => (n % 2 === 1 && n >= 3 ? (n - 1) / 2 : null)],
];
/** "the one you mentioned second", "die je als tweede noemde": an ordinal said of how the assistant listed them. */
const LISTED_AS = new RegExp(
  `\\b(?:you|u)\\s+(?:mentioned|listed|said|named|suggested|recommended|gave|put)\\s+(${ORDINAL_ALTERNATION})\\b|\\bals\\s+(${ORDINAL_ALTERNATION})\\s+(?:noemde|noemt|gaf|geeft|zei|zegt|aanraadde|opnoemde)\\b`,
  'iu',
);

/** The index a place word names (null when it names none in a list this long), or undefined when there is none. */
function listPosition(text: string, n: number): number | null | undefined {
  for (const [pattern, index] of LIST_POSITIONS) if (pattern.test(text)) return index(n);
  return undefined;
}

/** "Una sa lahat, salamat! Pangalawa, ligtas ba ...?", "first of all ..., second ...": ordinals that number the user's own points. */
const ENUMERATES = /\b(?:una sa lahat|first of all|firstly|first off|ten eerste|allereerst|in de eerste plaats)\b/i;
const LEADING_NUMBER = /^\s*(?:(?:ok|okay|sige|and|en|e|eh)[,!]?\s+)?(\d{1,2})(?:st|nd|rd|th|e|de|ste)?(?=\s*(?:[?.!,]|$|\s+(?:pls|plz|please|po|graag|then|dan|na lang|naman|more info)\b))/i;
/** "the train back to lisbon, when does the last one leave": the first, last or next one of a ride named is that ride. */
const RIDE_ORDINAL = /\b(?:train|trains|bus|buses|ferry|ferries|boat|boats|trein|treinen|boot|boten|flight|flights|vlucht|vluchten|shuttle|tram|jeepney|biyahe|byahe|subway|underground|tube|mrt|lrt|metro)\b[^.?!]*\b(?<!\b(?:to|till|until|naar|tot|sa)\s+)(?:the (?:last|first|next) one|de (?:laatste|eerste|volgende)|yung (?:huli|una|huling|unang))\b/i;
/** "what time is the last show", "hoe laat vertrekt de laatste rondleiding": the time of a first, last or next showing. */
const TIME_OF_SHOWING = /\b(?:what time|when|until when|till when|hoe laat|tot hoe laat|wanneer|anong oras|kailan|hanggang anong oras)\b[^.?!]*\b(?:the|de|het|yung|ang)\s+(?:last|first|next|laatste|eerste|volgende|huling|unang|susunod na)\s+(?:show|shows|showing|screening|performance|set|tour|tours|rondleiding|rondvaart|voorstelling|vertoning|entry|admission|toegang|seating|sitting|sailing|departure|vertrek|session|sessie|class|les|mass|mis|misa)\b/i;
function resolveOrdinal(text: string, list: readonly RememberedVenue[]): VenueResolution | null {
  // "the last subway", "de laatste trein", "the last show": a ride or a showing, not a listed venue; "the train to the last one" is.
  if (!list.length || ENUMERATES.test(text) || RIDE_ORDINAL.test(text) || LAST_RIDE.test(text) || TIME_OF_SHOWING.test(text)) return null;
  const place = listPosition(text, list.length);
  if (place !== undefined) return place === null ? null : venue(list[place], 'ordinal');
  let position: number | null = null;
  const listed = LISTED_AS.exec(text);
  if (listed) position = ORDINAL_WORDS[(listed[1] ?? listed[2]).toLowerCase()] ?? null;
  const phrase = position === null ? ORDINAL_PHRASE.exec(text) : null;
  if (phrase) position = ORDINAL_WORDS[phrase[1].toLowerCase().replace('pang-apat', 'pangapat')] ?? null;
  const tagalog = position === null ? TAGALOG_ORDINAL.exec(text) : null;
  if (tagalog) position = TAGALOG_ROOTS[tagalog[1].toLowerCase()] ?? null;
  // "what about that first one?": a demonstrative before an ordinal and "one".
  const thatOne = position === null ? THAT_ORDINAL_ONE.exec(text) : null;
  if (thatOne) position = ORDINAL_WORDS[thatOne[1].toLowerCase().replace('pang-apat', 'pangapat')] ?? null;
  // "last one on the list, ...", "first one pls": an ordinal with "one" opening a clause needs no article.
  const bareOne = position === null ? ORDINAL_ONE.exec(text) : null;
  if (bareOne) position = ORDINAL_WORDS[bareOne[1].toLowerCase().replace('pang-apat', 'pangapat')] ?? null;
  if (position === null) {
    const numbered = NUMBERED.exec(text);
    if (numbered) {
      const raw = (numbered[1] ?? numbered[2] ?? numbered[3] ?? numbered[4] ?? numbered[5] ?? numbered[6]).toLowerCase();
      position = NUMBER_WORDS[raw] ?? Number(raw);
    }
  }
  if (position === null) {
    const bare = BARE_ORDINAL.exec(text);
    if (bare) position = bare[3] ? ORDINAL_WORDS[bare[3].toLowerCase().replace('pang-apat', 'pangapat')] ?? null : Number(bare[1] ?? bare[2]);
  }
  if (position === null) position = typedOrdinal(text);
  // "2nd pls more info", "3": a number opening a short message, alone or with "pls", is the place in the list.
  if (position === null) {
    const leading = LEADING_NUMBER.exec(text);
    if (leading && text.trim().split(/\s+/).length <= 5) position = Number(leading[1]);
  }
  // "yung 3, magkano?", "the 2?": a bare number after an article, closing its clause, is the place in the list.
  if (position === null) {
    const digit = BARE_NUMBER.exec(text);
    if (digit) position = Number(digit[1]);
  }
  if (position === null || Number.isNaN(position)) return null;
  const index = position === -1 ? list.length - 1 : position - 1;
  return index >= 0 && index < list.length ? venue(list[index], 'ordinal') : null;
}

/** "the first bar you mentioned" while hotels are listed, "the second museum": an ordinal over the venues of one kind, in the
 * latest list when it has that kind, else in the earlier ones. */
const ORDINAL_KIND = new RegExp(`(?:^|[^\\p{L}])(?:the|de|het|yung|ang)\\s+(${ORDINAL_ALTERNATION}|\\d(?:st|nd|rd|th|e|de|ste))(?:ng)?\\s+(\\p{L}{3,20})(?![\\p{L}])`, 'iu');
/** "the museum you mentioned first", "the bar you listed last": the ordinal after the kind. */
const KIND_ORDINAL = /(?:^|[^\p{L}])(?:the|that)\s+(\p{L}{3,20})\s+(?:you|u)\s+(?:mentioned|listed|suggested|named|recommended|gave)\s+(first|last)\b/iu;
function ordinalOfKind(text: string, list: readonly RememberedVenue[], known: readonly RememberedVenue[]): VenueResolution | null {
  const after = KIND_ORDINAL.exec(text);
  const m = ORDINAL_KIND.exec(text) ?? (after ? [after[0], after[2], after[1]] : null);
  if (!m) return null;
  const kind = fold(m[2]);
  if (NOT_A_KIND.has(kind) || /^(?:one|ones|option|optie|choice|keuze|pick|time|times|day|night|week|question|thing|lugar|plek)$/.test(kind)) return null;
  const ofKind = (venues: readonly RememberedVenue[]) => venues.filter((v) => fold(`${v.category ?? ''} ${v.name}`).split(/[^\p{L}]+/u).some((w) => w === kind || sameStem(w, kind) || w === kind.replace(/s$/, '')));
  const here = ofKind(list);
  const pool = here.length ? (here.length < list.length ? here : null) : ofKind(known.filter((v) => !list.some((l) => l.placeId === v.placeId)));
  if (!pool || pool.length < 2) return null;
  const n = /^\d/.test(m[1]) ? Number.parseInt(m[1], 10) : ORDINAL_WORDS[m[1].toLowerCase().replace('pang-apat', 'pangapat')];
  const index = n === -1 ? pool.length - 1 : (n ?? 0) - 1;
  return index >= 0 && index < pool.length ? venue(pool[index], 'ordinal') : null;
}
/** ... or, typed without punctuation, before a Tagalog question word ("yung 3 magkano", "yung 3 sulit ba"). */
const BARE_NUMBER = /(?:^|[^\p{L}\p{N}])(?:the|yung|ung|ang|de|het|die|nummer|no\.?)\s+(\d)(?![.,]\d)(?=\s*(?:[,?.!]|$|\s+(?:na lang|please|pls|po|graag|dan|then)\b)|\s+(?:magkano|mgkno|sulit|masarap|malayo|malapit|bukas|ba|mura|mahal|maganda|open)\b)/iu;
/** "the secnd one", "thrid one pls", "yung pangalwa", "de tweeede", "the forth": an ordinal typed with one slip, after an
 * article or before "one", and no word of its own ("fifty", "seconds", "eerst", "derden"). */
const TYPED_ORDINAL = new RegExp(
  `(?:^|[^\\p{L}])(?:(?:${DETERMINER})\\s+(\\p{L}{4,10})(?=\\s+(?:one|option|place|spot|pls|please|graag|po|naman|na lang)\\b|\\s*[,?.!]|\\s*$)|(\\p{L}{4,10})\\s+one\\b|(?:${DETERMINER})\\s+(\\p{L}{7,10})(?![\\p{L}]))`,
  'iu',
);
const NOT_AN_ORDINAL = new Set('fifty sixty eighty seconds firsts thirds fourths fifths tenths tent eerst laatst derden vierden tienden zesden'.split(' '));
const TYPO_TARGETS = Object.keys(ORDINAL_WORDS).filter((word) => word.length >= 5 && !word.includes('-'));
function typedOrdinal(text: string): number | null {
  const match = TYPED_ORDINAL.exec(text);
  const word = (match?.[1] ?? match?.[2] ?? match?.[3])?.toLowerCase();
  if (!word || word in ORDINAL_WORDS || NOT_AN_ORDINAL.has(word)) return null;
  // "ung pngalawa mgkno?": a long Tagalog ordinal typed with one slip reads as one whatever follows it (not "de laagste").
  const near = [...new Set(TYPO_TARGETS.filter((ordinal) => (!match![3] || /^(?:pang|ika)/.test(ordinal)) && oneSlipApart(word, ordinal)).map((ordinal) => ORDINAL_WORDS[ordinal]))];
  return near.length === 1 ? near[0] : null;
}

/** "the one after that", "the previous one on the list": the neighbour of the venue in focus in the latest list. */
const NEXT_TO = /\bthe one (?:right |just )?(before|after) (?:that|this|it)(?: one)?\b|\bthe (next|previous) one (?:on|in) (?:the|your) list\b|\b(?:die|de) (?:erna|ervoor|daarna)\b/i;
function nextToFocus(text: string, context: ConversationContext, list: readonly RememberedVenue[]): VenueResolution | null {
  const match = NEXT_TO.exec(text);
  if (!match || !context.focus) return null;
  const at = list.findIndex((v) => v.placeId === context.focus!.placeId);
  if (at < 0) return null;
  const step = /^(?:before|previous)$/i.test(match[1] ?? match[2] ?? '') || /ervoor/i.test(match[0]) ? -1 : 1;
  const next = list[at + step];
  return next ? venue(next, 'ordinal') : null;
}

/** "the first one's too fancy, what about the other one?": of two, "the other" after an ordinal wins. */
function otherAfterOrdinal(text: string, context: ConversationContext): VenueResolution | null {
  const other = OTHER.exec(text);
  if (!other || !resolveOrdinal(text.slice(0, other.index), context.alternatives)) return null;
  return resolveOther(text, context);
}

/** Where a reply first names a venue, by its whole name, a run of its words or one word of it. */
function namedAt(reply: string, v: RememberedVenue, mentions: readonly { v: RememberedVenue; index: number }[] = []): number {
  const at = [reply.toLowerCase().indexOf(v.name.toLowerCase()), findNameFragment(reply, v.name)?.index ?? -1, findNameWord(reply, v.name)?.index ?? -1, mentions.find((m) => m.v === v)?.index ?? -1].filter((i) => i >= 0);
  return at.length ? Math.min(...at) : Number.MAX_SAFE_INTEGER;
}
const OTHER_KIND = /\bthe other (\p{L}{3,20}(?: \p{L}{2,20}){0,2}?) (?:one|place|spot|restaurant|bar|cafe)\b|\b(?:de|die|het|dat) andere (\p{L}{3,20})\b|\b(?:yung|ang) isa(?:ng)? (\p{L}{3,20})\b/iu;
const BESIDES = /\b(?:besides|other than|apart from|except(?: for)?|behalve|naast|bukod sa|maliban sa)\s+(.{3,60})$/iu;
function onlyOne<T>(items: readonly T[]): T | undefined {
  return items.length === 1 ? items[0] : undefined;
}
/** The venue in focus; when a reply moved the focus off the two weighed ("about a 10 minute walk from Taquería Orinoco"), the
 * last of the two the user looked at. */
function focusIn(context: ConversationContext, pair: readonly RememberedVenue[]): { placeId: string; name: string } | undefined {
  const inPair = (v?: { placeId: string }) => v !== undefined && pair.some((p) => p.placeId === v.placeId);
  if (!context.focus) return undefined;
  if (inPair(context.focus) || context.focus.via !== 'reply' || pair.length !== 2) return context.focus;
  return context.earlierFocus?.find(inPair) ?? context.focus;
}
const PRICE_WORDS: Record<string, string> = { cheap: 'inexpensive', budget: 'inexpensive', mura: 'inexpensive', murang: 'inexpensive', goedkope: 'inexpensive', goedkoop: 'inexpensive', pricey: 'expensive', mahal: 'expensive', dure: 'expensive', duur: 'expensive', fancy: 'expensive' };
function resolveOther(
  text: string,
  context: ConversationContext,
  lastReply?: () => string | undefined,
  previousMessage?: string,
  listReply?: () => string | undefined,
  whole = text,
): VenueResolution | null {
  if (!OTHER.test(text)) return null;
  const pair = context.alternatives.length === 2 ? context.alternatives : context.alternatives.length < 2 ? context.recentVenues.slice(0, 2) : [];
  // "Kopps sounds good, what's the other one like": the venue just named is the anchor, else the one in focus.
  // "the first one's too fancy, what about the other one": an ordinal before it is the anchor.
  const before = text.slice(0, OTHER.exec(text)!.index);
  // "the coin one wont fit us so the other one": a venue described before it is the anchor too.
  // ... or the venue it is compared with: "is the other one better than eng bee tin?".
  const anchor = resolveName(text.replace(OTHER, ' '), pair) ?? (whole !== text ? resolveName(whole.replace(OTHER, ' '), pair) : null) ?? resolveOrdinal(before, pair) ?? (pair.length === 2 && before.trim() ? resolveAttribute(before, pair) : null) ?? focusIn(context, pair) ??
    // "is din tai fung worth the wait or is there better dim sum?" then "the other one": the one the user named before.
    (previousMessage && pair.length === 2 ? onlyOne(namedInFull(previousMessage.toLowerCase(), pair)) : undefined);
  // "en de andere in <area>?": of the listed venues in that area, the one that is not in focus.
  const list = context.alternatives.length ? context.alternatives : context.recentVenues;
  // "what's the other moderate one like?", "de andere Japanse": of the listed venues of that kind, the one not in focus.
  const kind = OTHER_KIND.exec(text);
  const word = kind ? fold(kind[1] ?? kind[2] ?? kind[3] ?? '') : '';
  if (word && !/^(?:one|ones|place|spot|option|pa|lang|naman)$/.test(word)) {
    // "the other Frenchmen st one": every word of a description of several words.
    const ofKind = (v: RememberedVenue) => {
      const words = fold(`${v.name} ${v.category ?? ''} ${v.address ?? ''} ${v.priceLevel ?? ''}`).split(/[^\p{L}]+/u);
      // "the other cheap one": a word for a price level is that level.
      return word.split(' ').every((part) => words.some((w) => w === part || w === PRICE_WORDS[part] || (part.length > 2 && w.startsWith(part.replace(/e$/, '')))));
    };
    // "... besides the Spotted Cat": a venue set apart by name is not the other one.
    const besides = BESIDES.exec(text);
    const apart = besides ? resolveName(besides[1], list) : null;
    const sameKind = list.filter((v) => v.placeId !== context.focus?.placeId && v.placeId !== apart?.placeId && ofKind(v));
    if (sameKind.length === 1) return venue(sameKind[0], 'other');
    // "the other hackney one, is it smaller than broadway?": of two that fit, the one the message names is not the other one.
    if (sameKind.length === 2) {
      // ... named in what it is compared with too, which the pick leaves out.
      const named = resolveName(whole.replace(OTHER_KIND, ' '), sameKind);
      if (named?.how === 'name') return venue(sameKind.find((v) => v.placeId !== named.placeId)!, 'other');
    }
    // "and the other ramen spot?" after a search for bars: the kind is of an earlier list; of two there, the one not in focus.
    // A word that is no kind of any venue ("wanneer gaat de andere open?") narrows nothing.
    if (!sameKind.length) {
      const earlier = knownVenues(context).filter((v) => !list.some((l) => l.placeId === v.placeId) && ofKind(v));
      const rest = earlier.filter((v) => v.placeId !== context.focus?.placeId);
      if (earlier.length) return rest.length === 1 ? venue(rest[0], 'other') : null;
    }
  }
  const there = IN_PLACE.test(text) ? narrowedByPlace(text, list) : list;
  if (context.focus && there.length < list.length) {
    const rest = there.filter((v) => v.placeId !== context.focus!.placeId);
    if (rest.length === 1 && rest.length < there.length) return venue(rest[0], 'other');
  }
  // "Marina Bay Sands or Pan Pacific?" then "Pan Pacific is the easier pick" then "and the other one?": the other of the two the
  // user weighed, once one of them is in focus.
  if (list.length > 2 && previousMessage) {
    const weighed = weighedPair(previousMessage, list);
    // ... the one in focus, or the one the reply named ("Pan Pacific is usually the easier pick").
    const reply = weighed ? (lastReply?.() ?? '') : '';
    // ... a venue the reply names by one word of it too ("Orinoco stays open until about 3am").
    const mentioned = weighed ? mentionsIn(reply, weighed) : [];
    const inReply = weighed?.filter((v) => namedInFull(reply.toLowerCase(), [v]).length > 0 || findNameFragment(reply, v.name) !== null || findNameWord(reply, v.name) !== null || mentioned.some((m) => m.v === v)) ?? [];
    // ... or, when the reply names both ("Tompkins stays open until 4am; Avenue A closes at 2am"), the one it answers with first.
    const firstNamed = inReply.length === 2 ? [...inReply].sort((a, b) => namedAt(reply, a, mentioned) - namedAt(reply, b, mentioned))[0] : undefined;
    // A focus the user set comes first; one the reply set is only as good as the reply's own order.
    const focusWeighed = weighed?.find((v) => v.placeId === context.focus?.placeId);
    const chosen = (context.focus?.via === 'reply' ? undefined : focusWeighed) ?? (inReply.length === 1 ? inReply[0] : firstNamed) ?? focusWeighed;
    if (weighed && chosen) return venue(weighed.find((v) => v.placeId !== chosen.placeId)!, 'other');
  }
  // "ok let's do the other one then" after "... if you'd rather keep it relaxed, Dooky Chase's is the other classic": of a longer
  // list, the one venue besides the one in focus that the last reply named.
  // "we already went to Bar del Pla, so the other one" after a reply that offered Bar del Pla or Bar Celta: the venue the
  // user rules out by name is no candidate either, with a venue in focus or without.
  const namedBeside = list.length > 2 && lastReply ? resolveName(text.replace(OTHER, ' '), list) : null;
  const ruledOut = namedBeside?.how === 'name' ? namedBeside : null;
  if ((context.focus || ruledOut) && list.length > 2 && lastReply) {
    const reply = lastReply() ?? '';
    const named = list.filter((v) => namedInFull(reply.toLowerCase(), [v]).length > 0 || findNameFragment(reply, v.name) !== null);
    // Such a reply may name a venue by one word of its name ("Netong's o Ted's Oldtimer").
    const mentioned = ruledOut ? saidAbout(reply, list) : null;
    const offered = mentioned ? list.filter((v) => named.includes(v) || mentioned.has(v.placeId)) : named;
    // A focus the reply set ("your best bets are Orinoco or El Tizoncito") is one of the offered pair, not the venue left behind.
    const leftBehind = ruledOut && context.focus?.via === 'reply' ? undefined : context.focus?.placeId;
    const others = offered.filter((v) => v.placeId !== leftBehind && v.placeId !== ruledOut?.placeId);
    if (others.length === 1) return venue(others[0], 'other');
    // "It's very good, but the queues are long. Wee Nam Kee is a solid alternative." then "ok the other one": the one venue
    // the reply brought up (and so put in focus) is the other one to the venue the user had asked about.
    if (!others.length && named.length === 1 && context.focus?.via === 'reply') return venue(named[0], 'other');
    // "we did bodega de la ardosa last trip, so the other one?" a few turns after the reply that weighed it with one other.
    const weighedIn = ruledOut && listReply ? listReply() : undefined;
    if (weighedIn && weighedIn !== reply) {
      const pairTold = [...saidAbout(weighedIn, list).keys()];
      if (pairTold.length === 2 && pairTold.includes(ruledOut!.placeId)) return venue(list.find((v) => v.placeId === pairTold.find((id) => id !== ruledOut!.placeId))!, 'other');
    }
  }
  // "the Roma Norte one?" ... "what about the cheapest one?" ... "too far out. let's book the other one then": of a longer list,
  // the venue the user looked at before the one in focus.
  const pairLooked = list.length > 2 ? focusedPair(context, list) : null;
  if (pairLooked && !ruledOut) return venue(pairLooked[0], 'other');
  if (!anchor || pair.length !== 2 || !pair.some((v) => v.placeId === anchor.placeId)) return null;
  return venue(pair.find((v) => v.placeId !== anchor.placeId)!, 'other');
}

/** "the restaurant one", "het museum", "de dierentuin, hoe duur is die", "yung market": a kind of place after an article
 * picks the one listed venue of that kind; "Die sate padang, ..." at the start picks by the words of name and kind. */
const CATEGORY_NOUN = /(?:^|[^\p{L}'’])(the|d|'t|’t|that|this|de|den(?!\s+(?:haag|bosch|helder|burg|dolder)\b)|het|die|dat|da|dienen|diene|'?yung|ung|ang|iyong|(?:dun|doon|diyan|dyan)(?:\s+(?:na\s+lang|nalang|na)(?:\s+(?:kami|tayo|ako))?)?\s+sa)\s+(\p{L}{3,20})(\s+one)?(?![\p{L}])/giu;
/** "pizza one 🍕 how late are they open": a kind and "one" opening the message, without an article. */
const LEADING_ONE = /^\s*(\p{L}{3,20})(\s+(?:one|place|spot))(?![\p{L}'’])/iu;
const LEADING_KIND = /^\s*(?:the|that|this|de|het|die|dat|'?yung|ung|ang)\s+(\p{L}+(?:\s+\p{L}+){0,2})\s*[,?]/iu;
const KIND_SYNONYMS: Record<string, string> = {
  zoo: 'zoo dierentuin', dierentuin: 'zoo dierentuin', market: 'market markt palengke', markt: 'market markt palengke', palengke: 'market markt palengke',
  museum: 'museum museo', museo: 'museum museo', restaurant: 'restaurant resto kainan', kainan: 'restaurant resto kainan', resto: 'restaurant resto',
  beach: 'beach strand', strand: 'beach strand', park: 'park parke', parke: 'park parke', church: 'church kerk simbahan', kerk: 'church kerk', simbahan: 'church kerk simbahan',
  kapehan: 'cafe coffee', koffiebar: 'cafe coffee', koffiezaak: 'cafe coffee', theehuis: 'tea', broodjeszaak: 'sandwich broodje', broodjes: 'sandwich', snackbar: 'snack fries', frituur: 'fries friet', frietkot: 'fries friet',
  bakker: 'bakery bakkerij', ihawan: 'grill barbecue', inuman: 'bar pub', pizzeria: 'pizza pizzeria', taqueria: 'taco taqueria mexican', taco: 'taco taqueria mexican', tacos: 'taco taqueria mexican',
  platenzaak: 'record', platenwinkel: 'record', boekhandel: 'book bookstore bookshop', boekwinkel: 'book bookstore', kledingwinkel: 'clothing', eetcafe: 'eetcafe cafe', eetcafé: 'eetcafe cafe',
  kroeg: 'bar pub', bruin: 'brown cafe', ijssalon: 'ice cream gelato', visrestaurant: 'seafood fish', vlooienmarkt: 'flea market', rommelmarkt: 'flea market', brouwerij: 'brewery', wijnbar: 'wine bar',
  kapihan: 'cafe coffee', karinderya: 'carinderia eatery', tindahan: 'shop store', talon: 'waterfall falls', dagat: 'beach', bundok: 'mountain',
  bakery: 'bakery bakkerij panaderya', bakkerij: 'bakery bakkerij', panaderya: 'bakery bakkerij panaderya', castle: 'castle kasteel', kasteel: 'castle kasteel',
  bieb: 'library bibliotheek', bibliotheek: 'library bibliotheek', library: 'library bibliotheek', bookshop: 'bookshop bookstore books', bookstore: 'bookshop bookstore books',
  bnb: 'bnb b&b bed and breakfast guesthouse', guesthouse: 'guesthouse bnb b&b',
};
/** Nouns an article puts before anything: never a kind. Generic place words pick only with "one" ("the restaurant one"). */
const NOT_A_KIND = new Set('one other others same best first last next new whole city area place spot venue hotel restaurant resto way time day night food menu price prices buurt omgeving'.split(' '));
const LOOKS_FURTHER = /\b(?:find|search|look(?:ing)? for|any|another|other|more|else|recommend|suggest|zoek|andere|nog een|meer|hanap|iba|pa(?:ng)? ibang)\b/i;
function resolveCategory(text: string, list: readonly RememberedVenue[], newSearch: boolean, listReply?: () => string | undefined): VenueResolution | null {
  if (list.length < 2) return null;
  // "De B&B dan?": the ampersand word as one.
  text = text.replace(/(?<![\p{L}])b\s?&\s?b(?![\p{L}])/giu, 'bnb');
  // "yung pang-science": Tagalog "pang-" (the one for) before the kind.
  text = text.replace(/(?<=(?:^|[^\p{L}])(?:yung|ung|ang|'yung)\s+)pang-(?=\p{L}{4})/giu, '');
  // "the beach bar" among beach clubs: a kind of two words or more, said whole after an article, is that venue's.
  const folded = fold(text);
  const wholeKind = list.filter((v) => v.category?.includes(' ') && new RegExp(`(?:^|[^\\p{L}])(?:the|that|this|yung|ang|de|die|het|dat)\\s+${escape(fold(v.category))}(?![\\p{L}])`, 'u').test(folded));
  if (wholeKind.length === 1) return venue(wholeKind[0], 'attribute');
  const leadingOne = LEADING_ONE.exec(text);
  const nouns = [...text.matchAll(CATEGORY_NOUN)].map((m) => ({ article: m[1].toLowerCase(), noun: m[2].toLowerCase(), one: m[3], before: text.slice(0, m.index + m[0].indexOf(m[1])), after: text.slice(m.index + m[0].length) }));
  if (leadingOne) nouns.push({ article: '', noun: leadingOne[1].toLowerCase(), one: leadingOne[2], before: '', after: text.slice(leadingOne[0].length) });
  for (const { article, noun, one, before, after } of nouns) {
    if (NOT_A_KIND.has(noun) && !(one && /^(?:restaurant|resto|hotel|cafe|café|bar)$/.test(noun))) continue;
    // "how long is the tour at that place?": a thing of the venue pointed at, not a kind of venue.
    if (new RegExp(`\\b${escape(noun)}\\s+(?:at|in|of|from|sa|van|bij|op)\\s+(?:that|this|it|there|die|dat|daar|yun|yan|dun)\\b`, 'i').test(text)) continue;
    if (newSearch && !one && LOOKS_FURTHER.test(text)) continue;
    // Tagalog "ang" also marks a noun in general ("mahal ba ang durian dito?"): after it the kind must be the category's.
    const general = article === 'ang';
    // "dat bistrootje", "die cafeetjes": a Dutch diminutive is its kind.
    const small = /^(\p{L}{3,}?)(?:etje|tje|pje|kje|je)s?$/u.exec(noun)?.[1]?.replace(/([aeiou])\1$/u, '$1');
    // ... and the words for a landmark in another language ("de toren" for Torre de Belém, "dat eetstraatje" for a food alley).
    const stem = small && small.length >= 4 ? small : undefined;
    // ... only when the word and its usual kinds fit none ("de kerk" is the church before it is any cathedral).
    const usual = [...new Set([noun, ...(KIND_SYNONYMS[noun] ?? '').split(' ').filter(Boolean), ...(stem ? [stem] : [])])];
    const fitsAny = (k: string) => {
      const kind = new RegExp(`(?<![\\p{L}])${escape(k)}`, 'u');
      return list.some((v) => kind.test(fold(`${v.category ?? ''} ${ownName(v.name)}`)));
    };
    const kinds = usual.some(fitsAny) ? usual : [...new Set([...usual, ...[noun, stem].flatMap((w) => (w && LANDMARK_WORDS.has(w) ? ATTRIBUTE_SYNONYMS[w].split(' ') : []))])];
    // Each kind's two patterns are built once per message and noun, not once per venue.
    const patterns = kinds.map((k) => ({
      category: new RegExp(`(?<![\\p{L}])${escape(k)}|${k.length >= 5 ? `\\p{L}{3,}${escape(k)}(?![\\p{L}])` : '(?!)'}`, 'u'),
      name: !general && k.length >= 3 ? new RegExp(`(?<![\\p{L}])${escape(k)}(?![\\p{L}])|${escape(k)}$${k.length >= 6 ? `|\\p{L}{3,}${escape(k)}(?![\\p{L}])` : ''}`, 'u') : null,
    }));
    // "het festival" for a "muziekfestival": a Dutch compound ends in its kind.
    const fits = (i: number, v: RememberedVenue) => patterns[i].category.test(fold(v.category ?? '')) || (patterns[i].name?.test(fold(ownName(v.name))) ?? false);
    // "yung kainan" with "Kabayan Kainan" and "Max's Restaurant" listed: the word itself before what it also goes by.
    if (kinds.length > 1) {
      const exact = list.filter((v) => fits(0, v));
      if (exact.length === 1) return venue(exact[0], 'attribute');
    }
    const hits = list.filter((v) => kinds.some((k, i) => fits(i, v)));
    if (hits.length === 1) return venue(hits[0], 'attribute');
    // "die jazzkroeg" for a "jazzcafé": a Dutch compound whose head is a kind of bar or shop is picked by what comes before it.
    const head = !hits.length ? /^(\p{L}{3,})(?:kroeg|café|cafe|cafeetje|bar|barretje|zaak|zaakje|tent|tentje|huis|huisje|winkel|winkeltje|kraam|kraampje|kot|kotje|restaurant|restaurantje|museum|markt|tuin|kerk|park|strand|concert|festival|voorstelling|show|tour|rondleiding)$/u.exec(noun) : null;
    if (head) {
      // ... or by what that stem goes by ("pizzatentje" for a "pizzeria").
      const stems = [head[1], ...(ATTRIBUTE_SYNONYMS[head[1]] ?? '').split(' ').filter(Boolean)];
      const byStem = list.filter((v) => stems.some((stem) => fold(`${v.category ?? ''} ${v.name}`).includes(stem)));
      if (byStem.length === 1) return venue(byStem[0], 'attribute');
    }
    // "yung musuem": a kind typed with one slip (a swap, a missing or extra letter) still names it.
    if (!hits.length && noun.length >= 5 && !NOT_A_KIND.has(noun)) {
      const near = list.filter((v) => fold(`${v.category ?? ''} ${v.name}`).split(/[^\p{L}]+/u).some((w) => oneSlipApart(noun, w)));
      if (near.length === 1) return venue(near[0], 'attribute');
    }
    // "de bloemenmarkt" for the Flower Market, "de nachtsafari" for Night Safari, "het filosofenpad" for Philosopher's Path:
    // a word of the user's language, or a compound of such words, said by the list in English; the venue that holds most of its parts.
    // ... not a thing of the place pointed at ("hoe warm is het zeewater daar?") nor where one goes ("naar de markthal",
    // "een restaurantje aan het water"), which the article alone does not point with.
    const ofPlace = /^\s+(?:daar|there|dun|doon|diyan|dyan)\b/i.test(after) || (/^(?:the|de|het|'t|’t)$/.test(article) && /\b(?:naar|aan|bij|near|by|to|in|op|langs|around)\s+$/i.test(before) && !/\b(?:die|dat|the one|that one|yung|ung)\s+\S+\s+$/i.test(before));
    if (!hits.length && noun.length >= 4 && !NOT_A_KIND.has(noun) && !ofPlace) {
      const said = describedInEnglish(noun, list);
      if (said) return venue(said, 'attribute');
    }
  }
  const leading = LEADING_KIND.exec(text);
  if (leading && !newSearch) {
    const words = phraseWords(leading[1]);
    const scored = list.map((v) => ({ v, n: words.filter((w) => fold(`${v.name} ${v.category ?? ''}`).split(/[^\p{L}\p{N}]+/u).includes(w)).length }));
    const best = Math.max(...scored.map((x) => x.n));
    const winners = scored.filter((x) => x.n === best);
    if (best >= 2 && winners.length === 1) return venue(winners[0].v, 'attribute');
    // "yung bike tour, ..." when the list has no categories: what the listing reply said of each ("tour gamit ang bamboo bike").
    const reply = words.length >= 1 && best < 2 ? listReply?.() : undefined;
    const said = reply ? saidAbout(reply, list) : null;
    if (said) {
      const told = list.map((v) => ({ v, n: words.filter((w) => fold(said.get(v.placeId) ?? '').split(/[^\p{L}\p{N}]+/u).includes(w)).length }));
      const most = Math.max(...told.map((x) => x.n));
      const top = told.filter((x) => x.n === most);
      if (most === words.length && top.length === 1) return venue(top[0].v, 'attribute');
    }
  }
  return null;
}

/** The one venue whose name and category hold the most parts of a Dutch or Tagalog word, each part as typed or in English
 * ("chocolademuseum" is chocolade, chocolate ... + museum); a part matches a word whole or by its stem ("chocolade",
 * "chocolate"). At least one part must say something the kind alone does not, and a tie is no answer. */
function describedInEnglish(noun: string, list: readonly RememberedVenue[]): RememberedVenue | null {
  const wordsOf = list.map(venueWords);
  const groups = describedBy(noun, (part) => part.length >= 4 && wordsOf.some((words) => words.includes(part)));
  if (groups.length === 1 && groups[0].length === 1) return null;
  const scored = list.map((v, i) => {
    const words = wordsOf[i];
    // A stem shared by words of about the same length ("chocolade", "chocolate"), not a word inside a longer one ("watersport").
    const cognate = (said: string, w: string) => said.length >= 5 && sameStem(said, w) && !(w.startsWith(said) && w.length > said.length + 2);
    return { v, score: groups.filter((group) => group.some((said) => words.some((w) => w === said || cognate(said, w)))).length };
  });
  const best = Math.max(...scored.map((x) => x.score));
  const winners = scored.filter((x) => x.score === best);
  return best > 0 && winners.length === 1 ? winners[0].v : null;
}
const venueWords = (v: RememberedVenue) => fold(`${v.name} ${v.category ?? ''}`).split(/[^\p{L}]+/u).filter(Boolean);

/** "the 4.8 one", "die met de 4,5", "yung 4.6": the venue with that rating. */
const MIDDLE_PRICED_ONE = /(?:^|[^\p{L}])(?:the|that|die|de|het|yung|ang)\s+(?:moderate(?:ly[- ]priced)?|mid[- ]?(?:range|priced)|middle[- ]priced|middenklasse|gemiddeld geprijsde|katamtaman(?: ang presyo)?)(?:\s+(?:one|place|spot|option|optie))?(?![\p{L}])/iu;
const RATING_ONE = /(?:^|[^\p{L}\p{N}])(?:the|that|die|de|yung|ang)\s+(?:one\s+)?(?:met\s+(?:de\s+|een\s+)?|with\s+(?:the\s+|a\s+)?|na may\s+)?([1-5][.,]\d)(?:\s*(?:stars?|sterren|★|rating))?(?:\s+one)?(?![\p{N}])/iu;
/** "which of those two is cheaper?", "welke van die twee", "alin sa dalawang yan": the two venues last in focus, when both are listed. */
const THOSE_TWO = /\b(?:(?:those|these|the|them|the last) two|both of them|between (?:them|those|the two)|van (?:die|deze|de|beide) twee|van beide|sa dalawa(?:ng)?(?: (?:yan|yun|iyan|iyon|ito))?)\b/i;
function focusedPair(context: ConversationContext, list: readonly RememberedVenue[]): readonly RememberedVenue[] | null {
  if (!context.focus || !context.earlierFocus?.length) return list.length === 2 ? list : null;
  const pair = [context.earlierFocus[0], context.focus].map((f) => list.find((v) => v.placeId === f.placeId));
  return pair.every(Boolean) ? (pair as RememberedVenue[]) : list.length === 2 ? list : null;
}

/** `pair`: the two venues "those two" means, when known. */
/** `older`: venues of earlier lists; `wasFocused`: those the user talked about ("the ramen place from earlier" is the one picked). */
const TL_DESCRIBED = /(?:^|[^\p{L}'’])(?:yung|ung|yng)\s+(?!(?:isa|iba|ibang|una|unang|huli|huling|pang|ika|mas|pinaka|sa|nasa|may|mga|tanong|sinabi)\b)((?:[\p{L}\p{N}'’-]+\s*){1,3}?)\s*(?=[,?.!]|$|\s+(?:na|ba|po|naman|lang|nila|dun|doon)\b)/iu;
const NOT_KIND = /(?:^|[^\p{L}])(?:yung|ung|the one|the|de|die)\s+(?:hindi|di|not|that'?s not|that isn'?t|niet|geen)\s+(?:(?:a|an|sa|na|een)\s+)?(\p{L}{3,20})/iu;
function resolveAttribute(text: string, list: readonly RememberedVenue[], listReply?: () => string | undefined, older: readonly RememberedVenue[] = [], pair?: readonly RememberedVenue[] | null, wasFocused: ReadonlySet<string> = new Set()): VenueResolution | null {
  if (list.length < 2) return null;
  // "yung isa, yung hindi japanese", "the one that's not a resort": the one venue the word does not describe.
  const not = NOT_KIND.exec(text)?.[1];
  if (not) {
    const words = phraseWords(not);
    const others = list.filter((v) => bestMatch([v], words) === null);
    if (others.length === 1 && others.length < list.length) return venue(others[0], 'attribute');
  }
  // "which of those is an actual restaurant?", "welke daarvan is een echt restaurant?": the one venue of that kind.
  const kindAsked = WHICH_KIND.exec(text)?.[1]?.toLowerCase();
  if (kindAsked) {
    const ofKind = list.filter((v) => fold(v.category ?? '').split(/[^\p{L}]+/u).some((w) => w === kindAsked || w === kindAsked.replace(/s$/, '')));
    if (ofKind.length === 1) return venue(ofKind[0], 'attribute');
  }
  const rated = RATING_ONE.exec(text);
  if (rated) {
    const value = Number(rated[1].replace(',', '.'));
    const hits = list.filter((v) => v.rating === value);
    if (hits.length === 1) return venue(hits[0], 'attribute');
  }
  // "the moderate one", "de middenklasse", "yung katamtaman ang presyo": the one venue at the middle price level.
  if (MIDDLE_PRICED_ONE.test(text)) {
    const hits = list.filter((v) => v.priceLevel === 'moderate');
    if (hits.length === 1) return venue(hits[0], 'attribute');
  }
  // "mas mura ba yung sa Lagao?": the place named picks the venue; the comparative is the question about it.
  const adjective = ADJECTIVE_ONE.exec(text)?.[1];
  // "the LES one", "yung sa BGC": capitals that are the initials of a part of the address or name.
  // ... typed in lower case too after "yung nasa" / "the one in": "ung nasa atc na lang" for Alabang Town Center.
  const capitals = /\b(?:the|yung|ang|de|die|het)\s+([A-Z]{2,4})\s+(?:one|place|spot|branch)\b|\b(?:yung|die|de)\s+(?:sa|in|op)\s+([A-Z]{2,4})\b|\bthe one\s+(?:in|on|at|near|by)\s+(?:the\s+)?([A-Z]{2,4})\b/.exec(text);
  const typed = capitals ? undefined : /\b(?:yung|ung|yng)\s+(?:nasa|sa)\s+([a-z]{3,4})\b/.exec(text)?.[1];
  if (capitals || typed) {
    const caps = (capitals ? capitals[1] ?? capitals[2] ?? capitals[3] : typed!).toLowerCase();
    const runs = (source: string) => source.split(/[,.;:()\/–—-]/).map((part) => part.trim().split(/\s+/).filter((w) => /^\p{Lu}/u.test(w)));
    const fits = (source: string) => runs(source).some((words) => words.length >= 2 && words.map((w) => w[0]).join('').toLowerCase() === caps);
    const hits = list.filter((v) => fits(`${v.address ?? ''},${v.name}`));
    if (hits.length === 1) return venue(hits[0], 'attribute');
    // "the one in the CBD" when only the reply said where each is ("Mother's Restaurant - Central Business District").
    if (!hits.length) {
      const reply = listReply?.();
      const said = reply ? saidAbout(reply, list) : null;
      const fromReply = said ? list.filter((v) => fits(said.get(v.placeId) ?? '')) : [];
      if (fromReply.length === 1) return venue(fromReply[0], 'attribute');
    }
  }
  const saidOf = SAID_OF.exec(text);
  // "the tour at that place": a thing of the venue pointed at describes none of them.
  const attributeMatch = ATTRIBUTE_ONE.exec(text);
  const attributeOne = attributeMatch?.[1];
  // "the ramen place in shinjuku" after a list of bars: a kind the latest list lacks, and a place, pick in an earlier list.
  const kindThere = attributeMatch && !adjective && !saidOf ? PLACE_AFTER_KIND.exec(text.slice(attributeMatch.index + attributeMatch[0].length)) : null;
  if (kindThere && attributeOne && !OF_POINTED.test(attributeOne)) {
    const kindWords = phraseWords(attributeOne);
    const ofKind = (venues: readonly RememberedVenue[]) => venues.filter((v) => bestMatch([v], kindWords) !== null);
    const earlierOfKind = ofKind(older.filter((v) => !list.some((l) => l.placeId === v.placeId)));
    if (kindWords.length && !ofKind(list).length && earlierOfKind.length) {
      const there = bestMatch(earlierOfKind, phraseWords(kindThere[1]));
      if (there) return there;
    }
  }
  const describedOne = attributeOne && !OF_POINTED.test(attributeOne) ? attributeOne : undefined;
  const asked = ONE_WITH.exec(text)?.[1];
  // "which is the cheapest night out?": a comparative leading what is asked is the pick, and "night" no name of a nightclub.
  const askedDescribes = asked !== undefined && ![CHEAP, PRICEY, BEST_RATED, WORST_RATED].some((pattern) => (pattern.exec(asked)?.index ?? Infinity) <= 4);
  // "is er eentje vegan?", "is there one that's open late?": the one listed venue so described.
  const oneThat = ONE_THAT_IS.exec(text);
  const phrase = adjective ? ADJECTIVE_STEMS[adjective.toLowerCase()] : saidOf ? (saidOf[1] ?? saidOf[2] ?? saidOf[3] ?? saidOf[4] ?? saidOf[5]) : (describedOne ?? (askedDescribes ? asked : undefined) ?? (oneThat ? oneThat[1] ?? oneThat[2] : undefined));
  // The words up to a comma first ("the one on Polk Street, do they ..."); past it only when they alone tie ("near busan station, choryang").
  const words = phrase ? phraseWords(phrase.split(',')[0]) : [];
  const picked = phrase ? (bestMatch(list, words) ?? (phrase.includes(',') ? bestMatch(list, phraseWords(phrase)) : null) ?? leadingWordsMatch(list, words)) : null;
  if (picked) return picked;
  // "en die in Berchem, hebben die vegetarische snacks?": an adjective that picks none leaves the place to pick.
  if (adjective) {
    const other = attributeOne ?? ONE_WITH.exec(text)?.[1];
    const byPlace = other ? bestMatch(list, phraseWords(other.split(',')[0])) : null;
    if (byPlace) return byPlace;
  }
  // "the michelin one at the four seasons": a description the data cannot check leaves the place named after it to pick.
  const placeAfter = describedOne && attributeMatch ? PLACE_AFTER_KIND.exec(text.slice(attributeMatch.index + attributeMatch[0].length)) : null;
  const byPlaceAfter = placeAfter ? bestMatch(list, phraseWords(placeAfter[1])) : null;
  if (byPlaceAfter) return byPlaceAfter;
  // "the one with the rooftop", "yung may live band": what the reply said about each venue, when the data says nothing.
  const reply = words.length ? listReply?.() : undefined;
  const said = reply ? bestMatch(list, words, saidAbout(reply, list)) : null;
  if (said) return said;
  const inEnglish = phrase ? bestMatch(list, phraseWords(phrase.split(',')[0], true)) : null;
  if (inEnglish) return inEnglish;
  // "die op de voorstraat" after a search elsewhere: the place words pick a venue of an earlier list when the latest has none.
  const earlierList = older.filter((v) => !list.some((l) => l.placeId === v.placeId));
  const before = !adjective && !saidOf && words.length && earlierList.length ? bestMatch(earlierList, words) ?? bestMatch(earlierList.filter((v) => wasFocused.has(v.placeId)), words) : null;
  if (before) return before;
  const price = (v: RememberedVenue) => (v.priceLevel ? PRICE_LEVELS.indexOf(v.priceLevel) : null);
  // "the pricier one in miraflores": the place named narrows the list, the comparative picks within it.
  // "yung mas mura sa dalawang seafood", "the cheapest of the ramen places": a kind some of them share narrows it too.
  // "which of those two": the two last in focus, unless a kind or place named narrows the list ("sa dalawang rafting").
  const narrowed = narrowedByKind(text, narrowedByPlace(text, list));
  const among = pair && narrowed === list ? pair : narrowed;
  if (FREE.test(text)) {
    const free = among.filter((v) => v.priceLevel === 'free');
    if (free.length === 1) return venue(free[0], 'attribute');
  }
  // "anything cheaper?", "wala bang mas mura dyan?", "any cheaper options?": asking for other places, not picking one.
  if (WANTS_ANOTHER.test(text)) return null;
  // "the fancy one in the garden district": when the place named leaves one venue, the comparative only describes it.
  if (among.length === 1 && among !== list && [CHEAP, PRICEY, BEST_RATED, WORST_RATED].some((pattern) => pattern.test(text))) return venue(among[0], 'attribute');
  // "yung mura pero mataas rating", "de goedkoopste met de beste score": a second comparative breaks the first one's tie.
  const rating = (v: RememberedVenue) => v.rating ?? null;
  const comparatives = ([[CHEAP, price, -1], [PRICEY, price, 1], [BEST_RATED, rating, 1], [WORST_RATED, rating, -1]] as const).filter(([pattern]) => pattern.test(text));
  if (comparatives.length) {
    let pool: readonly RememberedVenue[] = among;
    for (const [, value, direction] of comparatives) {
      pool = extremes(pool, value, direction);
      if (pool.length < 2) break;
    }
    return pool.length === 1 ? venue(pool[0], 'attribute') : null;
  }
  // "yung 24 hours, may outlet ba?": a Tagalog description after "yung" that the data or the reply tells apart.
  const described = phrase ? undefined : TL_DESCRIBED.exec(text)?.[1];
  if (described) {
    const said = phraseWords(described);
    const hit = bestMatch(list, said) ?? (listReply ? bestMatch(list, said, saidAbout(listReply() ?? '', list)) : null) ?? bestMatch(list, phraseWords(described, true));
    if (hit) return hit;
  }
  if (phrase) return null;
  // "the museum on Chambers St": the kind must be one the list has, and the place words must pick one of them.
  const at = CATEGORY_AT.exec(text);
  if (!at) return null;
  const kind = fold(at[1]);
  if (!list.some((v) => fold(`${v.name} ${v.category ?? ''}`).includes(kind))) return null;
  const where = phraseWords(at[2]);
  return where.length ? bestMatch(list, [kind, ...where]) : null;
}

function leadingOne(text: string, list: readonly RememberedVenue[]): VenueResolution | null {
  const word = LEADING_ONE.exec(text)?.[1];
  return word ? bestMatch(list, phraseWords(word)) : null;
}

/** "thai sounds good. cards ok there?", "onigiri place sounds right", "basic-fit is fine, open on weekends too?", "the bookshop one
 * sounds nice": a name or a kind the user settles on, opening the message, picks that venue. */
const SETTLES_KIND = /^\s*(?:ok(?:ay)?[,!]?\s+|oh[,!]?\s+|hmm+[,!]?\s+|ah[,!]?\s+)?(?:the\s+)?([\p{L}&'’ -]{3,30}?)\s+(?:one\s+|place\s+|spot\s+)?(?:sounds|looks|seems|is)\s+(?:really\s+|so\s+)?(?:good|great|nice|right|fine|perfect|ok|okay|lovely|fun|interesting|cool|best)\b/iu;
function settledOn(text: string, list: readonly RememberedVenue[], known: readonly RememberedVenue[], current: readonly RememberedVenue[]): VenueResolution | null {
  const said = SETTLES_KIND.exec(text)?.[1];
  if (!said || /^(?:that|this|it|which|what|everything|all|both|dat|die|het|yun|yan)\b/i.test(said) || list.length < 2) return null;
  return fullName(said, known, list) ?? resolveName(said, current) ?? bestMatch(list, phraseWords(said));
}

/** "die frituur met Brugge in de naam", "the dumpling place with a city in its name", "yung may Manila sa pangalan": a venue
 * picked by a word said to be in its name, of all still known; "die volendamse kraam", "de Brugse": by a town's adjective
 * that a word of its name starts with ("Volendammer Viskraam", "Brugse Herberg"), in the latest list. */
const IN_THE_NAME = /\b(?:met|with)\s+(?:(?:de|het|the|an?|een)\s+)?([\p{L}'’-]{3,}(?:\s+[\p{L}'’-]{3,})?)\s+in\s+(?:de|the|its|their|hun|zijn|haar|'t)\s+(?:naam|name)\b|\bmay\s+([\p{L}'’-]{3,})\s+sa\s+pangalan\b/iu;
const TOWN_ADJECTIVE = /(?:^|[^\p{L}'’])(?:de|die|het|dat|den|yung)\s+(\p{L}{4,}?)(?:sche|se)(?![\p{L}])/iu;
function namedByPart(text: string, list: readonly RememberedVenue[], known: readonly RememberedVenue[]): VenueResolution | null {
  const inName = IN_THE_NAME.exec(text);
  if (inName) {
    const word = fold(inName[1] ?? inName[2]);
    const anyTown = /^(?:city|town|stad|place|plaats|lungsod)$/.test(word);
    let hits = known.filter((v) => (anyTown ? nameWordsOf(v.name).some((w) => w.length >= 4 && isKnownPlace(w)) : containsWhole(fold(v.name), word)));
    // "the dumpling place with a city in its name": the kind said before narrows it.
    const kind = /(\p{L}{4,})\s+(?:place|spot|one|tent|zaak|kraam|plek|restaurant)?\s*(?:met|with)\s+\S+(?:\s+\S+)?\s+in\s/iu.exec(text)?.[1];
    if (hits.length > 1 && kind) hits = hits.filter((v) => fold(`${v.name} ${v.category ?? ''}`).includes(fold(kind).replace(/s$/, '')));
    if (hits.length === 1) return venue(hits[0], 'name');
  }
  const adjective = TOWN_ADJECTIVE.exec(text)?.[1];
  if (adjective && !ADJECTIVE_STEMS[`${adjective.toLowerCase()}se`]) {
    const stem = fold(adjective);
    const hits = list.filter((v) => nameWordsOf(v.name).some((w) => w.startsWith(stem) && w.length > stem.length));
    if (hits.length === 1) return venue(hits[0], 'name');
  }
  return null;
}

/** Everyday words for what a venue's category or address says: "by the water" is the harbourfront, "ruins" an archaeological site. */
/** Of those, the words for a landmark or a kind of place in another language, which also name a kind ("de toren"). */
const LANDMARK_WORDS = new Set('dimsum brewery brouwerij zonsondergang sunset wijk wijkje toren tower torre molen mill windmill kasteel castle kastilyo kerk church simbahan klooster monastery brug bridge paleis palace plein vuurtoren parola bier beer wijn alak eetstraatje eetstraat steegje tempel templo temple dierentuin zoo bos gubat'.split(' '));
const ATTRIBUTE_SYNONYMS: Record<string, string> = {
  bbq: 'barbecue bbq smokehouse', barbecue: 'bbq barbecue smokehouse',
  water: 'waterfront harbour harbor quay lake beach river pier marina bay seaside', waterfront: 'harbour harbor quay pier marina',
  riverside: 'riverfront river', riverfront: 'riverside river', '24h': '24 hour', '24hr': '24 hour', '24hrs': '24 hour',
  sea: 'beach seaside bay pier', ruins: 'archaeological ruin', ruin: 'archaeological', view: 'rooftop viewpoint lookout', views: 'rooftop viewpoint lookout',
  strand: 'beach', zee: 'beach seaside', dagat: 'beach seaside bay', tabing: 'beach',
  taco: 'taqueria mexican', tacos: 'taqueria mexican', burger: 'burgers hamburger', noodle: 'noodles ramen', kape: 'cafe coffee', kapehan: 'cafe coffee', koffie: 'cafe coffee',
  broodjes: 'sandwich', broodje: 'sandwich', sushi: 'japanese', pizza: 'pizzeria', pizzeria: 'pizza', ijs: 'ice cream gelato', friet: 'fries', frietjes: 'fries',
  zondag: 'sunday', zaterdag: 'saturday', vrijdag: 'friday', linggo: 'sunday', sabado: 'saturday', biyernes: 'friday',
  // Dutch and Tagalog words for what an English category or address says.
  pinoy: 'filipino', pilipino: 'filipino', filipijns: 'filipino', kainan: 'restaurant eatery carinderia', bieb: 'library bibliotheek', bibliotheek: 'library',
  // What the first part of a Dutch compound kind says in an English category ("het fotografiemuseum" for a "photography museum").
  fotografie: 'photography photo', foto: 'photography photo', kinder: "children children's kids", trein: 'railway train spoorweg', spoorweg: 'railway train',
  scheepvaart: 'maritime', kunst: 'art', natuur: 'natural nature', speelgoed: 'toy', wetenschap: 'science', muziek: 'music', oorlog: 'war', verzet: 'resistance',
  palengke: 'market', merkado: 'market', markt: 'market', market: 'mercato mercado marche markt market', markets: 'mercato mercado marche markt market',
  uitzicht: 'view rooftop viewpoint', tanawin: 'view rooftop viewpoint', rijstveld: 'rice paddy', rijstvelden: 'rice paddy', palayan: 'rice paddy',
  terras: 'terrace patio', dakterras: 'rooftop terrace', tuin: 'garden', hardin: 'garden', haven: 'harbour harbor port marina', gracht: 'canal', grachten: 'canal',
  rivier: 'river', ilog: 'river', bundok: 'mountain', berg: 'mountain', tubig: 'water waterfront floating river lake sea', lawa: 'lake', meer: 'lake',
  // Words for landmarks in the user's language against the category's or name's ("de toren" for Torre de Belém).
  dimsum: 'dim sum yum cha', brewery: 'brewing brewpub beer taproom', brouwerij: 'brewery brewing brewpub beer', zonsondergang: 'sunset', sunset: 'zonsondergang', wijk: 'neighborhood neighbourhood district quarter viertel barrio', wijkje: 'neighborhood neighbourhood district quarter viertel barrio', toren: 'tower torre tour', tower: 'toren torre tour', torre: 'tower toren', molen: 'mill windmill watermill', mill: 'molen windmill watermill', windmill: 'molen mill', kasteel: 'castle castillo castello chateau château schloss', castle: 'kasteel castillo castello chateau château schloss', kastilyo: 'castle', kerk: 'church iglesia igreja chiesa kirche basilica cathedral', church: 'kerk iglesia igreja chiesa kirche basilica cathedral', simbahan: 'church iglesia basilica cathedral', klooster: 'monastery mosteiro convent abbey', monastery: 'klooster mosteiro abbey', brug: 'bridge', bridge: 'brug', paleis: 'palace palacio palazzo palais schloss', palace: 'paleis palacio palazzo palais schloss', plein: 'square plaza praca praça piazza', vuurtoren: 'lighthouse', parola: 'lighthouse', bier: 'beer brewery', beer: 'bier brewery taproom', wijn: 'wine', alak: 'wine liquor', eetstraatje: 'food alley street', eetstraat: 'food alley street', steegje: 'alley', tempel: 'temple wat', templo: 'temple wat', temple: 'tempel templo wat', dierentuin: 'zoo', zoo: 'dierentuin', bos: 'forest park', gubat: 'forest',
};
/** "back to the ramen place from earlier, is it cash only?" while a bar is in focus: "it" is the venue described, not the
 * one in focus; when the description fits several, nothing is picked. */
function describesAnother(text: string, context: ConversationContext): boolean {
  const phrase = ATTRIBUTE_ONE.exec(text)?.[1];
  if (!phrase || !context.focus || OF_POINTED.test(phrase)) return false;
  const words = phraseWords(phrase);
  if (!words.length) return false;
  const fits = (v: RememberedVenue) => {
    const haystack = fold(`${v.name} ${v.category ?? ''} ${v.address ?? ''}`).split(/[^\p{L}\p{N}]+/u);
    return words.some((w) => w.split('|').some((part) => haystack.includes(part)));
  };
  const known = knownVenues(context);
  const focused = known.find((v) => v.placeId === context.focus!.placeId);
  return focused !== undefined && !fits(focused) && known.some(fits);
}

function phraseWords(phrase: string, translate = false): string[] {
  const words = fold(phrase).split(/[^\p{L}\p{N}]+/u).filter((w) => (w.length > 1 || /\d/.test(w)) && !STOPWORDS.has(w));
  // "yung may diving" finds "dive resort": an -ing word also matches by its stem; "yung may desserts" a "dessert shop".
  // "yung may agila" finds the Eagle Center, "die met wereldmuziek" a world music venue: a Dutch or Tagalog word also goes
  // by what it says in English, a compound by each of its parts.
  // Only when the words as typed pick nothing (a place's own name, "Kapitolyo", is no capitol).
  // A word in English counts only whole (marked "="): "pie" for "vlaai" is no "Pieterstraat".
  const translated = (w: string) => (translate && !isKnownPlace(w) ? describedBy(w).map((group) => group.map((said, i) => (i ? `=${said}` : said)).join('|')) : [w]);
  return words.flatMap((w) => (ATTRIBUTE_SYNONYMS[w] ? [`${w}|${ATTRIBUTE_SYNONYMS[w].replace(/ /g, '|')}`] : /^\p{L}{3,}ing$/u.test(w) ? [`${w}|${w.slice(0, -3)}`] : /^\p{L}{4,}[^s]s$/u.test(w) ? [`${w}|${w.slice(0, -1)}`] : translated(w)));
}

/** What the reply says about each listed venue: from where it names the venue to where it names the next one, within
 * the paragraph, at most 300 characters. Venues the reply does not name have no entry. */
/** Where a reply mentions listed venues, in order: by whole name or by a word of it no other listed name shares. */
function mentionsIn(reply: string, list: readonly RememberedVenue[]): { v: RememberedVenue; index: number; length: number }[] {
  const lower = reply.toLowerCase();
  // A venue is mentioned by its whole name or by a word of it no other listed name shares ("Jinokhwa runs 24 hours").
  // ... not by a word that is also a listed kind ("Brunch Atelier" is not mentioned by "(brunch, Vaartkom 12)").
  const kinds = new Set(list.flatMap((v) => (v.category ?? '').toLowerCase().split(/[^\p{L}\p{N}'’]+/u)));
  const words = list.map((v) => v.name.toLowerCase().split(/[^\p{L}\p{N}'’]+/u).filter((w) => w.length >= 4 && !GENERIC_NAME_WORDS.has(w) && !PLACE_NAMES.has(w) && !kinds.has(w)));
  const shared = new Set(words.flat().filter((w, i, all) => all.indexOf(w) !== i));
  const mentions: { v: RememberedVenue; index: number; length: number }[] = [];
  list.forEach((v, i) => {
    for (const key of [v.name.toLowerCase(), ...words[i].filter((w) => !shared.has(w))]) {
      for (let at = lower.indexOf(key); at >= 0; at = lower.indexOf(key, at + key.length)) {
        if (!/[\p{L}\p{N}]/u.test(lower[at - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(lower[at + key.length] ?? ' ')) mentions.push({ v, index: at, length: key.length });
      }
    }
  });
  return mentions.sort((a, b) => a.index - b.index || b.length - a.length);
}
function saidAbout(reply: string, list: readonly RememberedVenue[]): ReadonlyMap<string, string> {
  const mentions = mentionsIn(reply, list);
  const said = new Map<string, string>();
  mentions.forEach(({ v, index }, i) => {
    // A mention inside the previous one ("Jinokhwa" in "Jinokhwa Halmae") starts nothing new.
    const previous = mentions[i - 1];
    if (previous && previous.index + previous.length > index) return;
    const next = mentions.slice(i + 1).find((m) => m.index >= index + 1 && m.v.placeId !== v.placeId);
    const end = Math.min(next?.index ?? reply.length, index + 300);
    said.set(v.placeId, `${said.get(v.placeId) ?? ''} ${reply.slice(index, end).split(/\n\s*\n/)[0]}`.trim());
  });
  return said;
}

/** The one venue whose name, category and address (and, when given, what was said about it) hold the most of the
 * words; a tie is no answer. */
/** "the one on duluth is the foie gras poutine a real thing": typed without a comma, the description runs into the question;
 * its first words alone pick the venue when all of them together tie. */
function leadingWordsMatch(list: readonly RememberedVenue[], words: string[]): VenueResolution | null {
  for (let k = 1; k < words.length; k++) {
    const picked = bestMatch(list, words.slice(0, k));
    if (picked) return picked;
  }
  return null;
}
const NEGATORS = new Set('no walang wala without zonder geen not hindi'.split(' '));
const LACKS = /(?<![\p{L}])(?:walang|wala|no|not much|not a lot of|without|zonder|geen|weinig|hardly any|barely any)\s+(?:(?:masyadong|gaanong|much|real|veel|echt|any|big|great)\s+)?[\p{L}-]+/giu;
function bestMatch(list: readonly RememberedVenue[], words: string[], said?: ReadonlyMap<string, string>): VenueResolution | null {
  if (!words.length) return null;
  const asksLack = words.some((w) => NEGATORS.has(w.split('|')[0]));
  const scored = list.map((v) => {
    // "yung sa dmall" for "D'Mall": the fields are also read without their apostrophes.
    // What the reply says a venue lacks describes it not: "walang masyadong view", "no real view", "geen terras" (unless the
    // lack is what is asked for: "the one with no sign").
    const told = said?.get(v.placeId) ?? '';
    const folded = fold(`${v.name} ${v.category ?? ''} ${v.address ?? ''}${said ? ` ${asksLack ? told : told.replace(LACKS, ' ')}` : ''}`);
    const haystack = /['’]/.test(folded) ? `${folded} ${folded.replace(/['’]/g, '')}` : folded;
    // Numbers match whole ("District 3" is not "37"); words by their start ("frietjes" in "frietjeshuis").
    // ... a word of two letters only whole ("al pastor" is not in "Álvaro").
    const has = (w: string) => (w.length > 2 || /\d/.test(w)) && haystack.includes(w) && new RegExp(`(?<![\\p{L}\\p{N}])${escape(w)}${/\d/.test(w) ? '(?![\\p{N}])' : ''}`, 'u').test(haystack);
    // A whole word counts more than the start of one: "noord" is Amsterdam-Noord before Noordermarkt.
    const whole = (w: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(w)}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
    // "ne kelder" for "De Trappistenkelder": a Dutch compound ends in the word.
    const compoundEnd = (w: string) => w.length >= 5 && new RegExp(`\\p{L}{3,}${escape(w)}(?![\\p{L}])`, 'u').test(haystack);
    // "die in katenrecht", "yung sa poblcion": a word of five letters or more typed with one slip counts as a part match.
    let haystackWords: string[] | undefined;
    const slipped = (w: string) => w.length >= 4 && (haystackWords ??= haystack.split(/[^\p{L}\p{N}]+/u).filter((h) => h.length >= 5)).some((h) => h[0] === w[0] && oneSlipApart(w, h));
    const score = (w: string) => {
      const alternatives = w.split('|');
      if (alternatives.some((a) => whole(a.replace(/^=/, '')))) return 1;
      const typed = alternatives.filter((a) => !a.startsWith('='));
      return typed.some(has) || typed.some(compoundEnd) || slipped(typed[0]) ? 0.5 : 0;
    };
    return { v, score: words.reduce((sum, w) => sum + score(w), 0) };
  });
  const best = Math.max(...scored.map((s) => s.score));
  const winners = scored.filter((s) => s.score === best);
  return best > 0 && winners.length === 1 ? venue(winners[0].v, 'attribute') : null;
}

const IN_PLACE = /\b(?:in|on|at|near|around|by|sa|nasa|op|bij|aan)\s+(?:the\s+|de\s+)?([\p{L}\p{N}'’ .-]{2,40})/iu;
/** "which of the river north ones is cheaper?": the words before "ones" name where the ones weighed are. */
const PLACED_ONES = /\b(?:the|those|these|yung mga|ang mga|de|die)\s+((?:[\p{L}-]+\s+){1,2})(?:ones|places|spots|adresjes|plekken)\b/iu;
function narrowedByPlace(text: string, list: readonly RememberedVenue[]): readonly RememberedVenue[] {
  const where = IN_PLACE.exec(text)?.[1] ?? PLACED_ONES.exec(text)?.[1];
  const words = where ? phraseWords(where) : [];
  if (!words.length) return list;
  const has = (v: RememberedVenue, w: string) => w.split('|').some((part) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(part)}`, 'u').test(fold(`${v.address ?? ''}`)));
  // "the other one in the Old Town": the venues in all of the place's words (not the New Town one), else in any of them.
  const whole = words.length > 1 ? list.filter((v) => words.every((w) => has(v, w))) : [];
  if (whole.length && whole.length < list.length) return whole;
  const inside = list.filter((v) => words.some((w) => has(v, w)));
  return inside.length && inside.length < list.length ? inside : list;
}

/** The listed venues whose category holds a word of the text, when that is two or more of them but not all. */
function sameStem(a: string, b: string): boolean {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n >= 5 && n >= Math.min(a.length, b.length) - 3;
}
function narrowedByKind(text: string, list: readonly RememberedVenue[]): readonly RememberedVenue[] {
  const typed = new Set(fold(text).split(/[^\p{L}]+/u).filter((w) => w.length >= 4));
  for (const word of typed) {
    // "de twee italianen" for two "italiaans" venues: the same stem in another form.
    const kind = list.filter((v) => fold(v.category ?? '').split(/[^\p{L}]+/u).some((w) => w === word || sameStem(w, word)));
    if (kind.length >= 2 && kind.length < list.length) return kind;
  }
  return list;
}

/** The venue with the unique highest (direction 1) or lowest (-1) value; ties or missing data resolve to nothing. */
/** The venues at the top (1) or bottom (-1) of a value; none when fewer than two have it, for then nothing is compared. */
function extremes(list: readonly RememberedVenue[], value: (v: RememberedVenue) => number | null, direction: 1 | -1): RememberedVenue[] {
  const known = list.filter((v) => value(v) !== null);
  if (known.length < 2) return [];
  const target = direction === 1 ? Math.max(...known.map((v) => value(v)!)) : Math.min(...known.map((v) => value(v)!));
  return known.filter((v) => value(v) === target);
}


/** The listed venues whose whole name the text holds, any case. */
function namedInFull(lower: string, venues: readonly RememberedVenue[]): RememberedVenue[] {
  // "leaf and pearl", "leaf n pearl" for "Leaf & Pearl".
  const ampersand = (text: string) => text.replace(/\s+(?:&|and|n|en|at|'n'?)\s+/g, ' & ');
  // "what about evora" for "Évora": accents are often left out.
  const bare = fold(lower);
  const typed = ampersand(bare);
  return venues.filter((v) => v.name.length >= 3 && (containsWhole(bare, fold(v.name)) || (v.name.includes('&') && containsWhole(typed, ampersand(fold(v.name)))) || findSplitName(lower, v.name) !== null));
}

/** `needle` in `haystack` as whole words: "Sala" is not in "salamat". */
function containsWhole(haystack: string, needle: string): boolean {
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (!/[\p{L}\p{N}]/u.test(haystack[at - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(haystack[at + needle.length] ?? ' ')) return true;
  }
  return false;
}

/** "in bairro alto", "the one in belem": a name after a locative says where, not which;
 * ... and so is one set against it: "in bairro alto not alfama", "in de jordaan of de pijp". */
const LOCATIVE_BEFORE_NAME = /\b(?:in|at|on|near|around|sa|nasa|bij|op|aan|rond)\s+(?:the\s+|de\s+|het\s+)?(?:[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s*,?\s+(?:or|not|niet|of|hindi|o)\s+(?:the\s+|de\s+|het\s+|sa\s+|in\s+)?)?$/iu;
function placedOnly(lower: string, v: RememberedVenue): boolean {
  const bare = fold(lower);
  const name = fold(v.name);
  let seen = false;
  for (let at = bare.indexOf(name); at >= 0; at = bare.indexOf(name, at + 1)) {
    if (/[\p{L}\p{N}]/u.test(bare[at - 1] ?? ' ') || /[\p{L}\p{N}]/u.test(bare[at + name.length] ?? ' ')) continue;
    if (!LOCATIVE_BEFORE_NAME.test(bare.slice(0, at))) return false;
    seen = true;
  }
  return seen;
}
function fullName(text: string, venues: readonly RememberedVenue[], latest: readonly RememberedVenue[] = []): VenueResolution | null {
  const lower = text.toLowerCase();
  const full = namedInFull(lower, venues);
  // "the one in belem" after a list of bakeries: an earlier listed area named as where is no pick; the latest list decides.
  if (full.length === 1 && latest.length && !latest.includes(full[0]) && placedOnly(lower, full[0])) return null;
  // "tasca do chico is in bairro alto not alfama right?": of several names, the ones only said as where drop out.
  if (full.length > 1) {
    const picked = full.filter((v) => !placedOnly(lower, v));
    if (picked.length === 1) return venue(picked[0], 'name');
  }
  if (full.length === 1) return venue(full[0], 'name');
  // "Chez Léon heb ik al gehad. Wat vind je van Le Zinneke?": of two names, the one the last sentence asks about.
  const last = lower.split(/[.!]\s+/).at(-1) ?? '';
  const asked = full.filter((v) => containsWhole(fold(last), fold(v.name)));
  if (full.length > 1 && asked.length === 1) return venue(asked[0], 'name');
  // ... or, typed without full stops, the one a question opens on: "wat vind je van le zinneke", "what about kiji".
  const opened = full.filter((v) => new RegExp(`\\b(?:what about|how about|what do you think of|wat vind je van|wat denk je van|en wat met|kumusta (?:ang|yung))\\s+${escape(fold(v.name))}(?![\\p{L}])`, 'u').test(fold(lower)));
  return full.length > 1 && opened.length === 1 ? venue(opened[0], 'name') : null;
}

const SHORT_NAME = /^\s*(?:(?:and|en|at|e|tapos|what about|how about)\s+)?(?:the|de|het|'t|yung|ang)\s+(\p{L}{5,})\s*[?!.]*\s*$/iu;
const nameWordsOf = (name: string) => fold(name).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
function resolveName(text: string, venues: readonly RememberedVenue[], newSearch = false): VenueResolution | null {
  const lower = text.toLowerCase();
  const full = namedInFull(lower, venues);
  if (full.length === 1) return venue(full[0], 'name');
  if (full.length > 1) return null;
  // A distinctive capitalised word of a name ("Gibsons", "Yamazato") also names it.
  const hits = venues.filter((v) =>
    v.name
      .split(/[^\p{L}\p{N}'’]+/u)
      .filter((w) => w.length >= 4 && /^\p{Lu}/u.test(w) && !GENERIC_NAME_WORDS.has(w.toLowerCase()) && !PLACE_NAMES.has(w.toLowerCase()))
      // ... but not inside a known place typed whole ("terug in Den Haag" names no "Kunstmuseum Den Haag").
      .some((w) => (text.includes(w) && ownsCapitalisedRun(text, w, v.name) && !whereInSearch(text, text.indexOf(w), newSearch) && !inKnownPlace(text, w)) || possessiveTyped(lower, w)) ||
      // "Lou's it is" for "Lou Malnati's": the first word of a name made possessive is what people call it.
      firstWordPossessive(lower, v.name),
  );
  if (hits.length === 1) return venue(hits[0], 'name');
  // Part of a name in any case: "Hotel New York, moet je daar reserveren?", "eh yung la paz, malayo ba?".
  const parts = venues.filter((v) => {
    const part = findNameFragment(text, v.name, true);
    return part !== null && !whereInSearch(text, part.index, newSearch);
  });
  if (parts.length) return parts.length === 1 ? venue(parts[0], 'name') : null;
  // One word of a name, in any case, where a name goes: "crosta, may delivery?", "what about kuroda".
  const words = venues.filter((v) => {
    const word = findNameWord(text, v.name);
    return word !== null && !whereInSearch(text, word.index, newSearch);
  });
  if (words.length) return words.length === 1 ? venue(words[0], 'name') : null;
  // Words of a name typed as one: "is tiantian worth the queue?" for "Tian Tian Chicken Rice", "bluebottle" for "Blue Bottle".
  const joined = venues.filter((v) => findJoinedName(text, v.name) !== null);
  if (joined.length === 1) return venue(joined[0], 'name');
  // A name word typed with one slip, where a name goes: "mendokorro open now?", "what about ipudo", "casa lucia".
  const slipped = venues.filter((v) => findSlippedNameWord(text, v.name));
  if (slipped.length === 1) return venue(slipped[0], 'name');
  // ... or several words of it, each typed right or with a slip: "shanhai dumping king".
  const slippedRuns = venues.filter((v) => findSlippedRun(text, v.name));
  if (slippedRuns.length === 1) return venue(slippedRuns[0], 'name');
  // A long name word typed short after an article, alone: "and the rijks?" for the Rijksmuseum, "en het stedelijk?".
  const short = SHORT_NAME.exec(text);
  if (short) {
    const typed = fold(short[1]);
    const starts = venues.filter((v) => nameWordsOf(ownName(v.name)).some((w) => w.length >= typed.length + 2 && w.startsWith(typed) && !GENERIC_NAME_WORDS.has(w)));
    if (starts.length === 1) return venue(starts[0], 'name');
  }
  // A Dutch compound name said in English words: "the rubens house" for the Rubenshuis, "the flower market" for Bloemenmarkt.
  let typedWords: Set<string> | undefined;
  const saidInEnglish = venues.filter((v) => nameWordsOf(ownName(v.name)).some((w) => {
    const endings = listedEndings(w);
    if (!endings.length) return false;
    typedWords ??= new Set(fold(text).split(/[^\p{L}]+/u).filter((t) => t.length >= 3));
    if (typedWords.has(w)) return false;
    // The longest first part that is a listed word or typed ("rubens"), with what the listed ending says typed too ("house").
    const parts = endings.find(([first]) => listedFirstPart(first) || (first.length >= 4 && typedWords!.has(first)));
    return parts !== undefined && parts.every((part) => typedWords!.has(part) || inEnglish(part, true).some((said) => typedWords!.has(said))) && inEnglish(parts[1], true).some((said) => typedWords!.has(said));
  }));
  if (saidInEnglish.length === 1) return venue(saidInEnglish[0], 'name');
  // A short form of a name: "is het smak open op maandag?" for S.M.A.K., "the MAS", "the v&a" for the Victoria and Albert Museum.
  const shortForms = venues.filter((v) => shortFormTyped(text, v.name));
  if (shortForms.length === 1) return venue(shortForms[0], 'name');
  // Its street, typed whole in any case: "ok what about rue de bretagne".
  const folded = fold(text);
  const onStreet = venues.filter((v) => {
    const street = streetOf(v.address);
    // ... where a pick goes, not where the user stands ("we are at Plaza Mayor now").
    return street !== null && new RegExp(`(?:^|\\b(?:what about|how about|and|en|e|eh|yung sa|yung nasa|the one on|on|op|aan|die op|die aan)\\s+)(?:the\\s+|de\\s+)?${escape(fold(street))}(?![\\p{L}])`, 'u').test(folded.replace(/^\s*(?:ok|okay|so|oh|sige|oke)[,!]?\s+/, ''));
  });
  return onStreet.length === 1 ? venue(onStreet[0], 'attribute') : null;
}

/** "is tian tian chicken rice at maxwell?", "may live music ba sa angkla?": a yes-or-no question asks of the venue, searching nothing. */
const YES_NO_QUESTION = /^\s*(?:(?:ok|okay|and|so|pero|eh|e|tapos|en|btw)[,!]?\s+)*(?:is|are|was|does|do|did|can|could|heeft|hebben|zit|ligt|kan|kun|may|meron|mayroon)\b/i;
/** "may iba pa bang kainan sa Session Road?", "saan masarap na kinilaw sa lanang?": in a search for more or a new search, a
 * name after "sa/in" says where, not which. */
function whereInSearch(text: string, at: number, newSearch = false): boolean {
  // Case-sensitive for the capitals (with the i flag \p{Lu} matches any letter); the prepositions in either case.
  return ((newSearch && !YES_NO_QUESTION.test(text)) || LOOKS_FURTHER.test(text)) && /\b(?:[Ss]a|[Ii]n|[Nn]ear|[Aa]round|[Bb]ij|[Oo]p|[Aa]t|[Aa]long)\s+(?:[Tt]he\s+|[Dd]e\s+)?(?:\p{Lu}[\p{L}'’-]*\s+)*$/u.test(text.slice(0, at));
}

function firstWordPossessive(lower: string, name: string): boolean {
  const first = /^\p{Lu}[\p{L}]{2,}(?=\s)/u.exec(name)?.[0].toLowerCase();
  if (!first || GENERIC_NAME_WORDS.has(first) || PLACE_NAMES.has(first) || !lower.includes(`${first}'s`) && !lower.includes(`${first}’s`)) return false;
  return new RegExp(`(?<![\\p{L}])${escape(first)}['’]s(?![\\p{L}])`, 'u').test(lower);
}

function inKnownPlace(text: string, word: string): boolean {
  const at = text.indexOf(word);
  const before = /(?:\p{Lu}[\p{L}'’]*\s+)*$/u.exec(text.slice(0, at))![0];
  const after = /^(?:\s+\p{Lu}[\p{L}'’]*)*/u.exec(text.slice(at + word.length))![0];
  const run = `${before}${word}${after}`.trim();
  return run !== word && findGazetteerNames(run).some(({ raw }) => raw.length === run.length || raw.toLowerCase().includes(word.toLowerCase()));
}

/** A possessive name word ("Loretta's") is a name in any case: "loretta's is the one in the marigny". */
function possessiveTyped(lower: string, word: string): boolean {
  if (!/['’]s$/.test(word)) return false;
  const stem = word.toLowerCase().slice(0, -2);
  return new RegExp(`(?<![\\p{L}])${escape(stem)}['’]s(?![\\p{L}])`, 'u').test(lower);
}

/** The capitalised words around `word` in the text belong to `name` too: "Casa Botín" is not "Casa Lima". */
function ownsCapitalisedRun(text: string, word: string, name: string): boolean {
  const match = new RegExp(`(?<![\\p{L}])${escape(word)}(?![\\p{L}])`, 'u').exec(text);
  if (!match) return false;
  const lowerName = name.toLowerCase();
  const after = /^(?:\s+\p{Lu}[\p{L}'’]*)*/u.exec(text.slice(match.index + word.length))![0].split(/\s+/).filter(Boolean);
  const beforeText = text.slice(0, match.index);
  const run = /(?:\p{Lu}[\p{L}'’]*\s+)*$/u.exec(beforeText)!;
  const before = run[0].split(/\s+/).filter(Boolean);
  // A capitalised word that opens the sentence is capitalised for that reason alone.
  const checked = /(?:^|[.!?:]\s*)$/.test(beforeText.slice(0, run.index)) ? before.slice(1) : before;
  return [...checked, ...after].every((part) => lowerName.includes(part.toLowerCase()));
}

/** Dutch "het" and "dat" (Flemish "da") are everywhere; as "it" / "that (place)" they sit next to a verb about the venue:
 * "hoe ver is dat van het station?", "hoe laat gaat het open?", "is het duur?", "is da ver?". */
const DUTCH_IT = /\b(?:(?<!\bhoe\s)(?:is|was|ligt|zit|kost|gaat|opent|sluit|zijn)\s+(?:het|dat|da)(?!\s+(?:weer|nog|niet\s+te|met|meest|minst|\p{L}+st\b))\b|\b(?:het|dat|da)\s+(?:ligt|zit|kost|opent|sluit|open|dicht|duur|goedkoop|ver)\b)/iu;
/** Where the first word pointing at the venue in focus is ("there", "dun", "daar"), or -1. */
export function demonstrativeIndex(text: string): number {
  const blanked = text.replace(EXPLETIVE, (found) => ' '.repeat(found.length));
  const match = DEMONSTRATIVE.exec(blanked);
  if (match) return match.index + match[0].length - match[1].length;
  // ... or "dat" / "het" / "that" put a question: "naar Brugge, is dat de moeite?".
  const it = DUTCH_IT.exec(blanked) ?? THAT_IT.exec(blanked);
  return it ? it.index : -1;
}

/** English "that" as the venue, put a question: "how far is that from the gate?", "is that open late?", "does that take cards?". */
const THAT_IT = /\b(?:is|was|does|did|will|would|isn't|wasn't|doesn't|isnt|doesnt)\s+that\s+(?!(?:all|it|ok|okay|so|true|right|because|why|what|how|a|an|the|normal|possible|allowed|enough|necessary|safe|legal|common|usual|fine|good|bad|weird|strange|correct)\b)\p{L}|\bthat(?:'s|’s| is)\s+(?:open|closed|far|near|close|expensive|pricey|cheap|busy|walkable)\b|\b(?:go(?:ing)?|stick(?:ing)?|settle|we'?ll go|i'?ll go)\s+with\s+that\b(?!\s+(?:idea|plan|one of|too)\b)|\b(?:book|reserve|pick|choose)\s+that\s*(?:[.!?,]|$|for\b|please\b|pls\b|then\b)|\bthat(?:'s|’s| is) the one\b|\b(?:is|isn't|isnt|was|wasn't)\s+that\s+the\s+(?:one|place|restaurant|spot|bar|cafe)\b|\bthat one it is\b|\b(?:is|isn't) that (?:place )?(?:a|an) [\p{L} -]{2,30} or (?:a|an|more of a)\b/iu;
/** Texted Tagalog "jan" / "jaan" for "diyan" (there), in lower case only: "Jan" is a name, "jan 5" a date. */
const TAGALOG_JAN = /(?:^|[^\p{L}'’])ja+n(?![\p{L}'’])(?!\s*\d)/u;
/** "is het Museumeiland open?": "het" before a capitalised name is its article, not "it". */
const ARTICLE_HET = /\b(?:[Ii]s|[Zz]ijn|[Ll]igt|[Zz]it|[Gg]aat) (?:het|de) (?=\p{Lu})/gu;
/** "en de laatste metro terug, hoe laat is die?", "the last train back, when is it?": the pronoun is the ride. */
const LAST_RIDE = /\b(?:de|het|the|yung|ang)\s+(?:laatste|eerste|volgende|last|first|next|huling|unang|susunod na)\s+(?:metro|trein|train|bus|tram|boot|boat|ferry|veerboot|pont|shuttle|jeepney|vlucht|flight|biyahe|subway|underground|tube|mrt|lrt|u-bahn|s-bahn)\b/i;
/** "separate thing: ...", "ibang tanong", "andere vraag": the user leaves the venue in focus. */
const NEW_TOPIC = /\b(?:separate (?:thing|question)|unrelated|off[- ]topic|different question|other question|ibang tanong|iba pang tanong|andere vraag|los daarvan|apart daarvan)\b/i;
/** "is het ver lopen van Centraal naar de Dom?", "how long from the airport to the old town?": a route with both ends named
 * leaves "het" / "it" nothing to point at. */
const ROUTE = /\b(?:van|vanaf|from|mula sa|galing sa)\s+(?!(?:there|daar|dun|doon|diyan|dyan|it|het|die|dat|that|this|that place|yun|yan)(?![\p{L}]))[^?.!,]{2,40}?\s+(?:naar|to|hanggang(?: sa)?|papunta(?:ng)?(?: sa)?)\s+(?!(?:there|daar|dun|doon|diyan|it|het|die|dat|that|this|them|ze|yun|yan)(?![\p{L}]))[\p{L}]/iu;
const ABOUT_THE_TOWN = /\b(?:(?:second|third)\s+time|(?:pangalawang|ikalawang|pangatlong|ikatlong)\s+beses|(?:is it|is that|is that area|is the area) safe|safe ba|ligtas ba|veilig|(?:the |de )?(?:shops|stores|winkels|tindahan|supermarkets?|supermarkten)|it rains|regent het)\b/i;
const THERE_WORD = /(?:^|[^\p{L}'’])(?:there|daar|doar|dun|doon|duon|diyan|dyan)(?![\p{L}])/iu;
const THERE_IN = /\b(?:dun|doon|there|daar)\s+(?:sa|in|op)\s+([\p{L}'’-]+)(?:\s+([\p{L}'’-]+))?/iu;
const FROM_THERE = /\b(?:from|van|vanaf|vanuit|mula|galing)\s+(?:there|daar|dun|doon|diyan|dyan)\b/i;
/** "Is het normaal dat ze een aanbetaling vragen?", "wat is het eigenlijk precies?": a general question, not one put to the venue. */
const GENERAL_QUESTION = /\b(?:(?:do|should|must|would) (?:people|locals|you|i|we|tourists|visitors) (?:usually |normally |generally |even )?tip\b|tipping|(?:geeft|geef|geven) (?:je|men|ge|u|we) (?:er |daar )?(?:een )?fooi|mag-?tip ba|nagti-?tip ba|is (?:het|it) (?:veilig|safe) (?:om|to)\b|is (?:het|it|that) (?:normaal|normal|gebruikelijk|common|usual|customary)|normal ba|karaniwan ba|wat is het (?:eigenlijk|precies|nou)|what(?: is|'s) it exactly|what exactly is it)\b/i;
/** "may ibang place ba dyan na ok for veg?", "somewhere else around there?": another place asked for, in the area. */
const ASKS_ANOTHER = /\b(?:(?:may|meron|mayroon)\s+(?:bang\s+)?iba(?:ng)?\s+(?:place|lugar|resto|kainan|cafe)|somewhere else|another place|other places|een andere (?:plek|zaak|tent)|ergens anders)\b/i;
function resolveDemonstrative(text: string, context: ConversationContext, lastReply?: () => string | undefined): VenueResolution | null {
  // ... "the last train, when is it?" asks of the ride; "hoe laat vertrekt daar de eerste boot?" still of the place.
  if ((LAST_RIDE.test(text) && !THERE_WORD.test(text)) || NEW_TOPIC.test(text) || ROUTE.test(text) || ASKS_ANOTHER.test(text) || GENERAL_QUESTION.test(text)) return null;
  let cleaned = text.replace(EXPLETIVE, ' ').replace(ARTICLE_HET, ' ');
  // "walk back to the hotel": the user's own hotel, unless the venue in focus is one.
  if (/\bthe hotel\b/i.test(cleaned)) {
    const focused = context.focus ? knownVenues(context).find((v) => v.placeId === context.focus!.placeId) : undefined;
    if (!/hotel|hostel|inn|resort|suites|lodge/i.test(`${context.focus?.name ?? ''} ${focused?.category ?? ''} ${context.searchQuery ?? ''} ${lastReply?.() ?? ''}`)) cleaned = cleaned.replace(/\bthe hotel\b/gi, ' ');
  }
  if (!(DEMONSTRATIVE.test(cleaned) || DUTCH_IT.test(cleaned) || TAGALOG_JAN.test(cleaned) || THAT_IT.test(cleaned)) || WEATHER.test(text) || LEADING_TOPIC.test(text)) return null;
  // "may party ba dun sa General Luna?": "there" said of a town named after it.
  // ... in any case: "magkano yung metro ticket dun sa paris".
  const thereIn = THERE_IN.exec(text);
  if (thereIn && (isKnownPlace(thereIn[1]) || (thereIn[2] !== undefined && isKnownPlace(`${thereIn[1]} ${thereIn[2]}`)))) return null;
  // "is it safe to take an uber at night there?", "Hoe laat sluiten de winkels daar op zondag?", "it rains every day there?":
  // the town's safety, shops and weather are the town's, and the "there" with them.
  if (ABOUT_THE_TOWN.test(text) && !FROM_THERE.test(text) && THERE_WORD.test(text)) return null;
  if (context.focus) return venue(context.focus, 'demonstrative');
  const latest = context.alternatives.length ? context.alternatives : [];
  return latest.length === 1 ? venue(latest[0], 'demonstrative') : null;
}

/** "a table at Bella Vista": a capitalised name after at/sa/bij/in that is no listed venue, address or known place is
 * a new venue, so "they" and "there" in the message point at it, not at the venue in focus. */
const NAMED_AFTER = /(?:^|\s)(at|sa|bij|in|to|naar|is|ang|about|try|tried|hike|climb|visit|see|explore|[Ee]n|[Aa]nd)\s+(?:the\s+|de\s+|het\s+)?((?:[A-Z][\p{L}'’&-]+)(?:\s+[A-Z][\p{L}'’&-]+){0,3})/gu;
const NOT_A_NAME = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Linggo|Lunes|Sabado|I|The|A)$/;
function namesAnotherVenue(text: string, context: ConversationContext): boolean {
  // "yan ba malapit sa Binondo Church?": a landmark to measure from is no venue of its own.
  text = text.replace(/\b(?:malapit sa|near|close to|far from|from|van|vanaf|dichtbij|vlakbij|layo sa|galing sa)\s+(?:the\s+|de\s+|het\s+)?(?:\p{Lu}[\p{L}'’&-]*\s*)+/gu, ' ');
  const known = knownVenues(context).map((v) => `${v.name} ${v.address ?? ''}`.toLowerCase()).join(' ');
  for (const match of text.matchAll(NAMED_AFTER)) {
    const name = match[2];
    const first = name.split(/\s+/)[0];
    // "is Tokyo Express Bento any good?", "bukas pa ba ang Macau Restaurant?": after a verb or article, a name of two words or more.
    // ... and "we want to hike Arthur's Seat, is it hard?": after a verb of going, a name of two words or more.
    // ... or one long word after a verb of seeing: "we first want to see Schönbrunn, how long do we need there?".
    if (/^(?:is|ang|about|try|tried|hike|climb|visit|see|explore|en|and)$/i.test(match[1]) && !/\s/.test(name) && !(/^(?:visit|see|explore)$/i.test(match[1]) && name.length >= 6)) continue;
    // ... "naar de Markthal", unless the way there starts at the venue in focus ("van daar naar het MAS").
    if (match[1] === 'naar' && FROM_THERE.test(text)) continue;
    if (NOT_A_NAME.test(first) || PLACE_NAMES.has(name.toLowerCase()) || name.toLowerCase() === context.location?.toLowerCase()) continue;
    if (name.split(/\s+/).every((w) => w.length <= 2 || known.includes(w.toLowerCase()))) continue;
    return true;
  }
  return false;
}

/** Lower case without accents: "kraków" is "krakow", "Bożego" is "bozego". */
/** Venue names are folded on every message: their folds are kept (a bounded cache); messages are folded as they come. */
const foldCache = new Map<string, string>();
let lastFoldIn = '';
let lastFoldOut = '';
function fold(text: string): string {
  if (text === lastFoldIn) return lastFoldOut;
  let folded = foldCache.get(text);
  if (folded === undefined) {
    folded = plainLetters(text.normalize('NFD').replace(/\p{M}/gu, '')).toLowerCase();
    if (text.length <= 120) {
      if (foldCache.size > 5000) foldCache.clear();
      foldCache.set(text, folded);
    } else [lastFoldIn, lastFoldOut] = [text, folded];
  }
  return folded;
}

/** Folded, and without apostrophes: "Leslies" is typed for "Leslie's". */
function foldBare(text: string): string {
  return fold(text).replace(/['’]/g, '');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
