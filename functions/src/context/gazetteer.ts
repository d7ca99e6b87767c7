// Compact place-name lists for location detection: cities, districts and the abbreviations people type.
// Kept as '|' strings so the browser bundle stays small; matched case-insensitively as whole words.

const PLACES = [
  // Metro Manila and the Philippines
  'Makati|BGC|Bonifacio Global City|Taguig|Quezon City|Manila|Metro Manila|Pasig|Pasay|Mandaluyong|San Juan|Marikina|Paranaque|Parañaque|Las Pinas|Las Piñas|Muntinlupa|Alabang|Ortigas|Cubao|Binondo|Intramuros|Poblacion|Malate|Ermita|Katipunan|Maginhawa|Tomas Morato|Kapitolyo|Eastwood|Rockwell|Greenhills|Salcedo|Legazpi Village|Antipolo|Tagaytay|Cebu|Cebu City|Davao|Baguio|Boracay|Palawan|El Nido|Coron|Iloilo|Bacolod|Siargao|Vigan|Batangas|Pampanga|Angeles|Clark|Subic|Laguna|Cavite|Bohol|Dumaguete|Cagayan de Oro|Caloocan|Valenzuela|Novaliches|Fairview|Diliman|Sampaloc|Quiapo|Tondo|Santa Rosa',
  // Netherlands and Belgium
  'Amsterdam|Rotterdam|Utrecht|Den Haag|The Hague|Leiden|Haarlem|Delft|Eindhoven|Groningen|Maastricht|Nijmegen|Arnhem|Zwolle|Breda|Tilburg|Alkmaar|Amersfoort|Gouda|Dordrecht|Zaandam|Hilversum|Deventer|Enschede|Leeuwarden|Den Bosch|Scheveningen|Zandvoort|Texel|Volendam|Giethoorn|De Pijp|Jordaan|Oost|Noord|Brussel|Brussels|Antwerpen|Antwerp|Gent|Ghent|Brugge|Bruges|Leuven',
  // Europe
  'London|Paris|Lyon|Marseille|Nice|Bordeaux|Toulouse|Berlin|Munich|München|Hamburg|Frankfurt|Cologne|Köln|Vienna|Wien|Zurich|Zürich|Geneva|Rome|Milan|Florence|Venice|Naples|Madrid|Barcelona|Seville|Sevilla|Valencia|Malaga|Granada|Lisbon|Lisboa|Porto|Sintra|Dublin|Edinburgh|Glasgow|Manchester|Liverpool|Birmingham|Bristol|Oxford|Cambridge|Brighton|Bath|York|Copenhagen|Stockholm|Oslo|Helsinki|Reykjavik|Prague|Budapest|Warsaw|Krakow|Athens|Santorini|Istanbul|Moscow|Dubrovnik|Split|Soho|Shoreditch|Camden|Notting Hill|Kensington|Chelsea|Westminster|Covent Garden|Montmartre|Le Marais|Marais|Trastevere|Kreuzberg|Mitte|Alfama|Bairro Alto|Chiado|Baixa|Belem|Belém|Gaia|Vila Nova de Gaia|Lissabon|Parijs|Londen|Tokio|Keulen|Praag|Wenen|Kopenhagen|Rijsel|Napels|Florence|Venetië|Athene',
  // Asia, Middle East, Africa, Oceania
  'Little India|Kampong Glam|Tiong Bahru|Katong|Marina Bay|Orchard|Sentosa|Clarke Quay|Tsukiji|Shimokitazawa|Ebisu|Nakameguro|Tokyo|Shibuya|Shinjuku|Ginza|Asakusa|Roppongi|Harajuku|Akihabara|Ikebukuro|Ueno|Osaka|Namba|Umeda|Dotonbori|Kyoto|Gion|Nara|Sapporo|Fukuoka|Hiroshima|Yokohama|Kobe|Nagoya|Okinawa|Seoul|Gangnam|Itaewon|Hongdae|Myeongdong|Busan|Jeju|Beijing|Shanghai|Hong Kong|Kowloon|Macau|Taipei|Singapore|Kuala Lumpur|Penang|Bangkok|Chiang Mai|Phuket|Hanoi|Ho Chi Minh City|Saigon|Da Nang|Hoi An|Jakarta|Bali|Ubud|Yogyakarta|Delhi|New Delhi|Mumbai|Bangalore|Chennai|Kolkata|Goa|Jaipur|Kathmandu|Colombo|Dubai|Abu Dhabi|Doha|Tel Aviv|Jerusalem|Cairo|Marrakech|Nairobi|Cape Town|Johannesburg|Lagos|Sydney|Melbourne|Brisbane|Perth|Adelaide|Auckland|Wellington|Queenstown',
  // The Americas
  'New York|New York City|Manhattan|Brooklyn|Queens|Bronx|Harlem|Los Angeles|Hollywood|Santa Monica|Beverly Hills|Pasadena|Malibu|Long Beach|Anaheim|Irvine|San Diego|La Jolla|San Francisco|Oakland|Berkeley|San Jose|Palo Alto|Mountain View|Sunnyvale|Santa Clara|Cupertino|Milpitas|Fremont|Hayward|Pleasanton|Livermore|Dublin|San Ramon|Danville|Walnut Creek|Lafayette|Orinda|Moraga|Concord|Pleasant Hill|Martinez|Benicia|Vallejo|Vacaville|Fairfield|Napa|Yountville|Sonoma|Petaluma|Santa Rosa|Rohnert Park|Healdsburg|San Rafael|Mill Valley|Sausalito|Novato|Corte Madera|San Mateo|Redwood City|Menlo Park|Stanford|San Carlos|Belmont|Burlingame|Millbrae|Daly City|Half Moon Bay|Los Gatos|Saratoga|Campbell|Los Altos|Gilroy|Morgan Hill|Castro Valley|San Leandro|Alameda|Albany|Emeryville|Richmond|El Cerrito|Newark|Union City|Santa Cruz|Monterey|Carmel|Sacramento|Davis|Fresno|Bakersfield|Santa Barbara|Palm Springs|Riverside|Seattle|Tacoma|Portland|Spokane|Boise|Phoenix|Scottsdale|Tempe|Tucson|Las Vegas|Reno|Salt Lake City|Denver|Boulder|Austin|Dallas|Houston|San Antonio|Fort Worth|El Paso|Chicago|Milwaukee|Minneapolis|Detroit|Cleveland|Columbus|Cincinnati|Indianapolis|St. Louis|Saint Louis|Kansas City|Omaha|Nashville|Memphis|Louisville|Atlanta|Savannah|Charleston|Charlotte|Raleigh|Miami|Miami Beach|Orlando|Tampa|New Orleans|Boston|Cambridge|Providence|Hartford|New Haven|Philadelphia|Pittsburgh|Baltimore|Washington|Washington D.C.|District of Columbia|Jersey City|Hoboken|Buffalo|Honolulu|Anchorage|Toronto|Vancouver|Montreal|Ottawa|Calgary|Quebec City|Mexico City|Cancun|Guadalajara|Oaxaca|Tulum|Havana|Lima|Cusco|Bogota|Medellin|Cartagena|Buenos Aires|Santiago|Rio de Janeiro|Sao Paulo|Chinatown|Little Italy|Koreatown|Greenwich Village|Williamsburg|Mission District|North Beach|Union Square|Fisherman\'s Wharf|Downtown|Midtown',
].join('|');

