// Words that point at the venue in focus ("there", "dun", "daar", "it") and the phrases where they point at nothing.
import { CLOSE_NL, MALAPIT, NEAR_EN, POINTED_EN, ROUND_ABOUT_NL, THERE_TL, WALK_EN, WALK_NL } from './near-words';

export const DEMONSTRATIVE = new RegExp(
  [
    String.raw`(?:^|[^\p{L}'])(that one|this one|that place|this place|that restaurant|this restaurant|that hotel|that spot|that event`,
    String.raw`|the same place|same place|same spot|dezelfde plek|parehong lugar|the place|the restaurant|the venue|the hotel|there|thre`,
    String.raw`|ther|it|its|it's|them|they|their|theirs|yun|un|yon|iyon|iyan|yan|doon|dun|diyan|dyan|duon|nun|niyan|nyan|niyon|sila|nila`,
    String.raw`|ze|zij|die|dienen|diene|daar|doar|daarvoor|daarheen|daarnaartoe|erheen|ernaartoe|daarvan|daarnaar|ervan|er)(?![\p{L}'])`,
  ].join(''),
  'iu',
);
/** A price or distance question about what a pronoun points at is no new search, whatever else it names:
 * "is an bang beach far from there?", "magkano yan per tao kung may drinks?", "hoe ver is het strand van daar?". */
export const ASKS_ABOUT_POINTED = new RegExp(
  [
    String.raw`\b(?:(?:is|are)\s+(?:the\s+)?[\p{L}-]{3,20}(?:\s+[\p{L}-]{3,20})?\s+included\b|kasama(?:\s+na)?\s+ba\b|(?:is`,
    String.raw`|zijn)\s+(?:het\s+|de\s+)?[\p{L}-]{3,20}\s+inbegrepen\b|(?:far|distance|walk|walkable|walking distance|drive|ride|minutes?`,
    String.raw`|km) from (?:there|it|that place|that one)|magkano (?:yan|yun|iyan|iyon|dun|doon)|how much (?:is|does|do) (?:it|that|this`,
    String.raw`|they)|(?:malayo|gaano kalayo)\b[^?]{0,30}\b(?:dun|doon|diyan|dyan)|(?:ver|afstand)\b[^?]{0,30}\b(?:van daar|vanaf daar`,
    String.raw`|daarvandaan)|(?:hoe duur|wat kost) (?:is )?(?:die|dat|het)\b|(?:wat kost|wa kost|hoeveel kost`,
    String.raw`|hoe duur is)\b[^?]{0,30}\b(?:daar|er)\b|how much (?:is|are|does|do|would)\b[^?]{0,30}\b(?:there|at that place)\b`,
    String.raw`|how much for\b[^?]{0,40}\b(?:there|dun|doon|daar)\b|magkano\b[^?]{0,30}\b(?:dun|doon|diyan|dyan)\b|\b(?:breakfast|brunch`,
    String.raw`|lunch|dinner|drinks|coffee|dessert|almusal|tanghalian|hapunan|merienda|ontbijt|lunchen|dineren|borrelen)\s+(?:there|dun`,
    String.raw`|doon|daar)\b)`,
  ].join(''),
  'iu',
);
/** "breakfast near there?", "is er een cocktailbar in de buurt daarvan?", "kape malapit dun?": with a venue in focus, a
 * search next to it starts from it, so it is what "there" means (with none, "there" is the area: "near there" after the
 * old city). */
