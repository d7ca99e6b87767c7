import { describe, expect, it } from 'vitest';
import { extractLocation } from './extract-location';

describe('extractLocation, roads, origins and stops', () => {
  const known = { hasLocation: true, search: true };
  it.each([
    ['saan pwede kumain ng kinilaw malapit sa Roxas Ave?', null],
    ['lunch near Orchard Road?', null],
    ['taga manila ako pero pupunta kami ng angeles city sa sabado', 'Angeles City'],
    ['taga-Cebu ako, saan masarap sa Davao?', 'Davao'],
    ['we might swing by sf after, any good dim sum?', 'San Francisco'],
    ['stopping by nyc next week, pizza?', 'New York'],
    // Flemish "da" (that) points at a card: "dicht bij da ontbijtplekske" is no place; "da nang" is one (wave dh).
    ['nog efkes naar een park, max nen half uur, dicht bij da ontbijtplekske', null],
    ['pho in da nang?', 'Da Nang'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text, known)).toBe(expected);
  });
  it.each([
    ['cdmx rooftop bars with a view?', 'CDMX'],
    ['nola beignets before noon?', 'New Orleans'],
    ['la rooftop bars with a view?', null],
  ])('reads a four-letter abbreviation typed in lower case before a search, but not a two-letter one: %s', (text, expected) => {
    expect(extractLocation(text, { search: true })).toBe(expected);
  });
  it('still takes a road-named city when nothing is known yet', () => {
    expect(extractLocation('kinilaw malapit sa Roxas Ave?', { search: true })).not.toBeNull();
  });
});

describe('extractLocation, a city and a landmark or district in it', () => {
  it.each([
    ['Wat is een gezellig terras in Haarlem, bij de Grote Markt?', 'Haarlem'],
    ['dim sum in sf chinatown for saturday brunch?', 'San Francisco'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text, { search: true })).toBe(expected);
  });
});

describe('extractLocation, a Dutch street in a known city', () => {
  it('reads "rond de Poelestraat" as a street', () => {
    expect(extractLocation('Ok, welke kroegen rond de Poelestraat raad je aan?', { hasLocation: true, search: true })).toBeNull();
  });
});

describe('extractLocation, "rond de" a landmark', () => {
  it('keeps the city', () => {
    expect(extractLocation('Waar kan ik goed lunchen in Haarlem rond de Grote Markt?', { search: true })).toBe('Haarlem');
  });
});

describe('extractLocation, besides and day trips', () => {
  it.each([
    ['ano pa ang magandang pasyalan sa Baguio bukod sa Burnham Park?', 'Baguio'],
    ["we're doing a day trip to Girona on saturday, anything there for lunch?", 'Girona'],
    ["We're staying in Osaka for a week. Is a day trip to Kyoto worth it?", 'Kyoto'],
    ['We logeren in Amsterdam, is een dagtrip naar Haarlem de moeite?', 'Haarlem'],
    ['Nasa Manila kami, ok ba ang side trip sa Tagaytay?', 'Tagaytay'],
    ["It's my first trip to Vietnam. Where should I eat pho in Hanoi?", 'Hanoi'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text, { hasLocation: true, search: true })).toBe(expected);
  });
});

describe('extractLocation, driving up to a town', () => {
  it('moves there', () => {
    expect(
      extractLocation("actually we're driving up to Launceston tomorrow, any good oysters there?", { hasLocation: true, search: true }),
    ).toBe('Launceston');
  });
});

describe('extractLocation, towns travellers name that the gazetteer once lacked', () => {
  it.each([
    ["actually let's look at Victoria instead, somewhere downtown", 'Victoria'],
    ['brunch near the inner harbour in victoria?', 'Victoria'],
    ['pho in Hue?', 'Hue'],
    ['trekking around Sapa', 'Sapa'],
    ['een dagje naar Marken', 'Marken'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text, { hasLocation: true, search: true })).toBe(expected);
  });
  it('leaves a street of that name alone: "the one on Victoria St"', () => {
    expect(extractLocation('the one on Victoria St, is it open?', { hasLocation: true })).toBeNull();
  });
});

describe('extractLocation, Tagalog words for "the city" or "the centre"', () => {
  it.each(['tapos saan masarap bumili ng durian sa siyudad?', 'may mall ba sa sentro?', 'malayo ba yan sa lungsod?'])(
    'names no place: %s',
    (text) => {
      expect(extractLocation(text, { hasLocation: true, search: true })).toBeNull();
    },
  );
});

