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

  it.each([
    ['de fietsen staan in de kelder van het hostel. Waar kunnen we vanavond met acht man eten?', 'eten'],
    ['our bikes are in the basement, where can we eat tonight?', 'eat'],
    ['iniwan ang bisikleta namin sa kuwarto, saan kami pwedeng kumain?', 'kainan'],
  ])('does not take where the bikes are for a search for bikes: %s', (text, expected) => {
    expect(extractQuery(text)?.query).toBe(expected);
  });

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
