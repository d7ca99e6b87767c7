// Where a venue's name word goes in a message: the words before and after it, and the everyday words that never name one.
/** Everyday words that a name may hold but that say nothing about the venue on their own. */
export const EVERYDAY_WORDS = new Set(
  (
    'open close closed late early good best nice great what when where which about with from near this that they them there then ' +
    'have will would could should like some more most much very just only also still even next last first second third other same ' +
    'such well make take free time today tonight here home back over under little big small golden royal grand old true blue red ' +
    'green black white house room table corner point station square ' +
    'monday tuesday wednesday thursday friday saturday sunday maandag dinsdag woensdag donderdag vrijdag zaterdag zondag ' +
    'lunes martes miyerkules huwebes biyernes sabado linggo morning evening night weekend ' +
    // ... and how a person gets about ("commute lang kami" is no slip of "Commune").
    'commute commuting walking driving'
  ).split(' '),
);
/** Before a one-word name: nothing but a lead-in, or a word that goes, asks or books ("what about kuroda", "book zanmai"). */
export const QUESTION_VERB_BEFORE = new RegExp(
  [
    String.raw`(?:^|[.!?,;]\s*)(?:(?:and|so|ok|okay|but)\s+)?(?:is|are|was|does|do|did|has|can|will|would|should|heeft|hebben|gaat|ligt`,
    String.raw`|zit)\s+$`,
  ].join(''),
  'i',
);
export const BEFORE_NAME_WORD = new RegExp(
  [
    String.raw`(?:^|[.!?,;]\s*)(?:(?:and|so|ok|okay|oke|oké|oh|ooh|right|alright|yeah|yes|ya|yep|yup|ja|oo|opo|sige|nee|no|nah|prima|top`,
    String.raw`|nice|perfect|fine|sure|cool|great|thanks|hmm|ah|what about|how about|wat abt|what abt|how abt|hw abt|wbt|doe maar|e|eh|en`,
    String.raw`|yung|'yung|ung|ang|the|sa|kay|at|is|are|was|does|do|did|can|could|will|would|should|how's|hows|how is|what's|whats|pero`,
    String.raw`|but|maar|tapos|how does|how do|how did)\s+)*$|\b(?:about|abt|to|at|than|kaysa|kesa|vs|versus|book|try|reserve|sa|kay|kina`,
    String.raw`|ni|si|yung|'yung|ung|ang|bij|naar|over|do|with|take|choose|pick|met|voor|for|(?:address|adres|menu|website|number|nummer`,
    String.raw`|hours|openingstijden|prices|prijzen) (?:of|van|for|voor|ng))\s+(?:the\s+)?$|\b(?:late|time|long|when|early|far|busy`,
    String.raw`|expensive|pricey|crowded|big|much|ver|laat|lang|duur|druk|groot)\s+(?:is|does|do|are|will|ligt|zit|gaat|opent|sluit)\s+$`,
    String.raw`|\b(?:in|bij|naar|van|op)\s+(?:da|'t)\s+$|(?:^|[.!?,;]\s*|\b(?:en|maar)\s+)(?:is|was|ligt|zit|gaat)\s+(?:het|de|'t)\s+$`,
    String.raw`|(?:^|[.!?,;]\s*)(?:(?:eh|e|tapos|pero|sige)\s+)?(?:bukas|sarado|open|mahal|masarap|malayo|malapit|maganda|sulit|matao`,
    String.raw`|mahaba pila)\s+(?:pa\s+)?ba\s+(?:ang\s+|yung\s+|sa\s+)?$`,
  ].join(''),
  'i',
);
/** After it: a break in the sentence, or a verb or particle that asks about it ("crosta, may delivery?", "mendokoro open now?"),
 * or, typed without punctuation, the question or clause that follows ("rakutenchi can we walk in", "breydel zijn die dicht"). */
export const AFTER_NAME_WORD = new RegExp(
  [
    String.raw`^(?:\s*\p{Extended_Pictographic}[\u{FE0F}\u{200D}]*)*\s*(?:[,:;?!.()–—-]`,
    String.raw`|$|(?:ramen|pizza|sushi|cafe|café|bar|restaurant`,
    String.raw`|resto|grill|kitchen|bakery|coffee)(?:\s+(?:ba|po|na|naman))?\s*(?:[?,.!]|$)|(?:open|opens|ba|po|pa|na|naman|pag|kapag`,
    String.raw`|tuwing|ngayon|mamaya|bukas|is|isnt|isn't|isn’t|aint|ain't`,
    String.raw`|wasnt|doesnt|dont|vooraf|tevoren|ahead|online|has|have|niet|does`,
    String.raw`|do|heeft|hebben|nog|for|tonight|tomorrow|vanavond|morgen|looks|sounds|seems|feels|klinkt|lijkt|the|still|really|worth|good`,
    String.raw`|far|near|close|busy|ok|okay|nice|too|ook|also|din|rin|compare|compares|stack|rate|from|vanaf|galing|mula|via|touristy`,
    String.raw`|crowded|expensive|pricey|cheap|overrated|legit|halal|safe|quiet|loud|romantic|it|let|take|takes|accept|accepts|serve`,
    String.raw`|serves|need|needs|allow|allows|deliver|delivers|offer|offers|sell|sells|require|requires|stay|stays|dati|noon|kahapon`,
    String.raw`|kagabi|before|already|yesterday|last|eerder|gisteren|vorige|al|met|with|by|per|ongeveer|roughly|usually|normally|gemiddeld`,
    String.raw`|approximately|around|tayo|tyo|kami|kmi|nalang|nlng|lang|lng|nmn|nman|then|dan|graag|please|pls|can|could|are|was|were|zijn`,
    String.raw`|kun|kunt|mag|moet|moeten|heb|hebt|bukas|sarado|may|meron|mayroon|wala|ilan|gaano|kung|yun|yan|cash|zit|ligt|staat|gaat`,
    String.raw`|what|whats|wat|wa|how|hoe|when|wanneer|where|waar|kan|kunnen|kunde|should|would|will|we|i|you|u|ge|they|ze|zij|sila|siya`,
    String.raw`|anong|ano|saan|san|magkano|mgkno|kailangan|pwede|zonder|without|or|of|and|en|tot|till|until)(?![\p{L}]))`,
  ].join(''),
  'iu',
);

/** Three-letter words people type every day: never a venue's own name on its own. */
// Not text/stopwords: chat and kinds of place ('lol', 'bar', 'spa') are in it, words like 'this' or 'here' are too long.
export const SHORT_CHAT_WORDS = new Set(
  (
    'the and but for you are was not yes how why who its can may lol omg pls thx too two one six ten day way new old big hot top fun ' +
    'bar pub inn spa zoo gym art tea bbq all any our out own see get got has had let did now off per via het een wat hoe wie dat die ' +
    'van met hun ons ook nog wel dan toe uit ' +
    'ang mga nga yun yan ung ako iyo kay din rin pag sya kmi mas pwd ano san'
  ).split(' '),
);

export const CHAT_WORDS = new Set(
  (
    'thanks thank please sure great nice cool okay perfect awesome hello there where which what these those their about maybe ' +
    'salamat sige talaga grabe ganda sarap mahal mura pwede gusto paano saan kailan ngayon bukas mamaya ' +
    'bedankt dankje dankjewel graag leuk lekker mooi prima super hallo waar welke wanneer morgen vandaag'
  ).split(' '),
);
