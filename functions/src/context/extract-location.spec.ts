import { describe, expect, it } from 'vitest';
import { extractLocation } from './extract-location';

describe('extractLocation', () => {
  it.each([
    ['how long is the taxi from Ortigas?', true, null],
    ['is that far from Kreuzberg', true, null],
    ['hoe ver is het vanaf Zandvoort?', true, null],
    ['gaano kalayo mula sa Cubao?', true, null],
    ['paano pumunta dun galing Shinjuku?', true, null],
    ['ilang minuto galing sa Makati?', true, null],
    ['hoe kom ik daar vanuit Leiden?', true, null],
    ['a day trip from Lisbon', true, 'Lisbon'],
    ['dagtochten vanaf Utrecht', true, 'Utrecht'],
    ['how do I get to Gion from Kyoto Station', true, 'Gion'],
    ['cheap flights from Cebu', false, 'Cebu'],
  ])('takes "from X" as an origin, not the search location: %s', (text, hasLocation, expected) => {
    expect(extractLocation(text, { hasLocation })).toBe(expected);
  });

  it('never takes Filipinos for a place', () => {
    expect(extractLocation('ano ang magandang pasalubong para sa Pinoy?')).toBeNull();
    expect(extractLocation('visa rules for Filipinos in Korea')).toBe('Korea');
  });

  it('keeps the small words inside a name ("Gardens by the Bay", "Palace of the Legion of Honor")', () => {
    expect(extractLocation('anywhere to eat near Gardens by the Bay?')).toBe('Gardens by the Bay');
    expect(extractLocation('coffee near Palace of the Legion of Honor')).toBe('Palace of the Legion of Honor');
  });

  it('takes "General X" as a place but not "in general"', () => {
    expect(extractLocation('sa General Trias na lang kami kakain')).toBe('General Trias');
    expect(extractLocation('is tipping expected in general?')).toBeNull();
  });

  it('does not take a transport system for a place', () => {
    expect(extractLocation('is it easy to get there by MTR?', { hasLocation: true })).toBeNull();
    expect(extractLocation('malapit ba yun sa LRT?', { hasLocation: true })).toBeNull();
  });

  it('keeps the number of a numbered district', () => {
    expect(extractLocation('pho places in District 5')).toBe('District 5');
  });

  it('takes a lower-case unknown place at the end of a search only', () => {
    expect(extractLocation('gelato near piazza navona', { search: true })).toBe('Piazza Navona');
    expect(extractLocation('gelato near piazza santa zita')).toBeNull();
    expect(extractLocation('ramen near me', { search: true })).toBeNull();
    expect(extractLocation('coffee in walking distance', { search: true })).toBeNull();
  });

  it.each([
    ['which markets should we see in chiang mai besides the night bazaar', 'Chiang Mai'],
    ['saan masarap mag-almusal sa vigan?', 'Vigan'],
    ['hiking trails in banff in the morning', 'Banff'],
    ['waar eten we goed in maastricht, iets met vis?', 'Maastricht'],
    ['kayak rental sa el nido, saan mura?', 'El Nido'],
  ])('takes a lower-case place after a locative in a search, up to where the next part starts: %s', (text, expected) => {
    expect(extractLocation(text, { search: true, hasLocation: false })?.toLowerCase()).toBe(expected.toLowerCase());
  });

  it.each([
    ["ok let's do hue instead, same plan", 'Hue'],
    ['back to quito on sunday. empanadas there?', 'Quito'],
  ])('takes a lower-case move to a place, search or not: %s', (text, expected) => {
    expect(extractLocation(text, { hasLocation: true })).toBe(expected);
  });

  it('takes no place from "in need of", a typo of there, or a Tagalog "sa akin"', () => {
    expect(extractLocation('we are in need of a quiet room', { search: true, hasLocation: true })).toBeNull();
    expect(extractLocation('any good bars in htere?', { search: true, hasLocation: true })).toBeNull();
    expect(extractLocation('pwede bang ipadala sa akin ang menu?', { search: true, hasLocation: true })).toBeNull();
  });

  it('takes a typed place in a weak search too, but not a gerund after "in"', () => {
    expect(extractLocation('things to see in hoi an in the morning', { search: true, hasLocation: false })?.toLowerCase()).toBe('hoi an');
    expect(extractLocation('can you help me in reserving two seats for the show?', { search: true, hasLocation: true })).toBeNull();
  });
  it.each([
    ['best arepas in valparaíso?', 'valparaíso'],
    ['where do locals eat in tbilisi', 'tbilisi'],
    ['laksa in ipoh, worth a detour?', 'ipoh'],
    ['may masarap bang bicol express sa legaspi', 'legaspi'],
    ['lechon kawali in paranaque', 'paranaque'],
    ['goede frietjes in mechelen', 'mechelen'],
    ['we zijn morgen in boedapest, tips?', 'boedapest'],
    ["how cold is ushuaia's winter for a food tour?", 'ushuaia'],
    ['koffie in liege', 'liege'],
    ['brunch spots around the kaohsiung harbour', 'kaohsiung'],
  ])('finds newly listed cities in any case and without accents: %s', (text, expected) => {
    expect(extractLocation(text, { hasLocation: false })?.toLowerCase()).toBe(expected);
  });

  it.each([
    ['best khachapuri in sighnaghi?', 'Sighnaghi'],
    ['cevapi in zenica - where can i try it?', 'Zenica'],
    ['may magandang kainan ba sa tabaco', 'Tabaco'],
    ['blue corn pancakes in las cruces, nm', 'Las Cruces'],
    ['green chile stew in santa fe, nm', 'Santa Fe'],
    ['lechon in cagayan de oro?', 'Cagayan de Oro'],
    ['any nice bakeries near kuressaare 🥐', 'Kuressaare'],
    ['waar vind ik goede koffie in tielt?', 'Tielt'],
    ['saan masarap sa vigan where the tourists go', 'Vigan'],
  ])('takes an unknown lower-case place at the end of a question about places: %s', (text, expected) => {
    expect(extractLocation(text, { hasLocation: true, search: text.includes('pancakes') })).toBe(expected);
  });

  it.each([
    'is it any good in the evening?',
    'can i pay in cash?',
    'best to book in advance?',
    'is #2 still good in the evening?',
    'is the first one any good in person?',
    'how much is it in total?',
    'any good places in town?',
    'wat is er goed te doen?',
    'is het niet te duur?',
    'may parking ba sa mall?',
    'good, check in date on friday',
  ])('takes no place from a common phrase after a locative: %s', (text) => {
    expect(extractLocation(text, { hasLocation: true })).toBeNull();
  });

  it('takes no typed place from a message that does not ask about places', () => {
    expect(extractLocation('we had dinner in sighnaghi', { hasLocation: true })).toBeNull();
  });
  it.each([
    ['half-day trip from kyoto to nara, worth it?', { hasLocation: true, search: true }, 'Nara'],
    ['and what about the same thing in hoi an', { hasLocation: true }, 'Hoi An'],
    ['and on rottnest, any cafes open early?', { hasLocation: true, search: true }, 'Rottnest'],
    ['lipat tayo sa vigan, empanada naman', { hasLocation: true, search: true, askedForLocation: true }, 'Vigan'],
  ])(
    'reads a trip destination, a "what about ... in P", an "on <island>," and a typed place after a where-question: %s',
    (text, options, expected) => {
      expect(extractLocation(text, options)).toBe(expected);
    },
  );

  it('takes no Tagalog number for a place', () => {
    expect(extractLocation('yung mas mura sa dalawang tour?', { hasLocation: true, search: true })).toBeNull();
    expect(extractLocation('and on monday, is it open?', { hasLocation: true, search: true })).toBeNull();
  });
});