/** Abbreviations and nicknames, kept as typed. Short ones match in lower case only after a preposition. */
const ABBREVIATIONS =
  'SF|San Fran|SFO|NYC|NY|LA|LAX|DC|D.C.|SD|ATL|KL|CDMX|Chi-town|Chitown|Philly|Vegas|NOLA|PDX|BGC|QC|MNL|HK|BKK|SG|Big Apple|Frisco|Beantown|H-Town|Nueva York';

const REGIONS =
  'UK|U.K.|USA|US|U.S.|England|Scotland|Wales|Ireland|France|Spain|Italy|Germany|Netherlands|Nederland|Belgium|Portugal|Japan|Korea|China|Taiwan|Thailand|Vietnam|Malaysia|Indonesia|India|Philippines|Australia|New Zealand|Canada|Mexico|Brazil|Argentina|Peru|Colombia|Kenya|Egypt|Morocco|South Africa|Ontario|Quebec|BC|British Columbia|Alberta|California|Texas|Florida|New Jersey|Oregon|Washington State|Illinois|Nevada|Arizona|Georgia|Colorado|Massachusetts|Pennsylvania|Metro Manila|NCR|Cebu|Noord-Holland|Zuid-Holland|[A-Z]{2}';

function toSet(list: string): Set<string> {
  return new Set(list.split('|').map((name) => name.toLowerCase()));
}

