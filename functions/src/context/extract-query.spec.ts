import { describe, expect, it } from 'vitest';
import { extractQuery, isFoodQuery } from './extract-query';

const query = (text: string) => extractQuery(text)?.query ?? null;

describe('extractQuery', () => {
  it.each([
    ['any good trattoria near Trastevere?', 'trattoria'],
    ['best okonomiyaki in Hiroshima', 'okonomiyaki'],
    ['craving shawarma tonight', 'shawarma'],
    ['saan may masarap na kare-kare sa Pampanga', 'kare kare'],
    ['tara mag-siomai sa Binondo', 'siomai'],
    ['kibbeling op de markt in Scheveningen', 'kibbeling'],
  ])('knows common dishes and kinds of place in three languages: %s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });

  it.each([
    ['where can we get a proper dinner nearby, scottish food', 'scottish'],
    ['any good argentinian steakhouses in Madrid?', 'argentinian'],
    ['Colombiaans eten in Rotterdam?', 'colombiaans'],
    ['may ilocano food ba sa Vigan?', 'ilocano'],
  ])('knows the cuisines of many countries and regions: %s', (text, expected) => {
    expect(query(text)).toContain(expected);
  });

  it.each([
    ['Waar eet ik hier goeie frietjes in Antwerpen?', 'frietjes'],
    ['Allee, waar kan ik in Gent goei frietjes steken?', 'frietjes'],
    ['mosselen eten in Brugge', 'mosselen'],
    ['belgisch bier drinken in Leuven', 'belgisch bier'],
    ['Waar kan ik in Gent een goeie stoverij met frietjes eten?', 'stoverij met frietjes'],
  ])('reads a Dutch diminutive plural by its stem and leaves the verb after the dish out: %s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });

  it.each([
    ['leuke sushizaken in Den Haag?', 'sushizaken'],
    ['pizzatentjes in de Pijp', 'pizzatentjes'],
    ['goede visrestaurants in Scheveningen', 'visrestaurants'],
    ['koffiebars in Gent', 'koffiebars'],
    ['waffelkraampjes in Brugge', 'waffelkraampjes'],
    ['jazz-cafés in Utrecht', 'jazz cafés'],
  ])('reads Dutch compounds and plurals through their known stem: %s', (text, expected) => {
    expect(query(text)).toContain(expected.split(' ')[0]);
  });

  it.each(['Kunnen we daar ergens de fietsen kwijt?', 'where can we park our bikes?', 'kan ik mijn fiets daar stallen?'])(
    'does not take leaving the bikes for a search for bikes: %s',
    (text) => {
      expect(extractQuery(text)).toBeNull();
    },
  );

  it.each(['where can I park?', 'saan pwede mag-park?', 'waar kan ik parkeren?', 'can we park there overnight'])(
    'does not take parking the car for a search for a park: %s',
    (text) => {
      expect(extractQuery(text)).toBeNull();
    },
  );

  it.each([
    ['a park in Makati for the kids', 'park'],
    ['saan pwede mag-hiking malapit sa Baguio', 'hiking'],
  ])('still reads a park or a Tagalog mag- activity as a search: %s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });

  it.each(['is it hard to park near the museum?', 'is it safe to hike alone?', 'is it cheap to shop there?'])(
    'does not take a lexicon word used as a verb for a search: %s',
    (text) => {
      expect(extractQuery(text)?.weak ?? true).toBe(true);
    },
  );

  it.each(['hebben ze een tuin?', 'do they serve dim sum?', 'heeft die ook een terras?', 'meron ba silang halo-halo?'])(
    'does not take a question about a venue feature for a new search: %s',
    (text) => {
      expect(extractQuery(text)?.weak ?? true).toBe(true);
    },
  );

  it('keeps a feature asked for in a relative clause', () => {
    expect(query('restaurants that they serve oysters')).toBe('oysters');
  });

  it.each(['magkano ang visa para sa Pinoy?', 'as a Filipino do I need a permit?', 'maraming Pinoy ba dito?'])(
    'does not take Filipino people for Filipino food: %s',
    (text) => {
      expect(query(text)).toBeNull();
    },
  );

  it('still takes Filipino food', () => {
    expect(query('Filipino food in Dubai')).toBe('filipino food');
  });

  it('marks a lodging search so it can replace a food search', () => {
    expect(extractQuery('now I need a hostel near Hongdae')).toEqual({ query: 'hostel', weak: false, lodging: true });
    expect(extractQuery('yung pangalawang hotel, may pool ba?')).toBeNull();
  });

  it('tells food queries from others', () => {
    expect([
      isFoodQuery('takoyaki'),
      isFoodQuery('korean bbq'),
      isFoodQuery('burgertentjes'),
      isFoodQuery('music jazz'),
      isFoodQuery('museum'),
    ]).toEqual([true, true, true, false, false]);
  });

  it.each([
    ['find me khachapuri in Tbilisi', 'khachapuri'],
    ['where can I try pierogi near Kazimierz?', 'pierogi'],
    ['hanap ka ng murang papaitan sa Ilocos', 'papaitan'],
    ['saan masarap mag-goto sa Cubao?', 'goto'],
    ['san masarap mag-lechon sa cebu city', 'lechon'],
    ['may masarap bang durian dito?', 'durian'],
    ['ik zoek lekkere kapsalon in rotterdam', 'kapsalon'],
    ['zijn er goede pho-zaken bij Utrecht?', 'pho'],
  ])('takes the noun phrase of a search frame as the query when no known word is there: %s', (text, expected) => {
    expect(query(text)).toContain(expected);
  });

  it.each([
    ['ok now something to eat near the last one', 'food'],
    ['En daarna wil ik nog een hapje eten in Zandvoort, aanraders?', 'food'],
    ['anywhere to grab a bite nearby?', 'food'],
    ["I'm looking for somewhere to eat vegetarian food.", 'vegetarian food'],
  ])('reads "something to eat" and "een hapje" as a search for food, and "aanraders" as no dish: %s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });

  it.each([
    ['Wat is een goed adres voor zuurvlees in Maastricht?', 'zuurvlees'],
    ['tips voor een goede kapsalon?', 'kapsalon'],
  ])('reads the dish after "een adres / tips voor": %s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });

  it.each([
    ["I still haven't had a peameal bacon sandwich, where should I go?", 'peameal bacon sandwich'],
    ['tapos dessert naman, may masarap na buko pie?', 'buko pie'],
    ['best pie in town?', 'pie'],
  ])('keeps what kind of sandwich, pie or cake is asked for: %s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });

  it.each([
    ['something sweet in taipei?', 'dessert'],
    ['iets zoets na het eten?', 'dessert'],
    ['may matamis ba dito?', 'dessert'],
    ['and something sweet after, like kremšnita', 'kremšnita'],
  ])('reads "something sweet" as dessert, unless an example is given: %s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });

  it.each([
    ["we're in CDMX for a few days, where's the best mole?", 'mole'],
    ['Merci! En waar drink ik daarna een goei pintje in de buurt van de Groenplaats?', 'pintje'],
    ['sushi and maybe some ramen after?', 'sushi'],
    ['sushi, or maybe ramen?', 'ramen'],
  ])('reads "where\'s the best X", the verb "drink" before what is drunk, and "and maybe" as an addition: %s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });

  it.each([
    ["actually we're flying to Chiang Mai tomorrow, what's good for khao soi there?", 'khao soi'],
    ['vegetarian restaurants in edinburgh old town?', 'vegetarian restaurants'],
    ['things to do in the old town', 'sights and things to do'],
  ])('reads "what\'s good for X" and an old town or downtown after "in <city>" as where, not what: %s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });

  it('does not take a pronoun for a dish: "Waar kan ik dat eten in Maastricht?"', () => {
    expect(extractQuery('Waar kan ik dat eten in Maastricht?')?.query ?? null).not.toBe('dat');
  });

  it.each(['mgkano dun?', 'magkano dun?', 'san un banda'])('does not take a Tagalog question word for a dish: %s', (text) => {
    expect(extractQuery(text)?.weak ?? true).toBe(true);
  });

  it('does not take a constraint after a comma for a dish: "dinner in Kreuzberg tonight, nothing too fancy"', () => {
    expect(query('dinner in Kreuzberg tonight, nothing too fancy')).toBe('dinner');
  });

  it.each(['any alternatives in Lyon?', 'do you know anything in Oslo', 'I need a taxi in Cebu'])(
    'does not make a query of frame words that are no kind of place: %s',
    (text) => {
      expect(extractQuery(text)?.weak ?? true).toBe(true);
    },
  );

  it.each([
    ['khinkali in berlin?', 'khinkali'],
    ['pão de queijo in Belo Horizonte', 'pão de queijo'],
    ['nice. and fado houses around Mouraria tonight?', 'fado houses'],
    ['ok, and rooftop cinemas nearby?', 'rooftop cinemas'],
    ['ok kimchi jjigae too please', 'kimchi jjigae'],
    ['en waar koop ik de lekkerste drop?', 'drop'],
    ['cool. and canal kayaking nearby?', 'canal kayaking'],
    ['never mind. porchetta sandwiches near Testaccio', 'porchetta'],
    ['and some souvenirs too', 'souvenirs'],
  ])('takes an unknown noun phrase that opens a message or follows "and" as the query: %s', (text, expected) => {
    expect(query(text)).toContain(expected);
  });

  it.each([
    'I want to eat in Palo Alto.',
    'what about in Lisbon?',
    "it's snowing in Sapporo",
    'Search around Leeds.',
    'what about tomorrow?',
    'and the second one?',
    'what about Osaka?',
    'Naar het Van Gogh Museum in Amsterdam',
    'Voor het eerst in Gent',
    'how cold is it there, do I need a jacket',
    'greetings in Manila',
    'rainy day in Amsterdam',
  ])('makes no query of a sentence, a reference, a place or a proper name: %s', (text) => {
    expect(extractQuery(text)?.weak ?? true).toBe(true);
  });

  it('reads Dutch "lunchen" as a lunch search', () => {
    expect(query('waar kan ik hier lunchen in de buurt?')).toContain('lunch');
  });

  it.each([
    ['ok, and khao soi? where is it good', 'khao soi'],
    ['En kibbeling? Waar haal ik die?', 'kibbeling'],
    ['and tapsilog? saan masarap', 'tapsilog'],
  ])('reads a follow-up phrase before a where-question as the new search: %s', (text, expected) => {
    expect(query(text)).toContain(expected);
  });

  it.each([
    ['we land in osaka tonight. kushikatsu there?', 'kushikatsu'],
    ["ok actually we're in chiang mai tmrw, khao soi there?", 'khao soi'],
    ['also what about bun cha, anywhere good in the old quarter?', 'bun cha'],
    ['also where do locals go for vermouth on a sunday', 'vermouth'],
    ['where can we get laksa at night', 'laksa'],
    ["ugh ok. different idea, where's good for vermouth in gracia?", 'vermouth'],
    ['moving on to porto. and what about francesinha there', 'francesinha'],
    ['Raclette restaurants graag', 'raclette'],
    ['where should we go for nasi campur around ubud bali', 'nasi campur'],
    ['Oliebollenkraam bij het plein in Utrecht', 'oliebollen'],
    ['Welke vlooienmarkten zijn er in Gent?', 'vlooienmarkt'],
    ['Uitstapjes vanuit Zwolle met de kids?', 'uitstapje'],
  ])(
    'reads open-vocabulary dishes before there?, plural venue nouns, a place further on, and Dutch compound heads: %s',
    (text, expected) => {
      expect(query(text)).toContain(expected);
    },
  );

  it.each([
    ['Anywhere but there!'],
    ['Sounds lovely there.'],
    ['pano pumunta dun?'],
    ['anong dapat kainin doon?'],
    ['Preferably a quiet place.'],
  ])('takes no search from small talk or a how-to question ending in there: %s', (text) => {
    expect(extractQuery(text)?.weak === false ? query(text) : null).toBeNull();
  });

  it('reads the dish in a search frame before a locative that ends the message, whatever its case', () => {
    expect(query('Waar kan ik goede bitterballen eten in zwolle?')).toContain('bitterballen');
    expect(query('where can i get good khinkali in tbilisi?')).toContain('khinkali');
  });

  it.each([
    ['Waar koop ik de lekkerste Limburgse vlaai in Maastricht?', 'limburgse vlaai'],
    ['where can i get good Hainanese chicken rice in Penang?', 'hainanese chicken rice'],
    ['is the khao soi in Chiang Mai worth it?', 'khao soi'],
    ['are the hawker stalls in Singapore worth a visit?', 'hawker stall'],
  ])('keeps a regional adjective with its dish and reads "is/are X in P worth it" as a search: %s', (text, expected) => {
    expect(query(text)).toContain(expected);
  });

  it('takes no search from "is X worth it" without a place or from a proper name', () => {
    expect(extractQuery('is it worth it?')?.weak === false).toBe(false);
    expect(query('any good spots near Van Gogh Museum?')).not.toContain('van gogh');
  });
  it.each([
    ['where do tourists usually eat pelmeni in vilnius', 'pelmeni'],
    [' ok what about pinball arcades', 'pinball arcades'],
    ['rendang and soto ayam places in the city centre', 'rendang and soto ayam'],
    ['also any handmade soap shops', 'handmade soap shop'],
    ['any good luau experiences?', 'luau'],
    ['and something salty after, like empanadas', 'empanada'],
    ['ok switch to cusco, cuy al horno', 'cuy al horno'],
    ['lima, tiradito', 'tiradito'],
    ['sige tapos kain tayo after, kinilaw', 'kinilaw'],
    ['en waar haal ik daarna oliebollen, smoutebollen?', 'bollen'],
    ['may masarap na lomi ba sa batangas', 'lomi'],
    ['pelmeni in vilnius near the old market', 'pelmeni'],
  ])('reads an open-vocabulary dish from a frame: %s', (text, expected) => {
    expect(query(text)).toContain(expected);
  });

  it.each([
    'Look in Lyon, France',
    'cheap eats in Osaka, namba area',
    'yung pangatlo, may branch ba sa cubao?',
    'thanks, bye',
    'I like the second one',
    'same dish there?',
    'any good places?',
  ])('takes no new search from small talk, a place or a question about a listed venue: %s', (text) => {
    expect(extractQuery(text)?.weak === false && !/^(?:eat|eats|cheap eats)$/.test(extractQuery(text)!.query)).toBe(false);
  });
  it.each([
    ['waar kan ik in zwolle echte zwolse balletjes kopen?', 'zwolse balletjes'],
    ['waar haal ik goeie oliebollen om mee te nemen?', 'oliebollen'],
    ['eethuisjes in gent met stoverij', 'stoverij'],
    ['iets met stamppot met worst, graag authentiek', 'stamppot met worst'],
  ])('reads a Dutch verb-final or "met X" dish: %s', (text, expected) => {
    expect(query(text)).toContain(expected);
  });

  it('takes no search from "the other <kind>" that picks a listed venue', () => {
    expect(extractQuery('en dat andere restaurant, bij de haven?')?.weak === false).toBe(false);
    expect(extractQuery('and the other bar, the one by the river?')?.weak === false).toBe(false);
  });
});

describe('extractQuery, open frames and generic searches', () => {
  it.each([
    ['where do locals eat socca', 'socca'],
    ['tapos saan masarap bumili ng ube jam dito sa baguio', 'ube jam'],
    ['filipijns eten in amsterdam?', 'filipijns'],
    ["second breakfast ideas near our hotel in da'an?", 'breakfast'],
  ])('reads the dish or cuisine: %s', (text, expected) => {
    expect(query(text)).toContain(expected);
  });

  it.each([
    'find me something fun to do in Seattle',
    'whats there to do in bath tomorrow',
    'ano magandang puntahan sa baguio',
    'wat moet ik zien in brugge',
    'top 3 things to see in porto?',
    'what to see in porto',
  ])('reads sights and activities as one generic search: %s', (text) => {
    expect(extractQuery(text)).toEqual({ query: 'sights and things to do', weak: true });
  });

  it('does not take "to do" in an errand for sightseeing', () => {
    expect(extractQuery('I need to do laundry')).toBeNull();
  });
});

describe('extractQuery, what a list or where-question asks for', () => {
  it.each([
    ['give me like 10 spots for deep dish in chicago', 'deep dish'],
    ['any good spots in sintra for travesseiros?', 'travesseiros'],
    ['food crawl kami sa binondo bukas, saan maganda para sa dumplings?', 'dumplings'],
    ['we also want a beach day in cascais — where can we rent bikes there?', 'bikes'],
    ['ano magandang puntahan sa siquijor? mga talon sana', 'talon'],
    ['zijn daar leuke eetcafés aan het water?', 'eetcafés'],
  ])('%s', (text, expected) => {
    expect(query(text)).toContain(expected);
  });

  it('does not take the person a place is for as the search', () => {
    expect(query('any ideas for him in Makati?')).not.toBe('him');
  });
});

describe('extractQuery drops where the search is', () => {
  it.each([
    ["I'm staying in Shibuya, any izakaya nearby?", 'izakaya'],
    ['cool, and a good dinner spot near there?', 'dinner'],
  ])('%s', (text, expected) => {
    expect(query(text)).toMatch(new RegExp(`^${expected}`));
    expect(query(text)).not.toMatch(/near|nearby|there/);
  });
});

describe('extractQuery, trips, views and Dutch "een goede X"', () => {
  it.each([
    ['weekend getaway near manila?', 'getaway'],
    ['saan ang pinakamagandang view sa Baguio?', 'view'],
    ['kan iemand een goede kapper aanraden in gent?', 'kapper'],
  ])('%s', (text, expected) => {
    expect(query(text)).toContain(expected);
    expect(query(text)).not.toContain('aanraden');
  });
});

describe('extractQuery, kinds of place and what they serve', () => {
  it.each([
    ["what's the best hawker centre for chicken rice in Singapore?", 'chicken rice'],
    ['Pa-suggest naman ng lechonan sa Cebu City', 'lechonan'],
    ['may bulaluhan ba sa Tagaytay?', 'bulaluhan'],
  ])('%s', (text, expected) => {
    expect(query(text)).toContain(expected);
  });
});

describe('extractQuery, what the question asks for after what the trip is', () => {
  it.each([
    ["sunday we're hiking the redwoods, any good oysters in bolinas for lunch after?", 'oysters'],
    ['and somewhere for bibimbap before the concert?', 'bibimbap'],
    ['Waar kan ik goede stroopwafels kopen op de markt?', 'stroopwafels'],
    ['Zaterdag gaan we naar Dinant, zijn daar leuke kajakverhuurders?', 'kajakverhuurders'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});

describe('extractQuery, a kind of place that opens a later sentence', () => {
  it('reads a capitalised word after a full stop as the start of a sentence, not part of a name', () => {
    expect(query('Zondag willen we naar Scheveningen. Visrestaurant aan het strand?')).toBe('visrestaurant');
    expect(query('We land in Osaka tomorrow. Takoyaki near Namba?')).toBe('takoyaki');
  });
  it('still takes a capitalised run inside a sentence for a name', () => {
    expect(query('is Tokyo Ramen Street open late?')).toBeNull();
  });
});

describe('extractQuery, a meal the question asks for after a trip', () => {
  it('takes the meal, not the trip', () => {
    expect(extractQuery("Sunday we're doing a day trip to Evora. where should we eat lunch there?")).toEqual({
      query: 'lunch',
      weak: true,
    });
  });
  it('keeps a dish when the meal only says when', () => {
    expect(query('where can we get ramen for lunch?')).toMatch(/^ramen/);
  });
});

describe('extractQuery, activities, shows and sweets by name', () => {
  it.each([
    ['whale watching tours from there?', 'whale watching tours'],
    ['waar kan ik flamenco zien?', 'flamenco'],
    ['paragliding near Oludeniz', 'paragliding'],
    ['En waar kan ik daar vlaai halen?', 'vlaai'],
    ['saan masarap na ube sa Baguio?', 'ube'],
  ])('%s', (text, expected) => {
    expect(query(text)).toContain(expected);
  });
});

describe('extractQuery, a capitalised kind of place after "bij de" names the place', () => {
  it.each([
    ['Waar kan ik lunchen bij de Markt?', 'lunchen'],
    ['drinks near the Mercado tonight?', 'drinks'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});

describe('extractQuery, a time word after the phrase', () => {
  it.each([
    ['ok what about dessert after?', 'dessert'],
    ['and drinks after?', 'drinks'],
  ])('%s searches %s alone', (text, expected) => {
    expect(extractQuery(text)?.query).toBe(expected);
  });
});

describe('extractQuery, asking what is on', () => {
  it.each([
    ['anything happening this weekend in antwerp?', 'events this weekend'],
    ["what's on in melbourne this saturday", 'events this saturday'],
    ['anong ganap sa bgc?', 'events'],
    ['wat is er te beleven in gent vanavond?', 'events vanavond'],
  ])('%s', (text, expected) => {
    expect(extractQuery(text)?.query).toBe(expected);
  });
  it.each(["what's on the menu at the first one?", 'whats going on with the weather'])('takes no event search from "%s"', (text) => {
    expect(extractQuery(text)).toBeNull();
  });
});

describe('extractQuery, Dutch activities and colloquial adjectives', () => {
  it.each([
    ['goeie frieten in antwerpen', 'frieten'],
    ['waar kunnen we bowlen in eindhoven', 'bowlen'],
    ['karten met de kids?', 'karten'],
  ])('%s', (text, expected) => {
    expect(extractQuery(text)?.query).toBe(expected);
  });
});

describe('extractQuery, a generic place word and what it is for', () => {
  it.each([
    ['a good spot for a birthday dinner in makati', 'dinner'],
    ['need a quiet cafe to work from in chiang mai', 'cafe'],
    ['any good spots?', 'spots'],
  ])('%s', (text, expected) => {
    expect(extractQuery(text)?.query).toBe(expected);
  });
});

describe('extractQuery, interjections and short follow-ups', () => {
  it.each(['hmm en in scheveningen? liever aan zee', 'uhm and in leiden?', 'ah ok, en in gent?'])('finds no dish in "%s"', (text) => {
    expect(query(text)).toBeNull();
  });
  it('still reads a dish after one', () => {
    expect(query('hmm, pizza in Leiden?')).toBe('pizza');
  });
});

describe('extractQuery, the dish a kind of place is for', () => {
  it.each([
    ['best hawker spots there for chicken rice?', 'chicken rice'],
    ['any good stalls here for laksa?', 'laksa'],
    ['san masarap mag tuna panga', 'tuna panga'],
    ['nashville next week, want hot chicken', 'hot chicken'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
  it('reads Flemish "adressen" (places) as a generic place word', () => {
    expect(extractQuery('En in Brugge, wat zijn daar goeie adressen?')).toMatchObject({ weak: true });
  });
});

describe('extractQuery, what a bar, shop, show or tour is of', () => {
  it.each([
    ['I also need a vermouth bar for sunday noon', 'vermouth bar'],
    ['where can I see a water puppet show there?', 'water puppet show'],
    ['any vinyl shops in Utrecht', 'vinyl shops'],
    ['sand dunes tour from laoag?', 'sand dunes tour'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
  it.each([
    ['a quiet bar near the hotel', 'bar'],
    ['look for bars in Albany', 'bars'],
    ['Goeie bars in Gent?', 'bars'],
    ['is that the place that is a car repair shop by day?', 'shop'],
  ])('keeps descriptions, prepositions and parts of words out: %s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});

describe('extractQuery, Dutch "waar eten we ..."', () => {
  it.each([
    ['Waar eten we lekker zuurvlees in Maastricht?', 'zuurvlees'],
    ['waar kunnen we lekker zuurvlees eten', 'zuurvlees'],
    ['sunday roast in london', 'sunday roast'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
  it.each(['waar eten we vanavond?', 'waar eten we zaterdag'])('takes no time word for a dish: %s', (text) => {
    expect(extractQuery(text)).toEqual({ query: 'eten', weak: true });
  });
  it('knows a pint', () => {
    expect(query('een pintje drinken aan de Graslei')).toContain('pint');
  });
});

describe('extractQuery, a meal with a view', () => {
  it.each([
    ['lunch spots in den haag centrum? iets met een goede view', 'lunch view'],
    ['dinner with a view in lisbon', 'dinner view'],
    ['rooftop bars in bangkok', 'rooftop bars'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});

describe('extractQuery, "what should I see / do"', () => {
  it.each(['what should I see in town?', 'what can we do there tonight?'])('%s searches things to do', (text) => {
    expect(extractQuery(text)).toEqual({ query: 'sights and things to do', weak: true });
  });
  it('is no search in "what should I do about my lost passport"', () => {
    expect(extractQuery('what should I do about my lost passport')).toBeNull();
  });
});

describe('extractQuery, Taglish "game"', () => {
  it.each(['game, book mo na', 'game na!'])('"%s" says let\'s go, no search', (text) => {
    expect(extractQuery(text)).toBeNull();
  });
  it('still reads a game to watch', () => {
    expect(query('any basketball game tonight?')).toContain('game');
  });
});

describe('extractQuery, "spots for X"', () => {
  it.each([
    ['good spots for sunset in santorini?', 'sunset'],
    ['any good places for pho in Hanoi', 'pho'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});

describe('extractQuery, tickets in Dutch', () => {
  it('finds no dish in "zijn er nog kaartjes?"', () => {
    expect(extractQuery('en het festival, zijn er nog kaartjes?')).toBeNull();
  });
});

describe('extractQuery, a search word inside a proper name', () => {
  it.each(['and how do I get there from Southern Cross station?', 'Is Eetcafé Brussel hier ook open op zondag?'])(
    'finds no search in "%s"',
    (text) => {
      expect(extractQuery(text)?.weak ?? true).toBe(true);
    },
  );
  it.each([
    ['I like Asian Fusion. I want something cheap', 'asian fusion'],
    ['I really love Music Best.', 'music'],
  ])('still reads "%s"', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});

describe('extractQuery, Dutch cuisine words with another English stem', () => {
  it.each([
    ['Waar kan ik lekker Surinaams eten in Rotterdam?', 'surinamese'],
    ['een goed Libanees restaurant in Haarlem', 'lebanese restaurant'],
    ['Griekse taverna in Utrecht?', 'greek'],
  ])('%s', (text, expected) => {
    expect(query(text)).toContain(expected);
  });
  it('keeps words whose stem is shared ("vietnamees")', () => {
    expect(query('vietnamees eten in Gent')).toContain('vietnamees');
  });
});

describe('extractQuery, blind14/15 classes', () => {
  it.each([
    ['need a rooftop bar in bangkok for tomorrow night, somewhere with a view of the river', 'rooftop bar'],
    ["Waar kan ik 's middags rap een goeie croque eten rond 't Eilandje?", 'croque'],
    ['Waar kunde hier goedkoop een goeie pita eten?', 'pita'],
    ['any good lunch spots near the palaces?', 'lunch'],
    ['great. is there a ceilidh anywhere on Friday night?', 'ceilidh'],
    ['may concert kami sa Araneta sa Sabado, saan pwede mag-hotel malapit dun?', 'hotel'],
    ['first time in Edinburgh! where should I stay near the Royal Mile?', 'hotel'],
    ['tapos Laoag na kami sa Linggo, saan pwede mag-check in?', 'hotel'],
    ['Find me kid-friendly attractions to visit in Paris', 'kid-friendly attractions'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
  it.each([
    ['Waar kunde gij een goei Belgisch bierke drinken?', 'bier'],
    ['een goed speciaalbiertje drinken in Haarlem', 'bier'],
  ])('finds the beer in %s', (text, part) => {
    expect(query(text)).toContain(part);
  });
  it.each(['the jazz one sounds nice, any dress code?', 'Is there an entrance fee?', 'Are there any beautiful destinations to visit.'])(
    'finds no search in "%s"',
    (text) => {
      expect(query(text)).toBeNull();
    },
  );
  it('still reads rap as music', () => {
    expect(query('rap concerts in amsterdam')).toContain('rap');
  });
});

describe('extractQuery, Tagalog meals', () => {
  it.each(['sige. saan masarap mag-almusal, yung may longganisa?', 'agahan sa Baguio?'])('%s', (text) => {
    expect(query(text)).toMatch(/almusal|agahan|longganisa/);
  });
});

describe('extractQuery, blind16/17 classes', () => {
  it.each([
    ['where can we go line dancing?', 'line dancing'],
    ['wat moet ik qua architectuur zien?', 'architectuur'],
    ["ok and for lunch, po'boys near the French Quarter?", "po'boys"],
    ['and hawker centres for breakfast tomorrow near Tiong Bahru?', 'hawker centres'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
  it('takes no takeout question for a search', () => {
    expect(query('is it any good for takeout?')).toBeNull();
  });
});

describe('extractQuery, a language is no cuisine', () => {
  it('reads "how do you say thank you in japanese?" as no search', () => {
    expect(query('how do you say thank you in japanese?')).toBeNull();
    expect(query('japanese food in Osaka')).toBe('japanese food');
  });
});

describe('extractQuery, blind18/19 classes', () => {
  it.each([
    ['ok now dinner tomorrow, creole food in the garden district', 'creole food'],
    ['and where should I eat bun cha there?', 'bun cha'],
    ['Waar eet je in Maastricht het beste zuurvlees?', 'zuurvlees'],
    ['Amai, ik heb goesting in stoverij met frietjes. Waar moet ik zijn in Gent?', 'stoverij met frietjes'],
    ["Waar haal ik 's middags ne goeie smos?", 'smos'],
    ['Weet gij een goei frietkot in Leuven?', 'frietkot'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
  it.each(['Sounds neato there.', 'and is there a bus there'])('finds no search in "%s"', (text) => {
    expect(query(text)).toBeNull();
  });
});

describe('extractQuery, blind20/21 classes', () => {
  it.each([
    ['ok and where can I see water puppets tonight?', 'water puppets'],
    ['Where do locals go for khachapuri?', 'khachapuri'],
    ['then mezcal bars for later, anything with live music?', 'mezcal bars'],
    ['Waar eet ik het beste Limburgs zuurvlees in Maastricht?', 'limburgs zuurvlees'],
    ['Welke wijnboerderijen raad je aan vanuit Kaapstad?', 'wijnboerderijen'],
    ['waar proef ik keshi yena op Curaçao?', 'keshi yena'],
    ['where is good cendol around here?', 'cendol'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
  it('reads a lunch place as a lunch search', () => {
    expect(query('Nog een tip voor een lunchplek in de buurt van de Dom?')).toContain('lunch');
  });
  it.each([
    ['Wa zijn goei studentencafés in Leuven?', 'studentencafés'],
    ['ok, nu nog een goei bierkafeetje in Brugge', 'bierkafeetje'],
    ['een gezellige havenkroeg in Harlingen?', 'havenkroeg'],
  ])('reads a Dutch compound of café or kroeg as a search: %s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
  it('keeps the kind of a compound whose first part is known: a jazzcafé is music', () => {
    expect(query('Weet je ook een leuk jazzcafé voor daarna?')).toBe('music jazzcafé');
  });
  it.each([
    ['in portland, any food cart pods worth it?', 'food cart pods'],
    ['may mga parke o picnic area ba dun?', 'parke'],
    ['Sa Davao, saan pwedeng makakita ng Philippine eagle?', 'philippine eagle'],
    ['saan pwede manood ng sunset?', 'sunset'],
  ])('reads kinds of outing and what to see: %s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
  it.each(['salamat! ano pa pwedeng gawin sa Cebu?', 'ano ang magandang puntahan sa Bohol?', 'ano pwede gawin dun?'])(
    'reads Tagalog "what is there to do / to visit" as a search for things to do: %s',
    (text) => {
      expect(query(text)).toBe('sights and things to do');
    },
  );
  it.each(['En het duurste, hebben die een terras?', 'hebben die een speeltuin?'])(
    'takes a feature asked of a Flemish or Dutch "die/den" for no search: %s',
    (text) => {
      expect(query(text)).toBeNull();
    },
  );
  it.each([
    ['ano ganap sa Cebu this weekend?', 'events this weekend'],
    ['may ganap ba sa BGC mamaya?', 'events'],
  ])('reads Tagalog "ano / may ganap" as a search for events: %s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
  it.each([
    ['sige. gusto rin namin mag island hopping bukas, may mairerekomenda ka bang tour?', 'island hopping'],
    ['bukas naman mag day trip kami sa Moalboal, may sardine run tours ba?', 'sardine run tours'],
    ['after brunch, may museum ba malapit sa Ayala?', 'museum'],
    ['heading to New Orleans next week, where can I hear a brass band?', 'music brass band next week'],
    ['seattle, need cheap eats near pike place', 'cheap eats'],
    ['oh sorry wrong chat. im in hanoi, want bun cha', 'bun cha'],
    ['zuurvlees maastricht, waar?', 'zuurvlees'],
    ['Next weekend BGC naman kami, may food park ba dun?', 'food park'],
    ["thanks! also what's worth seeing in Belém?", 'sights and things to do'],
    ["actually let's look at Oaxaca instead, we fly there friday. where's good mole?", 'mole'],
    ['ok, where should I stay in the medina? looking for a riad', 'riad'],
  ])('blind37-41 classes: %s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
  it('leaves "is it worth a visit?" a question about a venue', () => {
    expect(query('is it worth a visit?')).toBeNull();
  });
  it.each(['wat is er in Zandvoort zelf?', 'what is there in the town itself?'])('takes "zelf / itself" for no search: %s', (text) => {
    expect(query(text)).toBeNull();
  });
});

describe('extractQuery, asking where to eat and texting adjectives', () => {
  it.each([
    ['whats there to eat in st andrews', 'food'],
    ['where to eat in leuven', 'food'],
    ['waar kan ik goe mosselen eten in oostende', 'mosselen'],
    ['wer cn i get gud pho in hcmc', 'pho'],
  ])('%s', (text, expected) => {
    expect(extractQuery(text)?.query).toBe(expected);
  });
  it('keeps the meal asked for: "where to eat lunch in leuven"', () => {
    expect(extractQuery('where to eat lunch in leuven')?.query).toBe('lunch');
  });
});

describe('extractQuery, Flemish and texting "da" / "den" for "the"', () => {
  it.each(['is da festival gratis?', 'is den frituur open?'])('asks about a listed venue, no search: %s', (text) => {
    expect(extractQuery(text)).toBeNull();
  });
  it('still reads a search after "da": "where is da best pho"', () => {
    expect(extractQuery('where is da best pho')?.query).toBe('pho');
  });
});

describe('extractQuery, "back" and "again" are no dish', () => {
  it.each([
    ['and back in kyoto for dinner', 'dinner'],
    ['and back in kyoto for dinner, kaiseki?', 'kaiseki'],
    ['ok. where should we eat carbonara back in Rome tonight, near Trastevere?', 'carbonara'],
  ])('%s', (text, expected) => {
    expect(extractQuery(text)?.query).toBe(expected);
  });
});

describe('extractQuery, Dutch words for going for a drink', () => {
  it.each([
    ['dank je. nog een tip voor een borrel daarna?', 'borrel'],
    ['een borrel daarna?', 'borrel'],
    ['ergens een drankje doen in de buurt?', 'drankje'],
  ])('%s', (text, expected) => {
    expect(extractQuery(text)?.query).toBe(expected);
  });
});

describe('extractQuery, Dutch "wat kunnen we doen" and "iets lekkers"', () => {
  it.each([
    ['merci! wa kunnen we dan doen in de namiddag?', 'sights and things to do'],
    ['Wat kan je doen in Maastricht als het regent?', 'sights and things to do'],
    ['en morgen naar mechelen, iets lekkers daar?', 'food'],
  ])('%s', (text, expected) => {
    expect(extractQuery(text)?.query).toBe(expected);
  });
  it('reads no search in "wat moet ik doen om te reserveren?"', () => {
    expect(extractQuery('wat moet ik doen om te reserveren?')).toBeNull();
  });
});

describe('extractQuery, "anything fun happening"', () => {
  it('asks for events: "anything fun happening in austin this weekend?"', () => {
    expect(extractQuery('anything fun happening in austin this weekend?')?.query).toBe('events this weekend');
  });
});

describe('extractQuery, Tagalog "ano ang best na gawin"', () => {
  it('asks for things to do: "ano ba ang best na gawin dun?"', () => {
    expect(extractQuery('ano ba ang best na gawin dun?')?.query).toBe('sights and things to do');
  });
});

describe('extractQuery, an interjection before a place typed without punctuation', () => {
  it.each([
    'ay wait sa baguio na lang pala kami this weekend',
    'allee en in brugge we gaan daar morgen naartoe',
    'ehm liever in leiden eigenlijk',
    'salamat sa bgc naman may ganyan din ba',
  ])('is no dish: %s', (text) => {
    expect(extractQuery(text)).toBeNull();
  });
  it.each([
    ['waar haal ik s middags ne goeie smos', 'smos'],
    ['zin in indonesisch vanavond iets in nijmegen', 'indonesisch'],
  ])('%s', (text, expected) => {
    expect(extractQuery(text)?.query).toBe(expected);
  });
});

describe('extractQuery, "what about" mid-sentence and "laat maar"', () => {
  it('reads the dish: "heading to budapest after what about lángos there"', () => {
    expect(extractQuery('heading to budapest after what about lángos there')?.query).toBe('lángos');
  });
  it('reads no dish in "laat maar liever in shibuya"', () => {
    expect(extractQuery('laat maar liever in shibuya')).toBeNull();
  });
});

describe('extractQuery, what the places are for', () => {
  it('"meze and raki places on the asian side": the unknown word before "places" is the search', () => {
    expect(extractQuery('ok. meze and raki places on the asian side, kadikoy maybe')?.query).toBe('raki places');
  });
  it.each(['what places are open late', 'some places near here', 'any good places to eat'])('"%s" stays a generic search', (text) => {
    expect(extractQuery(text)?.weak).toBe(true);
  });
});

describe('extractQuery, which of two things the message asks for', () => {
  it.each([
    ['ok we booked near victory monument. boat noodles nearby?', 'boat noodles'],
    ['date night sa alabang, steak sana, yung medyo sosyal', 'steak'],
    ['inuman tayo mamaya, ano magandang bar sa poblacion?', 'bar'],
    ['may day trip kami sa Tagaytay sa sabado, saan masarap mag bulalo dun?', 'bulalo'],
    ['which hawker centre in singapore has the best chicken rice', 'chicken rice'],
    ["I'm going to be on vacation soon and need a place to stay. Can you find me a hotel?", 'hotel'],
  ])('"%s" asks for %s', (text, query) => {
    expect(extractQuery(text)?.query).toBe(query);
  });
  it.each([
    ['where can we go to a ceilidh in edinburgh saturday night', 'ceilidh'],
    ['nasa asakusa kami ngayon, san pde mag rent ng kimono?', 'kimono'],
    ['tas san pde kumain ng unagi malapit dun', 'unagi'],
    ['somewhere for travesseiros near the station before the train back?', 'travesseiros'],
  ])('reads the unknown dish or thing in "%s"', (text, query) => {
    expect(extractQuery(text)?.query).toBe(query);
  });
  it.each(['and tenth?', 'traffic pala sa C5, sa pasig na lang. meron ba sa kapitolyo?'])('reads no search in "%s"', (text) => {
    expect(extractQuery(text)).toBeNull();
  });
});

describe("extractQuery, the user's own hotel and words around the search", () => {
  it.each([
    ['staying at a hotel in midtown nyc, need a good bagel spot within walking distance', 'bagel spot'],
    ["fair. hotel's in the marais so we'll drop them there first. falafel around there for dinner?", 'falafel'],
    ['hi! what are some mezcal bars in roma norte cdmx', 'mezcal bars'],
    ['cool. before that, coffee in neukölln saturday afternoon?', 'coffee'],
    ['Ik kom morgen aan in Gent Sint-Pieters. Waar kan ik in de buurt goe frietjes eten?', 'frietjes'],
  ])('"%s" asks for %s', (text, query) => {
    expect(extractQuery(text)?.query).toBe(query);
  });
  it('"any hotel near the station?" still asks for a hotel', () => {
    expect(extractQuery('any hotel near the station?')?.query).toBe('hotel');
  });
  it('"zijn er daar ook zo\'n plekken?" names no new kind', () => {
    expect(extractQuery("Goe. Ik ben trouwens volgende week in Leuven, zijn er daar ook zo'n plekken?")).toBeNull();
  });
});

describe('extractQuery, Dutch compounds, free things and things to rent', () => {
  it.each([
    ['top. weet je een goed ontbijtadres daar?', 'ontbijtadres'],
    ['Een gezellig hotelleke in het centrum?', 'hotelleke'],
    ["also a rooftop bar for drinks before, ideally looking at st peter's", 'rooftop bar'],
    ['also whats something free to do in gent on a sunday', 'free things to do'],
    ['wat is er gratis te doen in berlijn met een groep', 'free things to do'],
    ['ok andere vraag, weet je een goedkope kapper voor studenten', 'kapper voor studenten'],
    ['Waar kunnen we een fluisterboot huren?', 'fluisterboot'],
    ['also where can we do a private sunset sail', 'private sunset sail'],
    ['ewa, waar kunde goed en goedkoop uitgaan in gent? overpoort ofzo', 'uitgaan'],
    ['hello! nasa cebu kami ngayon, san maganda mag night out sa lahug?', 'night out'],
  ])('"%s" asks for %s', (text, query) => {
    expect(extractQuery(text)?.query).toBe(query);
  });
});

describe('extractQuery, kinds the lexicon lacks, asked for in a frame', () => {
  it.each([
    ['welke hamam in Istanbul raad je aan? beetje authentiek', 'hamam'],
    ['ano magagandang templo sa bali na dapat puntahan?', 'templo'],
    ["en voor 's avonds een goeie warung hier in de buurt?", 'warung'],
  ])('%s', (text, query) => {
    expect(extractQuery(text)?.query).toBe(query);
  });
  it('takes no generic word for the kind: "weet gij nen goeie plek in brussel voor mosselen?"', () => {
    expect(extractQuery('allee, weet gij nen goeie plek in brussel voor mosselen?')?.query).toBe('mosselen');
  });
  it('keeps the question asked first over the reason given after it', () => {
    expect(extractQuery('ano magandang night market sa hong kong? mag shopping sana kami ng pasalubong')?.query).toBe('night market');
  });
});

describe('extractQuery, activities said in Dutch and "kunnen we ... eten"', () => {
  it.each([
    ['waar kun je duiken bij cebu?', 'duiken'],
    ['ok en waar kan ik daarna nog dansen', 'dansen'],
    ['eilandhoppen vanaf Siargao, wat is een aanrader?', 'eilandhoppen'],
    ['Ok. Kunnen we daar in de buurt smørrebrød eten?', 'smørrebrød'],
  ])('%s', (text, query) => {
    expect(extractQuery(text)?.query).toBe(query);
  });
  it('"is the second one any good for dancing" is no search for dancing', () => {
    expect(extractQuery('is the second one any good for dancing')).toBeNull();
  });
});

describe('extractQuery, "ook zoiets?" and the kind of sight asked for', () => {
  it('"en in Amersfoort, ook zoiets?" asks for the same again: no new search', () => {
    expect(extractQuery('top. en in Amersfoort, ook zoiets?')).toBeNull();
    expect(extractQuery('hmm en in Luik, is daar ook zoiets?')).toBeNull();
    expect(extractQuery('what about taipei, similar markets?')?.query).toBe('markets');
  });
  it('"welke tempels moet ik echt zien?" searches temples, not sights in general', () => {
    expect(extractQuery('ik ben nu in bangkok, welke tempels moet ik echt zien')?.query).toBe('tempels');
    expect(extractQuery('Welke wijngaarden kan je bezoeken rond Maastricht?')?.query).toBe('wijngaarden');
    expect(extractQuery('wat moet ik zien in Gent?')?.query).toBe('sights and things to do');
  });
});

describe('extractQuery, a question of what a venue is', () => {
  it.each([
    'the one in uptown, is that the al capone bar?',
    'is dat een bruin café?',
    'yun ba yung sikat na lechonan?',
    'is it a good bar?',
  ])('%s is no new search', (text) => {
    expect(extractQuery(text)).toBeNull();
  });
  it('while asking whether there is one still searches', () => {
    expect(extractQuery('is there a good bar nearby?')?.query).toBe('bar');
    expect(extractQuery('is er een bruin café in de buurt?')?.query).toBe('bruin café');
  });
});
