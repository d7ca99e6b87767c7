import { describe, expect, it } from 'vitest';
import { extractQuery } from './extract-query';

const query = (text: string) => extractQuery(text)?.query ?? null;

describe('extractQuery, open frames and generic searches', () => {
  it.each([
    ['where do locals eat socca', 'socca'],
    ['tapos saan masarap bumili ng ube jam dito sa baguio', 'ube jam'],
    ['filipijns eten in amsterdam?', 'filipijns'],
    ["second breakfast ideas near our hotel in da'an?", 'breakfast'],
  ])('reads the dish or cuisine: %s', (text, expected) => {
    expect(query(text)).toContain(expected);
  });

  // Dutch and Flemish say what they fancy with "goesting/zin/trek in|op X", with or without "ik heb": X is the search.
  it.each([
    ['goesting in stoofvlees in Mechelen', 'stoofvlees'],
    ['trek in een broodje kroket', 'broodje kroket'],
    ['we hebben zin op een wafel', 'wafel'],
    ['craving a bowl of pho near the station', 'pho'],
    ['gusto ko ng halo halo sa Pasay', 'halo halo'],
    // ... with the where-question in a clause after it (wave zm).
    ['hey, ik heb goesting in pastéis de nata, waar vind ik de beste in Lissabon? zit in de Baixa', 'pastéis de nata'],
    ["I'm craving pastéis de nata, where do I find the best in Lisbon?", 'pastéis de nata'],
  ])('reads what is fancied, not the fancying: %s', (text, expected) => {
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

describe('extractQuery, "spots for X"', () => {
  it.each([
    ['good spots for sunset in santorini?', 'sunset'],
    ['any good places for pho in Hanoi', 'pho'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
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