describe('extractLocation, a venue name that opens with its kind', () => {
  it.each(['Reserveren bij Café Amsterdam, kan dat?', 'staying at Hotel Okura', 'lunch in Grand Café Groningen'])(
    'names no place: %s',
    (text) => {
      expect(extractLocation(text, { hasLocation: true })).toBeNull();
    },
  );
  it('writes a known name typed in lower case the usual way: "lipat kami sa qc bukas"', () => {
    expect(extractLocation('lipat kami sa qc bukas, may brunch ba dun?', { hasLocation: true, search: true })).toBe('Quezon City');
  });
});

describe('extractLocation, blind37-41 classes', () => {
  it.each([
    ['street food bkk pls', 'Bangkok'],
    ['nyc pizza tonight', 'New York'],
    ['pangalawang beses ko na sa qc pero di ko pa na try kare kare dito, san masarap', 'Quezon City'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text, { search: true })).toBe(expected);
  });
  it.each([
    'May halo-halo ba malapit sa Fort Santiago?',
    'a good water puppet show near hoan kiem lake?',
    'Malapit ba yung mahogany sa Picnic Grove?',
  ])('takes a landmark in a known city for no new place: %s', (text) => {
    expect(extractLocation(text, { hasLocation: true, search: true })).toBeNull();
  });
  it('still takes a district that ends like a landmark when it is known: "lunch near Highland Park"', () => {
    expect(extractLocation('lunch near Highland Park', { hasLocation: true, search: true })).toBe('Highland Park');
  });
});

describe('extractLocation, a lower-case place after a word that ends an earlier phrase', () => {
  // The word that closes one phrase ("te doen in") may open the next: it must stay readable for the place after it.
  it.each([
    ['en wat is er te doen in oudenaarde?', 'Oudenaarde'],
    ['anything to eat near the pier in port fairy?', 'Port Fairy'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text, { hasLocation: true, search: true })).toBe(expected);
  });
});

describe('extractLocation, a day trip "vanuit" a city', () => {
  it.each([
    ['dagtrip vanuit gent', 'Gent'],
    ['daguitstap vanuit Brussel?', 'Brussel'],
  ])('%s starts the search there', (text, expected) => {
    expect(extractLocation(text, { hasLocation: false, search: true })).toBe(expected);
  });
});

describe('extractLocation, towns that end like a gerund and city codes', () => {
  it.each([
    ['anything to eat in stirling?', 'Stirling'],
    ['whats there to eat in st andrews', 'St Andrews'],
    ['wer cn i get gud pho in hcmc', 'Ho Chi Minh City'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text, { hasLocation: true, search: true })).toBe(expected);
  });
});

describe('extractLocation, a known place typed without its space or with one slip', () => {
  it.each([
    ['murang hotel sa elnido pls', 'El Nido'],
    ['frietjes in antwerpn', 'Antwerpen'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text, { search: true })).toBe(expected);
  });
});

describe('extractLocation, Australian neighbourhoods and city short forms', () => {
  it.each([
    ['brunch in fitzroy melb tmrw', 'Fitzroy'],
    ['fish and chips in manly', 'Manly'],
    ['pho in newtown?', 'Newtown'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text, { search: true })).toBe(expected);
  });
  it('reads no place in "a manly drink"', () => {
    expect(extractLocation('a manly drink', { search: true })).toBeNull();
  });
});

describe('extractLocation, neighbourhoods of the cities travellers ask about, typed in lower case', () => {
  it.each([
    ['sukhumvit tonight, rooftop bars?', 'Sukhumvit'],
    ['bukit bintang or bangsar for dinner?', 'Bukit Bintang'],
    ['tacos al pastor, roma norte', 'Roma Norte'],
    ['ok polanco then', 'Polanco'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text, { hasLocation: true, search: true })).toBe(expected);
  });
  it('keeps "the old quarter" a description, not a place of its own', () => {
    expect(extractLocation('where do locals eat bun cha in the old quarter?', { hasLocation: true, search: true })).toBeNull();
  });
});