describe('extractLocation, towns that are everyday words', () => {
  it.each([
    ['any decent pubs in reading that do sunday roast', 'Reading'],
    ['good gumbo in mobile al?', 'Mobile'],
    ['seafood for dinner somewhere in ballard after?', 'Ballard'],
  ])('takes the town after "in": %s', (text, expected) => {
    expect(extractLocation(text, { search: true })).toBe(expected);
  });

  it.each(['do i need cash or can i pay by mobile there', "I'm reading a book about Japan's food"])(
    'not the word elsewhere: %s',
    (text) => {
      expect(String(extractLocation(text, { hasLocation: true }))).not.toMatch(/mobile|reading/i);
    },
  );
});

describe('extractLocation with several places in one message', () => {
  it.each([
    ['first time in tokyo next week! where do locals go for yakitori in shinjuku?', 'Shinjuku'],
    ['in nyc for the weekend. pizza slices in brooklyn?', 'brooklyn'],
    ['ik zit in makati, is er zaterdag een markt in salcedo village?', 'salcedo village'],
    ['zit er een new york pizza in zwolle?', 'Zwolle'],
    ['yakitori in Shinjuku, Tokyo', 'Shinjuku'],
    ['mga kainan sa dumaguete na malapit sa Rizal Boulevard', 'Dumaguete'],
  ])('takes the place the search is put in: %s', (text, expected) => {
    expect(extractLocation(text, { search: true })?.toLowerCase()).toBe(expected.toLowerCase());
  });

  it.each([
    ['ok. brunch tomorrow — something in the Mission?', 'Mission'],
    ['vanavond gaan we naar noord, zijn daar leuke eetcafés?', 'noord'],
  ])('takes a district that is an everyday word after "in the" or "naar": %s', (text, expected) => {
    expect(extractLocation(text, { search: true, hasLocation: true })?.toLowerCase()).toBe(expected.toLowerCase());
  });
});

