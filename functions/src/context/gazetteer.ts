// Compact place-name lists for location detection: cities, districts and the abbreviations people type.
// Kept as '|' strings so the browser bundle stays small; matched case-insensitively as whole words.
import { NEIGHBOURHOODS } from './neighbourhoods';

const PLACES = [
  // Metro Manila and the Philippines
  'Makati|BGC|Bonifacio Global City|Taguig|Quezon City|Manila|Metro Manila|Pasig|Pasay|Mandaluyong|San Juan|Marikina|Paranaque|Parañaque|Las Pinas|Las Piñas|Muntinlupa|Alabang|Ortigas|Cubao|Binondo|Intramuros|Poblacion|Malate|Ermita|Katipunan|Maginhawa|Tomas Morato|Kapitolyo|Eastwood|Rockwell|Greenhills|Salcedo|Legazpi Village|Antipolo|Tagaytay|Cebu|Cebu City|Davao|Baguio|Boracay|Palawan|El Nido|Coron|Iloilo|Bacolod|Siargao|Vigan|Batangas|Pampanga|Angeles|Angeles City|Clark|Subic|Laguna|Cavite|Bohol|Dumaguete|Cagayan de Oro|Caloocan|Valenzuela|Novaliches|Fairview|Diliman|Sampaloc|Quiapo|Tondo|Santa Rosa|Lahug|IT Park|Banilad|Mactan|Lapu-Lapu|Mandaue|Moalboal|Oslob|Panglao|Siquijor|Sagada|La Union|Camiguin|Puerto Princesa|Tacloban|Legazpi|Zamboanga|General Santos|Jaro|Silay|Dauin|Tuguegarao|Laoag|Pagudpud|Baler|Dagupan',
  // Netherlands and Belgium
  'Amsterdam|Rotterdam|Utrecht|Den Haag|The Hague|Leiden|Haarlem|Delft|Eindhoven|Groningen|Maastricht|Nijmegen|Arnhem|Zwolle|Breda|Tilburg|Alkmaar|Amersfoort|Gouda|Dordrecht|Zaandam|Hilversum|Deventer|Enschede|Leeuwarden|Den Bosch|Scheveningen|Zandvoort|Texel|Volendam|Giethoorn|De Pijp|Jordaan|Oost|Noord|Brussel|Brussels|Antwerpen|Antwerp|Gent|Ghent|Brugge|Bruges|Leuven|Mechelen|Hasselt|Kortrijk|Oostende|Ostend|Knokke|De Haan|Eilandje|Patershol|Marollen|Elsene|Ixelles|Sint-Gillis|Saint-Gilles|Schaarbeek|Ukkel|Berchem|Borgerhout|Namen|Namur|Luik|Liège|Ieper|Durbuy|Dinant|Kralingen|Delfshaven|Katendrecht|Westerpark|Oud-West|De Wallen|Wittevrouwen|Lombok',
  // Europe
  'London|Paris|Lyon|Marseille|Nice|Bordeaux|Toulouse|Berlin|Munich|München|Hamburg|Frankfurt|Cologne|Köln|Vienna|Wien|Zurich|Zürich|Geneva|Rome|Milan|Florence|Venice|Naples|Madrid|Barcelona|Seville|Sevilla|Valencia|Malaga|Granada|Lisbon|Lisboa|Porto|Sintra|Dublin|Edinburgh|Glasgow|Manchester|Liverpool|Birmingham|Bristol|Oxford|Cambridge|Brighton|Bath|York|Copenhagen|Stockholm|Oslo|Helsinki|Reykjavik|Prague|Budapest|Warsaw|Krakow|Athens|Santorini|Istanbul|Moscow|Dubrovnik|Split|Soho|Shoreditch|Camden|Notting Hill|Kensington|Chelsea|Westminster|Covent Garden|Montmartre|Le Marais|Marais|Trastevere|Kreuzberg|Mitte|Alfama|Bairro Alto|Chiado|Baixa|Belem|Belém|Gaia|Vila Nova de Gaia|Lissabon|Parijs|Londen|Tokio|Keulen|Maynila|Ho Chi Minhstad|Ho Chi Minh-stad|Ho Chi Minh Stad|Praag|Wenen|Kopenhagen|Rijsel|Napels|Florence|Venetië|Athene',
  // Asia, Middle East, Africa, Oceania
  'Little India|Kampong Glam|Tiong Bahru|Katong|Marina Bay|Orchard|Sentosa|Clarke Quay|Tsukiji|Shimokitazawa|Ebisu|Nakameguro|Tokyo|Shibuya|Shinjuku|Ginza|Asakusa|Roppongi|Harajuku|Akihabara|Ikebukuro|Ueno|Osaka|Namba|Umeda|Dotonbori|Kyoto|Gion|Nara|Sapporo|Fukuoka|Hiroshima|Yokohama|Kobe|Nagoya|Okinawa|Seoul|Gangnam|Itaewon|Hongdae|Myeongdong|Busan|Jeju|Beijing|Shanghai|Hong Kong|Kowloon|Macau|Taipei|Singapore|Kuala Lumpur|Penang|Bangkok|Chiang Mai|Phuket|Hanoi|Ho Chi Minh City|Saigon|Da Nang|Hoi An|Jakarta|Bali|Ubud|Yogyakarta|Delhi|New Delhi|Mumbai|Bangalore|Chennai|Kolkata|Goa|Jaipur|Kathmandu|Colombo|Dubai|Abu Dhabi|Doha|Tel Aviv|Jerusalem|Cairo|Marrakech|Nairobi|Cape Town|Johannesburg|Lagos|Sydney|Melbourne|Brisbane|Perth|Adelaide|Auckland|Wellington|Queenstown',
  // The Americas
  'New York|New York City|Manhattan|Brooklyn|Queens|Bronx|Harlem|Los Angeles|Hollywood|Santa Monica|Beverly Hills|Pasadena|Malibu|Long Beach|Anaheim|Irvine|San Diego|La Jolla|San Francisco|Oakland|Berkeley|San Jose|Palo Alto|Mountain View|Sunnyvale|Santa Clara|Cupertino|Milpitas|Fremont|Hayward|Pleasanton|Livermore|Dublin|San Ramon|Danville|Walnut Creek|Lafayette|Orinda|Moraga|Concord|Pleasant Hill|Martinez|Benicia|Vallejo|Vacaville|Fairfield|Napa|Yountville|Sonoma|Petaluma|Santa Rosa|Rohnert Park|Healdsburg|San Rafael|Mill Valley|Sausalito|Novato|Corte Madera|San Mateo|Redwood City|Menlo Park|Stanford|San Carlos|Belmont|Burlingame|Millbrae|Daly City|Half Moon Bay|Los Gatos|Saratoga|Campbell|Los Altos|Gilroy|Morgan Hill|Castro Valley|San Leandro|Alameda|Albany|Emeryville|Richmond|El Cerrito|Newark|Union City|Santa Cruz|Monterey|Carmel|Sacramento|Davis|Fresno|Bakersfield|Santa Barbara|Palm Springs|Riverside|Seattle|Tacoma|Portland|Spokane|Boise|Phoenix|Scottsdale|Tempe|Tucson|Las Vegas|Reno|Salt Lake City|Denver|Boulder|Austin|Dallas|Houston|San Antonio|Fort Worth|El Paso|Chicago|Milwaukee|Minneapolis|Detroit|Cleveland|Columbus|Cincinnati|Indianapolis|St. Louis|Saint Louis|Kansas City|Omaha|Nashville|Memphis|Louisville|Atlanta|Savannah|Charleston|Charlotte|Raleigh|Miami|Miami Beach|Orlando|Tampa|New Orleans|Boston|Cambridge|Providence|Hartford|New Haven|Philadelphia|Pittsburgh|Baltimore|Washington|Washington D.C.|District of Columbia|Jersey City|Hoboken|Buffalo|Honolulu|Anchorage|Toronto|Vancouver|Montreal|Ottawa|Calgary|Quebec City|Mexico City|Cancun|Guadalajara|Oaxaca|Tulum|Havana|Lima|Cusco|Bogota|Medellin|Cartagena|Buenos Aires|Santiago|Rio de Janeiro|Sao Paulo|Chinatown|Little Italy|Koreatown|Greenwich Village|Williamsburg|Mission District|North Beach|Union Square|Fisherman\'s Wharf|Downtown|Midtown',
  // More world cities and tourist towns (matched like the rest: any case, accents optional)
  'Legazpi|Legaspi|Naga|Tacloban|Zamboanga|Puerto Princesa|Tuguegarao|Laoag|Dagupan|Olongapo|Calamba|Lucena|Iligan|Butuan|Surigao|Roxas|Roxas City|Ormoc|Tagbilaran|Siquijor|Camiguin|General Santos|Cotabato|Koronadal|Dipolog|Dapitan|Ozamiz|Pagadian|Malaybalay|Bukidnon|Tagum|Digos|Marawi|Kidapawan|Sagada|Banaue|Bontoc|La Union|San Fernando|Pagudpud|Baler|Tarlac|Malolos|Bulacan|Meycauayan|Lipa|Nasugbu|Calatagan|Anilao|Puerto Galera|Mindoro|Calapan|Romblon|Marinduque|Masbate|Sorsogon|Donsol|Albay|Daet|Catanduanes|Samar|Leyte|Catbalogan|Kalibo|Caticlan|Aklan|Capiz|Guimaras|Negros|Silay|Bantayan|Malapascua|Moalboal|Oslob|Mactan|Lapu-Lapu|Mandaue|Talisay|Panglao|Nueva Ecija|Cabanatuan|Cauayan|Batanes|Ilocos|Ilocos Norte|Ilocos Sur|San Pablo|Los Banos|Binan|Cabuyao|Dasmarinas|Imus|Bacoor|General Trias|Navotas|Malabon|Cainta|Taytay|Binangonan|Angono|Tanay|Nuvali|Samal|Jolo|Mindanao|Visayas|Luzon|Rizal|Quezon|Pangasinan|Zambales|Bataan|Nueva Vizcaya|Benguet|Iloilo City|Davao City|Bacolod City',
  'Middelburg|Hoorn|Apeldoorn|Almere|Zoetermeer|Schiedam|Vlissingen|Zierikzee|Harderwijk|Zutphen|Doesburg|Venlo|Roermond|Sittard|Heerlen|Valkenburg|Helmond|Hertogenbosch|\'s-Hertogenbosch|Roosendaal|Bergen op Zoom|Vlieland|Terschelling|Ameland|Schiermonnikoog|Monnickendam|Enkhuizen|Medemblik|Purmerend|Hoofddorp|Amstelveen|Naarden|Muiden|Bussum|Wageningen|Veenendaal|Culemborg|Gorinchem|Schoonhoven|Kinderdijk|Katwijk|Noordwijk|Wassenaar|Lisse|Sneek|Harlingen|Franeker|Dokkum|Assen|Emmen|Meppel|Hengelo|Almelo|Oldenzaal|Doetinchem|Winterswijk|Tiel|Hasselt|Mechelen|Namur|Namen|Liège|Luik|Oostende|Ostend|Kortrijk|Knokke|De Panne|Ieper|Ypres|Dinant|Durbuy|Charleroi|Mons|Tournai|Doornik|Aalst|Genk|Tongeren|Sint-Truiden|Turnhout|Blankenberge|Nieuwpoort|Waterloo|Arlon|Bastogne|Boedapest|Aken|Berlijn|Moskou|Milaan|Turijn|Genua|Straatsburg|Edinburg|Warschau|Krakau|Boekarest|Belgrado|Istanboel|Peking|Kaapstad|Genève|Bazel|Triëst|Duinkerke|Calais|Kales|Sint-Petersburg|Kreta|Lyon',
  'Bern|Luxembourg|Monaco|Andorra|Vaduz|Valletta|Ljubljana|Zagreb|Belgrade|Sarajevo|Podgorica|Skopje|Tirana|Pristina|Bucharest|Chisinau|Kyiv|Kiev|Minsk|Vilnius|Riga|Tallinn|Tbilisi|Yerevan|Baku|Batumi|Kutaisi|Bratislava|Nicosia|Limassol|Paphos|Salzburg|Innsbruck|Hallstatt|Graz|Lucerne|Luzern|Interlaken|Zermatt|Basel|Lausanne|Lugano|Montreux|Stuttgart|Dresden|Leipzig|Nuremberg|Nürnberg|Heidelberg|Düsseldorf|Bonn|Bremen|Hannover|Hanover|Rothenburg|Freiburg|Aachen|Trier|Potsdam|Strasbourg|Lille|Nantes|Rennes|Montpellier|Avignon|Cannes|Antibes|Aix-en-Provence|Annecy|Chamonix|Reims|Dijon|Biarritz|Versailles|Colmar|Carcassonne|Saint-Tropez|Monte Carlo|Turin|Torino|Bologna|Genoa|Verona|Pisa|Siena|Lucca|Palermo|Catania|Bari|Lecce|Amalfi|Positano|Sorrento|Capri|Lake Como|Cinque Terre|Trieste|Padua|Bergamo|Taormina|Bilbao|San Sebastian|Donostia|Cordoba|Toledo|Salamanca|Segovia|Zaragoza|Ibiza|Mallorca|Majorca|Palma|Tenerife|Gran Canaria|Marbella|Cadiz|Ronda|Alicante|Santiago de Compostela|Faro|Coimbra|Braga|Madeira|Funchal|Azores|Evora|Cascais|Galway|Belfast|Killarney|Cardiff|Leeds|Newcastle|Sheffield|Nottingham|Inverness|Aberdeen|Canterbury|Stratford-upon-Avon|Windsor|Cotswolds|Bergen|Tromso|Tromsø|Stavanger|Gothenburg|Göteborg|Malmö|Uppsala|Aarhus|Odense|Turku|Rovaniemi|Tampere|Gdansk|Wroclaw|Poznan|Lodz|Zakopane|Brno|Cesky Krumlov|Karlovy Vary|Debrecen|Thessaloniki|Mykonos|Crete|Heraklion|Chania|Rhodes|Corfu|Naxos|Paros|Nafplio|Meteora|Antalya|Cappadocia|Izmir|Bodrum|Ankara|Fethiye|Kotor|Budva|Zadar|Hvar|Rovinj|Plitvice|Mostar|Ohrid|Piran|Novi Sad|Plovdiv|Varna|Brasov|Sibiu|Cluj|Cluj-Napoca|Lviv|Odessa|Odesa|St. Petersburg|Saint Petersburg|Kazan|Kaunas|Tartu',
  'Riyadh|Jeddah|Mecca|Medina|Muscat|Kuwait City|Manama|Sharjah|Amman|Beirut|Damascus|Baghdad|Tehran|Isfahan|Shiraz|Haifa|Eilat|Bethlehem|Aqaba|Casablanca|Fes|Fez|Rabat|Tangier|Chefchaouen|Essaouira|Agadir|Tunis|Algiers|Tripoli|Luxor|Aswan|Alexandria|Hurghada|Sharm el Sheikh|Addis Ababa|Kigali|Kampala|Dar es Salaam|Zanzibar|Arusha|Mombasa|Accra|Dakar|Abuja|Kinshasa|Luanda|Windhoek|Gaborone|Harare|Lusaka|Maputo|Durban|Pretoria|Stellenbosch|Port Elizabeth|Victoria Falls|Antananarivo|Port Louis|Abidjan|Bamako|Timbuktu|Canberra|Hobart|Cairns|Gold Coast|Byron Bay|Noosa|Alice Springs|Fremantle|Christchurch|Rotorua|Dunedin|Napier|Taupo|Suva|Nadi|Apia|Port Moresby|Noumea|Papeete|Bora Bora|Tahiti',
  'Kanazawa|Nikko|Hakone|Kamakura|Takayama|Sendai|Nagasaki|Kagoshima|Kumamoto|Matsumoto|Naha|Kawaguchiko|Niseko|Hakodate|Otaru|Okayama|Himeji|Kochi|Matsuyama|Beppu|Miyajima|Incheon|Daegu|Gwangju|Daejeon|Gyeongju|Sokcho|Suwon|Jeonju|Kaohsiung|Tainan|Taichung|Hualien|Jiufen|Taitung|Chengdu|Xi\'an|Xian|Guangzhou|Shenzhen|Hangzhou|Suzhou|Guilin|Chongqing|Kunming|Lijiang|Harbin|Qingdao|Xiamen|Nanjing|Wuhan|Nha Trang|Dalat|Da Lat|Ha Long|Halong|Halong Bay|Ha Long Bay|Phu Quoc|Can Tho|Hai Phong|Haiphong|Vung Tau|Mui Ne|Ninh Binh|Quy Nhon|Bandung|Surabaya|Medan|Lombok|Makassar|Semarang|Malang|Labuan Bajo|Seminyak|Canggu|Kuta|Sanur|Nusa Penida|Jimbaran|Uluwatu|Ipoh|Malacca|Melaka|George Town|Georgetown|Johor Bahru|Kota Kinabalu|Kuching|Langkawi|Cameron Highlands|Putrajaya|Shah Alam|Petaling Jaya|Pattaya|Krabi|Koh Samui|Ko Samui|Koh Phangan|Koh Tao|Koh Lanta|Hua Hin|Chiang Rai|Ayutthaya|Ao Nang|Khao Lak|Udon Thani|Khon Kaen|Kanchanaburi|Sukhothai|Phnom Penh|Siem Reap|Kampot|Sihanoukville|Battambang|Vientiane|Luang Prabang|Vang Vieng|Yangon|Mandalay|Bagan|Bandar Seri Begawan|Hyderabad|Pune|Ahmedabad|Agra|Varanasi|Udaipur|Jodhpur|Amritsar|Rishikesh|Kerala|Mysore|Pondicherry|Lucknow|Chandigarh|Shimla|Manali|Darjeeling|Srinagar|Karachi|Lahore|Islamabad|Dhaka|Chittagong|Pokhara|Thimphu|Kandy|Galle|Tashkent|Samarkand|Bukhara|Almaty|Astana|Bishkek|Ulaanbaatar|Ulan Bator',
  // Neighbourhoods of the cities people ask about most
  'Salcedo Village|Legaspi Village|Legazpi Village|Teachers Village|UP Village|Loyola Heights|Scout Area|Kamuning|San Antonio Village|Bel-Air|Greenhills|Capitol Commons|McKinley Hill|Uptown Bonifacio|Banawe|Timog|West Avenue|Xavierville|San Lorenzo Village|Magallanes|Filinvest|Ayala Alabang|BF Homes|Moonwalk|Mandaluyong City|Pasig City|Makati City|Taguig City|' +
  'Amsterdam-Noord|Amsterdam Noord|Amsterdam-Oost|Amsterdam Oost|Amsterdam-Zuid|Amsterdam Zuid|Amsterdam-West|Amsterdam West|Amsterdam-Centrum|Nieuw-West|Oud-West|Oud-Zuid|Westerpark|De Baarsjes|Indische Buurt|NDSM|IJburg|Plantage|Grachtengordel|Museumkwartier|Utrecht Centrum|Lombok|Wittevrouwen|Rotterdam-Zuid|Kralingen|Katendrecht|Delfshaven|' +
  'Mission District|Mission|Haight-Ashbury|Haight Ashbury|Castro|Noe Valley|North Beach|SoMa|Hayes Valley|Nob Hill|Russian Hill|Marina District|Pacific Heights|Inner Sunset|Outer Sunset|Inner Richmond|Outer Richmond|Dogpatch|Presidio|Embarcadero|Fisherman\'s Wharf|Tenderloin|Japantown|Bernal Heights|' +
  'Silver Lake|Silverlake|Echo Park|Los Feliz|Koreatown|Boyle Heights|Highland Park|Arts District|West Hollywood|Downtown LA|DTLA|Venice Beach|Culver City|' +
  'Williamsburg|Greenpoint|Bushwick|DUMBO|Park Slope|Carroll Gardens|Astoria|Flushing|Jackson Heights|Long Island City|East Village|West Village|Greenwich Village|Lower East Side|SoHo|Tribeca|Chelsea|Upper West Side|Upper East Side|Hell\'s Kitchen|Chinatown NYC|Little Italy|' +
  'Koenji|Nakano|Kichijoji|Daikanyama|Kagurazaka|Yanaka|Akasaka|Odaiba|Omotesando|Aoyama|Meguro|Sangenjaya|Shinsaibashi|Tenma|Shinsekai|Kitashinchi|' +
  'Principe Real|Príncipe Real|Cais do Sodré|Cais do Sodre|Alfama|Bairro Alto|Chiado|Baixa|Belém|Mouraria|Graça|Alcântara|Campo de Ourique|Ribeira|Foz do Douro|Matosinhos',
  'Reading|Oxford|Cambridge|Brighton|Bristol|Canterbury|Cardiff|Leeds|Newcastle|Nottingham|Sheffield|Stratford-upon-Avon|Windermere|Mobile|Orange Beach|Gulf Shores|Pensacola|Destin|Biloxi|Galveston|Da\'an|Xinyi|Ximending|Villefranche-sur-Mer|Antibes|Menton|Eze|Saint-Tropez|Hvar|Dubrovnik|Korcula|Zadar|Rovinj|Kotor|Budva|Ohrid|Plovdiv|Brasov|Sibiu|Moalboal|Oslob|Malapascua|Bantayan|Camotes|Panglao|Port Barton|San Vicente|Baler|Pagudpud|Batanes|Caramoan|Donsol|Sipalay|Guimaras',
  'Sukhumvit|Silom|Thonglor|Thong Lo|Ekkamai|Ratchathewi|Khao San|Khao San Road|Bukit Bintang|Bangsar|KLCC|Petaling Street|District 1|District 3|Thao Dien|Tay Ho|Mong Kok|Mongkok|Tsim Sha Tsui|TST|Sheung Wan|Sham Shui Po|Causeway Bay|Wan Chai|Wanchai|Roma Norte|Roma|Condesa|La Condesa|Coyoacán|Coyoacan|Polanco|San Telmo|Recoleta|Miraflores|Barranco|El Poblado|Laureles|Ipanema|Copacabana|Leblon|Santa Teresa|Lapa|Vila Madalena|Pinheiros|Kensington Market|Queen West|Mile End|Le Plateau|Plateau Mont-Royal|Wicker Park|Logan Square|Pilsen|West Loop|River North|French Quarter|Marigny|Garden District|Capitol Hill|Ballard|Gastown|Kitsilano|Launceston|Tasmania|Cradle Mountain|Freycinet|Waiheke|Waiheke Island|Fitzroy|Collingwood|St Kilda|South Yarra|Prahran|Southbank|Docklands|Surry Hills|Newtown|Bondi|Bondi Beach|Manly|Paddington|Glebe|Darlinghurst|Darling Harbour|Circular Quay|Chippendale|Marrickville|Fortitude Valley|Darwin|Blue Mountains|Yarra Valley|Great Ocean Road|Mornington Peninsula|Phillip Island|Hunter Valley|Barossa|Barossa Valley|Ponsonby|Stirling|St Andrews|Saint Andrews|Glencoe|Fort William|Pitlochry|Oban|Isle of Skye|Skye|Dundee|Leith|Lake District|Arayat|La Trinidad|Oudenaarde|Cameron Highlands|Genting Highlands|Óbidos|Obidos|Nazaré|Nazare|Ávila|Avila|Girona|Sitges|Montserrat|Figueres|Córdoba|Cinque Terre|Mont Saint-Michel|Ravello|' +
  'Victoria|Hue|Huế|Sapa|Sa Pa|Pompeii|Sicily|Sardinia|Arles|Giverny|Bruxelles|Marken|Domburg|Marrakesh|General Luna|Santa Fe|Albuquerque|Taos|Sedona|Flagstaff|Vail|Jackson Hole|Park City|Moab|Key West|Fort Lauderdale|St. Augustine|Saint Augustine|Asheville|Annapolis|Burlington|Nantucket|Martha\'s Vineyard|Cape Cod|Newport|Salem|Lexington|Charlottesville|Chattanooga|Knoxville|Gatlinburg|Branson|Sioux Falls|Fargo|Des Moines|Little Rock|Montgomery|Baton Rouge|Galveston|Corpus Christi|Juneau|Fairbanks|Maui|Oahu|Kauai|Lahaina|Waikiki|Big Sur|Lake Tahoe|Yosemite|Mendocino|Paso Robles|San Luis Obispo|Solvang|Laguna Beach|Newport Beach|Huntington Beach|Venice Beach|Olympia|Cheyenne|Bismarck|Topeka|Oklahoma City|Tulsa|Jefferson City|Springfield|Frankfort|Tallahassee|Montpelier|Augusta|Trenton|Dover|Harrisburg|Lansing|Saint Paul|St. Paul|Carson City|Atlantic City|Niagara Falls|Ithaca|Cooperstown|Lancaster|Gettysburg|Rochester|Syracuse|Grand Rapids|Ann Arbor|Traverse City|Mackinac Island|Duluth|Banff|Whistler|Halifax|Winnipeg|Edmonton|Saskatoon|Kelowna|Niagara-on-the-Lake|Charlottetown|Tofino|Puerto Vallarta|Playa del Carmen|Cabo San Lucas|Los Cabos|Cabo|San Miguel de Allende|Merida|Puebla|Monterrey|Tijuana|Ensenada|Guanajuato|Acapulco|Mazatlan|Cozumel|Isla Mujeres|Guatemala City|Antigua|Panama City|Tamarindo|Managua|Tegucigalpa|San Salvador|Belize City|Santo Domingo|Punta Cana|Kingston|Montego Bay|Nassau|Bridgetown|Port of Spain|Willemstad|Oranjestad|Curacao|Aruba|Bonaire|Quito|Guayaquil|Cuenca|Galapagos|Sucre|Uyuni|Arequipa|Machu Picchu|Caracas|Santa Marta|Montevideo|Punta del Este|Asuncion|Mendoza|Bariloche|Salta|Ushuaia|Valparaiso|San Pedro de Atacama|Florianopolis|Brasilia|Recife|Fortaleza|Belo Horizonte|Curitiba|Porto Alegre|Manaus|Paraty|Foz do Iguacu|Iguazu|Paramaribo',
].join('|');