describe('extractLocation, a possessive typed without its apostrophe', () => {
  it.each([
    ['best pho in hanois old quarter', 'Hanoi'],
    ['wheres good poutine in montreals plateau', 'Montreal'],
    ['is quitos altitude going to wreck me', 'Quito'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text, {})).toBe(expected);
  });
  it('reads no "Bath" in "thermal baths in budapest"', () => {
    expect(extractLocation('thermal baths in budapest', {})).toBe('Budapest');
  });
});

describe('extractLocation, places typed without punctuation', () => {
  it.each([
    ['ok and if i do a side trip to kl where for nasi lemak', 'KL'],
    ['nasa kl kami next week saan maganda mag-shopping', 'KL'],
    ['hk trip namin next week saan masarap na dimsum', 'Hong Kong'],
    ['day trip from osaka to nara what should i see', 'Nara'],
    ['actually were driving up to launceston tomorrow any good oysters there', 'Launceston'],
  ])('%s', (text, expected) => {
    expect(extractLocation(text, {})).toBe(expected);
  });
});

describe('extractLocation, roads, landmarks and a known place before what is sought, typed in lower case', () => {
  it.each([
    'saan pwede kumain ng kinilaw malapit sa roxas ave',
    'ah oo sige yung sa session road na lang pa-check ng rates',
    'may halo-halo ba malapit sa fort santiago',
  ])('names no new place with a city known: %s', (text) => {
    expect(extractLocation(text, { hasLocation: true, search: true })).toBeNull();
  });
  it('reads the town before the dish: "lipat tayo sa naga bicol express naman"', () => {
    expect(extractLocation('lipat tayo sa naga bicol express naman', { hasLocation: true, search: true })).toBe('Naga');
  });
  it('keeps "la sagrada familia" whole', () => {
    expect(extractLocation('tapas near la sagrada familia', { hasLocation: false, search: true })).not.toBe('LA');
  });
});

describe('extractLocation, squares, canals and areas', () => {
  it.each([
    ['oke. snelle lunch bij het museumplein?', 'Museumplein'],
    ['top. daarna nog een pintje, liefst een bruin café bij de graslei', 'Graslei'],
    ['ok and a good place for dinner along the oudegracht after?', 'Oudegracht'],
    ['great. any good bars in the Meir area for after?', 'Meir'],
    ['ano mga gigs sa qc ngayong biyernes?', 'Quezon City'],
  ])('"%s" is %s', (text, place) => {
    expect(extractLocation(text, { hasLocation: true, search: true })).toBe(place);
  });
  it('"surf lessons para sa beginner" is for whom, not where', () => {
    expect(extractLocation('ok tas surf lessons para sa beginner?', { hasLocation: true, search: true })).toBeNull();
  });
});

describe('extractLocation, arrivals, moves by train and where the user sleeps', () => {
  it.each([
    ['8 hour layover at changi, is it worth going into the city', 'Changi'],
    ['landing at narita around 6am on the 3rd, is there anywhere to get a proper breakfast at the airport?', 'Narita'],
    ['we get into gare du nord on the eurostar at 11. any good bistro for lunch nearby?', 'Gare Du Nord'],
    ['we landen morgen om 7u op schiphol, kan je daar ergens goed ontbijten?', 'Schiphol'],
    ['Wij komen met de trein aan op Rotterdam Centraal. Tips voor een goeie burger?', 'Rotterdam Centraal'],
    ['hello! uuwi ako galing dubai, landing NAIA T1. saan kami pwede kumain?', 'NAIA T1'],
    ['Landing in Lisbon Friday morning for the weekend. Where should we go for seafood?', 'Lisbon'],
  ])('"%s" arrives at %s', (text, place) => {
    expect(extractLocation(text, { hasLocation: false, search: true })).toBe(place);
  });
  it.each(['we land at 9pm', 'when do we land?', 'we arrive late'])('"%s" names no place', (text) => {
    expect(extractLocation(text, { hasLocation: true, search: false })).toBeNull();
  });
  it('a search elsewhere wins over the arrival: "we land in nyc on the 8th - any good dumpling spots in chinatown?"', () => {
    expect(extractLocation('we land in nyc on the 8th - any good dumpling spots in chinatown?', { hasLocation: false, search: true })).toBe(
      'Chinatown',
    );
  });
  it.each([
    ['Morgen pakken we de trein naar Brussel-Zuid. Waar kunde daar goed stoofvlees eten?', 'Brussel-Zuid'],
    ['laat maar, we gaan morgen naar Gràcia, wat is daar goed?', 'Gràcia'],
    ['Zijn er goede visrestaurants in Scheveningen? We slapen in Den Haag', 'Scheveningen'],
    ['We slapen vlak bij de Dom. Iets voor het avondeten daar in de buurt, liefst Italiaans?', 'Dom'],
    ['cool. before that, coffee in neukölln saturday afternoon?', 'Neukölln'],
  ])('"%s" is %s', (text, place) => {
    expect(extractLocation(text, { hasLocation: true, search: true })).toBe(place);
  });
  it('"de laatste boot terug naar Den Helder" is no move', () => {
    expect(
      extractLocation('Hoe laat gaat de laatste boot terug naar Den Helder op zondag?', { hasLocation: true, search: false }),
    ).toBeNull();
  });
});

