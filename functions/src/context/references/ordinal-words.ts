// The words for places in a list, in English, Tagalog and Dutch, and the determiners before them.
export const ORDINAL_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  una: 1, pangalawa: 2, ikalawa: 2, pangatlo: 3, ikatlo: 3, pangapat: 4, 'pang-apat': 4, ikaapat: 4, panglima: 5, ikalima: 5,
  pananim: 6, 'pang-anim': 6, ikaanim: 6, pampito: 7, ikapito: 7, pangwalo: 8, ikawalo: 8, pansiyam: 9, ikasiyam: 9, pangsampu: 10,
    ikasampu: 10,
  eerste: 1, tweede: 2, derde: 3, vierde: 4, vijfde: 5, zesde: 6, zevende: 7, achtste: 8, negende: 9, tiende: 10,
  // Texting forms: "the lst one", "da frst".
  lst: -1, frst: 1,
  last: -1, huli: -1, panghuli: -1, pinakahuli: -1, 'pinaka-huli': -1, laatste: -1, allerlaatste: -1,
};
export const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  isa: 1, dalawa: 2, tatlo: 3, apat: 4, lima: 5, anim: 6, pito: 7, walo: 8, siyam: 9, sampu: 10,
  een: 1, 'één': 1, 'eén': 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10,
};
export const ORDINAL_ALTERNATION = Object.keys(ORDINAL_WORDS).sort((a, b) => b.length - a.length).join('|');
export const DETERMINER = [
    "(?:the|d|da|and the|your|ur|'?yung|iyong|yong|ung|yng|ang|sa|si|de|den|het|'t|t|die|dat|en de|en den|en 't|je|jouw|nummer)",
  ].join('');
/** What an ordinal counts when it is no place in the list: "the first time", "the 2nd night", "de tweede dag", "the last train". */
export const NOT_LISTED_NOUNS =
  [
      'of|time|times|day|days|sunday|monday|tuesday|wednesday|thursday|friday|saturday|zondag|maandag|dinsdag|woensdag|donderdag|vrijdag|',
      'zaterdag|weekend|lunes|martes|sabado|week|weeks|month|year|night|nights|minute|few|couple|question|message|thing|things|step|stop|',
      'stops|leg|round|course|impression|impressions|priority|keer|dag|dagen|vraag|beses|araw|gabi|tanong|sa lahat|ng|van|half|train|',
      'trains|bus|buses|ferry|flight|tram|metro|boat|trein|treinen|pont|veerboot|vlucht|biyahe|byahe|nieuws|news|update|updates|moment|',
      'weken|maand|jaar|years|avond|nacht|uur|hour|hours|stap|halte|rit|ronde|gang|gangen|deel|part|bagay|balita|oras|linggo|buwan|taon|',
      'beurt|hoofdstuk|chapter|episode|row|rij|evening|evenings|morning|afternoon|visit|trip|avenue|ave|street|st|straat|floor|verdieping|',
      'ochtend|middag',
    ].join('');
/** Tagalog ordinals stand alone: pang/pan/pam/ika + a number root, hyphen or space optional, linker -ng allowed
 * ("pangalawang hotel", "pang-lima", "pang apat", "ikatlong", "pansiyam"); "pang-lima katao" is "for five", not one. */
export const TAGALOG_ROOTS: Record<string, number> = {
  una: 1, alawa: 2, dalawa: 2, lawa: 2, atlo: 3, tatlo: 3, tlo: 3, apat: 4, aapat: 4, lima: 5, anim: 6, aanim: 6,
  pito: 7, walo: 8, siyam: 9, syam: 9, sampu: 10, huli: -1,
};
// "pangatlong linggo" is the third week; "yung pangatlo, linggo ba?" the third venue, on Sunday.
export const COUNTED_NOUNS = 'katao|tao|persons?|people|pax|beses|araw|linggo|gabi|taon|buwan|oras|tanong|pagkakataon';