export const NEAR_POINTED = new RegExp(
  [
    String.raw`\b(?:${NEAR_EN}|by)\s+${POINTED_EN}\b|\b(?:daar|er)\s+(?:ergens\s+)?${ROUND_ABOUT_NL}\b`,
    String.raw`|\bin de buurt (?:van daar|van die|van dat|daarvan|ervan)\b|\b${CLOSE_NL}\s+(?:daar|die|dat)\b|\b${MALAPIT}${THERE_TL}\b`,
    String.raw`|\b${WALK_EN}\s+(?:of|from)\s+${POINTED_EN}\b|\b${WALK_NL}\s+(?:daarvan|ervan|van daar)\b`,
    String.raw`|\bwalking distance(?:\s+lang)?\s+(?:mula\s+)?${THERE_TL}\b|\bsa tabi\s+(?:nun|noon|niyan|nyan)\b`,
  ].join(''),
  'i',
);
/** "is it near Hoan Kiem lake?", "ligt het dicht bij de Dom?", "malapit ba yun sa Intramuros?": where the venue pointed at is,
 * asked against a landmark (the last group) that is neither another venue, a new place to look nor a search. */
export const ASKS_WHERE_VENUE_IS = new RegExp(
  [
    String.raw`\b((?:(?:is|are|isn't|aren't)\s+(?:it|that|they|this|that place|that one)`,
    String.raw`|(?=(?:that|it)[’'s ])(?<=(?:^|\bso\s|\boh\s|\bah\s|[,.!]\s)\s*)(?:that's|thats|that’s|that is|it's|its|it’s`,
    String.raw`|it is))\s+(?:(?:really|still|pretty|very|too|quite|actually|right)\s+)?(?:near|close to|far from|next to|walkable from`,
    String.raw`|(?:with)?in walking distance (?:of|from|to)|in|on)|(?:ligt|zit|is)\s+(?:het|dat|die|da)\s+(?:(?:echt|wel|ver|erg|dicht`,
    String.raw`|ook)\s+)?(?:dichtbij|dicht bij|vlakbij|in de buurt van|ver van|naast)|(?:ligt|zit)\s+(?:het|dat|die`,
    String.raw`|da)\s+(?:(?:echt|wel|ook)\s+)?(?:in|op|aan)(?=\s+(?:de\s+|het\s+`,
    String.raw`|'t\s+)?\p{L}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?\s*(?:[?.!,;]|$))|(?:malapit|malayo)\s+ba\s+(?:yan|yun|iyan|iyon|sila`,
    String.raw`|ito|siya|yung lugar)\s+sa|(?<![\p{L}])(?:nasa|sa)(?=\s+\p{L}[^?.!,;]{1,30}?\s+(?:ba\s+(?:yun|yan|iyon|iyan)|(?:yun|yan`,
    String.raw`|iyon|iyan),?\s+(?:diba|di ba|noh?|db|ata|yata)\b)))\s+([^?.!,;]+)`,
  ].join(''),
  'iu',
);
/** A question put to the venue pointed at, whatever dish or thing it names: "does it do food or just wine", "can I get egg
 * coffee at the same place", "pwede bang umorder dun ng pancit", "is er daar ook een vegetarische rijsttafel?". */
export const ASKS_OF_VENUE = new RegExp(
  [
    String.raw`^\s*(?:(?:ok|okay|sige|and|also|tsaka|at|e|en|so|oh|btw)[,!]?\s+)*(?:(?:can|could|do|may) (?:i|we) (?:get|order|have|buy`,
    String.raw`|pay|eat|bring|try)\b(?=.*\b(?:there|at (?:the )?same place|same spot)\b)|(?:does|do) (?:it|they|that place)\b|(?:is`,
    String.raw`|are) (?:it|they)\b|is that (?:place )?(?:a|an)\b|pwede\s*(?:ba(?:ng)?|ng)?\s+(?:umorder|mag-?order|bumili|kumain`,
    String.raw`|magbayad|magdala)\b|pwede\s*(?:ba(?:ng)?|ng)?\s+mag-?\s?\p{L}{3,}\b(?=[^?.!]{0,40}\b(?:dun|doon|diyan`,
    String.raw`|dyan)\s*[?.!]*\s*$)|kan (?:ik|je|we) (?:er|daar)\b|(?:is|zijn) er daar\b|hebben ze\b|heeft (?:het|die|dat)\b)`,
    String.raw`|\bmay\b[^?.!]{0,40}\bba\s+(?:sila|siya|sya)\b|\bmay\b[^?.!]{0,30}\bba\b[^?.!]{0,20}\b(?:yan|yun|iyan|iyon|dun|doon|diyan`,
    String.raw`|dyan)\s*[?.!]*\s*$|\bmay\s+[a-z-]{3,20}\s+ba\s+(?:dun|doon|diyan|dyan)\b`,
    // "any deep dish that delivers there?": a delivery goes to the venue pointed at.
    String.raw`|\b(?:delivers?|delivery|bezorgt|bezorgen|nagde-?deliver|mag-?deliver)\s+(?:to\s+|naar\s+)?(?:there|it|daar|dun|doon)\b`,
  ].join(''),
  'iu',
);
/** "En franzbrötchen? Waar haal ik die?": a topic opened at the start is what the pronoun after it means ("and does it open
 * early? like 8am" opens no topic: its question is put to the venue). */