describe('extractLocation spelling', () => {
  it.each([
    ['ok what about bgc instead', 'BGC'],
    ['sisig sa qc', 'Quezon City'],
    ['gelato in villefranche-sur-mer?', 'Villefranche-sur-Mer'],
    ['brunch in parañaque', 'Parañaque'],
    ['museums in amsterdam', 'Amsterdam'],
  ])('writes a known place typed in lower case the usual way: %s', (text, expected) => {
    expect(extractLocation(text, { search: true })).toBe(expected);
  });
});

describe('extractLocation with a landmark to measure from', () => {
  it.each(['ano yung pinakamalapit sa Ateneo?', 'which one is closest to Union Square?', 'welke ligt het dichtst bij Centraal Station?'])(
    'keeps the known place: %s',
    (text) => {
      expect(extractLocation(text, { hasLocation: true })).toBeNull();
    },
  );
});

describe("extractLocation, where the user is going and a city's district", () => {
  it.each([
    ["im in cebu but we're going to bohol tomorrow, any good resorts there?", 'Bohol'],
    ["vegan place in SF's Mission District?", 'Mission District'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text, { search: true })).toBe(expected);
  });
});

describe('extractLocation does not run a capitalised name across sentences or take a weekday', () => {
  it('keeps "sa Linggo. Magkano" out', () => {
    expect(extractLocation('Huling araw na namin sa Linggo. Magkano karaniwan ang surf lesson dito?', { hasLocation: true })).toBeNull();
  });
});

describe('extractLocation, unknown places in follow-ups', () => {
  it.each([
    ['anything in tsim sha tsui?', 'Tsim Sha Tsui'],
    ['something around la boca', 'La Boca'],
    ['iets in de Vlaamse Ardennen?', 'Vlaamse Ardennen'],
    ['wat is er te doen bij het Veluwemeer?', 'Veluwemeer'],
    ['yung sa kadikoy na lang', 'Kadikoy'],
    ['sa san telmo naman', 'San Telmo'],
  ])('reads a place the follow-up moves to, in any case: %s', (text, place) => {
    expect(extractLocation(text, { hasLocation: true })).toBe(place);
  });

  it.each(['anything in the evening?', 'sa akin na lang', 'something in particular?', 'iets in de buurt?'])(
    'takes no everyday words for a place: %s',
    (text) => {
      expect(extractLocation(text, { hasLocation: true })).toBeNull();
    },
  );
});