/** Abbreviations and nicknames, kept as typed. Short ones match in lower case only after a preposition. */
const ABBREVIATIONS =
  'SF|San Fran|HCMC|CDO|GenSan|SFO|NYC|NY|LA|LAX|DC|D.C.|SD|ATL|KL|CDMX|Chi-town|Chitown|Philly|Vegas|NOLA|PDX|BGC|QC|MNL|HK|BKK|SG|Big Apple|Frisco|Beantown|H-Town|Nueva York|R\'dam|A\'dam';

const REGIONS =
  'UK|U.K.|USA|US|U.S.|England|Scotland|Wales|Ireland|France|Spain|Italy|Germany|Netherlands|Nederland|Belgium|Portugal|Japan|Korea|China|Taiwan|Thailand|Vietnam|Malaysia|Indonesia|India|Philippines|Australia|New Zealand|Canada|Mexico|Brazil|Argentina|Peru|Colombia|Kenya|Egypt|Morocco|South Africa|Ontario|Quebec|BC|British Columbia|Alberta|California|Texas|Florida|New Jersey|Oregon|Washington State|Illinois|Nevada|Arizona|Georgia|Colorado|Massachusetts|Pennsylvania|Metro Manila|NCR|Cebu|Noord-Holland|Zuid-Holland|[A-Z]{2}';