export const LEADING_TOPIC = new RegExp(
  [
    String.raw`^\s*(?:en|and|what about|how about|e|eh|tapos|at|hoe zit het met)\s+(?!(?:there|daar|dun|doon|diyan|dyan|that one`,
    String.raw`|that place|die|dat|yun|yan)\s*\?)(?!(?:does|do|is|are|can|will|would|did|was)\s+(?:it|they|that)\b)[^?.!]{2,40}\?\s*\S`,
    String.raw`|^\s*(?:ok\s+)?(?:en|and|e|eh|tapos|at)\s+(?!(?:die|dat|de|den|het|the|yung|ung|ang|that|this|there|daar`,
    String.raw`|dun)\b)[^?.!,]{3,40},\s*(?:waar|where|saan|san|wat|what|hoe|how)\b[^?.!]*\b(?:die|dat|it|them|ze|yun|yan)\b`,
  ].join(''),
  'i',
);
/** "is there", "there are", "it's raining": the word points at nothing. */
export const EXPLETIVE = new RegExp(
  [
    String.raw`\b(?:(?:one|any|all|both|some|none|each|either|neither) of (?:them|those|these|'em)|while (?:i'?m|we'?re|i am|we are`,
    String.raw`|you'?re) (?:there|here)|habang (?:nandun|nandoon|andun|nandito|nandiyan)(?: (?:kami|ako|tayo))?|(?:als|terwijl) (?:ik|we`,
    String.raw`|wij) (?:daar|er|hier) (?:ben|zijn)|(?:they|them|those|these|die|ze|zij|deze|da|dat|dees|sila) (?:all|both|allemaal|allebei`,
    String.raw`|alle ?drie|alle ?vier|beide|lahat)|(?:lahat|pareho) (?:sila|ba sila|ng mga yan)|(?:isa|alinman|lahat) sa (?:kanila|mga yan`,
    String.raw`|mga yun)|(?:een|elk|geen|allebei) van (?:hen|die|deze|ze)|(?:die|dat|deze) (?:stad|buurt|wijk|straat|regio|land|dag|avond`,
    String.raw`|nacht|week|weekend|tijd|vraag|keer|trein|bus|tram|metro|taxi|route|kant|maand|periode|wijn|fiets|pont|pontje|veer|veerpont`,
    String.raw`|boot|bootje)\b|(?:is|was|isn't) it (?:(?:very|really|too|so|generally|usually|always)\s+)?(?!(?:close|next|near|closer`,
    String.raw`|nearer) to)[a-z]+ to|it(?:'s|’s| is) (?:my|our|his|her|their`,
    String.raw`|a|an) (?:first|last|\w+(?:day|versary|moon|trip|visit|time))`,
    String.raw`|first time|it(?:'s|s| is) (?:(?:so|very|really|too|super)\s+)?(?:raining|sunny|cold|hot|humid|windy|late|early|muggy`,
    String.raw`|freezing)|what time is it|how is it going|(?:get|getting|go|going|move|moving|walk|walking|wander|wandering|stroll`,
    String.raw`|strolling) around(?:\s+(?:at night|alone|late|safely))?\s+(?:there|here|dun|doon|daar)|(?:ok|okay|oks|sige|ayos`,
    String.raw`|goods) na (?:yun|yan|iyon)|(?:ok|okay|oks|ayos|goods) lang (?:yun|yan|iyon|iyan)|which of (?:them|those`,
    String.raw`|these)(?= (?:is|are|would be|'s) (?:best|better|good|great|nicest|ideal|right) for\b)|(?:if|when|once) it (?:clears up`,
    String.raw`|clears|stops raining|dries up|gets better)|yun na yun|yun lang|what(?:'s|’s|s| is) there|is there|are there|was there`,
    String.raw`|were there|there is|there are|there's|there were|there was|is it possible|it is possible`,
    String.raw`|(?<!\b(?:is|was|be|it's|it’s)\s+(?:it\s+|that\s+)?(?:really\s+`,
    String.raw`|even\s+)?)worth it|make it|(?:do|did|doing) it (?:in|at|on`,
    String.raw`|near)|is it ok|is it okay|it's ok|it's okay|got it|that's it|that is it|it's fine|it's all|that's all|is that all`,
    String.raw`|i like it|it's great|it's perfect|it works|it was|it's been|it takes|(?:love|loving|enjoy|enjoying|like|liking|loved`,
    String.raw`|enjoyed) it|(?:think|thinking|thought|sleep|talk) (?:about|on|over) it|is er|zijn er|was er|valt er|er te doen|er te zien`,
    String.raw`|waren er|er is|er zijn|er was|er waren|komt er|staat er|hoe laat is het|het is|dat was het|dat is het|dat was alles`,
    String.raw`|dat is alles|da's alles|that's it for now)\b`,
  ].join(''),
  'gi',
);
/** Weather and climate questions point at the city, not at a venue ("how cold is it there in april"). */
export const WEATHER = new RegExp(
  [
    String.raw`\b(?:(?:strand|terras|fiets|regen|zomer|winter|mooi|slecht|rot|honden|wandel)weer|humid|muggy|sweltering|freezing`,
    String.raw`|sobrang init|ang init|ang lamig|benauwd|snikheet|how (?:cold|hot|warm|humid|chilly|rainy|sunny|windy) (?:is|does|will`,
    String.raw`|gets?)|what(?:'s|’s| is) it like (?:in|during|around) (?:the )?(?:winter`,
    String.raw`|summer|spring|autumn|fall|rainy season|dry season`,
    String.raw`|monsoon|typhoon season|january|february|march|april|may|june|july|august|september|october|november|december)|weather`,
    String.raw`|temperature|forecast|climate|(?:is|will|does) it (?:gonna |going to )?(?:rain|snow|pour)|gonna rain|going to rain|uulan ba`,
    String.raw`|gaan regenen|jacket|umbrella|panahon|maulan|mainit ba|malamig ba|weer|klimaat|regent het|koud|warm is het|warm genoeg`,
    String.raw`|warm enough|cold enough)\b`,
  ].join(''),
  'i',
);

