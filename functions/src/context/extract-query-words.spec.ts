import { describe, expect, it } from 'vitest';
import { extractQuery } from './extract-query';

const query = (text: string) => extractQuery(text)?.query ?? null;

describe('extractQuery drops where the search is', () => {
  it.each([
    ["I'm staying in Shibuya, any izakaya nearby?", 'izakaya'],
    ['cool, and a good dinner spot near there?', 'dinner'],
  ])('%s', (text, expected) => {
    expect(query(text)).toMatch(new RegExp(`^${expected}`));
    expect(query(text)).not.toMatch(/near|nearby|there/);
  });
});

describe('extractQuery, a pharmacy, a tea room, a list named by its kind and "zoeken"', () => {
  it.each([
    ['een rustige theesalon waar wij na de lunch kunnen zitten?', 'theesalon'],
    ['zoeken goedkope koreaanse bbq in Hongdae, wat raad je aan', 'koreaanse bbq'],
    ['ung una s ramen list ung pupuntahan nmn. may kape b malapit dun s una?', 'coffee'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});

// Wave cz: an everyday need is nothing the concierge looks up, so no search (lexicon/amenities.json).
it.each(['apotheek daar in de buurt? beetje hoofdpijn', 'may botika ba malapit dun?'])('extractQuery: "%s" is no search', (text) => {
  expect(query(text)).toBeNull();
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
    ['drinks near the Mercado tonight?', 'bar'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});

describe('extractQuery, a time word after the phrase', () => {
  it.each([
    ['ok what about dessert after?', 'dessert'],
    ['and drinks after?', 'bar'],
  ])('%s searches %s alone', (text, expected) => {
    expect(extractQuery(text)?.query).toBe(expected);
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

describe('extractQuery, Taglish "game"', () => {
  it.each(['game, book mo na', 'game na!'])('"%s" says let\'s go, no search', (text) => {
    expect(extractQuery(text)).toBeNull();
  });
  it('still reads a game to watch', () => {
    expect(query('any basketball game tonight?')).toContain('game');
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
    // ... two kinds with "o" between are either of them (kinds-as-alternatives.ts, wave di).
    ['may mga parke o picnic area ba dun?', 'parke or picnic area'],
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

describe('extractQuery, a diet asked for a meal keeps the meal, so the search is for food', () => {
  it.each([
    ['Right, and somewhere for lunch in Lisbon itself tomorrow, vegetarian, not too dear', 'vegetarian lunch'],
    ['may vegetarian ba for lunch sa Makati?', 'vegetarian lunch'],
    ['vegetarian na tanghalian sa Makati', 'vegetarian tanghalian'],
    ['een vegetarische plek voor de lunch in Utrecht', 'vegetarische lunch'],
    ['any vegetarian restaurants?', 'vegetarian restaurants'],
  ])('%s', (text, expected) => {
    expect(extractQuery(text)).toEqual({ query: expected, weak: true });
  });
});

describe('extractQuery, a meal or a drink said as a verb or a dish said alone starts a search where none is yet', () => {
  it.each([
    ['Pare, 5 hours lang shore leave ko dito sa San Francisco. Saan pwede magkape na malapit lang sa pier?', 'magkape'],
    ['nasa Binondo kami ngayon. Saan kaya pwedeng mananghalian na hindi masyadong mahal?', 'mananghalian'],
    ['chicago deep dish waar? niet te duur', 'deep dish'],
    ['any deep dish around here?', 'deep dish'],
  ])('%s', (text, expected) => {
    expect(extractQuery(text)?.query).toBe(expected);
  });
});

describe('extractQuery, a meal after "after" says when: the place asked for is the search', () => {
  it.each([
    ['Any park near there where my mother can sit for a bit after lunch?', 'park'],
    ['May parke ba malapit doon kung saan pwedeng magpahinga pagkatapos ng tanghalian?', 'parke'],
    ['Is er een park in de buurt waar mijn moeder kan zitten na de lunch?', 'park'],
  ])('%s', (text, expected) => {
    expect(extractQuery(text)?.query).toBe(expected);
  });
});

describe('extractQuery, a "where" right after a place says what is done there: the place is the search', () => {
  it.each([
    ['Wij zouden graag een markt bezoeken waar wij iets typisch Koreaans kunnen proeven.', 'markt'],
    ["we'd love a market where we can taste typical korean food", 'market'],
    ['may palengke ba kung saan kami pwedeng tumikim ng korean food?', 'market'],
  ])('%s', (text, expected) => {
    expect(extractQuery(text)?.query).toContain(expected);
  });
});

describe('extractQuery, a diet asked for in its own right somewhere is a new search', () => {
  it.each([
    ["How about vegetarian in Seoul? My friend's sister don't eat meat", 'vegetarian'],
    ['eh halal sa Binondo?', 'halal'],
    ['hoe zit het met vegetarisch in Gent?', 'vegetarisch'],
  ])('%s', (text, expected) => {
    expect(extractQuery(text)).toEqual({ query: expected, weak: false });
  });
});

describe('extractQuery leaves out words of wishing and company', () => {
  it.each([
    ['Gusto ko sana kumain sa hawker center sa Chinatown, yung mura at masarap', 'hawker center'],
    ['seafood sana sa Davao', 'seafood'],
    ['Waar kunnen we vanavond samen eten?', 'eten'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});

// Issue 17 (wave bd, out and about): a run, a walk, a jog, a picnic or a hike is a search of its own (the offline catalog
// finds it among parks, places/data/search-words.json), in English, Tagalog/Taglish and Dutch/Flemish.
describe('extractQuery, outdoor plans are searches', () => {
  it.each([
    ['good running route along the lakefront near lincoln park? chicago', 'running route'],
    ['a nature walk that is not too strenuous, near the Botanic Gardens', 'nature walk'],
    ['san maganda mag jog sa BGC?', 'jog'],
    ['hardlooprondje in central park morgenvroeg, welke route?', 'hardlooprondje'],
    ['chille plek langs de rivier om te picknicken?', 'picknicken'],
    ['an easy hike near Seoul I could do in half a day?', 'easy hike'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});

// Issue 17 (wave be, a crawl stop by stop): the next stop's kind, typed with its accents or in the local word, is the search.
describe('extractQuery, the next stop of a crawl', () => {
  it.each([
    ['Then pastéis de nata near there, obviously 😄', 'pastéis de nata'],
    ['tapos pagkatapos kumain gusto namin bumili ng hopia malapit dun sa una', 'hopia'],
    ['then noraebang or smth fun near that one 🎤', 'noraebang'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});