/** Lookup key: lower case, accents and curly apostrophes dropped ("Parañaque" = "paranaque", "Liège" = "liege"). */
export const placeKey = (name: string) =>
  // Plain ASCII (most words) has no accents or curly apostrophes to drop: skip the Unicode work.
  (/[^\x00-\x7f]/.test(name) ? plainLetters(name.normalize('NFD').replace(/\p{M}/gu, '').replace(/’/g, "'")) : name).toLowerCase().replace(/\s+/g, ' ');

/** Letters that carry their mark inside them, so NFD leaves them whole: "Bát Đàn" is typed "bat dan", "Smørrebrød" "smorrebrod". */
const OWN_LETTERS: Record<string, string> = { đ: 'd', Đ: 'D', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', ı: 'i', İ: 'I', æ: 'ae', Æ: 'Ae', œ: 'oe', Œ: 'Oe', ß: 'ss' };
export function plainLetters(text: string): string {
  return text.replace(/[đĐøØłŁıİæÆœŒß]/g, (c) => OWN_LETTERS[c]);
}

function toSet(list: string): Set<string> {
  return new Set(list.split('|').map(placeKey));
}

export const PLACE_NAMES = toSet(PLACES);
/** How each known name is written ("BGC", "Villefranche-sur-Mer"), by its lookup key; the first spelling listed wins. */
const SPELLINGS = new Map<string, string>();
for (const name of `${PLACES}|${ABBREVIATIONS}`.split('|')) if (!SPELLINGS.has(placeKey(name))) SPELLINGS.set(placeKey(name), name);
/** The usual spelling of a known name typed in any case: "bgc" is "BGC", "da'an" is "Da'an". */
export const knownSpelling = (name: string): string | undefined => SPELLINGS.get(placeKey(name));
/** One swap of neighbours, or one letter added, dropped or changed: "musuem", "resturant". */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1 || b.length < 5) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || swapsTwo(a, b);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
/** \`a\` is \`b\` with two neighbouring letters swapped. */
function swapsTwo(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}
/** Known spellings by first letter, built on first need: a slip is looked for among names that start alike. */
let byFirstLetter: Map<string, [string, string][]> | null = null;
function spellingsStartingWith(letter: string): [string, string][] {
  if (!byFirstLetter) {
    byFirstLetter = new Map();
    for (const entry of SPELLINGS) {
      const bucket = byFirstLetter.get(entry[0][0]) ?? [];
      bucket.push(entry);
      byFirstLetter.set(entry[0][0], bucket);
    }
  }
  return byFirstLetter.get(letter) ?? [];
}
/** Known names written without their spaces or hyphens ("elnido", "hongkong"), by that key. Built on first need. */
let joinedSpellings: Map<string, string> | null = null;
/** A lower-case place typed a space or one slip away from exactly one known name ("elnido", "antwerpn"), as that name is
 * written; undefined when none or several places are that close. Short words are left alone: too many real names differ by a letter. */
