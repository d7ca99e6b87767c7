// Venue lists shared by the resolver specs of several phenomena: each list holds venues told apart by name, kind, place and price.
import { type RememberedVenue } from '../conversation-context';

/** Four Bologna venues: a trattoria, two museums and a bakery, each in its own district and price level. */
export const spots: RememberedVenue[] = [
  {
    placeId: 'S1',
    name: "Mario's Trattoria",
    category: 'trattoria',
    address: 'Via Roma 2, Centro, Bologna',
    priceLevel: 'moderate',
    rating: 4.2,
    turn: 0,
  },
  {
    placeId: 'S2',
    name: 'Galleria Civica',
    category: 'museum',
    address: 'Elm Ave, Old Town, Bologna',
    priceLevel: 'inexpensive',
    rating: 4.5,
    turn: 0,
  },
  {
    placeId: 'S3',
    name: 'Museo del Mare',
    category: 'museum',
    address: 'Harbor Rd, District 7, Bologna',
    priceLevel: 'moderate',
    rating: 4.0,
    turn: 0,
  },
  {
    placeId: 'S4',
    name: 'Forno Bruno',
    category: 'bakery',
    address: 'Zuidstraat 4, District 17, Bologna',
    priceLevel: 'expensive',
    rating: 3.8,
    turn: 0,
  },
];

/** Five venues of five kinds in five cities, with accented streets and every price level. */
export const row: RememberedVenue[] = [
  {
    placeId: 'R1',
    name: 'Warung Sari',
    category: 'warung',
    address: 'Jl. Bisma, Padangtegal, Ubud',
    priceLevel: 'inexpensive',
    rating: 4.2,
    turn: 0,
  },
  {
    placeId: 'R2',
    name: 'Museo Kalinga',
    category: 'museum',
    address: 'Oudegracht, Wijk C, Utrecht',
    priceLevel: 'free',
    rating: 4.8,
    turn: 0,
  },
  {
    placeId: 'R3',
    name: 'Trzy Kolory',
    category: 'restaurant',
    address: 'Józefa, Podgórze, Kraków',
    priceLevel: 'expensive',
    rating: 4.4,
    turn: 0,
  },
  {
    placeId: 'R4',
    name: 'Blijdorp Dierenpark',
    category: 'zoo',
    address: 'Van Aerssenlaan, Blijdorp, Rotterdam',
    priceLevel: 'very expensive',
    rating: 4.5,
    turn: 0,
  },
  {
    placeId: 'R5',
    name: 'Talipapa ng Bayan',
    category: 'market',
    address: 'Coastal Rd, Parañaque',
    priceLevel: 'moderate',
    rating: 3.9,
    turn: 0,
  },
];

/** Four Chicago steakhouses, two of them in River North. */
export const chicago: RememberedVenue[] = [
  { placeId: 'S1', name: 'Gibsons Steakhouse', address: 'Rush St, Gold Coast', priceLevel: 'very expensive', rating: 4.6, turn: 0 },
  { placeId: 'S2', name: 'RPM Steak', address: 'Kinzie St, River North', priceLevel: 'very expensive', rating: 4.5, turn: 0 },
  { placeId: 'S3', name: "Bavette's", address: 'Kinzie St, River North', priceLevel: 'expensive', rating: 4.7, turn: 0 },
  { placeId: 'S4', name: 'Chicago Cut', address: 'LaSalle Dr', priceLevel: 'expensive', rating: 4.6, turn: 0 },
];

/** A frituur and a restaurant in Gent and a jazz café in Groningen. */
export const patershol: RememberedVenue[] = [
  { placeId: 'G1', name: 'Frituur Tartaar', category: 'frituur', address: 'Korenmarkt 14, Gent', turn: 0 },
  {
    placeId: 'G2',
    name: "'t Klokhuys",
    category: 'restaurant',
    address: 'Corduwaniersstraat 65, Patershol, Gent',
    priceLevel: 'moderate',
    rating: 4.6,
    turn: 0,
  },
  {
    placeId: 'G3',
    name: 'Jazzcafé De Spieghel',
    category: 'jazzcafé',
    address: 'Peperstraat 11, Groningen',
    priceLevel: 'inexpensive',
    rating: 4.1,
    turn: 0,
  },
];

/** Four venues of four kinds, one of them by a harbour, one with "&" in its name. */
export const brugge: RememberedVenue[] = [
  { placeId: 'M1', name: 'De Visscherie', category: 'seafood', address: 'Vismarkt 8', priceLevel: 'expensive', turn: 0 },
  { placeId: 'M2', name: 'Quimet & Quimet', category: 'tapas bar', address: 'Poeta Cabanyes 25', priceLevel: 'moderate', turn: 0 },
  { placeId: 'M3', name: 'Huisbrouwerij Domus', category: 'brewpub', address: 'Tiensestraat 8', priceLevel: 'moderate', turn: 0 },
  {
    placeId: 'M4',
    name: 'Q at the Empress',
    category: 'restaurant',
    address: 'Government St, Inner Harbour',
    priceLevel: 'moderate',
    turn: 0,
  },
];

/** Five names with a sign, a number, an apostrophe or a compound ("Frituur No. 1", "Gio-ji Temple", "'t Klokhuys"). */
export const signedNames: RememberedVenue[] = [
  { placeId: 'V1', name: 'Frites Atelier', turn: 0 },
  { placeId: 'V2', name: 'Frituur No. 1', turn: 0 },
  { placeId: 'V3', name: 'Gio-ji Temple', turn: 0 },
  { placeId: 'V4', name: "Chef Tony's", turn: 0 },
  { placeId: 'V5', name: "'t Klokhuys", turn: 0 },
];