export const AROUND_THERE = /\baround there\b/gi;

/** The text with every known place of several words that holds a pronoun ("IT Park", "Den Haag") blanked. */
export const PRONOUN_WORD = /(?:^|\s)(?:it|there|that|this|die|dat|daar|den|dun|doon|yun|yan)(?:\s|$)/i;

/** "hours?", "line long?", "dresscode?", "mahal ba", "kelangan ba mag pre-order o pwede walk in": a short question about a
 * venue's hours, price, queue, booking or amenities, with no word pointing anywhere, is put to the venue in focus. */
export const VENUE_DETAIL = new RegExp(
  [
    String.raw`\b(?:cover(?: charge)?|entrance fee|entry fee|corkage|service charge|minimum spend|hours|opening (?:hours|times)`,
    String.raw`|open(?:ing)?(?:\s+(?:late|now|today|tonight|tomorrow|early|on \w+))?|closes?|line|queue|pila|mahal|pricey|expensive`,
    String.raw`|cash(?:\s+(?:only|lang))?|cards?|dress ?code|parking|wifi|reserv\w*|book(?:ing)?|walk[- ]?ins?|pre-?order|menu|halal`,
    String.raw`|kid[- ]?friendly|pet[- ]?friendly|bukas|sarado|branch|duur|open|dicht|reserveren|parkeren|wachtrij|order|pickup|pick-up`,
    String.raw`|takeaway|take-out|delivery|deliver|queue)\b`,
  ].join(''),
  'i',
);