describe('extractLocation, a day out typed in lower case', () => {
  it('"zaterdag gaan we een dagje naar de zaanse schans" moves there', () => {
    expect(
      extractLocation('zaterdag gaan we een dagje naar de zaanse schans. hoe kom ik daar vanaf centraal?', {
        hasLocation: true,
        search: false,
      }),
    ).toBe('Zaanse Schans');
  });
});

describe('extractLocation, capitals, first visits, nicknames and comparisons', () => {
  it.each([
    ['INDONESISCH ETEN DEN HAAG??', 'Den Haag'],
    ['FIRST TIME IN TOKYO!!! where do i get ramen near shinjuku', 'Shinjuku'],
    ['Waar kan ik snel lunchen op de Zuidas? Heb maar een half uur', 'Zuidas'],
    ["wat kost n dagkaart van de ret in r'dam?", 'Rotterdam'],
  ])('"%s" is %s', (text, place) => {
    expect(extractLocation(text, { hasLocation: false, search: true })).toBe(place);
  });
  it('"pero what if sa laiya na lang kami, mas malapit daw sa manila": Manila is what Laiya is compared with', () => {
    expect(extractLocation('pero what if sa laiya na lang kami, mas malapit daw sa manila', { hasLocation: true, search: false })).toBe(
      'Laiya',
    );
  });
  it('"first time sa Akihabara" is still where the user is when it is the last place named', () => {
    expect(
      extractLocation('salamat! pangalawang beses na namin sa Japan pero first time sa Akihabara haha', {
        hasLocation: true,
        search: false,
      }),
    ).toBe('Akihabara');
  });
  it('"hotel gym is closed for reno" names no town', () => {
    expect(
      extractLocation('also any gym in the area with day passes? hotel gym is closed for reno', { hasLocation: true, search: true }),
    ).toBeNull();
  });
});

describe('extractLocation, a place typed where the search is', () => {
  it.each([
    ['seafood on lamma island?', 'Lamma Island', false],
    ['taking metro-north from nyc up to beacon on saturday. coffee near the station in beacon?', 'Beacon', false],
    ["nice. lunch in tivoli near villa d'este?", 'Tivoli', true],
    ['thanks. one more thing - gelato near termini when we get back', 'Termini', true],
    ['overmorgen misschien naar luik. waar eet je in luik de beste boulets?', 'Luik', true],
  ])('"%s" is %s', (text, place, hasLocation) => {
    expect(extractLocation(text, { hasLocation, search: true })).toBe(place);
  });
  it.each([["I'd like to make a reservation for one room checking in on the 7th of March for 3 days.", null]])(
    '"%s" names no place',
    (text) => {
      expect(extractLocation(text, { hasLocation: true, search: true })).toBeNull();
    },
  );
  it('"hawker food near gardens by the bay" keeps its name whole', () => {
    expect(extractLocation('and hawker food near gardens by the bay after?', { hasLocation: true, search: true })).not.toBe('Gardens');
  });
});

describe('extractLocation, a kind of place alone after "sa"', () => {
  it.each(['ano pa pwedeng puntahan bukod sa boulevard?', 'saan may masarap na sutukil malapit dun sa pier', 'may taxi ba sa terminal'])(
    '%s is no location',
    (text) => {
      expect(extractLocation(text, { hasLocation: true, search: true })).toBeNull();
    },
  );
});