export function nearKnownSpelling(typed: string): string | undefined {
  const key = placeKey(typed);
  if (key.length < 5) return undefined;
  joinedSpellings ??= new Map([...SPELLINGS].filter(([k]) => /[\s-]/.test(k)).map(([k, v]) => [k.replace(/[\s-]+/g, ''), v]));
  const joined = joinedSpellings.get(key.replace(/[\s-]+/g, ''));
  if (joined) return joined;
  // Five or six letters: only a letter left out or two swapped ("lisbn", "utreht", "bagiuo"); a letter added or changed
  // there is too often another real name ("gracia" is no "Graça").
  const short = key.length < 7;
  const near = new Set<string>();
  for (const [k, v] of spellingsStartingWith(key[0])) {
    if (Math.abs(k.length - key.length) > 1 || (short && (k.length < key.length || (k.length === key.length && !swapsTwo(key, k))))) continue;
    if (oneSlipApart(key, k)) near.add(v);
  }
  // Several spellings of one place ("Antwerpen", "Antwerp") are one answer: the first listed.
  const found = [...near];
  return found.length && found.every((v) => placeKey(v).slice(0, 5) === placeKey(found[0]).slice(0, 5)) ? found[0] : undefined;
}
/** Countries and states: in a general question they do not replace a known city. */
export const COUNTRY_NAMES = toSet(
  `${REGIONS.replace('|[A-Z]{2}', '')}|Pilipinas|Japon|Hapon|Spanje|Frankrijk|Duitsland|Italië|Italie|België|Belgie|Engeland|Griekenland|Turkije|Amerika|Verenigde Staten|Zwitserland|Oostenrijk|Thailand|Singapore|Europe|Europa|Asia|Azië`,
);
export const ABBREVIATION_NAMES = toSet(ABBREVIATIONS);
/** Every place and abbreviation by its lookup key: the keys of SPELLINGS. */
const ALL_NAMES: ReadonlySet<string> = new Set(SPELLINGS.keys());
/** A known city, district or abbreviation ("nola", "Trastevere"), any case. */
export const isKnownPlace = (name: string) => ALL_NAMES.has(placeKey(name));
const MAX_NAME_WORDS = 4;
/** Text to match literally inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface GazetteerMatch {
  /** As typed, e.g. "new york", "SF". */
  raw: string;
  index: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}.'’-]*/gu;