/** Dutch "het" and "dat" (Flemish "da") are everywhere; as "it" / "that (place)" they sit next to a verb about the venue:
 * "hoe ver is dat van het station?", "hoe laat gaat het open?", "is het duur?", "is da ver?". */
export const DUTCH_IT = new RegExp(
  [
    String.raw`\b(?:(?<!\bhoe\s)(?:is|was|ligt|zit|kost|gaat|opent|sluit|zijn)\s+(?:het|dat|da)(?!\s+(?:weer|nog|niet\s+te|met|meest|minst`,
    String.raw`|\p{L}+st\b))\b|\b(?:het|dat|da)\s+(?:ligt|zit|kost|opent|sluit|open|dicht|duur|goedkoop|ver)\b)`,
  ].join(''),
  'iu',
);

/** English "that" as the venue, put a question: "how far is that from the gate?", "is that open late?", "does that take cards?". */
export const THAT_IT = new RegExp(
  [
    String.raw`\b(?:is|was|does|did|will|would|isn't|wasn't|doesn't|isnt|doesnt)\s+that\s+(?!(?:all|it|ok|okay|so|true|right|because|why`,
    String.raw`|what|how|a|an|the|normal|possible|allowed|enough|necessary|safe|legal|common|usual|fine|good|bad|weird|strange`,
    String.raw`|correct)\b)\p{L}|\bthat(?:'s|’s| is)\s+(?:open|closed|far|near|close|expensive|pricey|cheap|busy|walkable)\b`,
    String.raw`|\b(?:go(?:ing)?|stick(?:ing)?|settle|we'?ll go|i'?ll go)\s+with\s+that\b(?!\s+(?:idea|plan|one of|too)\b)|\b(?:book`,
    String.raw`|reserve|pick|choose)\s+that\s*(?:[.!?,]|$|for\b|please\b|pls\b|then\b)|\bthat(?:'s|’s| is) the one\b|\b(?:is|isn't|isnt`,
    String.raw`|was|wasn't)\s+that\s+the\s+(?:one|place|restaurant|spot|bar|cafe)\b|\bthat one it is\b|\b(?:is|isn't) that (?:place )?(?:a`,
    String.raw`|an) [\p{L} -]{2,30} or (?:a|an|more of a)\b`,
  ].join(''),
  'iu',
);
/** Texted Tagalog "jan" / "jaan" for "diyan" (there), in lower case only: "Jan" is a name, "jan 5" a date. */
export const TAGALOG_JAN = /(?:^|[^\p{L}'’])ja+n(?![\p{L}'’])(?!\s*\d)/u;
/** "is het Museumeiland open?": "het" before a capitalised name is its article, not "it". */
export const ARTICLE_HET = /\b(?:[Ii]s|[Zz]ijn|[Ll]igt|[Zz]it|[Gg]aat) (?:het|de) (?=\p{Lu})/gu;
/** "separate thing: ...", "ibang tanong", "andere vraag": the user leaves the venue in focus. */
export const NEW_TOPIC = new RegExp(
  [
    String.raw`\b(?:separate (?:thing|question)|unrelated|off[- ]topic|different question|other question|ibang tanong|iba pang tanong`,
    String.raw`|andere vraag|los daarvan|apart daarvan)\b`,
  ].join(''),
  'i',
);
/** "is het ver lopen van Centraal naar de Dom?", "how long from the airport to the old town?": a route with both ends named
 * leaves "het" / "it" nothing to point at. */
