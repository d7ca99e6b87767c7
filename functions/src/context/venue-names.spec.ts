import { describe, expect, it } from 'vitest';
import { findJoinedName, findNameFragment, findNameWord, findSplitName, maskVenueNames, ownName, streetOf } from './venue-names';

describe('findNameFragment', () => {
  it('finds two or more consecutive words of a name in any case', () => {
    expect(findNameFragment('eh yung la paz, malayo ba?', 'La Paz Batchoy ni Tiyo Ben', true)).toEqual({ index: 8, length: 6 });
    expect(findNameFragment('Hotel New York, reserveren?', 'Hotel New York Restaurant')).toEqual({ index: 0, length: 14 });
  });

  it('does not take a place that is only a place, or generic words, for the name', () => {
    expect(findNameFragment('what about New York instead?', 'Hotel New York Restaurant')).toBeNull();
    // Wave cm: a run of function words ("in de") is no part of a name ("In de Wildeman").
    expect(findNameFragment('hmm toch liever in de pijp, niet in het centrum zelf', 'In de Wildeman')).toBeNull();
    expect(findNameFragment('eh sa San Juan naman', 'San Juan Grill House')).toBeNull();
    expect(findNameFragment('yung san juan, open pa?', 'San Juan Grill House', true)).not.toBeNull();
    expect(findNameFragment('is the cafe de la place nice', 'Cafe de la Paix')).toBeNull();
    expect(findNameFragment('the ramen place', 'Ramen')).toBeNull();
  });
});

describe('maskVenueNames', () => {
  it('blanks a whole name or its longest typed part, keeping the length', () => {
    expect(maskVenueNames('Hotel New York, moet je daar reserveren?', ['Hotel New York Restaurant'])).toBe(
      `${' '.repeat(14)}, moet je daar reserveren?`,
    );
    expect(maskVenueNames('is Din Tai Fung open', ['Din Tai Fung'])).toBe(`is ${' '.repeat(12)} open`);
  });
  it('answers a second list asked of the same text by that list, not by the last answer', () => {
    const names = ['Din Tai Fung'];
    expect(maskVenueNames('is Din Tai Fung open', names)).toBe(`is ${' '.repeat(12)} open`);
    expect(maskVenueNames('is Din Tai Fung open', ['Kiji'])).toBe('is Din Tai Fung open');
    expect(maskVenueNames('is Din Tai Fung open', [...names])).toBe(`is ${' '.repeat(12)} open`);
  });
});