describe('extractLocation, a move to something that is no place', () => {
  it.each(["second thoughts, let's do coffee instead", 'back to ramen then', "let's try dim sum"])(
    'takes a search word after "let\'s do" for no place: %s',
    (text) => {
      expect(extractLocation(text, { hasLocation: true })).toBeNull();
    },
  );
  it('still reads a named place whose name holds a search word', () => {
    expect(extractLocation('fish and chips near bondi beach', { search: true })).toBe('Bondi Beach');
  });
});

describe('extractLocation, landmarks, visits and longer names', () => {
  it.each([
    ['tomorrow we are visiting Tlaquepaque, any good cafes there?', true, 'Tlaquepaque'],
    ['lunch near the Pantheon after? nothing fancy', true, 'Pantheon'],
    ['a wine bar along Canal Saint-Martin tonight?', true, 'Canal Saint-Martin'],
    ['Sa La Trinidad na lang pala kami, saan pwede kumain?', true, 'La Trinidad'],
  ])('reads %s', (text, search, place) => {
    expect(extractLocation(text, { hasLocation: true, search })).toBe(place);
  });
  it('takes a landmark in a question about a venue for no new location', () => {
    expect(extractLocation('nice, is it near the LX Factory?', { hasLocation: true })).toBeNull();
  });
  it('takes a Tagalog ordinal after "sa ... na lang" for no place', () => {
    expect(extractLocation('sa pangalawa na lang, vacuum sealed ba?', { hasLocation: true })).toBeNull();
  });
});

describe('extractLocation, Dutch "op het" before a neighbourhood', () => {
  it.each([
    ["Daarna naar het MAS op 't Eilandje. Kan ik daar ergens lunchen?", 'Eilandje'],
    ['Iets drinken op het Zuid?', 'Zuid'],
  ])('reads %s', (text, place) => {
    expect(extractLocation(text, { hasLocation: true, search: true })).toBe(place);
  });
  it('takes no day for a place', () => {
    expect(extractLocation('is het open op zondag?', { hasLocation: true })).toBeNull();
  });
});

describe("extractLocation, a city's district after its possessive", () => {
  it.each([
    ["tacos in SF's mission district", 'Mission District'],
    ["brunch in NYC's west village", 'West Village'],
  ])('reads %s as the district', (text, place) => {
    expect(extractLocation(text, { search: true })).toBe(place);
  });
});

describe('extractLocation, towns and districts named bare and in lower case', () => {
  it.each([
    ['mechelen, frietjes?', 'Mechelen'],
    ['it park tayo mamaya', 'IT Park'],
    ['brunch spots, katendrecht', 'Katendrecht'],
    ['moalboal this weekend, snorkeling?', 'Moalboal'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text, { venueNames: [], askedForLocation: false, hasLocation: false, search: true })).toBe(expected);
  });
});

describe('extractLocation, a city that opens a venue name', () => {
  it.each(['eh sa Kyoto Grill kaya?', 'kain tayo sa Tokyo Tokyo', 'dinner at Manila Hotel?', 'drinks at Paris Cafe tonight'])(
    '%s names a venue, not a place',
    (text) => {
      expect(extractLocation(text, { venueNames: [], askedForLocation: false, hasLocation: true, search: true })).toBeNull();
    },
  );
  it('still reads the city before a district or region', () => {
    expect(
      extractLocation('ramen in Tokyo Shinjuku area', { venueNames: [], askedForLocation: false, hasLocation: true, search: true }),
    ).not.toBeNull();
    expect(
      extractLocation('food trips sa Manila, any ideas?', { venueNames: [], askedForLocation: false, hasLocation: true, search: true }),
    ).toBe('Manila');
  });
});

describe('extractLocation, countries', () => {
  it.each([
    ['beaches in the philippines', 'Philippines'],
    ['best beaches in the netherlands', 'Netherlands'],
    ['zijn er festivals in belgië', 'België'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text, { venueNames: [], askedForLocation: false, hasLocation: false, search: true })).toBe(expected);
  });
});

describe('extractLocation, "on second thought"', () => {
  it('is no place', () => {
    expect(
      extractLocation('on second thought, maybe coffee instead', {
        venueNames: [],
        askedForLocation: false,
        hasLocation: true,
        search: true,
      }),
    ).toBeNull();
  });
});

