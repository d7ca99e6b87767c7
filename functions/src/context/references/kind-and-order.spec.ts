// Resolver specs: a venue named by what it was and where it stood in its list ("the day trip you mentioned third"),
// in English, Tagalog and Dutch, whichever list is the latest.
import { describe, expect, it } from 'vitest';
import { resolve, venue as v } from './spec-fixture';

const trips = [
  v('T1', 'Point Reyes National Seashore', 0, 'day trip', 'Point Reyes Station, CA'),
  v('T2', 'Muir Woods National Monument', 0, 'day trip', 'Mill Valley, CA'),
  v('T3', 'Sausalito', 0, 'day trip', 'Sausalito, CA'),
];
const veg = [
  v('V1', 'Shizen Vegan Sushi Bar', 2, 'vegetarian', 'Mission, San Francisco'),
  v('V2', 'Greens Restaurant', 2, 'vegetarian', 'Marina, San Francisco'),
  v('V3', 'Golden Era Vegan', 2, 'vegetarian', 'Civic Center, San Francisco'),
];
const ramen = [
  v('R1', 'A Noodle Story', 0, 'ramen', 'Amoy Street, Singapore'),
  v('R2', 'Hill Street Tai Hwa Pork Noodle', 0, 'ramen', 'Crawford Lane, Singapore'),
];
const sushi = [
  v('S1', 'Shinji by Kanesaka', 3, 'sushi', 'Orchard, Singapore'),
  v('S2', 'Sushi Kimura', 3, 'sushi', 'Orchard, Singapore'),
  v('S3', 'Ginza Sushi Ichi', 3, 'sushi', 'Bras Basah, Singapore'),
];
const breakfast = [
  v('O1', "Lou Mitchell's", 4, 'breakfast', 'West Loop, Chicago'),
  v('O2', 'Ann Sather', 4, 'breakfast', 'Lakeview, Chicago'),
];
const bakeries = [
  v('B1', 'Floriole Cafe & Bakery', 5, 'bakery', 'Lincoln Park, Chicago'),
  v('B2', 'Bang Bang Pie & Biscuits', 5, 'bakery', 'Logan Square, Chicago'),
];
const cafes = [v('C1', 'Sawada Coffee', 3, 'cafe', 'West Loop, Chicago'), v('C2', 'Beatrix', 3, 'cafe', 'River North, Chicago')];
const museums = [
  v('M1', 'National Museum of Korea', 0, 'museum', 'Yongsan, Seoul'),
  v('M2', 'Leeum Museum of Art', 0, 'museum', 'Itaewon, Seoul'),
];
const lists = (...groups: ReturnType<typeof v>[][]) => {
  const [latest] = groups;
  return { alternatives: latest, recentVenues: groups.flat(), earlierVenues: [], focus: null };
};

describe('resolveReferences, a venue named by its kind and its place in an earlier list', () => {
  it('reads "the day trip you mentioned third" in the day trips, though vegetarian places are the latest list', () => {
    expect(resolve('And the day trip you mentioned third, tell me more about it', lists(veg, trips))).toBe('T3');
  });
  it('reads "the ramen one just now, number two" in the ramen list, not the sushi one', () => {
    expect(resolve('The ramen one just now, number two, where exactly? Give me the address', lists(sushi, ramen))).toBe('R2');
  });
  it('reads "from the vegetarian list, the third one" in the vegetarian list after a museum search', () => {
    expect(resolve('Ok, and from the vegetarian list, the third one, can you give me their website?', lists(museums, veg))).toBe('V3');
  });
  it('reads Flemish "wa was da ontbijtplek van daarstraks, de eerste" in the breakfast list', () => {
    expect(resolve('wa was da ontbijtplek van daarstraks, de eerste', lists(bakeries, breakfast))).toBe('O1');
  });
  it('reads Dutch "het museum dat u daar als eerste noemde" in the museum list', () => {
    expect(resolve('het museum dat u daar als eerste noemde, is dat op maandag gesloten?', lists(cafes, museums))).toBe('M1');
  });
  it('reads Tagalog "yung kapehan kanina, yung pangalawa" in the coffee list after a museum search', () => {
    expect(resolve('Yung kapehan kanina, yung pangalawa, tumatanggap ba ng card?', lists(museums, cafes))).toBe('C2');
  });
  // Issue 17, wave zd: the kind in the person's words, the meal for any place to eat, the Tagalog "X na una mong binigay".
  it('reads "the first dinner place" as the first place to eat, vegetarian ones too, in an earlier list', () => {
    expect(resolve('and the first dinner place the one w the veg stuff what time does it close', lists(museums, veg))).toBe('V1');
  });
  it('reads Tagalog "ung sushi na una mong binigay" in the sushi list after a museum search', () => {
    expect(resolve('teka ung sushi na una mong binigay nung umpisa, address lng', lists(museums, sushi))).toBe('S1');
  });
  it('reads "balik po tayo sa ... na una niyong binigay" in the earlier list, though the latest holds one of that kind', () => {
    const mixed = [...museums, v('F1', 'True Blue Cuisine', 6, 'peranakan', 'Armenian St, Singapore')];
    expect(resolve('Balik po tayo sa kainan na una niyong binigay, ano po ang address?', lists(mixed, sushi))).toBe('S1');
  });
});

describe('resolveReferences, a pick corrected in the same message', () => {
  it('takes the second after "de eerste.. neen de twede", the typo read as "tweede"', () => {
    expect(resolve('de eerste.. neen de twede', lists(cafes))).toBe('C2');
  });
});

const museumsAms = [
  v('A1', 'Rijksmuseum', 4, 'museum', 'Museumstraat 1, Museumkwartier, Amsterdam'),
  v('A2', 'Van Gogh Museum', 4, 'museum', 'Museumplein 6, Museumkwartier, Amsterdam'),
  v('A3', 'Anne Frank House', 4, 'museum', 'Prinsengracht 263, Jordaan, Amsterdam'),
];
describe('resolveReferences, a place on the list said beside an area the user is unsure of', () => {
  it('takes the third in English: "The one by Museumplein, third on the list I think"', () => {
    expect(resolve('The one by Museumplein, third on the list I think, how would we get there from Centraal?', lists(museumsAms))).toBe(
      'A3',
    );
  });
  it('takes the third in Dutch and Tagalog', () => {
    expect(resolve('Die aan het Museumplein, de derde op de lijst denk ik', lists(museumsAms))).toBe('A3');
    expect(resolve('Yung nasa Museumplein, pangatlo sa listahan yata', lists(museumsAms))).toBe('A3');
  });
  it('still picks by area when no place on the list is said', () => {
    expect(resolve('The one by Museumplein, how would we get there?', lists(museumsAms))).toBe('A2');
  });
});