describe('findNameWord', () => {
  it('finds one distinctive word of a name where a name goes, in any case', () => {
    expect(findNameWord('crosta, may delivery?', 'Crosta Pizzeria')).toEqual({ index: 0, length: 6 });
    expect(findNameWord('what about kuroda', 'Ramen Kuroda')).toEqual({ index: 11, length: 6 });
    expect(findNameWord('Mendokoro open now?', 'Mendokoro Ramenba')).toEqual({ index: 0, length: 9 });
  });

  it('ignores the word in the middle of a sentence, generic or everyday words, and places', () => {
    expect(findNameWord('i heard crosta is good', 'Crosta Pizzeria')).toBeNull();
    expect(findNameWord('ramen, open late?', 'Ramen Kuroda')).toBeNull();
    expect(findNameWord('open late?', 'Open Kitchen Makati')).toBeNull();
    expect(findNameWord('makati, any ideas?', 'Makati Diner')).toBeNull();
  });

  it('finds a name word after "how far is" / "hoe ver is" and before "met de auto" / "by car"', () => {
    expect(findNameWord('Hoe ver is bourtange met de auto?', 'Vesting Bourtange')).toEqual({ index: 11, length: 9 });
    expect(findNameWord('how far is kuroda by car?', 'Ramen Kuroda')).toEqual({ index: 11, length: 6 });
  });

  it('finds a number of two digits or more that is a word of a name, but not a single digit', () => {
    expect(findNameWord('is 328 open for lunch?', '328 Katong Laksa')).toEqual({ index: 3, length: 3 });
    expect(findNameWord('is 8 open?', 'Bar 8 Lounge')).toBeNull();
  });

  it('finds a name word after "het adres van" / "the address of"', () => {
    expect(findNameWord('wat is het adres van kuroda?', 'Ramen Kuroda')).toEqual({ index: 21, length: 6 });
    expect(findNameWord('what is the address of kuroda?', 'Ramen Kuroda')).toEqual({ index: 23, length: 6 });
  });

  it("finds a possessive name typed without its 's, but not a short one", () => {
    expect(findNameWord('yung kay netong, cash lang ba?', "Netong's Original Batchoy")).toEqual({ index: 9, length: 6 });
    expect(findNameWord('and ted, open late?', "Ted's Oldtimer")).toBeNull();
  });

  it('takes a name word after a yes, a no or an ok in any of the three languages, before a denial and after a comparison', () => {
    expect(findNameWord('sige prado. may libreng entry ba?', 'Museo del Prado')).toEqual({ index: 5, length: 5 });
    expect(findNameWord('nee doe maar nemo', 'NEMO Science Museum')).toEqual({ index: 13, length: 4 });
    expect(findNameWord('ya dishoom!! thats it', 'Dishoom Shoreditch')).toEqual({ index: 3, length: 7 });
    expect(findNameWord('gazela isnt seafood is it', 'Cervejaria Gazela')).toEqual({ index: 0, length: 6 });
    expect(findNameWord('is it smaller than broadway?', 'Broadway Market')).toEqual({ index: 19, length: 8 });
  });

  it('takes a three-letter word that is all a name has of its own, but no everyday three-letter word', () => {
    expect(findNameWord('is gys niet volledig vegetarisch?', 'Gys Utrecht')).toEqual({ index: 3, length: 3 });
    expect(findNameWord('moet je voor nemo vooraf reserveren?', 'NEMO Science Museum')).toEqual({ index: 13, length: 4 });
    expect(findNameWord('is one open late?', 'One Utrecht')).toBeNull();
    expect(findNameWord('is gys niet volledig vegetarisch?', 'Gys Joosten')).toBeNull();
    expect(findNameWord('nee, ik hoorde dat nemo druk is', 'NEMO Science Museum')).toBeNull();
  });

  it('lets the masking blank the word so it is read as neither a place nor a search', () => {
    expect(maskVenueNames('what about kuroda', ['Ramen Kuroda'])).toBe(`what about ${' '.repeat(6)}`);
  });
});

describe('findNameFragment, words typed short or as a possessive', () => {
  it('reads the parts of a hyphenated name typed apart', () => {
    expect(findNameFragment('is kiyomizu dera crowded at sunset?', 'Kiyomizu-dera')).toEqual({ index: 3, length: 13 });
    expect(findNameFragment('is kiyomizu crowded?', 'Kiyomizu-dera')).toBeNull();
  });
  it('reads "st" for Street and "tonys" for Tony', () => {
    expect(findNameFragment('is shanghai st cash only?', 'Shanghai Street')).toEqual({ index: 3, length: 11 });
    expect(findNameFragment('ok what about parking at chef tonys', 'Chef Tony Seafood Restaurant')).toEqual({ index: 25, length: 10 });
    expect(findNameFragment('anything on shanghai road?', 'Shanghai Street')).toBeNull();
  });
});

describe('ownName', () => {
  it('drops the phrase that places a venue, which names a landmark, not the venue', () => {
    expect(ownName('The Witchery by the Castle')).toBe('The Witchery');
    expect(ownName('Café aan de Gracht')).toBe('Café');
    expect(ownName('Bar Centraal')).toBe('Bar Centraal');
    expect(findNameFragment('what time does the castle close', 'The Witchery by the Castle', true)).toBeNull();
    expect(findNameFragment('is the witchery open?', 'The Witchery by the Castle', true)).not.toBeNull();
  });
});