export const ROUTE = new RegExp(
  [
    String.raw`\b(?:van|vanaf|from|mula sa|galing sa)\s+(?!(?:there|daar|dun|doon|diyan|dyan|it|het|die|dat|that|this|that place|yun`,
    String.raw`|yan)(?![\p{L}]))[^?.!,]{2,40}?\s+(?:naar|to|hanggang(?: sa)?|papunta(?:ng)?(?: sa)?)\s+(?!(?:there|daar|dun|doon|diyan|it`,
    String.raw`|het|die|dat|that|this|them|ze|yun|yan)(?![\p{L}]))[\p{L}]`,
  ].join(''),
  'iu',
);
export const ABOUT_THE_TOWN = new RegExp(
  [
    String.raw`\b(?:(?:second|third)\s+time|(?:pangalawang|ikalawang|pangatlong|ikatlong)\s+beses|(?:is it|is that|is that area`,
    String.raw`|is the area) safe|safe ba|ligtas ba|veilig|(?:the |de )?(?:shops|stores|winkels|tindahan|supermarkets?|supermarkten)`,
    String.raw`|it rains|regent het)\b`,
  ].join(''),
  'i',
);
export const THERE_WORD = /(?:^|[^\p{L}'’])(?:there|daar|doar|dun|doon|duon|diyan|dyan)(?!\p{L})/iu;
export const THERE_IN = /\b(?:dun|doon|there|daar)\s+(?:sa|in|op)\s+([\p{L}'’-]+)(?:\s+([\p{L}'’-]+))?/iu;
export const FROM_THERE = /\b(?:from|van|vanaf|vanuit|mula|galing)\s+(?:there|daar|dun|doon|diyan|dyan)\b/i;
/** "Is het normaal dat ze een aanbetaling vragen?", "wat is het eigenlijk precies?": a general question, not one put to the venue. */
export const GENERAL_QUESTION = new RegExp(
  [
    String.raw`\b(?:(?:do|should|must|would) (?:people|locals|you|i|we|tourists|visitors) (?:usually |normally |generally |even )?tip\b`,
    String.raw`|tipping|(?:geeft|geef|geven) (?:je|men|ge|u|we) (?:er |daar )?(?:een )?fooi|mag-?tip ba|nagti-?tip ba|is (?:het`,
    String.raw`|it) (?:veilig|safe) (?:om|to)\b|is (?:het|it|that) (?:normaal|normal|gebruikelijk|common|usual|customary)|normal ba`,
    String.raw`|karaniwan ba|wat is het (?:eigenlijk|precies|nou)|what(?: is|'s) it exactly|what exactly is it)\b`,
  ].join(''),
  'i',
);
/** "may ibang place ba dyan na ok for veg?", "somewhere else around there?": another place asked for, in the area. */
export const ASKS_ANOTHER = new RegExp(
  [
    String.raw`\b(?:(?:may|meron|mayroon)\s+(?:bang\s+)?iba(?:ng)?\s+(?:place|lugar|resto|kainan|cafe)|somewhere else|another place`,
    String.raw`|other places|een andere (?:plek|zaak|tent)|ergens anders)\b`,
  ].join(''),
  'i',
);
/** After the words that ask where it is, a pronoun: the question is put to the venue in focus ("is it near ...", "malapit ba yun"). */
export const POINTED_AT_FOCUS = /^\s*\S+\s+(?:(?:ba|pa)\s+)?(?:it|that|they|this|het|dat|die|da|yun|yan|iyon|iyan|sila|siya)\b/iu;