/** The first word of every name, as the text is split into words: a word that starts no name is skipped at once. */
const NAME_STARTS = new Set([...ALL_NAMES].map((name) => placeKey(name.match(WORD)?.[0] ?? name)));
/** The word as it may end a one-word name ("Lisbon.", "quito's", "Paris.The") or begin a longer one. */
// "hanois old quarter", "montreals plateau": a possessive typed without its apostrophe, on a name of five letters or more.
const startVariants = (word: string) => [word, word.replace(/[.'’-]+$/, ''), word.replace(/['’]s$/i, ''), word.replace(/\.\p{Lu}\p{Ll}+$/u, ''), word.replace(/(?<=\p{L}{5})s$/u, '')];

/** Does the word start a known name, as typed or as it may end a one-word name? The plain form first: it is most words. */
function startsName(word: string): boolean {
  if (NAME_STARTS.has(placeKey(word))) return true;
  return (/[.'’-]/.test(word) || /\p{L}{5}s$/u.test(word)) && startVariants(word).some((variant) => NAME_STARTS.has(placeKey(variant)));
}

/** "'t Zuid", "The Loop": the article a neighbourhood's name may open with. */
const LEADING_ARTICLE = /^(?:'t|het|de|the)\s+/i;
/** The neighbourhoods of the long list that the names above do not hold, by lookup key, as listed; built on first need. */
let neighbourhoods: Map<string, string> | null = null;
let neighbourhoodStarts: Set<string> | null = null;
function neighbourhoodNames(): Map<string, string> {
  if (!neighbourhoods) {
    neighbourhoods = new Map();
    for (const name of NEIGHBOURHOODS.split('|')) {
      // "'t Zuid", "The Loop": also without the article, which the user may type or leave out ("in 't zuid", "in de loop").
      const bare = name.replace(LEADING_ARTICLE, '');
      for (const spelling of bare.length >= 4 ? [name, bare] : [name]) if (!ALL_NAMES.has(placeKey(spelling)) && !neighbourhoods.has(placeKey(spelling))) neighbourhoods.set(placeKey(spelling), spelling);
    }
    neighbourhoodStarts = new Set([...neighbourhoods.keys()].map((name) => placeKey(name.match(WORD)?.[0] ?? name)));
  }
  return neighbourhoods;
}
/** The longest neighbourhood of the long list that starts at \`index\` ("kings cross", "session road"), as listed without a
 * leading article ("Loop" for The Loop: the article is the user's), or null.
 * They are no known places elsewhere (a venue named "Nasi Lemak Tanglin" keeps its name word): the caller asks only
 * where the user says where to look. */
export function neighbourhoodAt(text: string, index: number): GazetteerMatch | null {
  const names = neighbourhoodNames();
  const words = [...text.slice(index, index + 80).matchAll(WORD)].slice(0, MAX_NAME_WORDS);
  if (!words.length || words[0].index !== 0) return null;
  if (!neighbourhoodStarts!.has(placeKey(words[0][0])) && !neighbourhoodStarts!.has(placeKey(words[0][0].replace(/[.'’-]+$/, '')))) return null;
  for (let n = words.length; n >= 1; n--) {
    const raw = text.slice(index, index + (words[n - 1].index ?? 0) + words[n - 1][0].length).replace(/[.,'’-]+$/, '');
    const listed = names.get(placeKey(raw));
    if (listed && !/\s{2,}/.test(raw)) return { raw: listed.replace(LEADING_ARTICLE, ''), index };
  }
  return null;
}

/** The engine asks about the same message several times in a turn: the last answer is kept. */
let lastText: string | null = null;
let lastMatches: readonly GazetteerMatch[] = [];

/** Known names in the text, longest first at each position; a Set lookup per word, no giant regex to compile. */
export function findGazetteerNames(text: string): readonly GazetteerMatch[] {
  if (text !== lastText) [lastText, lastMatches] = [text, Object.freeze(scanGazetteerNames(text))];
  return lastMatches;
}

function scanGazetteerNames(text: string): GazetteerMatch[] {
  const words = [...text.matchAll(WORD)];
  const out: GazetteerMatch[] = [];
  for (let i = 0; i < words.length; ) {
    let found = 0;
    if (!startsName(words[i][0])) {
      i += 1;
      continue;
    }
    for (let n = Math.min(MAX_NAME_WORDS, words.length - i); n >= 1 && !found; n--) {
      const first = words[i].index ?? 0;
      const lastWord = words[i + n - 1];
      const end = (lastWord.index ?? 0) + lastWord[0].length;
      const raw = text.slice(first, end);
      if (n > 1 && /[^\S]{2,}|[^\p{L}\p{N}.'’\s-]/u.test(raw.replace(/[.'’-]/g, ''))) continue;
      // "quito's altitude": a possessive names the place.
      for (const candidate of startVariants(raw)) {
        if (ALL_NAMES.has(placeKey(candidate))) {
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