describe('streetOf', () => {
  it.each([
    ['9 Rue de Bretagne, Le Marais, Paris', 'Rue de Bretagne'],
    ['Westerstraat 82, Jordaan, Amsterdam', null],
    ['Oudegracht 12, Utrecht', null],
    ['62 Orchard St, Lower East Side, New York', 'Orchard St'],
    ['Le Marais, Paris', null],
    ['Calle de Verdi 12, Gràcia', 'Calle de Verdi'],
  ])('%s gives %s', (address, street) => {
    expect(streetOf(address)).toBe(street);
  });
});

describe('findNameWord, words that say something else', () => {
  it.each([
    ['sunday, is it open?', 'Sunday Market'],
    ['tacos, where else?', 'Tacos Chiwas'],
    ['pizza, any other spots?', 'Pizza Zio'],
  ])('%s is no pick of %s', (text, name) => {
    expect(findNameWord(text, name)).toBeNull();
  });
});

describe('findJoinedName', () => {
  it.each([
    ['is tiantian worth the queue?', 'Tian Tian Hainanese Chicken Rice', 'tiantian'],
    ['what about weenamkee', 'Wee Nam Kee', 'weenamkee'],
    ['Bluebottle open?', 'Blue Bottle Coffee', 'Bluebottle'],
  ])('finds the words of a name typed as one: %s', (text, name, typed) => {
    const found = findJoinedName(text, name);
    expect(found && text.slice(found.index, found.index + found.length)).toBe(typed);
  });
  it.each([
    ['the restaurant bar', 'Restaurant Bar'],
    ['tian', 'Tian Tian'],
    ['is weekee open', 'Wee Nam Kee'],
  ])('finds nothing in "%s" (generic only, too short, or the words apart)', (text, name) => {
    expect(findJoinedName(text, name)).toBeNull();
  });
  it('finds the words of a name split elsewhere than the name splits them: "lau pasat" for "Lau Pa Sat Festival Market"', () => {
    const found = findJoinedName('lau pasat - is it open 24 hours?', 'Lau Pa Sat Festival Market');
    expect(found && 'lau pasat - is it open 24 hours?'.slice(found.index, found.index + found.length)).toBe('lau pasat');
  });
  it('leaves words split where the name splits them to the fragment rules: "sa Session Road", "terug in Den Haag"', () => {
    expect(findJoinedName('may iba pa bang kainan sa Session Road?', 'Session Road Taho Cart')).toBeNull();
    expect(findJoinedName('we zijn terug in Den Haag', 'Kunstmuseum Den Haag')).toBeNull();
  });
});

describe('findSplitName', () => {
  it.each([
    ['where exactly is killer po boys?', 'Killer PoBoys', 'killer po boys'],
    ['lau pasat - open 24 hours?', 'Lau Pa Sat', 'lau pasat'],
    ['is paper boy open early?', 'Paperboy', 'paper boy'],
  ])('finds a whole name typed with other splits: %s', (text, name, typed) => {
    const found = findSplitName(text, name);
    expect(found && text.slice(found.index, found.index + found.length)).toBe(typed);
  });
  it('finds nothing for part of a name or a short name', () => {
    expect(findSplitName('any po boys near here?', 'Killer PoBoys')).toBeNull();
    expect(findSplitName('is lau open?', 'Lau Pa')).toBeNull();
  });
});

describe('findNameWord, in a question', () => {
  it.each([
    ['does ramiro let you book?', 'Cervejaria Ramiro'],
    ['going back to lisbon for a sec, does ramiro take cards?', 'Cervejaria Ramiro'],
    ['can kuroda serve vegetarians?', 'Ramen Kuroda'],
  ])('finds the word after an auxiliary and before a verb: %s', (text, name) => {
    expect(findNameWord(text, name)).not.toBeNull();
  });
  it('takes a place in a name only where a city cannot go', () => {
    expect(findNameWord('is paramaribo open op maandag', 'Roti Huis Paramaribo')).not.toBeNull();
    expect(findNameWord('is Paramaribo nice in march?', 'Roti Huis Paramaribo')).toBeNull();
    expect(findNameWord('flights to paramaribo, any tips?', 'Roti Huis Paramaribo')).toBeNull();
  });
});