export const PLACE_NAMES = toSet(PLACES);
/** Countries and states: in a general question they do not replace a known city. */
export const COUNTRY_NAMES = toSet(
  `${REGIONS.replace('|[A-Z]{2}', '')}|Pilipinas|Japon|Hapon|Spanje|Frankrijk|Duitsland|Italië|Italie|België|Belgie|Engeland|Griekenland|Turkije|Amerika|Verenigde Staten|Zwitserland|Oostenrijk|Thailand|Singapore|Europe|Europa|Asia|Azië`,
);
export const ABBREVIATION_NAMES = toSet(ABBREVIATIONS);
const ALL_NAMES = new Set([...PLACE_NAMES, ...ABBREVIATION_NAMES]);
/** A known city, district or abbreviation ("nola", "Trastevere"), any case. */
export const isKnownPlace = (name: string) => ALL_NAMES.has(name.toLowerCase());
const MAX_NAME_WORDS = 4;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface GazetteerMatch {
  /** As typed, e.g. "new york", "SF". */
  raw: string;
  index: number;
}

/** Known names in the text, longest first at each position; a Set lookup per word, no giant regex to compile. */
export function findGazetteerNames(text: string): GazetteerMatch[] {
  const words = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}.'’-]*/gu)];
  const out: GazetteerMatch[] = [];
  for (let i = 0; i < words.length; ) {
    let found = 0;
    for (let n = Math.min(MAX_NAME_WORDS, words.length - i); n >= 1 && !found; n--) {
      const first = words[i].index ?? 0;
      const lastWord = words[i + n - 1];
      const end = (lastWord.index ?? 0) + lastWord[0].length;
      const raw = text.slice(first, end);
      if (n > 1 && /[^\S]{2,}|[^\p{L}\p{N}.'’\s-]/u.test(raw.replace(/[.'’-]/g, ''))) continue;
      for (const candidate of [raw, raw.replace(/[.'’-]+$/, '')]) {
        if (ALL_NAMES.has(candidate.toLowerCase().replace(/\s+/g, ' '))) {
          out.push({ raw: candidate, index: first });
          found = n;
          break;
        }
      }
    }
    i += found || 1;
  }
  return out;
}
const regionAlternatives = REGIONS.split('|').filter((r) => r !== '[A-Z]{2}').map(escape).join('|');
/** A region after a city ("London, England", "Vancouver BC", "Phoenix, AZ") belongs to the location. */
export const REGION_PATTERN = new RegExp(`^(?:,?\\s+(?:[A-Z]{2}|(?:${regionAlternatives}))|,\\s*(?:${regionAlternatives.toLowerCase()}))(?![\\w'-])`);
/** After a comma the region may be typed in any case ("London, Uk", "paris, france"). */
export const COMMA_REGION_PATTERN = new RegExp(`^,\\s*(?:${regionAlternatives})(?![\\w'-])`, 'i');
