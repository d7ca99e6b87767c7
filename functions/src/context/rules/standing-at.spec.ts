import { describe, expect, it } from 'vitest';
import { decideLocation } from './location-rules';

// Issue 17 (wave zq, on the move): where the person stands, said as a landmark, a station or a mall, is where to search.
describe('where the person stands is the location', () => {
  it.each([
    ["g'day! we're at Dam Square, where's a decent brown cafe round here?", 'Dam Square'],
    ['at McCormick Place, 50 min break. quick lunch nearby?', 'McCormick Place'],
    ['Hi! My husband and I are at Greenbelt now, he wants halal food for dinner', 'Greenbelt'],
    ["I've just come out of the Musée d'Orsay and my knees are not good today. Is there a tea room close by?", "Musée d'Orsay"],
    ["We're at the Ferry Building right now and she wants a proper coffee", 'Ferry Building'],
    ['nasa Times Square kami ngayon, san pwede mag brunch malapit dito?', 'Times Square'],
    ['hi nasa ION Orchard kami ngayon, san pwede mag milk tea d2 malapit', 'ION Orchard'],
    ["Right, I'm now sitting on a bench at the Place des Vosges. I'd like lunch, something French", 'Place des Vosges'],
    ['Mijn vrouw en ik komen net uit de Opéra Bastille en we hebben nog niet gegeten. Een restaurant in de buurt?', 'Opéra Bastille'],
    // Wave ak: "aan" after a verb of standing or waiting; a catalog area typed in lower case.
    ['Allez, we staan hier met de kinderen aan de Eiffeltoren en het begint te gieten, iets binnen in de buurt?', 'Eiffeltoren'],
    ['lakefront 10k got cancelled, ice on the path. big breakfast in lincoln park?', 'Lincoln Park'],
    // Wave bs: a bare "at" before something nearby; a landmark known with its article; the side or the gate of a place.
    ['just finished a run at central park, need breakfast nearby', 'Central Park'],
    ['yo sta op de dam, waar kan je hier nog goedkoop eten', 'Dam Square'],
    ['staying at a hotel right by the bean. anywhere still serving food this late?', 'Cloud Gate (The Bean)'],
    ['ik ben nu bij de ingang van het vondelpark en ik zoek warme chocolademelk', 'Vondelpark'],
    ['what about something closer to Dhoby Ghaut MRT instead? We are walking that way.', 'Dhoby Ghaut'],
    // Wave bu and bv: "sa may" before a name in a search; a part of the city in brackets after it.
    ['ewan ko kung may bukas na kainan ngayon sa may Ayala... gusto ko lang ng silog', 'Ayala'],
    ['hey, student hier in chicago (hyde park). zoek een goedkope shoarmatent', 'Hyde Park'],
    // Wave bx: the part of the city said after the place it holds; a neighbourhood typed with its borough after it.
    ['just got off a night shift at northwestern, streeterville. where can i get breakfast by myself right now', 'Streeterville'],
    ['kakatapos lang ng night shift ko sa ospital dito sa Kips Bay Manhattan gusto ko sanang mag breakfast', 'Kips Bay'],
    // Wave cb: where the person goes, when the message asks for something near there.
    ["ok so I'm heading up to the miradouro da senhora do monte for sunrise is there any cafe near there", 'Miradouro da Senhora do Monte'],
    ['ok, then I want to wander down to the Ferry Building. any good breakfast spots around there?', 'Ferry Building'],
    ['Papunta po kami ng NAIA Terminal 3. May makakainan po ba malapit sa airport?', 'NAIA Terminal 3'],
    ['mamaya pag bukas na yung palasyo, pupunta ako Gyeongbokgung. may coffee shop ba malapit dun?', 'Gyeongbokgung'],
    // Wave df: where the person has just come out of, when the message asks for something near here.
    [
      'Mijn vrouw en ik zijn zojuist uit het Metropolitan Museum gekomen. Is er hier dichtbij een rustig restaurant?',
      'The Metropolitan Museum of Art',
    ],
    ['we just came out of the Metropolitan Museum, any cafe nearby?', 'Metropolitan Museum'],
    // Wave cf: the station a train leaves from, a park typed short, and not the airport flown from later or changed at.
    ['I have three hours before my train leaves Amsterdam Centraal. Any cheese shops within walking distance?', 'Amsterdam Centraal'],
    ['2.5 hrs between finals near washington square park. need cheap lunch', 'Washington Square'],
    ['Checkout na kami sa hotel sa Shinjuku, 8pm pa flight namin sa Haneda. Ano pwede puntahan malapit sa Shinjuku Station?', 'Shinjuku'],
    ['red-eye pa flight ko mamayang 11pm sa SFO, nag-checkout na ako sa hotel near Union Square. pasalubong?', 'Union Square'],
    // Wave ca: a place of a kind turned down is not where to look.
    ['in Lisbon, staying in Alfama. please not the famous pastel de nata place in Belém, a quiet breakfast', 'Alfama'],
  ])('%j is searched at %j', (message, place) => {
    expect(decideLocation(message, { search: true }).result).toBe(place);
  });

  it.each([
    'book a table at Bella Vista',
    "we're at the second one now, is it open?",
    'nice. pero yung nasa MOA, may dress code ba?',
    'the prices are at 20 euro',
    'is the first one closer to the station?',
    'Is het eigenlijk veilig om rond middernacht terug te wandelen naar ons hotel aan Washington Square?',
    // Wave cb: where the person goes is no place to search when nothing near it is asked for.
    'we are going to the Ferry Building tomorrow, what time does it open?',
    'ok dun na sa pinakamura, may upuan ba dun or take out lang?',
  ])('%j names no place to search', (message) => {
    expect(decideLocation(message, { search: true, hasLocation: true }).result).toBeNull();
  });
});