describe('extractLocation, everyday words after a place preposition', () => {
  const context = { venueNames: [], askedForLocation: false, hasLocation: true, search: true };
  it.each([
    'what about the cheapest one, is it walk in only?',
    'speelt Buddy Guy zelf nog in zijn club?',
    'leuk, dan gaan we naar die bierstraat',
    "ok we're booked, arriving dec 20! what are good night market or ukay spots there",
    'yung huli na lang, malapit sa beach eh',
    'pwede ba magdala ng durian sa eroplano?',
    'balik tayo sa ramen list, yung Mendokoro, lagi bang may pila?',
  ])('%s names no place', (text) => {
    expect(extractLocation(text, context)).toBeNull();
  });
  it('while a place typed the same way still counts', () => {
    expect(extractLocation('ok we are arriving in utrecht on dec 20', context)).toBe('Utrecht');
  });
});

describe('extractLocation, a search put near a district of the city named first', () => {
  const context = { venueNames: [], askedForLocation: false, hasLocation: false, search: true };
  it('"we zitten in seoul, korean bbq in de buurt van hongdae" looks in Hongdae', () => {
    expect(extractLocation('we zitten in seoul, tips voor korean bbq in de buurt van hongdae?', context)).toBe('Hongdae');
    expect(extractLocation('best carbonara in rome near trastevere?', context)).toBe('Trastevere');
  });
  it('while a place said only as the origin of a trip is still no search', () => {
    expect(extractLocation('we zitten in seoul, hoe ver is busan van hier?', context)).toBe('Seoul');
  });
});

describe('extractLocation, neighbourhoods of the long list', () => {
  const context = { venueNames: [], askedForLocation: false, hasLocation: true, search: true };
  it.each([
    ['hi! planning 3 days in istanbul. top sights in sultanahmet?', 'Sultanahmet'],
    ['sige. eh para sa fresh tuna? sa may Toril daw masarap', 'Toril'],
    ['ok and a cheap slice near times square?', 'Times Square'],
    ['got it. deep dish pizza in the Loop?', 'Loop'],
    ['whats the nightlife like in america-mura', 'America-mura'],
    ["ok. en 's avonds een goei bruin café in 't zuid?", 'Zuid'],
    ['waar kan ik daarna lunchen op de kop van zuid?', 'Kop van Zuid'],
    ['whats on in the west end this weekend, like musicals', 'West End'],
    ['Iets drinken op het Zuid?', 'Zuid'],
    ['what about in little tokyo instead', 'Little Tokyo'],
  ])('%s looks in %s', (text, place) => {
    expect(extractLocation(text, context)).toBe(place);
  });
  it('count only where the user says where to look, and never inside a longer known name', () => {
    expect(extractLocation('is tanglin breakfast only?', context)).toBeNull();
    expect(extractLocation('the one in sultanahmet, is it open late?', { ...context, search: false })).toBeNull();
    expect(extractLocation('yung mas mura sa dalawa, malapit ba sa ben thanh?', { ...context, search: false })).toBeNull();
    expect(extractLocation('best tacos al pastor in mexico city?', context)).toBe('Mexico City');
  });
});

describe('extractLocation, a trip from a city typed short, and exonyms (Maynila is written Manila, as the catalog knows it)', () => {
  it.each([
    ['is batu caves doable as a half day trip from kl?', 'KL'],
    ['koffie in ho chi minh stad, ik wil eens egg coffee proberen', 'Ho Chi Minh Stad'],
    ['san may live music sa maynila ngayong sabado', 'Manila'],
    ['Gusto po sanang makapunta ni Lola sa mga museo dito sa Maynila.', 'Manila'],
  ])('%s is in %s', (text, place) => {
    expect(extractLocation(text, { venueNames: [], askedForLocation: false, hasLocation: false, search: true })).toBe(place);
  });
});

describe('extractLocation, Tagalog words with their linker after "sa"', () => {
  it.each([
    'may kapihan ba malapit sa pangalawang iyon?',
    'malayo po iyon sa aming tinutuluyan',
    'may ramen ba sa kanilang lugar?',
    'malapit sa inyong opisina',
  ])('finds no place in "%s"', (text) => {
    expect(extractLocation(text)).toBeNull();
  });
  it('keeps a real place ending in -ng typed in lower case after "sa"', () => {
    expect(extractLocation('may kainan ba sa tandang sora?')).toBe('Tandang Sora');
  });
});