// Class "a place said in passing became the location" (issue 17).
describe('extractLocation, where the person goes and where they return to', () => {
  it.each([
    ['Planning ako mag-Singapore for 3 days bago bumalik sa work sa Dubai. Anong museums dun?', 'Singapore'],
    ['mag-Baguio kami bukas, saan masarap kumain?', 'Baguio'],
    ['ramen in Tokyo before we fly back home to Perth', 'Tokyo'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text)).toBe(expected);
  });
});

describe('extractLocation, a city typed short is named in full', () => {
  it.each([
    ['ramen in sf tonight?', 'San Francisco'],
    ['pizza slices in NYC', 'New York'],
    ['bars in philly', 'Philadelphia'],
    ['may day trip ba from NY na kaya sa isang araw? for weekend episode', 'New York'],
    ['kape sa QC bukas', 'Quezon City'],
    ['hawker centre sa Sg', 'Singapore'],
    ['koffie in Mokum', 'Amsterdam'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text)).toBe(expected);
  });

  it('still takes a lower-case short form for no place where none is expected', () => {
    expect(extractLocation('i think ny is better')).toBeNull();
  });
});

describe('extractLocation, a place offered for the search, then where the user sleeps', () => {
  it.each([
    ["what about Pasig, we're staying near Kapitolyo", 'Pasig'],
    ['paano naman sa Pasig, nakatira kami sa Kapitolyo', 'Pasig'],
    ['hoe zit het met Antwerpen, we slapen in Berchem', 'Antwerpen'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text)).toBe(expected);
  });

  it('keeps where the user sleeps when no other place is offered', () => {
    expect(extractLocation("we're staying near Kapitolyo, any ramen?")).toBe('Kapitolyo');
  });
});

describe('extractLocation, what the person is busy with after "sa" or "for" is no place (issue 17)', () => {
  it.each([
    ['may bukas ba hanggang late? puyat kami sa review', null],
    ['kape muna, galing pa kami sa class', null],
    ['any open late? grinding for finals tonight', null],
    ['tot laat open? ik zit nog met mijn thesis', null],
    ['ramen sa Pasig? galing kami sa exam', 'Pasig'],
  ])('"%s" names %s', (text, place) => {
    expect(extractLocation(text)).toBe(place);
  });
});

// Issue 17, wave ad (between meetings): a station named beside a city is not read into the city, and where the user goes on
// to by train is no search while a city is known (filter onward-trip in rules/location-candidate-filters.ts).
describe('extractLocation, a city, a station and an onward train (wave ad)', () => {
  it('keeps a city said alone ("ramen in Tokyo")', () => {
    expect(extractLocation('ramen in Tokyo')).toBe('Tokyo');
  });

  it('reads no station into the city when a second place is named ("in Tokyo, near Shibuya Station")', () => {
    expect(extractLocation('in Tokyo, near Shibuya Station')).toBe('Tokyo');
  });

  it('keeps the station the user drinks near, not the city of the onward train, with a city known', () => {
    const text = 'en vanavond nog ne pint drinken in de buurt van Gare du Nord voor mijn trein naar Brussel';
    expect(extractLocation(text, { hasLocation: true })).toBe('Gare du Nord');
  });
});

// Issue 17, wave af (which part of town): "sa may Asakusa" puts the search there, after "nandito kami sa Tokyo" said where the
// family is; "sa may" is "around", the same locative as "sa".
describe('extractLocation, the area after "sa may" (wave af)', () => {
  it.each([
    ['nandito kami sa Tokyo saan ba maganda kumain ng tanghalian sa may Asakusa yung pambata sana', 'Asakusa'],
    ['andito kami sa Amsterdam, may Filipino o Asian na kainan ba sa may De Pijp?', 'De Pijp'],
    ['BGC or Poblacion? hanap ka muna ng inuman sa may Poblacion', 'Poblacion'],
  ])('%j is a search in %s', (text, place) => {
    expect(extractLocation(text, { search: true })).toBe(place);
  });
});