describe('maskVenueNames, a slipped name word', () => {
  it('masks "ipudo" for Ippudo, so it is no search', () => {
    expect(maskVenueNames('what about ipudo', ['Ippudo']).trim()).toBe('what about');
  });
});

describe('findNameWord, a place in a name weighed as a venue', () => {
  it('finds "antalya" in "en hoe zit \'t met antalya, is da beter?"', () => {
    expect(findNameWord("En hoe zit 't met antalya, is da beter?", 'Pita Antalya')).not.toBeNull();
  });
  it('takes no city question for the venue', () => {
    expect(findNameWord('what about antalya, any beaches?', 'Pita Antalya')).toBeNull();
  });
});

describe('findNameWord, the next word of the name typed short', () => {
  it.each([
    ['how do I get to ghillie du from the Royal Mile?', 'Ghillie Dhu', 10],
    ['what about sakaba tam?', 'Sakaba Tamaru', 10],
  ])('%s', (text, name, length) => {
    expect(findNameWord(text, name)?.length).toBe(length);
  });
});

describe('findNameWord, a place that is also a word of a name', () => {
  it.each(['Oké, en wat is het adres van Olympia?', "what's Olympia's phone number?", 'the opening hours of olympia?'])(
    'names the venue where only a venue fits: %s',
    (text) => {
      expect(findNameWord(text, 'Olympia Grill')).not.toBeNull();
    },
  );
  it('leaves the place a place: "we gaan morgen naar Olympia"', () => {
    expect(findNameWord('we gaan morgen naar Olympia', 'Olympia Grill')).toBeNull();
  });
});

describe('findNameFragment, an ampersand typed as a word', () => {
  it('finds the fragment where it was typed, whole: "sa Belle and Dragon na lang"', () => {
    const text = 'sige sa Belle and Dragon na lang, open ba sila ng Sunday?';
    const found = findNameFragment(text, 'Belle & Dragon');
    expect(found && text.slice(found.index, found.index + found.length)).toBe('Belle and Dragon');
  });
});

describe('findNameWord, short names and trailing particles', () => {
  it('finds a three-letter word typed in the name\'s own capitals: "yung kay CnT, may delivery?"', () => {
    expect(findNameWord('yung kay CnT, may delivery?', 'CnT Lechon')).not.toBeNull();
    expect(findNameWord('yung kay cnt, may delivery?', 'CnT Lechon')).toBeNull();
  });
  it('finds a name before a Tagalog "tayo": "ok sa ricos tayo"', () => {
    expect(findNameWord('ok sa ricos tayo', "Rico's Lechon")).not.toBeNull();
  });
});

describe('findNameWord, names written as one word', () => {
  it('finds a long part of a name in camel case: "zuidas is the big one right?" for "ZuidasHall"', () => {
    expect(findNameWord('zuidas is the big one right?', 'ZuidasHall')).toEqual({ index: 0, length: 6 });
  });
  it('finds the word after an elided article: "when does orangerie close" for "Musée de l\'Orangerie"', () => {
    expect(findNameWord('merci! when does orangerie close?', "Musée de l'Orangerie")).toEqual({ index: 17, length: 9 });
  });
  it('finds a compound of a distinctive word and a kind as a name: "hasenpark has karaoke right?"', () => {
    expect(findNameWord('hasenpark has karaoke right?', 'Hasenpark Flohmarkt')).toEqual({ index: 0, length: 9 });
    expect(findNameWord('may bayad ba sa hasenmarkt', 'Hasenmarkt Weihnachtszauber')).toEqual({ index: 16, length: 10 });
  });
  it('finds the stem of such a compound after "is het": "is het pergamon niet dicht?"', () => {
    expect(findNameWord('is het pergamon niet dicht?', 'Pergamonmuseum')).toEqual({ index: 7, length: 8 });
  });
  it('still takes a kind alone for no name: "market, where else?" is no pick of "Market Lane Coffee"', () => {
    expect(findNameWord('market, where else?', 'Market Lane Coffee')).toBeNull();
  });
});
