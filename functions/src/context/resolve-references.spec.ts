import { describe, expect, it } from 'vitest';
import { emptyContext, type ConversationContext, type RememberedVenue } from './conversation-context';
import { resolveReferences } from './resolve-references';

const list: RememberedVenue[] = [
  { placeId: 'P1', name: 'Casa Lima', category: 'peruvian', address: 'Calle Mayor 3, Lavapiés, Madrid', priceLevel: 'moderate', rating: 4.1, turn: 0 },
  { placeId: 'P2', name: 'Sakura Tei', category: 'japanese', address: 'Gran Via 10, Malasaña, Madrid', priceLevel: 'expensive', rating: 4.7, turn: 0 },
  { placeId: 'P3', name: 'Chez Paulette', category: 'french bistro', address: 'Calle Huertas 8, Madrid', priceLevel: 'inexpensive', rating: 4.3, turn: 0 },
  { placeId: 'P4', name: 'Baan Siam', category: 'thai', address: 'Calle Toledo 5, La Latina, Madrid', priceLevel: 'moderate', rating: 4.0, turn: 0 },
  { placeId: 'P5', name: 'Trattoria Uno', category: 'italian', address: 'Plaza Mayor 1, Madrid', priceLevel: 'moderate', rating: 3.9, turn: 0 },
  { placeId: 'P6', name: 'Six', category: 'bar', turn: 0 },
  { placeId: 'P7', name: 'Seven', category: 'bar', turn: 0 },
  { placeId: 'P8', name: 'Eight', category: 'bar', turn: 0 },
  { placeId: 'P9', name: 'Nine', category: 'bar', turn: 0 },
  { placeId: 'P10', name: 'Ten', category: 'bar', turn: 0 },
];
const context: ConversationContext = { ...emptyContext('s', 0), location: 'Madrid', recentVenues: list.slice(0, 5), alternatives: list, userTurns: 4 };
const earlier = new Map([
  [0, 'late-night tapas near Sol?'],
  [1, 'is the metro running after midnight'],
  [2, 'any brunch spots in Malasaña'],
  [3, 'the second one please'],
]);
const resolve = (text: string, patch: Partial<ConversationContext> = {}, newSearch = false) => {
  const r = resolveReferences({ text, context: { ...context, ...patch }, earlierTurns: earlier, newSearch });
  return r === null ? null : r.kind === 'venue' ? r.placeId : `turn:${r.index}`;
};

/** The context patch of a list just shown, with nothing in focus. */
const withList = (list: RememberedVenue[]) => ({ recentVenues: list, alternatives: list, focus: undefined, earlierFocus: undefined });

describe('resolveReferences, a question named by its topic', () => {
  it('finds "the weather question"', () => {
    const turns = new Map([[0, 'first trip to Chicago!'], [1, "what's the weather like there in October?"], [2, 'deep dish in the Loop?']]);
    const r = resolveReferences({ text: 'going back to the weather question, will I need a coat?', context: { ...context, userTurns: 3 }, earlierTurns: turns, newSearch: false });
    expect(r).toMatchObject({ kind: 'turn', index: 1 });
  });
});

describe('resolveReferences, Tagalog "yung sinabi ko kanina"', () => {
  it('finds the earlier turn that said it', () => {
    const turns = new Map([[0, 'hotel sa BGC para sa family'], [1, 'budget namin mga 5k per night'], [2, 'yung pangalawa, may pool?']]);
    const r = resolveReferences({ text: 'teka, magkano nga yung budget na sinabi ko kanina?', context: { ...context, userTurns: 3 }, earlierTurns: turns, newSearch: false });
    expect(r).toMatchObject({ kind: 'turn', index: 1 });
  });
});

describe('resolveReferences, the price question named by its topic', () => {
  it('finds "alin ang pinakamura?" for "yung tinanong ko tungkol sa presyo"', () => {
    const turns = new Map([[0, 'surf school sa Siargao?'], [1, 'alin ang pinakamura?'], [2, 'tapos yung una, may kwarto ba sila?']]);
    const r = resolveReferences({ text: 'ano nga ulit yung tinanong ko kanina tungkol sa presyo?', context: { ...context, userTurns: 3 }, earlierTurns: turns, newSearch: false });
    expect(r).toMatchObject({ kind: 'turn', index: 1 });
  });
});

describe('resolveReferences, "my question about X"', () => {
  it.each([
    ['go back to my question about the tram: is it crowded in the morning?', 0],
    ['mijn vraag van daarnet over de tram, is die druk?', 0],
  ])('finds the turn about X, not the one before: %s', (text, index) => {
    const turns = new Map([[0, 'is the 28 tram worth it?'], [1, 'pastel de nata in belem?'], [2, 'do they have seating?']]);
    const r = resolveReferences({ text, context: { ...context, userTurns: 3 }, earlierTurns: turns, newSearch: false });
    expect(r).toMatchObject({ kind: 'turn', index });
  });
});

describe('resolveReferences, earlier turns by topic', () => {
  it('takes the turn that holds most of the topic, not a later one sharing a word', () => {
    const turns = new Map([
      [0, 'sisig sa maginhawa?'],
      [1, 'sige. may milk tea ba dun?'],
      [2, '24 hours ba yung Taipei Tea Garden?'],
    ]);
    const r = resolveReferences({ text: 'ano nga ulit yung tinanong ko tungkol sa milk tea?', context: { ...context, userTurns: 3 }, earlierTurns: turns, newSearch: false });
    expect(r).toMatchObject({ kind: 'turn', index: 1 });
    const nl = resolveReferences({ text: 'wat was mijn vraag over vintage kleding ook alweer?', context: { ...context, userTurns: 3 }, earlierTurns: new Map([[0, 'vintage kleding kopen in haight?'], [1, 'brunch?'], [2, 'de tweede?']]), newSearch: false });
    expect(nl).toMatchObject({ kind: 'turn', index: 0 });
  });
});

describe('resolveReferences', () => {
  it.each([
    ['e yung pang-anim?', 'P6'], ['pang pito naman', 'P7'], ['yung pangwalo, open pa?', 'P8'], ['ikasiyam na lang', 'P9'],
    ['yung ikatlong resto, mahal ba?', 'P3'], ['kunin ko yung pangalawang lugar', 'P2'], ['pansampu?', 'P10'], ['yung panghuli', 'P10'],
    ['nummer zeven graag', 'P7'], ['de negende, is die open?', 'P9'], ['en de tiende?', 'P10'],
    ['no. 6 looks good', 'P6'], ['number eight?', 'P8'], ['#9 please', 'P9'], ['option 4 then', 'P4'], ['the ninth one', 'P9'],
    ['second option please', 'P2'], ['third choice, is it open?', 'P3'], ['ok tweede optie graag', 'P2'],
  ])('reads ordinals in three languages with their variants: %s', (text, id) => {
    expect(resolve(text)).toBe(id);
  });

  it('takes a listed name that opens with an ordinal-looking word for that venue, not a position', () => {
    const named: RememberedVenue[] = [
      { placeId: 'N1', name: 'Casa Azul', turn: 0 },
      { placeId: 'N2', name: '1st Colonial Grill', turn: 0 },
      { placeId: 'N3', name: 'Third Wave Kitchen', turn: 0 },
    ];
    expect(resolve('yung 1st colonial, may parking ba?', { alternatives: named })).toBe('N2');
    expect(resolve('is the third wave one open late', { alternatives: named })).toBe('N3');
    expect(resolve('the 1st one please', { alternatives: named })).toBe('N1');
    expect(resolve('the third one please', { alternatives: named })).toBe('N3');
    expect(resolve('the second, is it far?', { alternatives: named })).toBe('N2');
  });

  it('reads a kind typed with one slip, a leading "<kind> one" and an -ing word against the category', () => {
    const kinds: RememberedVenue[] = [
      { placeId: 'K1', name: 'Tam-awan Village', category: 'art gallery', turn: 0 },
      { placeId: 'K2', name: 'Pine Cone', category: 'museum', turn: 0 },
      { placeId: 'K3', name: 'Tompkins Slice', category: 'pizza', turn: 0 },
      { placeId: 'K4', name: 'Blue Reef', category: 'dive resort', turn: 0 },
    ];
    expect(resolve('yung musuem, may entrance fee ba', { alternatives: kinds })).toBe('K2');
    expect(resolve('pizza one 🍕 how late are they open', { alternatives: kinds })).toBe('K3');
    expect(resolve('yung may diving', { alternatives: kinds })).toBe('K4');
    expect(resolve('yung galery', { alternatives: kinds })).toBe('K1');
    expect(resolve('yung mansion', { alternatives: kinds })).toBeNull();
  });

  it('takes "the other one" after an ordinal the user turns down as the other of two', () => {
    const two = list.slice(0, 2);
    expect(resolve("hmm the first one's too fancy, what about the other one", { alternatives: two, focus: null })).toBe('P2');
    expect(resolve('the second is full; and the other one?', { alternatives: two, focus: null })).toBe('P1');
  });

  it.each(['is it gonna rain tmrw lol', 'ok also whats there to do in Bath tomorrow'])('points at nothing: %s', (text) => {
    expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });

  it('reads Dutch and Tagalog rating words with their spacing variants', () => {
    expect(resolve('en de hoogst gewaardeerde?')).toBe('P2');
    expect(resolve('anong pinaka mataas na rating')).toBe('P2');
    expect(resolve('yung pinaka mura')).toBe('P3');
  });

  it('reads digit ordinals after an article in Dutch and Tagalog, but not a street named with one', () => {
    expect(resolve('de 2e lijkt me wat, tot hoe laat zijn ze open?')).toBe('P2');
    expect(resolve('at yung ika-1?')).toBe('P1');
    expect(resolve('en die aan de 2e binnenvestgracht?')).not.toBe('P2');
  });

  it('does not take "the last train" for the last venue', () => {
    expect(resolve('hoe laat gaat de laatste trein naar amersfoort?')).toBeNull();
    expect(resolve('when is the last train back?')).toBeNull();
  });

  it('prefers a venue named in full to a comparative, and reads a rating typed as a number', () => {
    expect(resolve('is Chez Paulette any cheaper?')).toBe('P3');
    expect(resolve('is the 4.7 one worth the price?')).toBe('P2');
    expect(resolve('en die met de 4,1?')).toBe('P1');
  });

  it('matches a whole word of an address before the start of a longer one', () => {
    const markets: RememberedVenue[] = [
      { placeId: 'M1', name: 'IJ-Hallen', address: 'NDSM-plein, Amsterdam-Noord', turn: 0 },
      { placeId: 'M2', name: 'Noordermarkt Zaterdag', address: 'Noordermarkt, Jordaan', turn: 0 },
    ];
    expect(resolve('die in noord, hoe kom ik daar?', { alternatives: markets })).toBe('M1');
  });

  it('reads Dutch kinds of shop and day names against English categories and names', () => {
    const shops: RememberedVenue[] = [
      { placeId: 'S1', name: 'Flower Power Threads', category: 'vintage clothing store', turn: 0 },
      { placeId: 'S2', name: 'Wax Poetic Records', category: 'record store', turn: 0 },
      { placeId: 'S3', name: 'Legazpi Sunday Market', category: 'market', turn: 0 },
    ];
    expect(resolve('is die platenzaak ook op zondag open?', { alternatives: shops })).toBe('S2');
    expect(resolve('en die op zondag, is die ver lopen?', { alternatives: shops })).toBe('S3');
  });

  it('resolves what is compared, not what it is compared with', () => {
    const focus = { placeId: 'P4', name: 'Baan Siam' };
    expect(resolve('is that one cheaper than the first?', { focus })).toBe('P4');
    expect(resolve('is Sakura Tei better than the last one?')).toBe('P2');
    expect(resolve('is it cheaper than Casa Lima?', { focus })).toBe('P4');
  });

  it('reads "daarvan" and "nun" as pointing at the venue in focus', () => {
    const focus = { placeId: 'P4', name: 'Baan Siam' };
    expect(resolve('wat is het adres daarvan?', { focus })).toBe('P4');
    expect(resolve('ano address nun?', { focus })).toBe('P4');
  });

  it('reads Dutch "het" and "dat" next to a verb about the venue as pointing at it, not every "het"', () => {
    const focus = { placeId: 'P4', name: 'Baan Siam' };
    expect(resolve('hoe ver is dat van het station?', { focus })).toBe('P4');
    expect(resolve('hoe laat gaat het open?', { focus })).toBe('P4');
    expect(resolve('is het weer morgen goed?', { focus })).toBeNull();
    expect(resolve('ik denk dat we morgen gaan', { focus })).toBeNull();
  });

  it('reads "the other <kind> one" as the other listed venue of that kind', () => {
    const kyoto: RememberedVenue[] = [
      { placeId: 'K1', name: 'Gion Sakuraya', category: 'kaiseki', priceLevel: 'expensive', turn: 0 },
      { placeId: 'K2', name: 'Shijo Kappo', category: 'kaiseki', priceLevel: 'moderate', turn: 0 },
      { placeId: 'K3', name: 'Yudofu Kotone', category: 'tofu', priceLevel: 'moderate', turn: 0 },
    ];
    expect(resolve("what's the other moderate one like?", { alternatives: kyoto, focus: { placeId: 'K3', name: 'Yudofu Kotone' } })).toBe('K2');
  });

  it('reads "mas mataas ang rating", Dutch "ze" and Tagalog "sila", and a meal "there"', () => {
    const focus = { placeId: 'P4', name: 'Baan Siam' };
    expect(resolve('yung mas mataas ang rating, may dress code ba?', { alternatives: list.slice(0, 2) })).toBe('P2');
    expect(resolve('Zijn ze op maandag open?', { focus })).toBe('P4');
    expect(resolve('bukas ba sila sa Linggo?', { focus })).toBe('P4');
    expect(resolve("we'll probably grab second breakfast there lol", { focus }, true)).toBe('P4');
  });

  it('matches kinds of place across languages and words ("taco place", "yung kapehan", "die broodjeszaak")', () => {
    const places: RememberedVenue[] = [
      { placeId: 'T1', name: 'El Chupacabra', category: 'mexican taqueria', turn: 0 },
      { placeId: 'T2', name: 'Kapetolyo', category: 'cafe', turn: 0 },
      { placeId: 'T3', name: 'Broodje Bert', category: 'sandwich shop', turn: 0 },
    ];
    const focus = { placeId: 'T2', name: 'Kapetolyo' };
    expect(resolve('the taco place - is it loud?', { alternatives: places, focus })).toBe('T1');
    expect(resolve('yung kapehan, open ba hanggang madaling araw?', { alternatives: places })).toBe('T2');
    expect(resolve('die broodjeszaak, wanneer open?', { alternatives: places, focus })).toBe('T3');
  });

  it('reads blind8 classes: "that first one", lowest rating, Dutch comparatives, a number opening a name, two names', () => {
    expect(resolve('ok what about that first one?')).toBe('P1');
    expect(resolve('pls read this first, is Sakura Tei the better pick?')).toBe('P2');
    expect(resolve('Alin ang may pinakamababang rating?', { alternatives: list.slice(0, 5) })).toBe('P5');
    expect(resolve('Welke is de goedkopere van de twee?', { alternatives: list.slice(0, 2) })).toBe('P1');
    const laksa: RememberedVenue[] = [{ placeId: 'L1', name: '328 Katong Laksa', turn: 0 }, { placeId: 'L2', name: 'Janggut Laksa', turn: 0 }];
    expect(resolve('328, do they open for breakfast?', { alternatives: laksa, recentVenues: laksa })).toBe('L1');
    expect(resolve('Casa Lima heb ik al eens gehad. Wat vind je van Sakura Tei?')).toBe('P2');
    expect(resolve('Hoe zit het in Leuven?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });

  it('points at nothing with "ok na yun"', () => {
    expect(resolve('ok na yun, thank you po!', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });

  it('does not take "for five people" or "the fourth time" as a venue', () => {
    expect(resolve('may table ba pang-lima katao?')).toBeNull();
    expect(resolve('pang-apat na beses na pala naming umakyat dito haha')).toBeNull();
    expect(resolve('pangalawang araw na namin dito, saan pa pwede?')).toBeNull();
  });

  it.each([
    ['de Thaise, is die pittig?', 'P4'], ['en de Italiaanse?', 'P5'], ['die Franse lijkt me leuk', 'P3'], ['the Peruvian one', 'P1'],
    ['yung pinakamura, may aircon?', 'P3'], ['de duurste dan', 'P2'], ['alin ang pinakamataas ang rating', 'P2'],
    ['which one has the lowest prices?', 'P3'], ['which one is the lowest-priced?', 'P3'], ['welke heeft de laagste prijzen?', 'P3'],
  ])('matches cuisine adjectives, price and rating words to the list: %s', (text, id) => {
    expect(resolve(text)).toBe(id);
  });

  it.each([
    ['that Lavapiés place, do they do lunch?', 'P1'], ['the La Latina one', 'P4'], ['yung sa Malasaña, bukas ba?', 'P2'],
    ['die in La Latina, hoe laat gaat die open?', 'P4'], ['the one in Lavapiés', 'P1'],
    ['that place in Lavapiés, how late is it open?', 'P1'], ['this one on Gran Via, any vegan dishes?', 'P2'],
  ])('resolves a district of an address to the venue there: %s', (text, id) => {
    expect(resolve(text)).toBe(id);
  });

  it.each([
    ['what did I ask at the beginning?', 'turn:0'], ['go back to my very first question', 'turn:0'], ['ano yung unang tanong ko?', 'turn:0'],
    ['balikan natin yung una kong tanong', 'turn:0'], ['paki-ulit nga yung pinakauna kong tanong', 'turn:0'], ['yung pinakaunang tanong ko, ano nga ulit?', 'turn:0'], ['wat was mijn eerste vraag ook alweer?', 'turn:0'], ['wat vroeg ik eerder?', 'turn:3'],
    ['what was my second question?', 'turn:1'], ['yung tinanong ko kanina tungkol sa metro', 'turn:1'],
    ['what did I ask earlier about brunch?', 'turn:2'], ['wat vroeg ik net over tapas', 'turn:0'],
  ])('resolves a question about an earlier user turn by its absolute index: %s', (text, ref) => {
    expect(resolve(text)).toBe(ref);
  });

  it.each([
    'is it safe to walk around at night?', "it's my first time in Spain, do people tip?", "it's raining, any ideas?", 'is it expensive to eat out in Madrid?',
  ])('does not take an expletive "it" for a venue: %s', (text) => {
    expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });

  it('still resolves "there" when the sentence around it is general', () => {
    expect(resolve('is it hard to find a taxi there?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBe('P2');
  });

  it('resolves nothing when the message names a new venue that is not on the list', () => {
    const focus = { placeId: 'P2', name: 'Sakura Tei' };
    expect(resolve('my sister booked at Casa Botín instead, are they open Sundays?', { focus })).toBeNull();
    expect(resolve('gusto niya sa Café Central, bukas ba sila?', { focus })).toBeNull();
    expect(resolve('we are at Plaza Mayor now, how far is it?', { focus })).toBe('P2');
  });

  it('resolves nothing when there is no list', () => {
    expect(resolve('yung pangatlo', { alternatives: [], recentVenues: [] })).toBeNull();
    expect(resolve('de Japanse', { alternatives: [], recentVenues: [] })).toBeNull();
  });

  describe('classes from the second blind set, with new sentences', () => {
    const spots: RememberedVenue[] = [
      { placeId: 'S1', name: "Mario's Trattoria", category: 'trattoria', address: 'Via Roma 2, Centro, Bologna', priceLevel: 'moderate', rating: 4.2, turn: 0 },
      { placeId: 'S2', name: 'Galleria Civica', category: 'museum', address: 'Elm Ave, Old Town, Bologna', priceLevel: 'inexpensive', rating: 4.5, turn: 0 },
      { placeId: 'S3', name: 'Museo del Mare', category: 'museum', address: 'Harbor Rd, District 7, Bologna', priceLevel: 'moderate', rating: 4.0, turn: 0 },
      { placeId: 'S4', name: 'Forno Bruno', category: 'bakery', address: 'Zuidstraat 4, District 17, Bologna', priceLevel: 'expensive', rating: 3.8, turn: 0 },
    ];
    const here = (text: string, patch: Partial<ConversationContext> = {}) => resolve(text, { recentVenues: spots, alternatives: spots, focus: null, ...patch });

    it.each([
      ["mario's does takeaway right?", 'S1'],
      ['is the museum on harbor rd open mondays', 'S3'],
      ['welke is het duurst?', 'S4'],
      ['welke is het goedkoopst', 'S2'],
      ['die van de Zuidstraat, hebben ze glutenvrij?', 'S4'],
      ['yung sa District 7, maganda ba?', 'S3'],
      ['mas mahal ba yung sa Centro?', 'S1'],
    ])('picks the venue: %s', (text, id) => {
      expect(here(text)).toBe(id);
    });

    it('reads everyday words for what a category or address says', () => {
      const shore: RememberedVenue[] = [
        { placeId: 'W1', name: 'Blue Fin', category: 'seafood', address: 'Pier 3, Marina, Split', turn: 0 },
        { placeId: 'W2', name: 'Konoba Stari', category: 'tavern', address: 'Old Town, Split', turn: 0 },
        { placeId: 'W3', name: 'Diocletian Site', category: 'archaeological site', address: 'Riva, Split', turn: 0 },
      ];
      const ctx = { recentVenues: shore, alternatives: shore, focus: null };
      expect(resolve('which one is near the water?', ctx)).toBe('W1');
      expect(resolve('the ruins one, is it free?', ctx)).toBe('W3');
    });

    it('reads Dutch "er" as the single venue in view, but not "zijn er" or "is er"', () => {
      const one = { recentVenues: spots.slice(0, 1), alternatives: spots.slice(0, 1) };
      expect(here('Kan ik er met de pin betalen?', one)).toBe('S1');
      expect(here('zijn er nog andere opties?', one)).toBeNull();
    });

    it('resolves nothing for weather, "loving it" and similar small talk', () => {
      const focus = { focus: { placeId: 'S2', name: 'Galleria Civica' } };
      expect(here('how warm is it there in october, shorts ok?', focus)).toBeNull();
      expect(here('what is the weather like there next week', focus)).toBeNull();
      expect(here('thanks, really enjoying it so far', focus)).toBeNull();
    });

    it('finds the turn before or after a topic', () => {
      expect(resolve('what did I ask before the brunch question?')).toBe('turn:1');
      expect(resolve('what did I ask after the metro question')).toBe('turn:2');
    });
  });

  describe('bare ordinals, place words, kinds, superlatives and pointers (own sentences)', () => {
    const row: RememberedVenue[] = [
      { placeId: 'R1', name: 'Warung Sari', category: 'warung', address: 'Jl. Bisma, Padangtegal, Ubud', priceLevel: 'inexpensive', rating: 4.2, turn: 0 },
      { placeId: 'R2', name: 'Museo Kalinga', category: 'museum', address: 'Oudegracht, Wijk C, Utrecht', priceLevel: 'free', rating: 4.8, turn: 0 },
      { placeId: 'R3', name: 'Trzy Kolory', category: 'restaurant', address: 'Józefa, Podgórze, Kraków', priceLevel: 'expensive', rating: 4.4, turn: 0 },
      { placeId: 'R4', name: 'Blijdorp Dierenpark', category: 'zoo', address: 'Van Aerssenlaan, Blijdorp, Rotterdam', priceLevel: 'very expensive', rating: 4.5, turn: 0 },
      { placeId: 'R5', name: 'Talipapa ng Bayan', category: 'market', address: 'Coastal Rd, Parañaque', priceLevel: 'moderate', rating: 3.9, turn: 0 },
    ];
    const at = (text: string, patch: Partial<ConversationContext> = {}, newSearch = false) => resolve(text, { recentVenues: row, alternatives: row, focus: null, ...patch }, newSearch);

    it.each([['4th', 'R4'], ['the 2nd?', 'R2'], ['#5', 'R5'], ['third!', 'R3'], ['de vierde?', 'R4'], ['pangalawa po', 'R2']])('reads a message that is only an ordinal: %s', (text, id) => {
      expect(at(text)).toBe(id);
    });

    it('reads an ordinal after bij/to/sa and takes "vanaf/from X" as where the trip starts', () => {
      expect(at('Hoe fiets ik naar de tweede vanaf Utrecht Centraal?')).toBe('R2');
      expect(at('how do I get to the fifth from Podgórze?')).toBe('R5');
      expect(at('paano pumunta sa pangatlo galing Ubud?')).toBe('R3');
    });

    it.each([
      ['which one was on jl bisma?', 'R1'], ["which one's in podgorze", 'R3'], ['welke ligt in blijdorp?', 'R4'], ['alin ang nasa coastal road?', 'R5'],
      ['the one near the oudegracht, wijk c i guess', 'R2'],
    ])('matches a lower-case street or district against addresses, without accents or abbreviations: %s', (text, id) => {
      expect(at(text)).toBe(id);
    });

    it.each([
      ['the museum, is it wheelchair friendly?', 'R2'], ['Is de dierentuin open op maandag?', 'R4'], ['yung palengke, may parking ba?', 'R5'],
      ['the restaurant one, do they take cards', 'R3'], ['Hoe laat sluit het museum?', 'R2'], ['that zoo looks fun', 'R4'],
    ])('picks the one listed venue of the kind an article names: %s', (text, id) => {
      expect(at(text)).toBe(id);
    });

    it('does not pick by kind when two listed venues share it or the user looks for more', () => {
      const twoMuseums = [...row, { placeId: 'R6', name: 'Rijksmuseum Twenthe', category: 'museum', turn: 0 }];
      expect(at('the museum, is it open late?', { recentVenues: twoMuseums, alternatives: twoMuseums })).toBeNull();
      expect(at('we love the zoo thing, any zoos outside the city?', {}, true)).toBeNull();
    });

    it.each([
      ['Welke heeft de beste score?', 'R2'], ['which has the highest score', 'R2'], ['welke is gratis?', 'R2'], ['which ones are free?', 'R2'],
      ['alin ang libre?', 'R2'], ['the cheaper one in blijdorp or podgorze?', 'R3'],
    ])('picks by rating, a free price and a comparative within the district named: %s', (text, id) => {
      expect(at(text)).toBe(id);
    });

    it('takes "the other one" relative to the venue just named', () => {
      const pair = row.slice(0, 2);
      expect(at('Warung Sari looks nice. and the other one?', { recentVenues: pair, alternatives: pair })).toBe('R2');
      expect(at('Museo Kalinga klinkt goed, en de andere?', { recentVenues: pair, alternatives: pair })).toBe('R1');
    });

    it('reads pointers at the focus in price and distance questions, but not small talk about the city', () => {
      const focus = { focus: { placeId: 'R3', name: 'Trzy Kolory' } };
      expect(at('magkano yun per tao kung may wine?', focus, true)).toBe('R3');
      expect(at('is the old town square far from there?', focus, true)).toBe('R3');
      expect(at('paano pumunta dun from Kazimierz?', focus)).toBe('R3');
      expect(at('its so muggy here today', focus)).toBeNull();
      expect(at('En stroopwafels? Waar koop ik die?', focus)).toBeNull();
    });
  });
  it.each([
    ['nummer één, is die duur?', 'P1'],
    ['last one on the list, is it open late?', 'P10'],
    ['second one pls - how far is it from the station', 'P2'],
    ['and the place on huertas?', 'P3'],
    ['dat andere restaurant, dat op de gran via?', 'P2'],
    ['en de andere in lavapies?', 'P1'],
  ])('picks a venue by a bare ordinal, an accented number or the street it is on: %s', (text, id) => {
    expect(resolve(text)).toBe(id);
  });

  it('finds the turn before a topic whatever its accents', () => {
    const accented = new Map([[0, 'how cold is it in winter'], [1, 'any good crème brûlée places?'], [2, 'the first one please']]);
    const r = resolveReferences({ text: 'what did i ask before the creme brulee thing', context: { ...context, userTurns: 3 }, earlierTurns: accented, newSearch: false });
    expect(r).toMatchObject({ kind: 'turn', index: 0 });
  });
  it('picks the other venue in a named area, apart from the one in focus', () => {
    const twoInArea = [
      { placeId: 'Q1', name: 'Uno', address: 'Main St 1, Centre', turn: 0 },
      { placeId: 'Q2', name: 'Dos', address: 'Harbour Rd 2, Old Quarter', turn: 0 },
      { placeId: 'Q3', name: 'Tres', address: 'Harbour Rd 9, Old Quarter', turn: 0 },
    ];
    const patch = { recentVenues: twoInArea, alternatives: twoInArea, focus: { placeId: 'Q2', name: 'Dos' } };
    expect(resolve('en de andere in old quarter?', patch)).toBe('Q3');
    expect(resolve('and the other one in the old quarter?', patch)).toBe('Q3');
  });
});

describe('resolveReferences, places in the list said without a number', () => {
  const three = list.slice(0, 3);
  const short = { alternatives: three, recentVenues: three };
  it.each([
    ['the top one', 'P1'], ['the one at the bottom?', 'P10'], ['yung nasa taas', 'P1'], ['yung nasa baba, open pa?', 'P10'],
    ['de bovenste', 'P1'], ['die onderaan graag', 'P10'], ['second to last', 'P9'], ['the penultimate one', 'P9'],
    ['de voorlaatste', 'P9'], ['op één na laatste', 'P9'], ['bago yung huli', 'P9'], ['yung pangalawa sa huli', 'P9'],
  ])('reads the top, the bottom and the one before last: %s', (text, id) => {
    expect(resolve(text)).toBe(id);
  });

  it('takes the middle of an odd list and nothing in an even one', () => {
    expect(resolve('the middle one', short)).toBe('P2');
    expect(resolve('yung nasa gitna', short)).toBe('P2');
    expect(resolve('de middelste', short)).toBe('P2');
    expect(resolve('the one in the middle')).toBeNull();
  });

  it.each([
    ['the one you mentioned third', 'P3'], ['die je als tweede noemde', 'P2'], ['your first suggestion, is it halal?', 'P1'],
    ['yung huling binanggit mo', 'P10'], ['yung unang sinabi mo', 'P1'],
  ])('reads an ordinal said of how the list was given: %s', (text, id) => {
    expect(resolve(text)).toBe(id);
  });

  it('does not take "top" or "bottom" in other senses for a place in the list', () => {
    const noFocus = { focus: null };
    expect(resolve('top 3 spots for dessert?', noFocus, true)).toBeNull();
    expect(resolve('bottom line, do I need cash here?', noFocus)).toBeNull();
    expect(resolve('my first time in Madrid!', noFocus)).toBeNull();
  });

  it('steps from the venue in focus to its neighbour in the list', () => {
    const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
    expect(resolve('the one after that', focused)).toBe('P3');
    expect(resolve('and the one before that?', focused)).toBe('P1');
    expect(resolve('the one after that', { focus: null })).toBeNull();
  });
});

describe('resolveReferences, one word of a name in any case', () => {
  it.each([
    ['paulette, do they take cards?', 'P3'], ['what about siam', 'P4'], ['sakura open on sundays?', 'P2'], ['book trattoria uno for 8', 'P5'],
    ['yung paulette ba may aircon?', 'P3'],
  ])('takes a distinctive word where a name goes: %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });

  it.each(['i heard paulette is a chef here, any tips', 'open late?', 'lima or cusco for a week?'])('does not take a word used otherwise: %s', (text) => {
    expect(resolve(text, { focus: null })).toBeNull();
  });
});

describe('resolveReferences, what the reply said about each venue', () => {
  const three = [
    { placeId: 'S1', name: 'Sala', category: 'restaurant', address: 'Poblacion, Makati', turn: 0 },
    { placeId: 'S2', name: 'El Chupacabra', category: 'restaurant', address: 'Poblacion, Makati', turn: 0 },
    { placeId: 'S3', name: 'Run Rabbit Run', category: 'bar', address: 'Poblacion, Makati', turn: 0 },
  ];
  const reply = 'Here are three:\n1. Sala: tasting menus in a quiet room.\n2. El Chupacabra: street tacos, open till 3am.\n3. Run Rabbit Run: cocktails on a rooftop.\n\nShall I book one with a rooftop table?';
  const said = (text: string, lastReply?: string) => {
    const r = resolveReferences({ text, context: { ...context, alternatives: three, recentVenues: three, focus: null }, earlierTurns: earlier, newSearch: false, listReply: () => lastReply });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it.each([['the one with the rooftop', 'S3'], ['yung may tacos, malayo ba?', 'S2'], ['the one with tasting menus', 'S1']])('picks by what was said: %s', (text, id) => {
    expect(said(text, reply)).toBe(id);
  });
  it.each([['the one you said has tacos', 'S2'], ['the place you said was quiet', 'S1'], ['yung sinabi mong may rooftop', 'S3'], ['die waarvan je zei dat hij tacos heeft', 'S2']])(
    'picks by what the user says the assistant said: %s',
    (text, id) => {
      expect(said(text, reply)).toBe(id);
    },
  );
  it('needs the reply, and a word said of one venue only', () => {
    expect(said('the one with the rooftop')).toBeNull();
    expect(said('the one with the karaoke', reply)).toBeNull();
  });
});

describe('resolveReferences, words that only look like pointers', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each(['huling tanong, safe ba maglakad sa gabi?', 'my last question: do I need cash in Madrid?', 'last question - tipping?'])(
    'takes announcing the last question for no turn reference: %s',
    (text) => {
      expect(resolve(text, { focus: null })).toBeNull();
    },
  );
  it('still reads a question about the last question as one', () => {
    expect(resolve('what was my last question?')).toBe('turn:3');
  });
  it.each(['die stad is echt mooi', 'dat weekend kan ik niet', 'die buurt lijkt me gezellig'])('takes Dutch "die/dat" before a word that is no venue for no pointer: %s', (text) => {
    expect(resolve(text, focused)).toBeNull();
  });
});

describe('resolveReferences, the most popular', () => {
  it.each(['yung pinakasikat?', 'de populairste?', 'which is the most popular'])('reads "%s" as the highest rated', (text) => {
    expect(resolve(text, { focus: null })).toBe('P2');
  });
});

describe('resolveReferences, a topic asked about again', () => {
  it('finds the question itself, not a later message that only recalled it', () => {
    const turns = new Map([
      [0, 'ramen in Makati'],
      [1, 'is there parking near Salcedo?'],
      [2, "what's the weather like this week?"],
      [3, 'remind me what I asked about parking'],
      [4, 'what did I say about the weather?'],
    ]);
    const ask = (text: string) => resolveReferences({ text, context: { ...context, userTurns: 5 }, earlierTurns: turns, newSearch: false });
    expect(ask('anong tinanong ko kanina tungkol sa parking?')).toMatchObject({ kind: 'turn', index: 1 });
    expect(ask('what was my question before the weather one?')).toMatchObject({ kind: 'turn', index: 1 });
  });
});

describe('resolveReferences, two venues weighed', () => {
  it.each(['both the first and second look good, which opens earlier?', 'the 2nd or the 3rd?', 'sakura vs paulette, which is closer?', 'Casa Lima of Baan Siam?', 'yung una o yung pangatlo?'])(
    'picks none of two: %s',
    (text) => {
      expect(resolve(text, { focus: null })).toBeNull();
    },
  );
  it('still picks one when the other is only what it is compared with, or a count of people', () => {
    expect(resolve('is Sakura Tei cheaper than Casa Lima?', { focus: null })).toBe('P2');
    expect(resolve('the second one for 2 or 3 people?', { focus: null })).toBe('P2');
  });
});

describe('resolveReferences, Dutch articles, weather words and new names', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each(['Nog één ding: is het Prado op maandag open?', 'Is het morgen een beetje strandweer?', 'also, is Tokyo Express Bento any good? a friend recommended it', 'bukas pa ba ang Macau Restaurant ng 2am? yun kasi sabi nila'])(
    'points at nothing: %s',
    (text) => {
      expect(resolve(text, focused)).toBeNull();
    },
  );
  it('reads "erheen", "de meeste sterren" and "is die in X ook open" as picks', () => {
    expect(resolve('Eerst nog even boodschappen doen, daarna ga ik erheen', focused)).toBe('P2');
    expect(resolve('en welke heeft de meeste sterren?', { focus: null })).toBe('P2');
    expect(resolve('is die in Lavapiés ook open op zondag?', { focus: null })).toBe('P1');
  });
});

describe('resolveReferences, corrections, digits after "pang-" and names said in passing', () => {
  it.each([['e yung pang-3?', 'P3'], ['yung pang-4 ba, open pa?', 'P4'], ['the 3rd, I mean the 1st', 'P1'], ['yung pang-apat, este yung pang-lima pala', 'P5'], ['de tweede, ik bedoel de vierde', 'P4']])(
    'reads %s',
    (text, id) => {
      expect(resolve(text, { focus: null })).toBe(id);
    },
  );
  it('does not take "pang-2 tao" for the second venue', () => {
    expect(resolve('may table ba pang-2 tao?', { focus: null })).toBeNull();
  });
  it.each([['is paulette the one with the terrace', 'P3'], ['sakura looks good, english menu?', 'P2'], ['hows siam, worth it?', 'P4']])('takes a name word where a name goes: %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
  it('reads a name word typed without its apostrophe', () => {
    const pub = [{ placeId: 'D1', name: "The Drover's Arms", turn: 0 }, { placeId: 'D2', name: 'Granary Square Kitchen', turn: 0 }];
    expect(resolve('ok what about drovers, is it dog friendly', { alternatives: pub, recentVenues: pub, focus: { placeId: 'D2', name: 'Granary Square Kitchen' } })).toBe('D1');
  });
  it.each(["we'll probably do second dinner at one of them anyway", 'isa sa kanila siguro', 'een van die twee misschien'])('takes "one of them" for no single venue: %s', (text) => {
    expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });
});

describe('resolveReferences, a question put to the venue pointed at', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each([
    'does it do food or just wine', 'can I get egg coffee at the same place', 'ok, tsaka pwede bang umorder dun ng pancit for 20 pax?',
    'Is er daar ook een vegetarische rijsttafel?', 'hebben ze glutenvrije pasta?',
  ])('points at the venue in focus even when it names a dish: %s', (text) => {
    expect(resolve(text, focused, true)).toBe('P2');
  });
  it('takes a search near the venue in focus as starting from it, and "there" with no venue in focus as the area', () => {
    expect(resolve('any good wine bars near there?', focused, true)).toBe('P2');
    expect(resolve('any good wine bars near there?', { focus: null, alternatives: [], recentVenues: [] }, true)).toBeNull();
  });
});

describe('resolveReferences, initials, streets and kinds of two words', () => {
  const nyc = [
    { placeId: 'N1', name: 'Hudson Bagel Co.', category: 'bagel shop', address: '201 Hudson St, Tribeca, New York', turn: 0 },
    { placeId: 'N2', name: 'Orchard Street Bagels', category: 'bagel shop', address: '62 Orchard St, Lower East Side, New York', turn: 0 },
    { placeId: 'N3', name: 'Murray Hill Bagelry', category: 'bagel bar', address: '340 3rd Ave, Murray Hill, New York', turn: 0 },
  ];
  const patch = { alternatives: nyc, recentVenues: nyc, focus: null };
  it('reads capitals as the initials of a district', () => {
    expect(resolve('the LES one opens at what time', patch)).toBe('N2');
  });
  it('reads a street typed whole as the venue on it', () => {
    expect(resolve('ok what about orchard st', patch)).toBe('N2');
  });
  it('reads a kind of two words said whole', () => {
    expect(resolve('the bagel bar, is there seating?', patch)).toBe('N3');
  });
  it('takes "mijn eerste vraag ... voor X" as the first question, not the one before X', () => {
    const turns = new Map([[0, 'winkels open op zondag?'], [1, 'vlaai in Wyck?'], [2, 'grotten in Valkenburg?']]);
    const r = resolveReferences({ text: 'Terug naar mijn eerste vraag: geldt dat ook voor Valkenburg?', context: { ...context, userTurns: 3 }, earlierTurns: turns, newSearch: false });
    expect(r).toMatchObject({ kind: 'turn', index: 0 });
  });
});

describe('resolveReferences, "may X ba sila" asks the venue in focus', () => {
  it('points at the venue in focus even when X is a dish', () => {
    expect(resolve('Yan, may ube hopia din ba sila?', { focus: { placeId: 'P3', name: 'Chez Paulette' } }, true)).toBe('P3');
  });
});

describe('resolveReferences, blind11 classes in new words', () => {
  const pair = [
    { placeId: 'L1', name: 'Leaf & Pearl', category: 'tea shop', turn: 0 },
    { placeId: 'L2', name: 'Churros Co', category: 'churreria', turn: 0 },
    { placeId: 'L3', name: 'Cha Cha Brew', category: 'milk tea shop', turn: 0 },
  ];
  const patch = { alternatives: pair, recentVenues: pair, focus: null };
  it('reads "and" for a name\'s "&"', () => {
    expect(resolve('sige sa leaf and pearl na kami', patch)).toBe('L1');
  });
  it('reads "<kind> place" opening the message', () => {
    expect(resolve('churreria place sounds good lol, how far is it', patch)).toBe('L2');
  });
  it('reads an ordinal that opens a sentence with "graag" or a full stop', () => {
    expect(resolve('Eerste graag. Hoe lang duurt de tocht?', patch)).toBe('L1');
    expect(resolve('Third. How late are they open?', patch)).toBe('L3');
    expect(resolve('First things first, where do I change money?', patch)).toBeNull();
  });
});

describe('resolveReferences, a place in a search for more', () => {
  it('takes part of a listed name after "sa/in" in a search for other places as where, not which', () => {
    const carts = [{ placeId: 'T1', name: 'Session Road Taho Cart', turn: 0 }, { placeId: 'T2', name: 'Mines View Stand', turn: 0 }];
    expect(resolve('may iba pa bang kainan sa Session Road?', { alternatives: carts, recentVenues: carts, focus: null })).toBeNull();
    expect(resolve('yung session road, open pa?', { alternatives: carts, recentVenues: carts, focus: null })).toBe('T1');
  });
});

describe('resolveReferences, Dutch "het" before a superlative', () => {
  it('reads "welke is het drukst" as a question across the list, not "it" for the venue in focus', () => {
    const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
    expect(resolve('welke van de twee is het drukst?', focused)).toBeNull();
    expect(resolve('welke is het leukst voor kinderen', focused)).toBeNull();
    expect(resolve('is het druk op zaterdag?', focused)).toBe('P2');
    expect(resolve("is da ver van 't station?", focused)).toBe('P2');
  });
});

describe('resolveReferences, "the former" and "the latter"', () => {
  const withLast = (last: string, reply?: string) => (text: string) => {
    const r = resolveReferences({ text, context: { ...context, userTurns: 1 }, earlierTurns: new Map([[0, last]]), newSearch: false, lastReply: () => reply });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it('takes the two venues the user just weighed, in the order named', () => {
    expect(withLast('sakura tei or casa lima, which is quieter?')('the former then')).toBe('P2');
    expect(withLast('sakura tei or casa lima, which is quieter?')('the latter, do they take cards?')).toBe('P1');
    expect(withLast('the first or the third, which is cheaper')('de laatstgenoemde graag')).toBe('P3');
  });
  it('takes the first or last two the user asked about, and picks neither while they are weighed', () => {
    expect(withLast("what's the difference between the first two?")('ok the latter then')).toBe('P2');
    expect(withLast('de laatste twee, welke is rustiger?')('de eerstgenoemde dan')).toBe('P9');
    expect(resolve("what's the difference between the first two?")).toBeNull();
    expect(resolve('yung unang dalawa, alin mas mura?')).toBeNull();
  });
  it('else the two the assistant just weighed', () => {
    expect(withLast('which is quieter?', 'Chez Paulette is calmer than Baan Siam on weeknights.')('the latter')).toBe('P4');
  });
  it('points at nothing when no two venues were weighed, not at the venue in focus', () => {
    const r = resolveReferences({ text: 'the latter, is it open?', context: { ...context, focus: { placeId: 'P2', name: 'Sakura Tei' }, userTurns: 1 }, earlierTurns: new Map([[0, 'hi']]), newSearch: false });
    expect(r).toBeNull();
    expect(withLast('sakura tei or casa lima?')('the latter two, any wifi?')).toBeNull();
  });
  it('reads a list of two as the pair', () => {
    const r = resolveReferences({ text: 'the former', context: { ...context, alternatives: list.slice(0, 2), userTurns: 1 }, earlierTurns: new Map([[0, 'hi']]), newSearch: false });
    expect(r).toMatchObject({ placeId: 'P1' });
  });
});

describe('resolveReferences, price and rating in more words', () => {
  it.each([
    ['the budget option', 'P3'], ['the splurge one', 'P2'], ['the best reviewed', 'P2'], ['de minst dure graag', 'P3'],
    ['de voordeligste?', 'P3'], ['het prijzigste, moet ik reserveren?', 'P2'],
  ])('%s', (text, id) => {
    expect(resolve(text, { alternatives: list.slice(0, 5) })).toBe(id);
  });
  it('compares within the kind the message names', () => {
    const seafood: RememberedVenue[] = [
      { placeId: 'S1', name: 'Breakwater', category: 'seafood restaurant', priceLevel: 'moderate', turn: 0 },
      { placeId: 'S2', name: 'Netty', category: 'batchoy stall', priceLevel: 'inexpensive', turn: 0 },
      { placeId: 'S3', name: 'Tatay', category: 'seafood restaurant', priceLevel: 'expensive', turn: 0 },
    ];
    expect(resolve('yung mas mura sa dalawang seafood', { alternatives: seafood, recentVenues: seafood })).toBe('S1');
    expect(resolve('the cheapest one', { alternatives: seafood, recentVenues: seafood })).toBe('S2');
  });
});

describe('resolveReferences, general questions that look like references', () => {
  const fruit: RememberedVenue[] = [
    { placeId: 'F1', name: 'Magsaysay Fruit Stalls', category: 'fruit stand', turn: 0 },
    { placeId: 'F2', name: 'Durian Dessert Haus', category: 'dessert shop', turn: 0 },
  ];
  it('reads Tagalog "ang" before a fruit as the fruit in general, not the venue named after it', () => {
    expect(resolve('mahal ba ang durian dito?', { alternatives: fruit, recentVenues: fruit, focus: null })).toBeNull();
    expect(resolve('yung durian place, open pa?', { alternatives: fruit, recentVenues: fruit, focus: null })).toBe('F2');
    expect(resolve('ang dessert shop, open pa?', { alternatives: fruit, recentVenues: fruit, focus: null })).toBe('F2');
  });
  it('reads "get around there" as the city', () => {
    expect(resolve('how do people get around there, metro or bus?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });
});

describe('resolveReferences, a venue of an earlier list picked by where it is', () => {
  it('takes the earlier venue when the latest list has none on that street', () => {
    const latest: RememberedVenue[] = [
      { placeId: 'M1', name: 'Mosterd', address: 'Krommestraat 5, Amersfoort', turn: 1 },
      { placeId: 'M2', name: 'Dikke Dirck', address: 'Kamp 8, Amersfoort', turn: 1 },
    ];
    const earlier: RememberedVenue[] = [
      { placeId: 'U1', name: 'Bagels & Beans', address: 'Oudegracht 100, Utrecht', turn: 0 },
      { placeId: 'U2', name: 'Gys', address: 'Voorstraat 77, Utrecht', turn: 0 },
    ];
    const patch = { alternatives: latest, recentVenues: [...latest, ...earlier], focus: null };
    expect(resolve('die op de voorstraat, reserveren nodig?', patch)).toBe('U2');
    expect(resolve('die op de krommestraat?', patch)).toBe('M1');
  });
});

describe('resolveReferences, ordinals typed with one slip', () => {
  it.each([
    ['the secnd one', 'P2'], ['thrid one pls', 'P3'], ['yung pangalwa', 'P2'], ['de tweeede?', 'P2'], ['the forth', 'P4'],
    ['fouth one?', 'P4'], ['the nineth one', 'P9'], ['the 2d one', 'P2'], ['opt 3', 'P3'],
  ])('%s', (text, id) => {
    expect(resolve(text)).toBe(id);
  });
  it.each(['fifty one of them were open', 'the seconds tick by', 'back and forth all day', 'de derden betalen', 'the tent one'])(
    'takes no everyday word for an ordinal: %s',
    (text) => {
      expect(resolve(text, { focus: null })).toBeNull();
    },
  );
});

describe('resolveReferences, texted Tagalog "jan"', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it('reads lower-case "jan" as "diyan", there', () => {
    expect(resolve('pano pumunta jan galing katipunan?', focused)).toBe('P2');
    expect(resolve('may parking ba jan', focused)).toBe('P2');
  });
  it('leaves the name Jan and a date alone', () => {
    expect(resolve('ik ga met Jan eten', focused)).toBeNull();
    expect(resolve('we arrive jan 5', focused)).toBeNull();
  });
});

describe('resolveReferences, an ordinal before a noun of its own', () => {
  it.each(['the first stop is the old fort', 'the last leg of the trip is by ferry', 'my first impression was great', 'the second round is on me'])('%s', (text) => {
    expect(resolve(text, { focus: null })).toBeNull();
  });
});

describe('resolveReferences, a kind from an earlier list', () => {
  const ramen: RememberedVenue[] = [
    { placeId: 'R1', name: 'Fuunji', category: 'ramen restaurant', turn: 0 },
    { placeId: 'R2', name: 'Menya Musashi', category: 'ramen restaurant', turn: 0 },
  ];
  const bars: RememberedVenue[] = [
    { placeId: 'B1', name: 'Albatross', category: 'bar', turn: 1 },
    { placeId: 'B2', name: 'Ben Fiddich', category: 'cocktail bar', turn: 1 },
  ];
  const patch = { alternatives: bars, recentVenues: [...bars, ...ramen] };
  it('takes "the other ramen spot" from the earlier list, the one not in focus', () => {
    expect(resolve('and the other ramen spot?', { ...patch, focus: { placeId: 'R1', name: 'Fuunji' } })).toBe('R2');
    expect(resolve('and the other ramen spot?', { ...patch, focus: { placeId: 'B2', name: 'Ben Fiddich' } })).toBeNull();
  });
  it('does not read "it" as the bar in focus when the message describes a ramen place', () => {
    expect(resolve('back to the ramen place from earlier, is it cash only?', { ...patch, focus: { placeId: 'B2', name: 'Ben Fiddich' } })).toBeNull();
    expect(resolve('the cocktail place, is it busy?', { ...patch, focus: { placeId: 'B1', name: 'Albatross' } })).toBe('B2');
  });
});

describe('resolveReferences, the two venues last in focus', () => {
  // Of the whole list Sakura Tei (P2, 4.7) is best rated; of Casa Lima (P1, 4.1) and Baan Siam (P4, 4.0), Casa Lima.
  const twoFocused = { focus: { placeId: 'P4', name: 'Baan Siam' }, earlierFocus: [{ placeId: 'P1', name: 'Casa Lima' }] };
  it('compares "those two" only', () => {
    expect(resolve('which of those two has the best rating', twoFocused)).toBe('P1');
    expect(resolve('welke van die twee heeft de hoogste score?', twoFocused)).toBe('P1');
    expect(resolve('alin sa dalawa ang mas mataas ang rating?', twoFocused)).toBe('P1');
    expect(resolve('which has the best rating', twoFocused)).toBe('P2');
  });
  it('reads "the former" as the earlier of the two', () => {
    const r = resolveReferences({ text: 'the former then', context: { ...context, ...twoFocused, userTurns: 1 }, earlierTurns: new Map([[0, 'and the fourth?']]), newSearch: false });
    expect(r).toMatchObject({ placeId: 'P1' });
  });
});

describe('resolveReferences, "the <kind> place from earlier" among several of that kind', () => {
  const ramen: RememberedVenue[] = [
    { placeId: 'R1', name: 'Fuunji', category: 'ramen restaurant', turn: 0 },
    { placeId: 'R2', name: 'Menya Musashi', category: 'ramen restaurant', turn: 0 },
  ];
  const bars: RememberedVenue[] = [
    { placeId: 'B1', name: 'Albatross', category: 'bar', turn: 1 },
    { placeId: 'B2', name: 'Ben Fiddich', category: 'cocktail bar', turn: 1 },
  ];
  it('takes the one the user talked about', () => {
    const patch = { alternatives: bars, recentVenues: [...bars, ...ramen], focus: { placeId: 'B2', name: 'Ben Fiddich' }, earlierFocus: [{ placeId: 'R1', name: 'Fuunji' }] };
    expect(resolve('back to the ramen place from earlier, is it cash only?', patch)).toBe('R1');
    expect(resolve('back to the ramen place from earlier, is it cash only?', { ...patch, earlierFocus: [] })).toBeNull();
  });
});

describe('resolveReferences, English "that" as the venue', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each(['how far is that from the gate?', 'is that open on sundays?', 'does that take cards?', "that's far!"])('%s', (text) => {
    expect(resolve(text, focused)).toBe('P2');
  });
  it.each(['is that all?', 'is that normal here?', 'is that a good idea', 'I think that works'])('no venue in "%s"', (text) => {
    expect(resolve(text, focused)).toBeNull();
  });
});

describe('resolveReferences, an article typed with a slip', () => {
  it.each([['wat about hte malasaña one', 'P2'], ['teh second one pls', 'P2']])('%s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
});

describe('resolveReferences, asking for something cheaper', () => {
  it.each(['anything cheaper?', 'any cheaper options?', 'wala bang mas mura?', 'may mas mura pa ba?', 'iets goedkopers?'])('%s asks for other places', (text) => {
    expect(resolve(text, { focus: null })).toBeNull();
  });
  it('still picks with "which one is cheaper?"', () => {
    expect(resolve('which one is cheaper?', { focus: null, alternatives: list.slice(0, 2) })).toBe('P1');
  });
});

describe('resolveReferences, a name inside a longer word', () => {
  it('reads no "Sala" in "salamat"', () => {
    const sala: RememberedVenue[] = [{ placeId: 'S', name: 'Sala', turn: 0 }, { placeId: 'L', name: 'Locavore', turn: 0 }];
    expect(resolve('salamat!', { alternatives: sala, recentVenues: sala, focus: null })).toBeNull();
    expect(resolve('sala, open pa?', { alternatives: sala, recentVenues: sala, focus: null })).toBe('S');
  });
});

describe('resolveReferences, a weighing word inside a name', () => {
  const houses: RememberedVenue[] = [
    { placeId: 'H1', name: "Rico's Lechon", turn: 0 },
    { placeId: 'H2', name: 'Zubuchon', turn: 0 },
    { placeId: 'H3', name: 'House of Lechon', turn: 0 },
  ];
  const patch = { alternatives: houses, recentVenues: houses, focus: null };
  it.each(['eh yung House of Lechon, kailangan ba mag-reserve?', 'is House of Lechon open late?', 'hoe laat sluit House of Lechon?'])('%s names one venue', (text) => {
    expect(resolve(text, patch)).toBe('H3');
  });
  it('still weighs two names', () => {
    expect(resolve('Zubuchon or House of Lechon?', patch)).toBeNull();
    expect(resolve("rico's of zubuchon?", patch)).toBeNull();
  });
});

describe('resolveReferences, a kind word that has synonyms', () => {
  it('matches the word itself too ("de frituur" for a venue of kind "frituur")', () => {
    const gent: RememberedVenue[] = [
      { placeId: 'G1', name: 'Het Pand', category: 'Belgisch restaurant', turn: 0 },
      { placeId: 'G2', name: 'Bij Filip', category: 'frituur', turn: 0 },
      { placeId: 'G3', name: 'De Graslei', category: 'brasserie', turn: 0 },
    ];
    expect(resolve('en de frituur, hebben ze daar stoofvleessaus?', { alternatives: gent, recentVenues: gent, focus: null })).toBe('G2');
  });
});

describe('resolveReferences, a comparative with a place that leaves one venue', () => {
  const nola: RememberedVenue[] = [
    { placeId: 'N1', name: "Dooky Chase's", category: 'creole restaurant', address: '2301 Orleans Ave, Tremé, New Orleans', priceLevel: 'moderate', turn: 0 },
    { placeId: 'N2', name: "Mother's", category: 'cajun restaurant', address: '401 Poydras St, CBD, New Orleans', priceLevel: 'inexpensive', turn: 0 },
    { placeId: 'N3', name: "Commander's Palace", category: 'fine dining', address: '1403 Washington Ave, Garden District, New Orleans', priceLevel: 'very expensive', turn: 0 },
  ];
  const patch = { alternatives: nola, recentVenues: nola, focus: null };
  it.each([
    ['is the fancy one in the garden district worth it?', 'N3'],
    ['the pricey one in tremé, do they do takeout?', 'N1'],
    ['the pricey one', 'N3'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, "the other one" after a reply that weighed two of a longer list', () => {
  const focus = { placeId: 'P2', name: 'Sakura Tei' };
  const ask = (text: string, reply: string) => {
    const r = resolveReferences({ text, context: { ...context, focus }, earlierTurns: earlier, newSearch: false, lastReply: () => reply });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it('takes the one venue besides the focus that the reply named', () => {
    expect(ask("ok let's do the other one then", "Sakura Tei is a splurge; if you'd rather keep it casual, Baan Siam is the other classic.")).toBe('P4');
    expect(ask('yung isa na lang', 'Mahal ang Sakura Tei. Mas mura ang Casa Lima.')).toBe('P1');
  });
  it('picks nothing when the reply named none or several', () => {
    expect(ask('and the other one?', 'Sakura Tei has a tasting menu.')).toBeNull();
    expect(ask('and the other one?', 'Both Casa Lima and Baan Siam are cheaper.')).toBeNull();
  });
  it('leaves out the venue the user rules out by name, also when the reply named it by one word', () => {
    const reply = 'For a quiet dinner pick Casa Lima or Baan Siam; both take bookings.';
    expect(ask('we already went to casa lima, so the other one: do they take cards?', reply)).toBe('P4');
    expect(ask('nakakain na kami sa Baan Siam dati, yung isa na lang', reply)).toBe('P1');
    expect(ask('Casa ken ik al, hoe laat gaat de andere open?', 'Casa of Siam: allebei prima.')).toBe('P4');
  });
  it('finds the pair in the reply that weighed it a few turns back, and never picks the venue ruled out', () => {
    const weighed = 'Casa Lima is the classic; Baan Siam also does a good curry.';
    const ask2 = (text: string) => {
      const r = resolveReferences({ text, context: { ...context, focus: null }, earlierTurns: earlier, newSearch: false, lastReply: () => 'Sure.', listReply: () => weighed });
      return r?.kind === 'venue' ? r.placeId : null;
    };
    expect(ask2('we did baan siam last trip, so what about the other one?')).toBe('P1');
    expect(ask2('not casa lima, the other')).toBe('P4');
    const r = resolveReferences({ text: 'not casa lima, the other', context: { ...context, focus: null }, earlierTurns: earlier, newSearch: false, lastReply: () => 'Sure.' });
    expect(r).toBeNull();
  });
  it('keeps a venue the reply put in focus among the offered pair when the user rules the other out', () => {
    const r = resolveReferences({
      text: 'not Baan Siam, been there already. the other one, do they take cards?',
      context: { ...context, focus: { placeId: 'P1', name: 'Casa Lima', via: 'reply' } },
      earlierTurns: earlier,
      newSearch: false,
      lastReply: () => 'Then your best bets are Casa Lima or Baan Siam; both have proper tables.',
    });
    expect(r?.kind === 'venue' ? r.placeId : null).toBe('P1');
  });
});

describe('resolveReferences, "it" about the occasion or the season, and "pinakahuli"', () => {
  it.each([
    ["it's our anniversary btw, anything romantic for dinner?", null],
    ["it's my birthday tomorrow!", null],
    ["what's it like in winter?", null],
    ['is it good for a birthday dinner?', 'P2'],
    ['yung pinakahuli na lang', 'P10'],
  ])('%s', (text, id) => {
    expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBe(id);
  });
});

describe('resolveReferences, a kind of an earlier list and a place', () => {
  it('picks in the earlier list when the latest has none of that kind: "the ramen place in shinjuku"', () => {
    const ramen: RememberedVenue[] = [
      { placeId: 'R1', name: 'Afuri', category: 'ramen', address: 'Ebisu, Tokyo', turn: 0 },
      { placeId: 'R2', name: 'Nagi', category: 'ramen', address: 'Golden Gai, Shinjuku, Tokyo', turn: 0 },
    ];
    const bars: RememberedVenue[] = [
      { placeId: 'B1', name: 'Benfiddich', category: 'cocktail bar', address: 'Nishi-Shinjuku, Tokyo', turn: 2 },
      { placeId: 'B2', name: 'Albatross', category: 'bar', address: 'Golden Gai, Shinjuku, Tokyo', turn: 2 },
    ];
    const patch = { alternatives: bars, recentVenues: [...bars, ...ramen], focus: null };
    expect(resolve('the ramen place in shinjuku - is it open late?', patch)).toBe('R2');
    expect(resolve('the bar in golden gai, any cover charge?', patch)).toBe('B2');
  });
});

describe('resolveReferences, steakhouse follow-ups', () => {
  const chicago: RememberedVenue[] = [
    { placeId: 'S1', name: 'Gibsons Steakhouse', address: 'Rush St, Gold Coast', priceLevel: 'very expensive', rating: 4.6, turn: 0 },
    { placeId: 'S2', name: 'RPM Steak', address: 'Kinzie St, River North', priceLevel: 'very expensive', rating: 4.5, turn: 0 },
    { placeId: 'S3', name: "Bavette's", address: 'Kinzie St, River North', priceLevel: 'expensive', rating: 4.7, turn: 0 },
    { placeId: 'S4', name: 'Chicago Cut', address: 'LaSalle Dr', priceLevel: 'expensive', rating: 4.6, turn: 0 },
  ];
  const patch = { alternatives: chicago, recentVenues: chicago, focus: null };
  it.each([
    ["is bavettes dark inside? we're celebrating", 'S3'],
    ['which of the river north ones is cheaper?', 'S3'],
    ['not the first, the third', 'S3'],
    ['hindi na sa una, sa pangalawa na lang', 'S2'],
    ['niet de eerste maar de vierde', 'S4'],
    ['which of the river north ones has parking?', null],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, blind28 ... blind32 classes', () => {
  it.each([
    ['yung 3, magkano usually per pizza?', 'P3'], ['the 2?', 'P2'], ['yung 4.7, magkano?', 'P2'], ['yung 3 pax, pwede?', null],
  ])('reads a bare number after an article at a clause end as the place in the list: %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
  it.each([
    ['ok and which one has live jazz?', 'P6'], ['welke heeft een terras?', null], ['which has the best rating', 'P2'],
  ])('reads "which one has X" as the one venue with X, and leaves a superlative to the comparative: %s', (text, id) => {
    expect(resolve(text, { focus: null, alternatives: [...list.slice(0, 5), { placeId: 'P6', name: 'Six', category: 'jazz bar', turn: 0 }], recentVenues: list.slice(0, 5) })).toBe(id);
  });
  it.each([
    ['ok and roughly how much is sakura per person', 'P2'], ['Wat kost een menu bij sakura ongeveer?', 'P2'],
  ])('reads a name word after "how much is" or before "ongeveer": %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
});

describe('resolveReferences, dishes weighed, not venues', () => {
  it('reads "yung lan zhou, may dumplings din ba sila o noodles lang?" as Lan Zhou', () => {
    const binondo: RememberedVenue[] = [
      { placeId: 'D1', name: 'Dong Bei Dumplings', turn: 0 },
      { placeId: 'D2', name: 'Lan Zhou La Mian', turn: 0 },
      { placeId: 'D3', name: 'Wai Ying Fastfood', turn: 0 },
    ];
    expect(resolve('yung lan zhou, may dumplings din ba sila o noodles lang?', { alternatives: binondo, recentVenues: binondo, focus: null })).toBe('D2');
  });
});

describe('resolveReferences, a Vietnamese name typed without its marks', () => {
  it('reads "pho bat dan" for "Phở Gia Truyền Bát Đàn"', () => {
    const hanoi: RememberedVenue[] = [
      { placeId: 'V1', name: 'Phở Gia Truyền Bát Đàn', turn: 0 },
      { placeId: 'V2', name: 'Phở Thìn', turn: 0 },
    ];
    expect(resolve('and pho bat dan, cash only?', { alternatives: hanoi, recentVenues: hanoi, focus: null })).toBe('V1');
  });
});

describe('resolveReferences, an ordinal over the venues of one kind', () => {
  const bars: RememberedVenue[] = [
    { placeId: 'B1', name: 'The Bow Bar', category: 'whisky bar', turn: 0 },
    { placeId: 'B2', name: 'Whiski Rooms', category: 'whisky bar', turn: 0 },
  ];
  const hotels: RememberedVenue[] = [
    { placeId: 'H1', name: 'Grassmarket Hotel', category: 'hotel', turn: 2 },
    { placeId: 'H2', name: 'Motel One', category: 'hotel', turn: 2 },
  ];
  it.each([
    ['and the first bar you mentioned, do they serve food?', 'B1'],
    ['the second hotel, is breakfast included?', 'H2'],
    ['the first time we came here it rained', null],
  ])('%s', (text, id) => {
    expect(resolve(text, { alternatives: hotels, recentVenues: [...hotels, ...bars], focus: null })).toBe(id);
  });
});

describe('resolveReferences, a Dutch compound of a kind', () => {
  it('reads "het natuurmuseum" as the natural history museum', () => {
    const leiden: RememberedVenue[] = [
      { placeId: 'N1', name: 'Rijksmuseum van Oudheden', category: 'museum', turn: 0 },
      { placeId: 'N2', name: 'Naturalis', category: 'natuurhistorisch museum', turn: 0 },
      { placeId: 'N3', name: 'Museum De Lakenhal', category: 'kunstmuseum', turn: 0 },
    ];
    expect(resolve('Jammer. Dan het natuurmuseum, wat kost een kaartje daar?', { alternatives: leiden, recentVenues: leiden, focus: { placeId: 'N3', name: 'Museum De Lakenhal' } })).toBe('N2');
  });
});

describe('resolveReferences, blind33 and blind34 classes', () => {
  const brugge: RememberedVenue[] = [
    { placeId: 'M1', name: 'De Visscherie', category: 'seafood', address: 'Vismarkt 8', priceLevel: 'expensive', turn: 0 },
    { placeId: 'M2', name: 'Quimet & Quimet', category: 'tapas bar', address: 'Poeta Cabanyes 25', priceLevel: 'moderate', turn: 0 },
    { placeId: 'M3', name: 'Huisbrouwerij Domus', category: 'brewpub', address: 'Tiensestraat 8', priceLevel: 'moderate', turn: 0 },
    { placeId: 'M4', name: 'Q at the Empress', category: 'restaurant', address: 'Government St, Inner Harbour', priceLevel: 'moderate', turn: 0 },
  ];
  const patch = { alternatives: brugge, recentVenues: brugge, focus: null };
  it.each([
    ['Amai. Welke is dan de duurste?', 'M1'],
    ['quimet y quimet, is it standing only?', 'M2'],
    ['Die brouwerij, hebben ze daar ook vegetarische opties?', 'M3'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  it('reads "the other one by the harbour" as the one there besides the venue in focus', () => {
    const two = [brugge[3], { ...brugge[0], address: 'Inner Harbour Rd' }, { ...brugge[1], address: 'Fort St' }];
    expect(resolve('hmm. the other one by the harbour then?', { alternatives: two, recentVenues: two, focus: { placeId: 'M1', name: 'De Visscherie' } })).toBe('M4');
  });
  it('reads Flemish "wa kost ... daar" as a price question put to the venue in focus', () => {
    expect(resolve('Wa kost ne pint daar?', { ...patch, focus: { placeId: 'M3', name: 'Huisbrouwerij Domus' } }, true)).toBe('M3');
  });
});

describe('resolveReferences, rating and place in Dutch', () => {
  const utrecht: RememberedVenue[] = [
    { placeId: 'U1', name: 'Koffie & Ik', category: 'cafe', address: 'Twijnstraat', rating: 4.6, turn: 0 },
    { placeId: 'U2', name: 'Village Coffee', category: 'cafe', address: 'Voorstraat', rating: 4.5, turn: 0 },
    { placeId: 'U3', name: 'Bagels & Beans', category: 'cafe', address: 'Stationsplein', rating: 4.1, turn: 0 },
    { placeId: 'U4', name: 'Broei', category: 'cafe', address: 'Domplein', rating: 4.4, turn: 0 },
  ];
  const patch = { alternatives: utrecht, recentVenues: utrecht, focus: { placeId: 'U3', name: 'Bagels & Beans' } };
  it.each([['die met 4,4?', 'U4'], ['the one with 4.5?', 'U2'], ['die vlak bij de Dom?', 'U4'], ['het café aan het Domplein?', 'U4']])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, price words in Tagalog and Dutch', () => {
  const gent: RememberedVenue[] = [
    { placeId: 'G1', name: 'Publiek', category: 'fine dining', priceLevel: 'very expensive', turn: 0 },
    { placeId: 'G2', name: 'Soup Lounge', category: 'soep', priceLevel: 'inexpensive', turn: 0 },
    { placeId: 'G3', name: 'Pakhuis', category: 'brasserie', priceLevel: 'moderate', turn: 0 },
  ];
  const patch = { alternatives: gent, recentVenues: gent, focus: null };
  it.each([
    ['yung budget, may kasama bang almusal?', 'G2'], ['yung sosyal, kailangan ba ng reservation?', 'G1'], ['die sjieke, hoeveel kost een menu?', 'G1'], ['en de goedkope?', 'G2'],
    ['dat soepbarretje, hebben ze ook brood?', 'G2'], ['yung hindi masyadong mahal?', null],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, all of the listed venues', () => {
  it.each(['zijn die allemaal open op zondag?', 'are they all open on sunday?', 'bukas ba silang lahat sa linggo?', 'lahat ba sila may parking?'])(
    'points at no one venue: %s',
    (text) => {
      expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
    },
  );
});

describe('resolveReferences, Tagalog "sa may X"', () => {
  it('picks the one venue with X, like "yung may X"', () => {
    const two: RememberedVenue[] = [
      { placeId: 'T1', name: 'Bulalohan ni Mang Ambo', category: 'bulalo', turn: 0 },
      { placeId: 'T2', name: 'Ridge View Bulalo House', category: 'bulalo', turn: 0 },
    ];
    expect(resolve('sige doon na lang kami sa may view. may parking ba yan?', { alternatives: two, recentVenues: two, focus: null })).toBe('T2');
  });
});

describe('resolveReferences, a kind the reply told of when the list has no categories', () => {
  it('reads "yung bike tour" as the venue the reply described as a bike tour', () => {
    const intramuros: RememberedVenue[] = [
      { placeId: 'I1', name: 'Fort Santiago', turn: 0 },
      { placeId: 'I2', name: 'Casa Manila', turn: 0 },
      { placeId: 'I3', name: 'Bambike Ecotours', turn: 0 },
    ];
    const reply = '1. Fort Santiago – lumang kuta, 4.5★\n2. Casa Manila – museo ng bahay-na-bato, 4.4★\n3. Bambike Ecotours – tour gamit ang bamboo bike sa loob ng pader, 4.8★';
    const r = resolveReferences({ text: 'yung bike tour, kailangan ba mag-book in advance?', context: { ...context, alternatives: intramuros, recentVenues: intramuros, focus: null }, earlierTurns: earlier, newSearch: false, listReply: () => reply });
    expect(r?.kind === 'venue' ? r.placeId : null).toBe('I3');
  });
});

describe('resolveReferences, Dutch kinds in other forms', () => {
  const leiden: RememberedVenue[] = [
    { placeId: 'L1', name: 'Trattoria Tuscany', category: 'italiaans', priceLevel: 'moderate', turn: 0 },
    { placeId: 'L2', name: 'Pizzeria Da Gino', category: 'pizzeria', priceLevel: 'inexpensive', turn: 0 },
    { placeId: 'L3', name: 'Osteria Leiden', category: 'italiaans', priceLevel: 'expensive', turn: 0 },
  ];
  const patch = { alternatives: leiden, recentVenues: leiden, focus: { placeId: 'L3', name: 'Osteria Leiden' } };
  it.each([
    ['dat pizzatentje, bezorgen ze ook?', 'L2'],
    ['de goedkoopste van de twee italianen?', 'L1'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, Tagalog place words against an English reply', () => {
  it('reads "yung nasa tubig" as the one the reply put on the water', () => {
    const cebu: RememberedVenue[] = [
      { placeId: 'C1', name: 'Lantaw Native', category: 'seafood', address: 'Cordova', turn: 0 },
      { placeId: 'C2', name: 'Choobi Choobi', category: 'seafood', address: 'SM City', turn: 0 },
    ];
    const r = resolveReferences({
      text: 'yung nasa tubig, kailangan ba mag-reserve?',
      context: { ...context, alternatives: cebu, recentVenues: cebu, focus: null },
      earlierTurns: earlier,
      newSearch: false,
      listReply: () => 'Lantaw Native is right on the water in Cordova; Choobi Choobi is the cheap garlic-shrimp chain.',
    });
    expect(r?.kind === 'venue' ? r.placeId : null).toBe('C1');
  });
});

describe('resolveReferences, Tagalog "may X ba ... yan?"', () => {
  it('asks whether the venue in focus has X, even when X is a search word', () => {
    expect(resolve('may view ba ng Taal yan?', { focus: { placeId: 'P4', name: 'Baan Siam' } }, true)).toBe('P4');
    expect(resolve('may view ba ng Taal dito sa Tagaytay?', { focus: { placeId: 'P4', name: 'Baan Siam' } }, true)).toBeNull();
  });
});

describe('resolveReferences, typed on a phone', () => {
  it.each([
    ['yng pangalwa, open b ng 10pm?', 'P2'], ['ung s Lavapiés?', 'P1'], ['hw much is d 3rd', 'P3'], ['thx. d 1st 1 - need 2 book?', 'P1'],
  ])('reads texting short forms of yung, sa and the: %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
  it.each(['mgkano dun?', 'san un banda'])('reads texting short forms of yun after a venue is in focus: %s', (text) => {
    expect(resolve(text, { focus: { placeId: 'P4', name: 'Baan Siam' } })).toBe('P4');
  });
});

describe('resolveReferences, short forms', () => {
  const ams: RememberedVenue[] = [
    { placeId: 'A1', name: 'Rijksmuseum', category: 'art museum', turn: 0 },
    { placeId: 'A2', name: 'Stedelijk Museum', category: 'art museum', turn: 0 },
    { placeId: 'A3', name: 'Lokaal Negen', category: 'bistro', turn: 0 },
  ];
  const patch = { alternatives: ams, recentVenues: ams, focus: null };
  it.each([
    ['and the rijks?', 'A1'], ['en het stedelijk?', 'A2'], ['en dat bistrootje?', 'A3'], ['the rijk', null], ['and the museum?', null],
  ])('reads a long name word typed short and a Dutch diminutive of a kind: %s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, a kind said in the plural', () => {
  it('matches the singular kind: "yung may desserts" is the dessert shop', () => {
    const davao: RememberedVenue[] = [
      { placeId: 'D1', name: 'Magsaysay Stands', category: 'fruit stand', turn: 0 },
      { placeId: 'D2', name: "Lachi's", category: 'dessert shop', turn: 0 },
      { placeId: 'D3', name: 'Sonny Durian', category: 'fruit stand', turn: 0 },
    ];
    expect(resolve('yung may desserts, may durian cheesecake ba sila?', { alternatives: davao, recentVenues: davao, focus: null })).toBe('D2');
  });
});

describe('resolveReferences, Tagalog "dun sa <kind>"', () => {
  it('picks the one listed venue of that kind', () => {
    const bars: RememberedVenue[] = [
      { placeId: 'B1', name: 'Alamat', category: 'pub', turn: 0 },
      { placeId: 'B2', name: 'Z Roof Deck', category: 'rooftop bar', turn: 0 },
      { placeId: 'B3', name: 'Tambay', category: 'sisig bar', turn: 0 },
    ];
    expect(resolve('ok. may cover charge ba dun sa rooftop?', { alternatives: bars, recentVenues: bars, focus: null })).toBe('B2');
  });
});

describe('resolveReferences, a landmark inside a name', () => {
  const two: RememberedVenue[] = [
    { placeId: 'W1', name: 'The Witchery by the Castle', category: 'scottish', turn: 0 },
    { placeId: 'W2', name: 'Makars Mash Bar', category: 'scottish', turn: 0 },
  ];
  it('is the landmark when the user names it, and the name still picks the venue', () => {
    expect(resolve('what time does the castle close btw', { alternatives: two, recentVenues: two, focus: null })).toBeNull();
    expect(resolve('is the witchery open late?', { alternatives: two, recentVenues: two, focus: null })).toBe('W1');
  });
});

describe('resolveReferences, "the other one" after the user looked at two venues of a longer list', () => {
  it.each([
    ["too far out for us. let's book the other one then", 'P1'],
    ['mahal pala, dun na lang kami sa isa', 'P1'],
    ['dan toch de andere', 'P1'],
  ])('is the venue looked at before the one in focus: %s', (text, id) => {
    expect(resolve(text, { focus: { placeId: 'P3', name: 'Chez Paulette' }, earlierFocus: [{ placeId: 'P1', name: 'Casa Lima' }] })).toBe(id);
  });
  it('is nothing with no venue looked at before', () => {
    expect(resolve("let's book the other one then", { focus: { placeId: 'P3', name: 'Chez Paulette' } })).toBeNull();
  });
});

describe('resolveReferences, where the venue in focus is', () => {
  const brugge: RememberedVenue[] = [
    { placeId: 'C1', name: 'De Reiger', address: 'Steenstraat 14, Centrum, Brugge', turn: 0 },
    { placeId: 'C2', name: 'Het Cacaohuisje', address: 'Katelijnestraat 8, Centrum, Brugge', turn: 0 },
    { placeId: 'C3', name: 'Pralinewinkel Sint-Anna', address: 'Sint-Annarei 3, Sint-Anna, Brugge', turn: 0 },
  ];
  const patch = { alternatives: brugge, recentVenues: brugge, focus: { placeId: 'C2', name: 'Het Cacaohuisje' } };
  it.each([
    ['Zit die in Sint-Anna?', 'C2'],
    ['is it in Sint-Anna?', 'C2'],
    ['De eerste, ligt die in Sint-Anna?', 'C1'],
    ['Is die in Sint-Anna ook open op maandag?', 'C3'],
    ['Zit die in Sint-Anna ook buiten?', 'C3'],
  ])('asks about the venue in focus, not the one named by the place: %s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, a route with both ends named', () => {
  it.each([
    ['Is het trouwens ver lopen van Centraal naar de Dom?', null],
    ['how long is it from the airport to the old town?', null],
    ['ok and how long from there to the airport by metro?', 'P2'],
    ['Hoe geraak ik van daar naar Antwerpen-Centraal?', 'P2'],
  ])('points at nothing unless one end is the venue: %s', (text, id) => {
    expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBe(id);
  });
});

describe('resolveReferences, a landmark the distance is asked from', () => {
  it.each([
    ['yung pinakamura naman, gaano kalayo sa Lavapiés?', 'P3'],
    ['de goedkoopste, hoe ver is het van La Latina?', 'P3'],
  ])('is no pick of the venue there: %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
});

describe('resolveReferences, "de andere" before a verb', () => {
  const pair = list.slice(0, 2);
  it('reads "wanneer gaat de andere open?" as the other of two, not as "the other open one"', () => {
    expect(resolve('Casa Lima ken ik al, wanneer gaat de andere open?', { alternatives: pair, recentVenues: pair, focus: null })).toBe('P2');
  });
});

describe('resolveReferences, venues of earlier lists', () => {
  const kyoto: RememberedVenue[] = [
    { placeId: 'K1', name: 'Izakaya Ponto', address: 'Pontocho, Kyoto', turn: 2 },
    { placeId: 'K2', name: 'Nishiki Sakaba', address: 'Nishiki Market, Kyoto', turn: 2 },
    { placeId: 'K3', name: 'Gion Yoshida', address: 'Gion, Kyoto', turn: 2 },
  ];
  const tokyo: RememberedVenue[] = [
    { placeId: 'T1', name: 'Omoide Kabuto', address: 'Nishi-Shinjuku, Tokyo', turn: 0 },
    { placeId: 'T2', name: 'Donjaca', address: 'Shinjuku, Tokyo', turn: 0 },
    { placeId: 'T3', name: 'Sakaba Tamaru', address: 'Kabukicho, Tokyo', turn: 0 },
    { placeId: 'T4', name: 'Kurumaya', address: 'Higashi-Shinjuku, Tokyo', turn: 0 },
  ];
  const patch = { alternatives: kyoto, recentVenues: [...kyoto, ...tokyo.slice(0, 2)], earlierVenues: tokyo.slice(2), focus: null };
  it('finds one by its name', () => {
    expect(resolve('sakaba tamaru would work for friday, open late?', patch)).toBe('T3');
    expect(resolve('is kurumaya still open?', patch)).toBe('T4');
  });
  it('finds one by its place when the latest list has none there', () => {
    expect(resolve('the kabukicho place from your first list, do I need to book?', patch)).toBe('T3');
  });
  it('prefers the latest list for a word both could mean', () => {
    expect(resolve('the gion one', { ...patch, earlierVenues: [...tokyo.slice(2), { placeId: 'G', name: 'Gion', turn: 0 }] })).toBe('K3');
  });
});

describe('resolveReferences, "the other one" after a reply that brought up an alternative', () => {
  const ask = (focus: { placeId: string; name: string; via?: 'reply' }, reply: string) => {
    const r = resolveReferences({ text: 'ok the other one then', context: { ...context, focus, earlierFocus: [{ placeId: 'P1', name: 'Casa Lima' }] }, earlierTurns: earlier, newSearch: false, lastReply: () => reply });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it('is the alternative the reply put in focus', () => {
    expect(ask({ placeId: 'P4', name: 'Baan Siam', via: 'reply' }, "It's good, but the queue is long. Baan Siam is a solid alternative.")).toBe('P4');
  });
  it('is the venue looked at before when the user had put that venue in focus', () => {
    expect(ask({ placeId: 'P4', name: 'Baan Siam' }, 'Baan Siam has solo booths.')).toBe('P1');
  });
});

describe('resolveReferences, an earlier question typed short', () => {
  it.each([
    ['k what was my first q', 'turn:0'],
    ['my 2nd question pls', 'turn:1'],
    ['ano nga ulit pangalawa kong tanong', 'turn:1'],
    ['ano yung pangatlo kong tanong?', 'turn:2'],
  ])('%s', (text, ref) => {
    expect(resolve(text)).toBe(ref);
  });
  it('reads a "q:" that opens a question as no reference to one', () => {
    expect(resolve('q: is the first one open late?')).toBe('P1');
  });
});

describe('resolveReferences, a description marked as from an earlier list', () => {
  const first: RememberedVenue[] = [
    { placeId: 'E1', name: 'Het Uitzicht', category: 'restaurant', address: 'Rooftop, Spui 70, Den Haag', turn: 0 },
    { placeId: 'E2', name: 'Café De Hofvijver', category: 'café', address: 'Lange Vijverberg 4, Den Haag', turn: 0 },
  ];
  const second: RememberedVenue[] = [
    { placeId: 'S1', name: 'Strandtent Zuid', category: 'strandtent', address: 'Zuiderstrand 1, Scheveningen', turn: 1 },
    { placeId: 'S2', name: 'Noordzee Lunchroom', category: 'lunchroom', address: 'Boulevard 52, Scheveningen', turn: 1 },
  ];
  const patch = { alternatives: second, recentVenues: [...second, ...first], focus: { placeId: 'S2', name: 'Noordzee Lunchroom' } };
  it.each([
    ['die rooftop van daarnet, hoe heette die ook alweer', 'E1'],
    ['the café from before, is it open on sundays?', 'E2'],
    ['yung rooftop kanina, mahal ba?', 'E1'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, an ordinal in an earlier list named by its kind or place', () => {
  const seafood: RememberedVenue[] = [
    { placeId: 'F1', name: 'Lantaw', category: 'seafood restaurant', priceLevel: 'moderate', turn: 0 },
    { placeId: 'F2', name: 'Choobi Choobi', category: 'seafood restaurant', priceLevel: 'inexpensive', turn: 0 },
    { placeId: 'F3', name: 'Anzani', category: 'mediterranean', priceLevel: 'expensive', turn: 0 },
  ];
  const bars: RememberedVenue[] = [
    { placeId: 'B1', name: 'Abaca Bar', category: 'bar', turn: 1 },
    { placeId: 'B2', name: 'Liquid', category: 'bar', turn: 1 },
  ];
  const patch = { alternatives: bars, recentVenues: [...bars, ...seafood], focus: null };
  it.each([
    ['going back to the seafood places, the first one', 'F1'],
    ['the second one from the first list', 'F2'],
    ['balik tayo sa seafood places, yung pangalawa', 'F2'],
    ['van de eerste lijst de derde graag', 'F3'],
    ['from the earlier list, the cheapest?', 'F2'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  it('counts over the latest list otherwise, or when it is of the kind named', () => {
    expect(resolve('the second one', patch)).toBe('B2');
    expect(resolve('back to the bars, the first one', patch)).toBe('B1');
  });
  it.each([
    ['Terug naar de seafood: heeft de derde een terras?', 'F3'],
    ['balik tayo sa seafood, yung pinakamura, bukas ba sa Lunes?', 'F2'],
  ])('goes back to an earlier list by its kind alone: %s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  it('takes "bbq" for barbecue: "back to the bbq list, the second one"', () => {
    const bbq: RememberedVenue[] = [
      { placeId: 'Q1', name: 'Franklin', category: 'barbecue', turn: 0 },
      { placeId: 'Q2', name: 'La Barbecue', category: 'barbecue', turn: 0 },
    ];
    expect(resolve('going back to the bbq list, is the second one open on Mondays?', { alternatives: bars, recentVenues: [...bars, ...bbq], focus: null })).toBe('Q2');
  });
  it('goes nowhere when the kind alone makes no pick, or names a place', () => {
    expect(resolve('how do I get back to the seafood, from the station?', { ...patch, focus: { placeId: 'B2', name: 'Liquid' } })).toBe(null);
    expect(resolve('back to Cebu, the first one', patch)).toBe('B1');
  });
});

describe('resolveReferences, a name typed without its accents', () => {
  it.each([['what about evora, is it far?', 'T3'], ['en poilane?', 'T2']])('%s', (text, id) => {
    const towns: RememberedVenue[] = [
      { placeId: 'T1', name: 'Sintra', turn: 0 },
      { placeId: 'T2', name: 'Poilâne', turn: 0 },
      { placeId: 'T3', name: 'Évora', turn: 0 },
    ];
    expect(resolve(text, { alternatives: towns, recentVenues: towns, focus: null })).toBe(id);
  });
});

describe('resolveReferences, settling on the venue in focus', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each(["let's go with that", "that's the one!", 'book that for 8 please', "we'll go with that then"])('%s', (text) => {
    expect(resolve(text, focused)).toBe('P2');
  });
  it.each(['yes, try that', "let's go with that idea", 'I like that plan'])('no venue in "%s"', (text) => {
    expect(resolve(text, focused)).toBeNull();
  });
});

describe('resolveReferences, what people call a venue', () => {
  const pizza: RememberedVenue[] = [
    { placeId: 'Z1', name: "Giordano's Jackson", turn: 0 },
    { placeId: 'Z2', name: "Lou Malnati's State Street", turn: 0 },
    { placeId: 'Z3', name: 'Newton Food Centre', turn: 0 },
  ];
  const patch = { alternatives: pizza, recentVenues: pizza, focus: null };
  it.each([
    ["Lou's it is. how do I get there?", 'Z2'],
    ["what about giordano's", 'Z1'],
    ['is newton touristy?', 'Z3'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  it("reads no name in \"it's raining\"", () => {
    expect(resolve("it's raining, what's open?", patch)).toBeNull();
  });
});

describe('resolveReferences, Dutch and Tagalog words for an English description', () => {
  const ubud: RememberedVenue[] = [
    { placeId: 'U1', name: 'Warung Biah Biah', category: 'balinese warung', turn: 0 },
    { placeId: 'U2', name: 'Sari Organik', category: 'organic warung with rice field view', turn: 0 },
    { placeId: 'U3', name: 'Warung Ibu Oka', category: 'babi guling warung', turn: 0 },
  ];
  it.each(['Die met uitzicht op de rijstvelden, is die duur?', 'yung may tanawin ng palayan'])('%s', (text) => {
    expect(resolve(text, { alternatives: ubud, recentVenues: ubud, focus: null })).toBe('U2');
  });
});

describe('resolveReferences, a Dutch compound kind', () => {
  it('finds "het festival" in a "muziekfestival"', () => {
    const utrecht: RememberedVenue[] = [
      { placeId: 'W1', name: 'Le Guess Who', category: 'muziekfestival', turn: 0 },
      { placeId: 'W2', name: 'Rommelmarkt Breedstraat', category: 'rommelmarkt', turn: 0 },
    ];
    expect(resolve('en het festival, zijn er nog kaartjes?', { alternatives: utrecht, recentVenues: utrecht, focus: null })).toBe('W1');
  });
});

describe('resolveReferences, "is that the one ...?"', () => {
  it.each(["isn't that the one with the michelin star?", 'is that the place Bourdain went to?'])('%s asks about the venue in focus', (text) => {
    expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBe('P2');
  });
});

describe('resolveReferences, a name word typed with one slip', () => {
  const ramen: RememberedVenue[] = [
    { placeId: 'M1', name: 'Mendokoro Ramenba', turn: 0 },
    { placeId: 'M2', name: 'Ippudo', turn: 0 },
    { placeId: 'M3', name: 'Alamat Filipino Pub', turn: 0 },
  ];
  const patch = { alternatives: ramen, recentVenues: ramen, focus: null };
  it.each([['mendokorro open now?', 'M1'], ['what about ipudo', 'M2'], ['how about mendokoro ramen ba', 'M1']])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  it.each(['Sige, salamat po!', 'ok thanks, bye'])('takes no chat word for a slip: %s', (text) => {
    expect(resolve(text, patch)).toBeNull();
  });
});

describe('resolveReferences, more ways to name a listed venue', () => {
  const tacos: RememberedVenue[] = [
    { placeId: 'X1', name: 'Taqueria Orinoco', turn: 0 },
    { placeId: 'X2', name: 'El Vilsito', turn: 0 },
    { placeId: 'X3', name: 'Pujol', turn: 0 },
  ];
  it("reads a name word that ran into a full stop ('let's do vilsito. how ...')", () => {
    expect(resolve("nah too fancy, let's do vilsito. how do i get there from roma?", { alternatives: tacos, recentVenues: tacos, focus: { placeId: 'X3', name: 'Pujol' } })).toBe('X2');
  });
  it('finds "yung dim sum place" by what the listing reply said about it', () => {
    const binondo: RememberedVenue[] = [
      { placeId: 'D1', name: 'Dong Bei Dumplings', turn: 0 },
      { placeId: 'D2', name: 'Cafe Mezzanine', turn: 0 },
      { placeId: 'D3', name: 'Wai Ying Fastfood', turn: 0 },
    ];
    const reply = '1. Dong Bei Dumplings (place_id: D1) - Yuchengco St, 4.5\n2. Cafe Mezzanine (place_id: D2) - Ongpin St, 4.3\n3. Wai Ying Fastfood (place_id: D3) - Benavidez St, dim sum, 4.2';
    const r = resolveReferences({ text: 'yung dim sum place naman, bukas ba ng umaga?', context: { ...context, alternatives: binondo, recentVenues: binondo, focus: null }, earlierTurns: earlier, newSearch: false, listReply: () => reply });
    expect(r).toMatchObject({ kind: 'venue', placeId: 'D3' });
  });
});

describe('resolveReferences, Flemish', () => {
  const gent: RememberedVenue[] = [
    { placeId: 'G1', name: "'t Klokhuys", turn: 0 },
    { placeId: 'G2', name: 'De Gekroonde Hoofden', turn: 0 },
    { placeId: 'G3', name: 'Frituur Bij Filip', turn: 0 },
    { placeId: 'G4', name: 'Brasserie Pakhuis', turn: 0 },
  ];
  const patch = { alternatives: gent, recentVenues: gent, focus: null };
  it('reads "den derde"', () => {
    expect(resolve('Allez, is den derde ook open op maandag?', patch)).toBe('G3');
  });
  it('reads a capitalised name after a lower-case phrase in a search for more ("in de buurt van het Pakhuis")', () => {
    const r = resolveReferences({ text: 'Kent ge nog een plekske voor een goeie pint na het eten, in de buurt van het Pakhuis?', context: { ...context, ...patch }, earlierTurns: earlier, newSearch: true });
    expect(r).toMatchObject({ kind: 'venue', placeId: 'G4' });
  });
});

describe('resolveReferences, blind15 classes', () => {
  it('reads a name word after "how late is"', () => {
    const belem: RememberedVenue[] = [{ placeId: 'L1', name: 'Pastéis de Belém', turn: 0 }, { placeId: 'L2', name: 'Manteigaria Belém', turn: 0 }];
    expect(resolve('how late is manteigaria open on sundays?', { alternatives: belem, recentVenues: belem, focus: null })).toBe('L2');
  });
  it('names no venue with a city its name holds ("terug in Den Haag")', () => {
    const museums: RememberedVenue[] = [{ placeId: 'K1', name: 'Kunstmuseum Den Haag', turn: 0 }, { placeId: 'K2', name: 'Mauritshuis', turn: 0 }];
    const r = resolveReferences({ text: "'s Avonds zijn we terug in Den Haag. Waar kunnen we lekker Indonesisch eten?", context: { ...context, alternatives: museums, recentVenues: museums, focus: null }, earlierTurns: earlier, newSearch: true });
    expect(r).toBeNull();
  });
  it('reads "yung nasa palengke" as the one at the market', () => {
    const batchoy: RememberedVenue[] = [
      { placeId: 'B1', name: "Netong's", address: 'La Paz Public Market, Iloilo', turn: 0 },
      { placeId: 'B2', name: "Ted's", address: 'SM City Iloilo', turn: 0 },
    ];
    expect(resolve('yung nasa palengke, anong oras nagbubukas?', { alternatives: batchoy, recentVenues: batchoy, focus: null })).toBe('B1');
  });
  it.each(['En de laatste metro terug, hoe laat is die?', 'the last train back, when is it?'])('reads the pronoun as the ride in "%s"', (text) => {
    expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });
});

describe('resolveReferences, a name word in a search for more places there', () => {
  it('reads "may iba pa bang murang kainan sa Session Road?" as where, not which', () => {
    const carts: RememberedVenue[] = [{ placeId: 'C1', name: 'Session Road Taho Cart', turn: 0 }, { placeId: 'C2', name: 'Burnham Park Kiosk', turn: 0 }];
    expect(resolve('may iba pa bang murang kainan sa Session Road?', { alternatives: carts, recentVenues: carts, focus: null }, true)).toBeNull();
  });
});

describe('resolveReferences, what a reply said about venues it names by one word', () => {
  const seoul: RememberedVenue[] = [
    { placeId: 'S1', name: 'Gwangjang Market', turn: 0 },
    { placeId: 'S2', name: 'Myeongdong Kyoja', turn: 0 },
    { placeId: 'S3', name: 'Jinokhwa Halmae', turn: 0 },
  ];
  const reply = 'Gwangjang is open till 11pm, Jinokhwa runs 24 hours, Kyoja closes at 9pm.';
  const ask = (text: string) => {
    const r = resolveReferences({ text, context: { ...context, alternatives: seoul, recentVenues: seoul, focus: null }, earlierTurns: earlier, newSearch: false, listReply: () => reply });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it.each([['the 24 hour one', 'S3'], ['the one that closes early', 'S2']])('%s', (text, id) => {
    expect(ask(text)).toBe(id);
  });
  it('picks none of several ("the historic ones, are they touristy?")', () => {
    expect(resolve('the historic ones, are they touristy?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });
});

describe('resolveReferences, blind16/17 classes', () => {
  it('reads a dotless ı as i ("Ankara Sofrasi" for "Ankara Sofrası")', () => {
    const ist: RememberedVenue[] = [{ placeId: 'I1', name: 'Lale Meze Evi', turn: 0 }, { placeId: 'I2', name: 'Ankara Sofrası', turn: 0 }];
    expect(resolve('is Ankara Sofrasi halal?', { alternatives: ist, recentVenues: ist, focus: null })).toBe('I2');
  });
  it("reads Flemish \"'t laatste\"", () => {
    expect(resolve("En 't laatste, da's toch in Leuven?", { focus: null })).toBe('P10');
  });
  it.each(['Una sa lahat, salamat ha! Pangalawa, ligtas bang maglakad-lakad sa Binondo pag gabi?', 'first of all thanks! second, is it safe at night?'])('reads enumerated points as no ordinal: %s', (text) => {
    expect(resolve(text, { focus: null })).toBeNull();
  });
  it('reads "de beste tijd" as no rating pick', () => {
    expect(resolve('Wat is eigenlijk de beste tijd om de Sint-Pietersberg te bezoeken?', { focus: null })).toBeNull();
  });
  it('picks the one venue of a kind asked for ("which of those is an actual restaurant?")', () => {
    const nola: RememberedVenue[] = [
      { placeId: 'J1', name: 'Spotted Cat', category: 'jazz club', turn: 0 },
      { placeId: 'J2', name: 'Magnolia Supper Club', category: 'restaurant', turn: 0 },
      { placeId: 'J3', name: 'Blues Hall', category: 'blues bar', turn: 0 },
    ];
    expect(resolve("which of those is an actual restaurant? I'd like dinner with the music", { alternatives: nola, recentVenues: nola, focus: null })).toBe('J2');
  });
  it('finds a venue by what the user says the assistant said ("ge zei iets over ne kelder")', () => {
    const gent: RememberedVenue[] = [{ placeId: 'K1', name: 'De Trappistenkelder', category: 'beer bar', turn: 0 }, { placeId: 'K2', name: "'t Kanonneke", category: 'pub', turn: 0 }];
    expect(resolve('Ge zei iets over ne kelder, hoe laat gaat die open?', { alternatives: gent, recentVenues: gent, focus: null })).toBe('K1');
  });
  it('falls back to the place when an adjective picks none ("en die in Berchem, hebben die vegetarische snacks?")', () => {
    const fries: RememberedVenue[] = [
      { placeId: 'F1', name: 'Friet Gent-Zuid', category: 'frituur', address: 'Vlaamse Kaai, Zuid, Antwerpen', turn: 0 },
      { placeId: 'F2', name: 'De Gouden Friet', category: 'frituur', address: 'Statiestraat, Berchem, Antwerpen', turn: 0 },
    ];
    expect(resolve('En die in Berchem, hebben die vegetarische snacks?', { alternatives: fries, recentVenues: fries, focus: { placeId: 'F1', name: 'Friet Gent-Zuid' } })).toBe('F2');
  });
});

describe('resolveReferences, an ordinal before a superlative', () => {
  it.each(["what's the second largest city?", 'wat is de tweede grootste stad?'])('%s picks nothing', (text) => {
    expect(resolve(text, { focus: null })).toBeNull();
  });
});

describe('resolveReferences, blind18/19 classes', () => {
  const gent: RememberedVenue[] = [
    { placeId: 'G1', name: 'Frituur Tartaar', category: 'frituur', address: 'Korenmarkt 14, Gent', turn: 0 },
    { placeId: 'G2', name: "'t Klokhuys", category: 'restaurant', address: 'Corduwaniersstraat 65, Patershol, Gent', priceLevel: 'moderate', rating: 4.6, turn: 0 },
    { placeId: 'G3', name: 'Jazzcafé De Spieghel', category: 'jazzcafé', address: 'Peperstraat 11, Groningen', priceLevel: 'inexpensive', rating: 4.1, turn: 0 },
  ];
  const patch = { alternatives: gent, recentVenues: gent, focus: null };
  it.each([
    ["Dienen in 't Patershol, kunde daar te voet naartoe?", 'G2'],
    ['En die jazzkroeg, is er vanavond live muziek?', 'G3'],
    ["which one's rated highest overall?", 'G2'],
    ['yung budget option na lang, pwede mo ba akong i-book?', 'G3'],
    ['how does tartaar compare', 'G1'],
    ['ok. pero yung Klokhuys, yun ba yung pinakaluma?', 'G2'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  const focused = { ...patch, focus: { placeId: 'G2', name: "'t Klokhuys" } };
  it.each([
    'thanks. separate thing: is the Night Safari worth it with kids?',
    'Bedankt, dat was het!',
    'is it generally safe to walk back to the hotel late at night?',
  ])('points at nothing in "%s"', (text) => {
    expect(resolve(text, focused)).toBeNull();
  });
  it('reads "yan na ang huli naming pupuntahan" as the venue in focus, not the last listed', () => {
    expect(resolve('salamat! yan na ang huli naming pupuntahan', focused)).toBe('G2');
  });
  it('reads "the tour at that place" as the venue in focus', () => {
    const porto: RememberedVenue[] = [{ placeId: 'O1', name: "Graham's", category: 'port cellar', turn: 0 }, { placeId: 'O2', name: 'Sandeman Cellars', category: 'cellar tour', turn: 0 }];
    expect(resolve('how long is the tour at that place?', { alternatives: porto, recentVenues: porto, focus: { placeId: 'O1', name: "Graham's" } })).toBe('O1');
  });
  it('finds the earlier question that shares the message\'s words', () => {
    const turns = new Map([[0, 'where do I buy a viettel sim at the airport?'], [1, 'bun cha near the old quarter'], [2, 'the second one'], [3, 'how late is it open']]);
    const r = resolveReferences({ text: 're what I asked earlier, is the viettel counter before or after customs?', context: { ...context, userTurns: 4 }, earlierTurns: turns, newSearch: false });
    expect(r).toMatchObject({ kind: 'turn', index: 0 });
  });
});

describe('resolveReferences, blind20/21 classes', () => {
  const hotels: RememberedVenue[] = [
    { placeId: 'H1', name: 'Marina Bay Sands', turn: 0 },
    { placeId: 'H2', name: 'Pan Pacific Singapore', turn: 0 },
    { placeId: 'H3', name: "Leslie's", turn: 0 },
    { placeId: 'H4', name: "Josephine's", turn: 0 },
  ];
  const ask = (text: string, previous: string, reply: string) => {
    const r = resolveReferences({ text, context: { ...context, alternatives: hotels, recentVenues: hotels, focus: null, userTurns: 2 }, earlierTurns: new Map([[0, 'hotels please'], [1, previous]]), newSearch: false, lastReply: () => reply });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it('reads "the other one" after the user weighed two and the reply picked one', () => {
    expect(ask('and the other one, can non-guests use the rooftop pool?', 'ok then Marina Bay Sands or Pan Pacific, which is better with two kids?', 'Pan Pacific is usually the easier pick for families.')).toBe('H1');
    expect(ask('e yung isa, may parking ba?', 'Leslies o Josephines, alin mas maganda ang view?', "Mas malawak ang view sa Leslie's.")).toBe('H4');
  });
  it('reads "the other one" after a reply that answers with a venue named by one word, whatever the reply put in focus', () => {
    const r = resolveReferences({
      text: 'and the other one, does it take cards?',
      context: { ...context, alternatives: hotels, recentVenues: hotels, focus: { placeId: 'H1', name: 'Marina Bay Sands', via: 'reply' }, userTurns: 2 },
      earlierTurns: new Map([[0, 'hotels please'], [1, 'marina bay sands or pan pacific, which one is open later?']]),
      newSearch: false,
      lastReply: () => 'Pacific stays open until about 3am on weekends; Marina Bay Sands closes around 2am.',
    });
    expect(r?.kind === 'venue' ? r.placeId : null).toBe('H1');
  });
  it('reads "the other one" after a reply that names both of the weighed pair, the answer first', () => {
    expect(ask('ok and does the other one do delivery?', 'which is open later, the first or the third?', "Leslie's stays open until 4am; Marina Bay Sands closes at 2am.")).toBe('H1');
  });
  it('reads Flemish "den anderen" as the other of two', () => {
    const pair = list.slice(0, 2);
    expect(resolve('en den anderen?', { alternatives: pair, recentVenues: pair, focus: { placeId: 'P1', name: 'Casa Lima' } })).toBe('P2');
  });
  it.each([
    ['Is den eersten ver van \'t Zuid?', 'P1'],
    ['Hoeveel trappen heeft dienen bar?', null],
  ])('reads Flemish forms: %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
  it('reads Flemish "da" (dat) before a kind or a name word: "Da kasteel", "is da frietkot open?"', () => {
    const gent: RememberedVenue[] = [
      { placeId: 'G1', name: 'Gravensteen', category: 'castle', turn: 0 },
      { placeId: 'G2', name: 'Sint-Baafs', category: 'cathedral', turn: 0 },
      { placeId: 'G3', name: 'Frietkot Sint-Jacob', category: 'friterie', turn: 0 },
    ];
    const patch = { alternatives: gent, recentVenues: gent, focus: null };
    expect(resolve('Da kasteel, moet ge daar op voorhand tickets kopen?', patch)).toBe('G1');
    expect(resolve('Is da frietkot ook open op zondag?', patch)).toBe('G3');
  });
  it('reads "dienen toren" as the one tower', () => {
    const brugge: RememberedVenue[] = [{ placeId: 'T1', name: 'Belfort', category: 'toren', turn: 0 }, { placeId: 'T2', name: 'Begijnhof', category: 'begijnhof', turn: 0 }];
    expect(resolve('Hoeveel trappen heeft dienen toren?', { alternatives: brugge, recentVenues: brugge, focus: null })).toBe('T1');
  });
  it('reads "walk around at night there" as the city', () => {
    expect(resolve('great. also is it safe to walk around at night there?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });
  it('finds an earlier question by a topic said in other words ("bago yung presyo")', () => {
    const turns = new Map([[0, 'snorkeling sa dumaguete?'], [1, 'kailangan ba ng gamit?'], [2, 'magkano sa Apo Island?']]);
    const r = resolveReferences({ text: 'ano nga ulit yung tinanong ko bago yung presyo?', context: { ...context, userTurns: 3 }, earlierTurns: turns, newSearch: false });
    expect(r).toMatchObject({ kind: 'turn', index: 1 });
  });
  it('reads Flemish "mijne eerste vraag"', () => {
    expect(resolve('Wat was mijne eerste vraag nu weer?')).toBe('turn:0');
  });
});

describe('resolveReferences, blind22/23 classes', () => {
  const v: RememberedVenue[] = [
    { placeId: 'V1', name: 'Frites Atelier', turn: 0 },
    { placeId: 'V2', name: 'Frituur No. 1', turn: 0 },
    { placeId: 'V3', name: 'Gio-ji Temple', turn: 0 },
    { placeId: 'V4', name: "Chef Tony's", turn: 0 },
    { placeId: 'V5', name: "'t Klokhuys", turn: 0 },
  ];
  const patch = { alternatives: v, recentVenues: v, focus: null };
  it.each([
    ['Is Frituur No. 1 open op zondag?', 'V2'],
    ['how do i get to gioji from kyoto station', 'V3'],
    ['ok what about parking at chef tonys', 'V4'],
    ['Hebben ze in da klokhuis ook iets vegetarisch?', 'V5'],
    ['Dat eerste, hebben die nog plaats vrijdag?', 'V1'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  it('reads "sa isa" as the other of two', () => {
    const two = v.slice(0, 2);
    expect(resolve('mahal pala, dun na lang kami sa isa', { alternatives: two, recentVenues: two, focus: { placeId: 'V1', name: 'Frites Atelier' } })).toBe('V2');
  });
  it('reads a landmark after "malapit sa" as no new venue', () => {
    expect(resolve('yan ba malapit sa Binondo Church?', { ...patch, focus: { placeId: 'V1', name: 'Frites Atelier' } })).toBe('V1');
  });
  it.each(['Alin dyan ang pinaka-highly rated?', 'Den hoogst gescoorde, is dat ver van de Markt?'])('reads a rating pick: %s', (text) => {
    expect(resolve(text, { focus: null })).toBe('P2');
  });
  it('reads "the thing I asked earlier re the subway" as that earlier question', () => {
    const turns = new Map([[0, 'is the subway easy from the airport?'], [1, 'lobster rolls in the north end'], [2, 'the first one, do they take reservations?']]);
    const r = resolveReferences({ text: 'fine, skip it. about the thing I asked earlier re the subway - does it go to the airport?', context: { ...context, userTurns: 3 }, earlierTurns: turns, newSearch: false });
    expect(r).toMatchObject({ kind: 'turn', index: 0 });
  });
});

describe('resolveReferences, a whole name typed with other splits', () => {
  const poBoys: RememberedVenue[] = [
    { placeId: 'N1', name: "Domilise's Po-Boy & Bar", category: 'sandwich', turn: 0 },
    { placeId: 'N2', name: "Parasol's", category: 'bar', turn: 0 },
    { placeId: 'N3', name: 'Killer PoBoys', category: 'sandwich', turn: 0 },
  ];
  it("takes \"killer po boys\" whole, though \"po boy\" is part of another name", () => {
    expect(resolve("where exactly is killer po boys? I'm staying near the garden district", { alternatives: poBoys, recentVenues: poBoys, focus: null })).toBe('N3');
  });
});

describe('resolveReferences, a comparative leading what is asked', () => {
  const clubs: RememberedVenue[] = [
    { placeId: 'A', name: "Antone's Nightclub", category: 'live music venue', priceLevel: 'moderate', rating: 4.6, turn: 0 },
    { placeId: 'B', name: 'The Continental Club', category: 'bar', priceLevel: 'moderate', rating: 4.7, turn: 0 },
    { placeId: 'C', name: "C-Boy's Heart & Soul", category: 'bar', priceLevel: 'inexpensive', rating: 4.6, turn: 0 },
  ];
  const patch = { alternatives: clubs, recentVenues: clubs, focus: { placeId: 'A', name: "Antone's Nightclub" } };
  it.each([
    ['which of those is the cheapest night out?', 'C'],
    ['which is the best rated night out?', 'B'],
  ])('%s: the comparative picks; "night" is no part of a name', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, "worth it"', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it('takes the "it" of "worth it" for no venue: "in portland, any food cart pods worth it?"', () => {
    expect(resolve('in portland, any food cart pods worth it?', focused)).toBe(null);
  });
  it('still reads "is it worth it?" as about the venue in focus', () => {
    expect(resolve('is it worth it?', focused)).toBe('P2');
  });
});

describe('resolveReferences, "the other one in <area>" with an area of two words', () => {
  const hotels: RememberedVenue[] = [
    { placeId: 'H1', name: 'The Balmoral', address: 'Princes St, New Town, Edinburgh', turn: 0 },
    { placeId: 'H2', name: 'Motel One Royal', address: 'Market St, Old Town, Edinburgh', turn: 0 },
    { placeId: 'H3', name: 'Grassmarket Hotel', address: 'Grassmarket, Old Town, Edinburgh', turn: 0 },
    { placeId: 'H4', name: 'Ibis South Bridge', address: 'South Bridge, Southside, Edinburgh', turn: 0 },
  ];
  it('takes the venues in all its words, not the New Town one: "how about the other one in the Old Town?"', () => {
    const patch = { alternatives: hotels, recentVenues: hotels, focus: { placeId: 'H2', name: 'Motel One Royal' }, earlierFocus: [hotels[3]] };
    expect(resolve('how about the other one in the Old Town?', patch)).toBe('H3');
  });
});

describe('resolveReferences, back to an earlier list and a kind in it', () => {
  const lunch: RememberedVenue[] = [
    { placeId: 'L1', name: 'Lunchcafé Spaarne', category: 'lunchroom', turn: 0 },
    { placeId: 'L2', name: 'Jopenkerk', category: 'brouwerij', turn: 0 },
  ];
  const venues: RememberedVenue[] = [
    { placeId: 'C1', name: 'Paard', category: 'poppodium', turn: 1 },
    { placeId: 'C2', name: 'Amare', category: 'concertzaal', turn: 1 },
  ];
  it('"Nog even terug naar de lunch: hoe laat gaat die brouwerij open?"', () => {
    const patch = { alternatives: venues, recentVenues: [...venues, ...lunch], focus: { placeId: 'C2', name: 'Amare' } };
    expect(resolve('Nog even terug naar de lunch: hoe laat gaat die brouwerij open?', patch)).toBe('L2');
  });
});

describe('resolveReferences, "the other <two words> one besides <name>"', () => {
  const jazz: RememberedVenue[] = [
    { placeId: 'J1', name: 'Preservation Hall', category: 'jazz venue', address: 'St Peter St, French Quarter', turn: 0 },
    { placeId: 'J2', name: 'The Spotted Cat Music Club', category: 'jazz club', address: 'Frenchmen St, Marigny', turn: 0 },
    { placeId: 'J3', name: 'Snug Harbor Jazz Bistro', category: 'jazz club', address: 'Frenchmen St, Marigny', turn: 0 },
    { placeId: 'J4', name: "Fritzel's European Jazz Pub", category: 'jazz bar', address: 'Bourbon St, French Quarter', turn: 0 },
  ];
  const patch = { alternatives: jazz, recentVenues: jazz, focus: { placeId: 'J4', name: "Fritzel's European Jazz Pub" } };
  it('takes every word of the description and leaves out the venue set apart', () => {
    expect(resolve('and the other Frenchmen st one besides the Spotted Cat?', patch)).toBe('J3');
  });
  it('picks nothing when two still fit', () => {
    expect(resolve('and the other Frenchmen st one?', patch)).toBe(null);
  });
});

describe('resolveReferences, initials of an area only the reply named', () => {
  const gumbo: RememberedVenue[] = [
    { placeId: 'G1', name: "Dooky Chase's Restaurant", turn: 0 },
    { placeId: 'G2', name: "Mother's Restaurant", turn: 0 },
    { placeId: 'G3', name: 'Palm Court Jazz Cafe', turn: 0 },
  ];
  const reply = "Some picks: 1. Dooky Chase's Restaurant (place_id: G1) - Tremé, classic Creole 2. Mother's Restaurant (place_id: G2) - Central Business District, po'boys 3. Palm Court Jazz Cafe (place_id: G3) - French Quarter, jazz";
  const pick = (text: string) => {
    const r = resolveReferences({ text, context: { ...context, alternatives: gumbo, recentVenues: gumbo, focus: { placeId: 'G1', name: "Dooky Chase's Restaurant" } }, earlierTurns: earlier, newSearch: false, listReply: () => reply });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it('"the one in the CBD" is the venue the reply placed in the Central Business District', () => {
    expect(pick('right. the one in the CBD, still serving at 9?')).toBe('G2');
  });
  it('"the FQ one" is the one in the French Quarter', () => {
    expect(pick('the FQ one, is it loud?')).toBe('G3');
  });
});

describe('resolveReferences, the question before that', () => {
  it.each([
    ['ano nga ulit yung tanong ko kanina bago yan?', 'turn:2'],
    ['what was my question before that?', 'turn:2'],
    ['en wat was mijn vraag daarvoor?', 'turn:2'],
  ])('%s: one further back than the last question', (text, ref) => {
    expect(resolve(text, { alternatives: [], recentVenues: [], focus: null })).toBe(ref);
  });
  it('the last question alone is the last one', () => {
    expect(resolve('ano nga ulit yung tanong ko kanina?', { alternatives: [], recentVenues: [], focus: null })).toBe('turn:3');
  });
});

describe('resolveReferences, a venue of an earlier list by its kind and place in that list', () => {
  const museums: RememberedVenue[] = [
    { placeId: 'M1', name: 'Rijksmuseum', category: 'art museum', priceLevel: 'expensive', turn: 0 },
    { placeId: 'M2', name: 'Van Gogh Museum', category: 'art museum', priceLevel: 'expensive', turn: 0 },
    { placeId: 'M3', name: 'Anne Frank Huis', category: 'history museum', priceLevel: 'moderate', turn: 0 },
  ];
  const food: RememberedVenue[] = [
    { placeId: 'F1', name: 'Blauw', category: 'indonesian', turn: 1 },
    { placeId: 'F2', name: 'Sampurna', category: 'indonesian', turn: 1 },
  ];
  const patch = { alternatives: food, recentVenues: [...food, ...museums], focus: null };
  it.each([
    ['back to the museum you mentioned first, is it open monday?', 'M1'],
    ['what about the 2nd museum?', 'M2'],
    ['and the museum you listed last?', 'M3'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  it('takes the one venue of a kind only an earlier list has: "en het kunstmuseum?"', () => {
    const gent: RememberedVenue[] = [
      { placeId: 'G1', name: 'STAM', category: 'stadsmuseum', turn: 0 },
      { placeId: 'G2', name: 'MSK', category: 'kunstmuseum', turn: 0 },
    ];
    const fries: RememberedVenue[] = [
      { placeId: 'R1', name: 'Frituur Jozef', category: 'frituur', turn: 1 },
      { placeId: 'R2', name: 'Julien', category: 'frituur', turn: 1 },
    ];
    expect(resolve('en het kunstmuseum?', { alternatives: fries, recentVenues: [...fries, ...gent], focus: null })).toBe('G2');
  });
});

describe('resolveReferences, messy typing', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each([
    ['the last 1 pls', 'P10'],
    ['ung pngalawa mgkno?', 'P2'],
    ['hoe kom ik doar', 'P2'],
  ])('%s', (text, id) => {
    expect(resolve(text, focused)).toBe(id);
  });
  it('keeps "the last 2 days" a stretch of time', () => {
    expect(resolve('what did we do the last 2 days', { focus: null })).toBe(null);
  });
  it('reads "ung mura" as the cheap one', () => {
    const two: RememberedVenue[] = [
      { placeId: 'C1', name: 'Sariwon', priceLevel: 'expensive', turn: 0 },
      { placeId: 'C2', name: 'Yakimix', priceLevel: 'inexpensive', turn: 0 },
    ];
    expect(resolve('ung mura n lng', { alternatives: two, recentVenues: two, focus: null })).toBe('C2');
  });
});

describe('resolveReferences, Dutch adjectives for what a category says in English', () => {
  it('"De biologische, hebben die glutenvrij?" picks the organic place', () => {
    const brunch: RememberedVenue[] = [
      { placeId: 'U1', name: 'Bij Ons', category: 'brunch', turn: 0 },
      { placeId: 'U2', name: 'Gys', category: 'organic', turn: 0 },
    ];
    expect(resolve('De biologische, hebben die glutenvrij?', { alternatives: brunch, recentVenues: brunch, focus: null })).toBe('U2');
  });
});

describe('resolveReferences, a route between two listed places', () => {
  const antwerp: RememberedVenue[] = [
    { placeId: 'A1', name: 'Vogeltjesmarkt', category: 'markt', turn: 0 },
    { placeId: 'A2', name: 'Zomer van Antwerpen', category: 'festival', turn: 0 },
    { placeId: 'A3', name: 'MAS', category: 'museum', turn: 0 },
  ];
  const patch = { alternatives: antwerp, recentVenues: antwerp, focus: null };
  it.each([
    ['Hoe kom ik van het MAS naar de markt?', 'A1'],
    ['Hoe ver is het van de markt naar het MAS?', 'A3'],
  ])('%s: the end of the route', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, a question placed by its neighbour or by a count back', () => {
  const asked = new Map([
    [0, 'ramen in shibuya?'],
    [1, 'is the metro still running after midnight?'],
    [2, 'what about izakayas in shinjuku?'],
    [3, 'is there a night bus?'],
  ]);
  const turn = (text: string) => {
    const r = resolveReferences({ text, context: { ...context, userTurns: 4, focus: null }, earlierTurns: asked, newSearch: false });
    return r?.kind === 'turn' ? r.index : null;
  };
  it('"what was the question before the izakaya one?" is the one before it', () => {
    expect(turn('what was the question before the izakaya one?')).toBe(1);
  });
  it.each([
    ['the thing I asked two messages ago', 2],
    ['wat vroeg ik drie vragen geleden?', 1],
  ])('%s', (text, index) => {
    expect(turn(text)).toBe(index);
  });
});

describe('resolveReferences, Dutch "die van <street>"', () => {
  it('"Is die van de Prinsengracht duur?" picks the one on that street, not the one in focus', () => {
    const pancakes: RememberedVenue[] = [
      { placeId: 'K1', name: 'Pancakes Amsterdam', address: 'Berenstraat 38', turn: 0 },
      { placeId: 'K2', name: 'The Pancake Bakery', address: 'Prinsengracht 191', turn: 0 },
    ];
    expect(resolve('Is die van de Prinsengracht duur?', { alternatives: pancakes, recentVenues: pancakes, focus: { placeId: 'K1', name: 'Pancakes Amsterdam' } })).toBe('K2');
  });
});

describe('resolveReferences, a venue ruled out by name up front', () => {
  const dumplings: RememberedVenue[] = [
    { placeId: 'D1', name: 'Din Tai Fung', priceLevel: 'moderate', turn: 0 },
    { placeId: 'D2', name: 'Hangzhou Xiaolongbao', priceLevel: 'inexpensive', turn: 0 },
    { placeId: 'D3', name: 'Jin Ji Yuan', priceLevel: 'inexpensive', turn: 0 },
  ];
  const patch = { alternatives: dumplings, recentVenues: dumplings, focus: null };
  it('picks nothing of the rest: "not din tai fung, one of the others"', () => {
    expect(resolve('not din tai fung, one of the others', patch)).toBe(null);
  });
  it('picks what comes after: "not din tai fung, the third one"', () => {
    expect(resolve('not din tai fung, the third one', patch)).toBe('D3');
  });
  it('of two, the other: "hindi yung Din Tai Fung, yung isa"', () => {
    expect(resolve('hindi yung Din Tai Fung, yung isa', { ...patch, alternatives: dumplings.slice(0, 2), recentVenues: dumplings.slice(0, 2) })).toBe('D2');
  });
});

describe('resolveReferences, blind37-41 classes', () => {
  const pick = (text: string, venues: RememberedVenue[], focus: { placeId: string; name: string } | null = null) => resolve(text, { alternatives: venues, recentVenues: venues, focus });
  it('"franklins line is crazy long right?": a possessive typed without its apostrophe', () => {
    const bbq: RememberedVenue[] = [{ placeId: 'F', name: 'Franklin Barbecue', turn: 0 }, { placeId: 'M', name: 'Micklethwait Craft Meats', turn: 0 }];
    expect(pick('franklins line is crazy long right? hw early shld i go', bbq)).toBe('F');
  });
  it('"ugh ok wat abt ramiro": texting "wat abt" before a name', () => {
    const fish: RememberedVenue[] = [{ placeId: 'R', name: 'Cervejaria Ramiro', turn: 0 }, { placeId: 'A', name: 'Marisqueira Azul', turn: 0 }];
    expect(pick('ugh ok wat abt ramiro', fish)).toBe('R');
  });
  it('"En bij jopen?": a Dutch compound name typed without its head', () => {
    const beer: RememberedVenue[] = [{ placeId: 'J', name: 'Jopenkerk', turn: 0 }, { placeId: 'U', name: 'Uiltje Brewery', turn: 0 }];
    expect(pick('En bij jopen, kun je daar ook eten?', beer, { placeId: 'U', name: 'Uiltje Brewery' })).toBe('J');
  });
  it('"en den frituur": a Flemish article before a kind', () => {
    const gent: RememberedVenue[] = [{ placeId: 'K', name: "'t Klokhuys", category: 'belgisch', turn: 0 }, { placeId: 'F', name: 'Frituur Bij Filip', category: 'frituur', turn: 0 }];
    expect(pick('en den frituur, hebben die ook stoofvleessaus', gent, { placeId: 'K', name: "'t Klokhuys" })).toBe('F');
  });
  it('"Dat jazzconcert": a compound whose head is the kind and whose stem is in the name', () => {
    const rdam: RememberedVenue[] = [{ placeId: 'J', name: 'Jazz in De Doelen', category: 'concert', turn: 0 }, { placeId: 'M', name: 'Fenix', category: 'museum', turn: 0 }, { placeId: 'K', name: 'Kunsthal', category: 'museum', turn: 0 }];
    expect(pick('Dat jazzconcert, is dat zaterdag of zondag?', rdam)).toBe('J');
  });
  it('"En d\'andere": Flemish d\' for de', () => {
    const markets: RememberedVenue[] = [{ placeId: 'B', name: 'Bloemenmarkt Kouter', turn: 0 }, { placeId: 'R', name: 'Rommelmarkt Sint-Jacobs', turn: 0 }];
    expect(pick("En d'andere, tot hoe laat is die open?", markets, { placeId: 'B', name: 'Bloemenmarkt Kouter' })).toBe('R');
  });
  it('"the one in the market" for an address on the Mercato Centrale', () => {
    const tripe: RememberedVenue[] = [{ placeId: 'N', name: 'Da Nerbone', address: 'Mercato Centrale, San Lorenzo, Florence', turn: 0 }, { placeId: 'T', name: "L'Antico Trippaio", address: 'Piazza dei Cimatori, Florence', turn: 0 }];
    expect(pick('the one in the market, what days is it open?', tripe)).toBe('N');
  });
  it('"terug in Den Haag" is no kind "haag"', () => {
    const museums: RememberedVenue[] = [{ placeId: 'K', name: 'Kunstmuseum Den Haag', category: 'museum', turn: 0 }, { placeId: 'M', name: 'Mauritshuis', category: 'museum', turn: 0 }];
    expect(pick("'s Avonds zijn we terug in Den Haag. Waar kunnen we lekker Indonesisch eten?", museums)).toBe(null);
  });
});

describe('resolveReferences, earlier questions found by a short word or typed loosely', () => {
  const asked = new Map([
    [0, 'hey, is the Copenhagen Card worth it for 2 days?'],
    [1, 'ok then which museums should we do?'],
    [2, 'the sixth one, is that place far?'],
  ]);
  const turn = (text: string) => {
    const r = resolveReferences({ text, context: { ...context, userTurns: 3, focus: null }, earlierTurns: asked, newSearch: false });
    return r?.kind === 'turn' ? r.index : null;
  };
  it('"does the card cover the train too?" finds the question about the card', () => {
    expect(turn('going back to what I asked earlier, does the card cover the train too?')).toBe(0);
  });
  it('"wait wat did i ask at the start" is the first question', () => {
    expect(turn('wait wat did i ask at the start')).toBe(0);
  });
});

describe('resolveReferences, a party size and a time', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each([
    ['ok book that one for 4 at 7', 'P2'],
    ['book the 3rd for 2 at 8pm', 'P3'],
    ['is the 5th open at 9', 'P5'],
  ])('%s: the numbers of people and hours pick nothing', (text, id) => {
    expect(resolve(text, focused)).toBe(id);
  });
});

describe('resolveReferences, a sight named after a verb of going', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it('"on sunday we want to hike Arthur\'s Seat, is it hard?": "it" is the hill, not the venue in focus', () => {
    expect(resolve("on sunday we want to hike Arthur's Seat, is it hard?", focused)).toBe(null);
  });
  it('still reads "is it far from here?" as the venue in focus', () => {
    expect(resolve('is it far from here?', focused)).toBe('P2');
  });
});

describe('resolveReferences, a name before a texting form of "tayo" or "na lang"', () => {
  const pampanga: RememberedVenue[] = [
    { placeId: 'S1', name: 'Aling Lucing', category: 'sisig', address: 'Angeles City', turn: 0 },
    { placeId: 'S2', name: "Mila's Tokwa't Baboy", category: 'sisig', address: 'Angeles City', turn: 0 },
    { placeId: 'S3', name: "Kabigting's", category: 'halo-halo', address: 'Arayat', turn: 0 },
  ];
  it.each([
    ['kay milas tyo', 'S2'],
    ['milas nlng', 'S2'],
    ['kabigtings nmn', 'S3'],
  ])('%s', (text, expected) => {
    expect(resolve(text, { alternatives: pampanga, recentVenues: pampanga, focus: null })).toBe(expected);
  });
});

describe('resolveReferences, a description the data cannot check, then a place', () => {
  const hk: RememberedVenue[] = [
    { placeId: 'H1', name: 'Tim Ho Wan', category: 'dim sum', address: 'Sham Shui Po', turn: 0 },
    { placeId: 'H2', name: 'Lung King Heen', category: 'cantonese', address: 'Four Seasons, Central', turn: 0 },
    { placeId: 'H3', name: 'One Dim Sum', category: 'dim sum', address: 'Prince Edward', turn: 0 },
  ];
  const patch = { alternatives: hk, recentVenues: hk, focus: null };
  it('lets the place pick: "the michelin one at the four seasons, do they need a jacket"', () => {
    expect(resolve('the michelin one at the four seasons, do they need a jacket', patch)).toBe('H2');
  });
  it('still picks nothing on the description alone: "the michelin one"', () => {
    expect(resolve('the michelin one', patch)).toBeNull();
  });
});

describe('resolveReferences, a slipped name word after the name\'s own first word', () => {
  const cdmx: RememberedVenue[] = [
    { placeId: 'T1', name: 'El Vilsito', category: 'taqueria', address: 'Narvarte', turn: 0 },
    { placeId: 'T2', name: 'Taqueria Orinoco', category: 'taqueria', address: 'Roma Norte', turn: 0 },
  ];
  it.each([
    ['wat abt el vilsto, cash only?', 'T1'],
    ['how about el vilsitto', 'T1'],
  ])('%s', (text, expected) => {
    expect(resolve(text, { alternatives: cdmx, recentVenues: cdmx, focus: { placeId: 'T2', name: 'Taqueria Orinoco' } })).toBe(expected);
  });
});

describe('resolveReferences, a leading "and there?" is the venue in focus, not a new topic', () => {
  const tacos: RememberedVenue[] = [
    { placeId: 'T1', name: 'El Vilsito', category: 'taqueria', turn: 0 },
    { placeId: 'T2', name: 'Taqueria Orinoco', category: 'taqueria', turn: 0 },
  ];
  const patch = { alternatives: tacos, recentVenues: tacos, focus: { placeId: 'T1', name: 'El Vilsito' } };
  it.each(['and there? parking?', 'en daar? parkeren?'])('%s', (text) => {
    expect(resolve(text, patch)).toBe('T1');
  });
  it('still reads a named topic first: "and the market? is it open?"', () => {
    expect(resolve('and the market? is it open?', patch)).toBeNull();
  });
});

describe('resolveReferences, a listed name said only as where', () => {
  const areas: RememberedVenue[] = [
    { placeId: 'A1', name: 'Alfama', category: 'neighbourhood', turn: 0 },
    { placeId: 'A2', name: 'Belém', category: 'neighbourhood', turn: 0 },
    { placeId: 'A3', name: 'Bairro Alto', category: 'neighbourhood', turn: 0 },
  ];
  const pastry: RememberedVenue[] = [
    { placeId: 'B1', name: 'Pastéis de Belém', category: 'bakery', address: 'Rua de Belém 84', turn: 2 },
    { placeId: 'B2', name: 'Manteigaria', category: 'bakery', address: 'Rua do Loreto 2', turn: 2 },
  ];
  const fado: RememberedVenue[] = [
    { placeId: 'F1', name: 'Clube de Fado', category: 'fado house', turn: 4 },
    { placeId: 'F2', name: 'Tasca do Chico', category: 'fado bar', turn: 4 },
  ];
  it('lets the latest list decide: "the one in belem, long queue?"', () => {
    expect(resolve('the one in belem, long queue?', { alternatives: pastry, recentVenues: [...pastry, ...areas], focus: null })).toBe('B1');
  });
  it('picks the venue, not the areas set against each other: "tasca do chico is in bairro alto not alfama right?"', () => {
    const patch = { alternatives: fado, recentVenues: [...fado, areas[0]], earlierVenues: areas.slice(1), focus: null, earlierFocus: [{ placeId: 'A2', name: 'Belém' }] };
    expect(resolve('tasca do chico is in bairro alto not alfama right?', patch)).toBe('F2');
  });
  it('still picks an area named alone: "what about bairro alto?"', () => {
    expect(resolve('what about bairro alto?', { alternatives: areas, recentVenues: areas, focus: null })).toBe('A3');
  });
});

describe('resolveReferences, a topic named by another form of its word', () => {
  it('finds "do i need to book?" for "my earlier question about booking"', () => {
    const turns = new Map([[0, 'thai food in chiang mai'], [1, 'option 4 — do i need to book?'], [2, 'which is the priciest'], [3, 'is the first one cash only']]);
    const r = resolveReferences({ text: 'my earlier question about booking, any update?', context: { ...context, userTurns: 4 }, earlierTurns: turns, newSearch: false });
    expect(r).toMatchObject({ kind: 'turn', index: 1 });
  });
});

describe('resolveReferences, ordinals and "the other" typed the way people text', () => {
  it.each([
    ['da 3rd', 'P3'],
    ['yung pang 2', 'P2'],
    ['the lst one', 'P10'],
  ])('%s', (text, expected) => {
    expect(resolve(text)).toBe(expected);
  });
  it('reads "wut abt the othr one" as the other of two', () => {
    const two: RememberedVenue[] = [list[0], list[1]];
    expect(resolve('wut abt the othr one', { alternatives: two, recentVenues: two, focus: { placeId: 'P1', name: 'Casa Lima' } })).toBe('P2');
  });
});

describe('resolveReferences, a description that fits the venue compared against too', () => {
  const gigs: RememberedVenue[] = [
    { placeId: 'G1', name: "Ronnie Scott's", category: 'jazz club', address: 'Soho', turn: 0 },
    { placeId: 'G2', name: 'Jazz Cafe', category: 'live music', address: 'Camden', turn: 0 },
    { placeId: 'G3', name: 'The Windmill', category: 'indie venue', address: 'Brixton', turn: 0 },
  ];
  const patch = { alternatives: gigs, recentVenues: gigs, focus: { placeId: 'G3', name: 'The Windmill' } };
  it('picks the other: "ok and is the jazz one cheaper than ronnie scott\'s?"', () => {
    expect(resolve("ok and is the jazz one cheaper than ronnie scott's?", patch)).toBe('G2');
  });
  it('still picks nothing on "is the jazz one open late?"', () => {
    expect(resolve('is the jazz one open late?', patch)).toBeNull();
  });
});

describe('resolveReferences, an ordinal word before a noun of time or news', () => {
  it.each(['wat is het laatste nieuws over de treinstaking?', 'the first week we stay in Madrid', 'ano ang huling balita?'])('points at nothing: %s', (text) => {
    expect(resolve(text, { focus: null })).toBeNull();
  });
});

describe('resolveReferences, a distinctive name word typed without punctuation before the question', () => {
  const fukuoka: RememberedVenue[] = [
    { placeId: 'K1', name: 'Rakutenchi', category: 'motsunabe', turn: 0 },
    { placeId: 'K2', name: 'Ichiran Nakasu', category: 'ramen', turn: 0 },
  ];
  const brugge: RememberedVenue[] = [
    { placeId: 'B1', name: 'De Halve Maan', category: 'brouwerij', turn: 0 },
    { placeId: 'B2', name: 'Breydel-De Coninc', category: 'mosselen', turn: 0 },
  ];
  const iloilo: RememberedVenue[] = [
    { placeId: 'I1', name: "Netong's Original Special La Paz Batchoy", turn: 0 },
    { placeId: 'I2', name: "Deco's Original La Paz Batchoy", turn: 0 },
    { placeId: 'I3', name: "Ted's Oldtimer La Paz Batchoy", turn: 0 },
  ];
  const denhaag: RememberedVenue[] = [
    { placeId: 'D1', name: 'Mauritshuis', category: 'museum', turn: 0 },
    { placeId: 'D2', name: 'Escher in Het Paleis', category: 'museum', turn: 0 },
  ];
  it.each([
    ['rakutenchi can we walk in without a reservation', fukuoka, 'K1'],
    ['breydel zijn die dicht op woensdag', brugge, 'B2'],
    ['yung decos may aircon ba', iloilo, 'I2'],
    ['yung kay netong cash lang ba', iloilo, 'I1'],
    ['gaano kalayo yung teds mula sa sm city iloilo', iloilo, 'I3'],
    ['hoe duur is een kaartje voor escher', denhaag, 'D2'],
  ])('%s', (text, venues, expected) => {
    expect(resolve(text, { alternatives: venues, recentVenues: venues, focus: null })).toBe(expected);
  });
  it('still reads no name in "my brother can come too" with "Brother Baba Budan" listed', () => {
    const cafes: RememberedVenue[] = [{ placeId: 'C1', name: 'Brother Baba Budan', turn: 0 }, { placeId: 'C2', name: 'Patricia', turn: 0 }];
    expect(resolve('my brother can come too', { alternatives: cafes, recentVenues: cafes, focus: null })).toBeNull();
  });
});

describe('resolveReferences, a description that runs into the question without a comma', () => {
  const montreal: RememberedVenue[] = [
    { placeId: 'M1', name: 'La Banquise', category: 'poutine', address: '994 Rue Rachel E, Plateau-Mont-Royal', turn: 0 },
    { placeId: 'M2', name: 'Patati Patata', category: 'diner', address: '4177 Boul St-Laurent', turn: 0 },
    { placeId: 'M3', name: 'Au Pied de Cochon', category: 'quebecois', address: '536 Av Duluth E', turn: 0 },
  ];
  it('lets its first words pick: "the one on duluth is the foie gras poutine a real thing"', () => {
    expect(resolve('the one on duluth is the foie gras poutine a real thing', { alternatives: montreal, recentVenues: montreal, focus: null })).toBe('M3');
  });
});

describe('resolveReferences, picks typed without punctuation or apostrophes', () => {
  it.each([
    ['eerste graag hoe lang duurt de tocht', 'P1'],
    ['yung 3 magkano usually', 'P3'],
    ['en t laatste das toch in leuven', 'P10'],
  ])('%s', (text, expected) => {
    expect(resolve(text, { focus: null })).toBe(expected);
  });
  it('reads "en dandere" as the other of two', () => {
    const two: RememberedVenue[] = [list[0], list[1]];
    expect(resolve('en dandere tot hoe laat is die open', { alternatives: two, recentVenues: two, focus: { placeId: 'P1', name: 'Casa Lima' } })).toBe('P2');
  });
  it('reads "which ones in lavapies" as the one there', () => {
    expect(resolve('which ones in lavapies', { focus: null })).toBe('P1');
  });
  it('reads "aling lucing bukas pa ba ng 10pm" as the name', () => {
    const angeles: RememberedVenue[] = [{ placeId: 'A1', name: 'Aling Lucing', turn: 0 }, { placeId: 'A2', name: "Mila's Tokwa't Baboy", turn: 0 }];
    expect(resolve('aling lucing bukas pa ba ng 10pm', { alternatives: angeles, recentVenues: angeles, focus: null })).toBe('A1');
  });
});

describe('resolveReferences, more picks typed without punctuation', () => {
  it.each([
    ['no 4 is it halal', 'P4'],
    ['is no 3 in english', 'P3'],
  ])('%s', (text, expected) => {
    expect(resolve(text, { focus: null })).toBe(expected);
  });
  it('reads "no 2 people" as no pick', () => {
    expect(resolve('no 2 people is fine', { focus: null })).toBeNull();
  });
  it('matches an address typed without its apostrophe: "yung sa dmall mura ba"', () => {
    const bora: RememberedVenue[] = [
      { placeId: 'B1', name: 'Smoke', address: 'Station 2', turn: 0 },
      { placeId: 'B2', name: 'Sunny Side Cafe', address: "D'Mall, Station 2", turn: 0 },
    ];
    expect(resolve('yung sa dmall mura ba', { alternatives: bora, recentVenues: bora, focus: null })).toBe('B2');
  });
  it('takes the name a question opens on: "chez léon heb ik al eens gehad wat vind je van le zinneke"', () => {
    const bru: RememberedVenue[] = [{ placeId: 'Z1', name: 'Chez Léon', turn: 0 }, { placeId: 'Z2', name: 'Le Zinneke', turn: 0 }];
    expect(resolve('chez léon heb ik al eens gehad wat vind je van le zinneke', { alternatives: bru, recentVenues: bru, focus: null })).toBe('Z2');
  });
});

describe('resolveReferences, names typed with slips', () => {
  const sf: RememberedVenue[] = [
    { placeId: 'S1', name: 'Shanghai Dumpling King', turn: 0 },
    { placeId: 'S2', name: 'Good Luck Dim Sum', turn: 0 },
  ];
  it('finds several slipped words in the name\'s order: "is shanhai dumping king open mondays"', () => {
    expect(resolve('is shanhai dumping king open mondays', { alternatives: sf, recentVenues: sf, focus: null })).toBe('S1');
  });
  it('finds one slipped word after a question verb: "is ippdo cheaper?"', () => {
    const ramen: RememberedVenue[] = [{ placeId: 'R1', name: 'Ippudo', turn: 0 }, { placeId: 'R2', name: 'Mendokoro Ramenba', turn: 0 }];
    expect(resolve('is ippdo cheaper?', { alternatives: ramen, recentVenues: ramen, focus: null })).toBe('R1');
  });
  it('reads another name in "Is Eetafé Brussel hier ook open op zondag?"', () => {
    const gro: RememberedVenue[] = [{ placeId: 'G1', name: 'Eetcafé De Drie Uilen', turn: 0 }, { placeId: 'G2', name: 'Soepbar Vismarkt', turn: 0 }];
    expect(resolve('Is Eetafé Brussel hier ook open op zondag?', { alternatives: gro, recentVenues: gro, focus: null })).toBeNull();
  });
});

describe('resolveReferences, a place in a description typed with a slip', () => {
  const rotterdam: RememberedVenue[] = [
    { placeId: 'R1', name: 'Bird', category: 'jazz club', address: 'Raampoortstraat 24', turn: 0 },
    { placeId: 'R2', name: 'Verhalenhuis', category: 'podium', address: 'Katendrecht', turn: 0 },
  ];
  it('picks by the address: "Die in Katenrecht, wie speelt daar zaterdag?"', () => {
    expect(resolve('Die in Katenrecht, wie speelt daar zaterdag?', { alternatives: rotterdam, recentVenues: rotterdam, focus: null })).toBe('R2');
  });
});

describe('resolveReferences, a topic typed with a slip', () => {
  it('finds "chowder in boston?" for "what did I ask earlier about boson?"', () => {
    const turns = new Map([[0, 'best clam chowder in boston?'], [1, 'the second one please'], [2, 'is it far from the aquarium?']]);
    const r = resolveReferences({ text: 'and what did I ask earlier about boson? show me those again', context: { ...context, userTurns: 3 }, earlierTurns: turns, newSearch: false });
    expect(r).toMatchObject({ kind: 'turn', index: 0 });
  });
});

describe('resolveReferences, an emoji after a name', () => {
  it('reads "orinoco 🔥 open late?" as the name', () => {
    const tacos: RememberedVenue[] = [{ placeId: 'T1', name: 'El Vilsito', turn: 0 }, { placeId: 'T2', name: 'Taqueria Orinoco', turn: 0 }];
    expect(resolve('orinoco 🔥 open late?', { alternatives: tacos, recentVenues: tacos, focus: null })).toBe('T2');
  });
});

describe('resolveReferences, a bare ordinal after "and"', () => {
  it('"and tenth?" picks the tenth', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ placeId: `P${i + 1}`, name: `Place ${String.fromCharCode(65 + i)}`, turn: 0 }));
    const context = { ...emptyContext('s', 0), recentVenues: ten, alternatives: ten };
    expect(resolveReferences({ text: 'and tenth?', context, earlierTurns: new Map(), newSearch: false })).toMatchObject({ placeId: 'P10' });
  });
});

describe('resolveReferences, a venue named by part of its name', () => {
  const ctx = (venues: RememberedVenue[], extra: Partial<ConversationContext> = {}) => ({ ...emptyContext('s', 0), recentVenues: venues, alternatives: venues, ...extra });
  const resolve = (text: string, context: ConversationContext) => resolveReferences({ text, context, earlierTurns: new Map(), newSearch: false });
  const fries = [
    { placeId: 'F1', name: 'Frituur Den Gouden Hoorn', turn: 0 },
    { placeId: 'F2', name: 'Patatje Brugge', turn: 0 },
  ];
  it('"die frituur met Brugge in de naam" is the one whose name holds Brugge', () => {
    expect(resolve('En die frituur met Brugge in de naam, is die goe?', ctx(fries))).toMatchObject({ placeId: 'F2' });
  });
  it('"the dumpling place with a city in its name" is the one whose name holds a city', () => {
    const dumplings = [
      { placeId: 'D1', name: 'Shanghai Lane Dumplings', turn: 0 },
      { placeId: 'D2', name: 'Golden Pleat Dumpling House', turn: 0 },
    ];
    expect(resolve('is the dumpling place with a city in its name open late?', ctx(dumplings))).toMatchObject({ placeId: 'D1' });
  });
  it.each([
    ['Die volendamse kraam, kan je daar ook binnen zitten?', 'V1'],
    ['en de Brugse, is die goedkoper?', 'V3'],
  ])('"%s": a town\'s adjective picks the name that starts with it', (text, id) => {
    const list = [
      { placeId: 'V1', name: 'Volendammer Viskraam', priceLevel: 'inexpensive' as const, turn: 0 },
      { placeId: 'V2', name: 'Het Zeehuis', priceLevel: 'expensive' as const, turn: 0 },
      { placeId: 'V3', name: 'Brugse Herberg', priceLevel: 'moderate' as const, turn: 0 },
      { placeId: 'V4', name: 'Het Kroegje', priceLevel: 'inexpensive' as const, turn: 0 },
    ];
    expect(resolve(text, ctx(list))).toMatchObject({ placeId: id });
  });
  it('"ung nasa atc na lang" picks by the initials of its address, typed in lower case', () => {
    const steak = [
      { placeId: 'S1', name: 'Mamou Alabang', address: 'Alabang Town Center, Muntinlupa', turn: 0 },
      { placeId: 'S2', name: 'Prime Chophouse', address: 'Westgate Center, Filinvest City, Alabang', turn: 0 },
    ];
    expect(resolve('kaya pala haha. ung nasa atc na lang, pde walk in pag sabado?', ctx(steak))).toMatchObject({ placeId: 'S1' });
  });
  it('"the very expensive one", "which ones rated lowest"', () => {
    const tours = [
      { placeId: 'T1', name: 'A Tours', priceLevel: 'moderate' as const, rating: 4.6, turn: 0 },
      { placeId: 'T2', name: 'B Tours', priceLevel: 'very expensive' as const, rating: 4.8, turn: 0 },
      { placeId: 'T3', name: 'C Tours', priceLevel: 'inexpensive' as const, rating: 3.9, turn: 0 },
    ];
    expect(resolve('the very expensive one, how many days is it', ctx(tours))).toMatchObject({ placeId: 'T2' });
    expect(resolve('lol which ones rated lowest, so i can skip it', ctx(tours))).toMatchObject({ placeId: 'T3' });
  });
});

describe('resolveReferences, pointing words', () => {
  const venues = [
    { placeId: 'A', name: 'Tim Ho Wan', turn: 0 },
    { placeId: 'B', name: 'One Dim Sum', turn: 0 },
  ];
  const focused = { ...emptyContext('s', 0), recentVenues: venues, alternatives: venues, focus: { placeId: 'A', name: 'Tim Ho Wan' } };
  const resolve = (text: string, newSearch = false) => resolveReferences({ text, context: focused, earlierTurns: new Map(), newSearch });
  it('"and does it open early? like 8am" asks the venue in focus', () => {
    expect(resolve('and does it open early? like 8am')).toMatchObject({ placeId: 'A' });
  });
  it('"may view ba dun ng taal" asks the venue in focus, whatever it names', () => {
    expect(resolve('may view ba dun ng taal', true)).toMatchObject({ placeId: 'A' });
  });
  it('"may ibang place ba dyan na ok for veg?" asks for another place', () => {
    expect(resolve('hala may kasama akong vegetarian. may ibang place ba dyan na ok for veg?')).toBeNull();
  });
  it('"what did i even ask at the start" is the first question', () => {
    const earlier = new Map([[0, 'cosy pubs in shoreditch?'], [1, 'the second one?']]);
    expect(resolveReferences({ text: 'lol what did i even ask at the start', context: { ...focused, userTurns: 2 }, earlierTurns: earlier, newSearch: false })).toMatchObject({ kind: 'turn', index: 0 });
  });
});

describe('resolveReferences, a short question with no pointing word', () => {
  const venues = [
    { placeId: 'A', name: 'Ramen Nagi', turn: 0 },
    { placeId: 'B', name: 'Marufuku', turn: 0 },
  ];
  const focused = { ...emptyContext('s', 0), recentVenues: venues, alternatives: venues, focus: { placeId: 'B', name: 'Marufuku' } };
  const resolve = (text: string) => resolveReferences({ text, context: focused, earlierTurns: new Map(), newSearch: false });
  it.each(['hours?', 'dresscode?', 'mahal ba', 'kelangan ba mag pre-order o pwede walk in', 'may branch ba sa airport'])('"%s" is put to the venue in focus', (text) => {
    expect(resolve(text)).toMatchObject({ placeId: 'B' });
  });
  it.each(['btw is Pujol open on sundays?', 'is the ferry between the two sides expensive?', 'which of these is open past 11', 'any other place open late?'])('"%s" is not', (text) => {
    expect(resolve(text)).toBeNull();
  });
  it('"hours?" with nothing in focus points nowhere', () => {
    expect(resolveReferences({ text: 'hours?', context: { ...focused, focus: null }, earlierTurns: new Map(), newSearch: false })).toBeNull();
  });
});

describe('resolveReferences, words that look like a pick but are not', () => {
  const list = ['Goto Monster', 'Lugaw Republic', 'Lola Cafe'].map((name, i) => ({ placeId: `P${i + 1}`, name, turn: 0 }));
  const focused = { ...emptyContext('s', 0), recentVenues: list, alternatives: list, focus: { placeId: 'P2', name: 'Lugaw Republic' } };
  const resolve = (text: string) => resolveReferences({ text, context: focused, earlierTurns: new Map(), newSearch: false });
  it('"yung huli, 24 hours ba?" is the last one, not two picks', () => {
    expect(resolve('yung huli, 24 hours ba?')).toMatchObject({ placeId: 'P3' });
  });
  it.each([
    'Is die nog vrij op de eerste zondag van mei?',
  ])('"%s": "the first Sunday" is a date, the pronoun the venue in focus', (text) => {
    expect(resolve(text)).toMatchObject({ placeId: 'P2' });
  });
  it.each([
    'the train back to lisbon, when does the last one leave',
    'Is het normaal dat ze een aanbetaling vragen voor een kinderfeestje?',
    'nice. pangalawang beses ko na dun pero first time ng mga pamangkin ko hehe',
    'ok sige. 80 na si lola pero malakas pa haha',
    'Ok. En Hotel New York, kunnen we daar vanavond eten?',
    'ok en boulets à la liégeoise, waar eten we die?',
    'top. eerste keer dat ik kibbeling eet haha, wat is het eigenlijk precies?',
  ])('"%s" points at no listed venue', (text) => {
    expect(resolve(text)).toBeNull();
  });
  it('"how much for grilled river prawns there roughly" is asked of the venue in focus, even as a search', () => {
    expect(resolveReferences({ text: 'how much for grilled river prawns there roughly', context: focused, earlierTurns: new Map(), newSearch: true })).toMatchObject({ placeId: 'P2' });
  });
  it('"De eerste keer dat ik daar ga, wat moet ik bestellen?" still means the venue', () => {
    expect(resolve('Oké. De eerste keer dat ik daar ga, wat moet ik zeker bestellen?')).toMatchObject({ placeId: 'P2' });
  });
});

describe('resolveReferences, settling on a venue and the forms of a pick', () => {
  const list = [
    { placeId: 'T1', name: 'Chez Jacques', category: 'french restaurant', address: 'Rue Froissart, Brussels', priceLevel: 'expensive' as const, turn: 0 },
    { placeId: 'T2', name: 'Basic-Fit Zuidas', category: 'gym', address: 'Mahler, Amsterdam', priceLevel: 'inexpensive' as const, turn: 0 },
    { placeId: 'T3', name: 'Baan Thai Schuman', category: 'thai restaurant', address: 'Rue Archimède, Brussels', priceLevel: 'moderate' as const, turn: 0 },
    { placeId: 'T4', name: 'Hanami Sushi', category: 'japanese restaurant', address: 'Lipa, Batangas', priceLevel: 'very expensive' as const, turn: 0 },
  ];
  const context = { ...emptyContext('s', 0), recentVenues: list, alternatives: list, focus: { placeId: 'T1', name: 'Chez Jacques' } };
  const resolve = (text: string, newSearch = false) => resolveReferences({ text, context, earlierTurns: new Map(), newSearch });
  it.each([
    ['thai sounds good. cards ok there?', 'T3'],
    ['basic-fit is fine, open on weekends too?', 'T2'],
    ['first is fine', 'T1'],
    ['ok go with the 2nd, 4 ppl at 7pm thursday', 'T2'],
    ['eh yung 2 mura ba', 'T2'],
    ['ung nasa lipa', 'T4'],
    ['para sa boss ko naman, yung pinaka sosyal?', 'T4'],
    ['the french one sounds loud haha. what about the thai one', 'T3'],
  ])('"%s" is %s', (text, id) => {
    expect(resolve(text)).toMatchObject({ placeId: id });
  });
  it('"yung isa, yung hindi japanese" is the one that is not, of two', () => {
    const two = list.slice(2);
    expect(resolveReferences({ text: 'yung isa, yung hindi japanese', context: { ...context, recentVenues: two, alternatives: two, focus: null }, earlierTurns: new Map(), newSearch: false })).toMatchObject({ placeId: 'T3' });
  });
  it('"great. any place for drinks after, walkable from there?" searches from the venue in focus', () => {
    expect(resolve('great. any place for drinks after, walkable from there?', true)).toMatchObject({ placeId: 'T1' });
  });
  it.each([
    'one more thing, do jeepneys still take cash?',
    'is dat pontje echt gratis?',
    'hmm what if we did it in the city instead, near bank',
    'nice. may party ba dun sa General Luna pag Friday?',
  ])('"%s" points at no venue', (text) => {
    expect(resolve(text)).toBeNull();
  });
});

describe('resolveReferences, kinds said in another language or word', () => {
  const resolve = (text: string, list: RememberedVenue[], focus: { placeId: string; name: string } | null = null) =>
    resolveReferences({ text, context: { ...emptyContext('s', 0), recentVenues: list, alternatives: list, focus }, earlierTurns: new Map(), newSearch: false });
  const museums = [
    { placeId: 'U1', name: 'Centraal Museum', category: 'art museum', turn: 0 },
    { placeId: 'U2', name: 'Nijntje Museum', category: "children's museum", turn: 0 },
    { placeId: 'U3', name: 'Het Spoorwegmuseum', category: 'railway museum', turn: 0 },
    { placeId: 'U4', name: 'Foam', category: 'photography museum', turn: 0 },
  ];
  it.each([
    ['het kindermuseum denk ik. moet ik daarvoor reserveren?', 'U2'],
    ['en het treinmuseum, is dat ver lopen vanaf de Dom?', 'U3'],
    ['het fotografiemuseum, hoeveel is het met korting', 'U4'],
  ])('"%s": the first part of a Dutch compound in an English category', (text, id) => {
    expect(resolve(text, museums)).toMatchObject({ placeId: id });
  });
  it('"yung kainan" is the one named Kainan before a "Restaurant"', () => {
    const list = [
      { placeId: 'K1', name: "Max's Restaurant Al Barsha", category: 'filipino', turn: 0 },
      { placeId: 'K2', name: 'Kabayan Kainan', category: 'filipino', turn: 0 },
    ];
    expect(resolve('yung kainan, may sinigang ba sila?', list)).toMatchObject({ placeId: 'K2' });
  });
  const stays = [
    { placeId: 'B1', name: 'Hotel Heritage', category: 'hotel', turn: 0 },
    { placeId: 'B2', name: 'B&B De Zwaan', category: 'B&B', turn: 0 },
    { placeId: 'B3', name: 'Centrale Bibliotheek', category: 'bibliotheek', turn: 0 },
  ];
  it.each([
    ["Amai, da's te duur voor ons. De B&B dan?", 'B2'],
    ['is de bieb niet gewoon gratis?', 'B3'],
  ])('"%s"', (text, id) => {
    expect(resolve(text, stays)).toMatchObject({ placeId: id });
  });
  it('"Hoe ver is dat te voet van de B&B?": the B&B is where the walk starts', () => {
    expect(resolve('Merci! Hoe ver is dat te voet van de B&B?', stays, { placeId: 'B1', name: 'Hotel Heritage' })).toMatchObject({ placeId: 'B1' });
  });
});

describe('resolveReferences, two narrowed by place or kind, and short picks', () => {
  const list = [
    { placeId: 'L1', name: 'Dishoom Shoreditch', category: 'indian restaurant', address: 'Boundary St, Shoreditch, London', rating: 4.6, turn: 0 },
    { placeId: 'L2', name: 'Tayyabs', category: 'punjabi restaurant', address: 'Fieldgate St, Whitechapel, London', rating: 4.3, turn: 0 },
    { placeId: 'L3', name: 'Lahore Kebab House', category: 'pakistani restaurant', address: 'Umberston St, Whitechapel, London', rating: 4.1, turn: 0 },
    { placeId: 'L4', name: 'Brick Lane Seafood', category: 'seafood restaurant', address: 'Brick Lane, London', rating: 4.0, turn: 0 },
    { placeId: 'L5', name: 'Ocean Seafood', category: 'seafood restaurant', address: 'Brick Lane, London', rating: 4.4, turn: 0 },
  ];
  const context = { ...emptyContext('s', 0), recentVenues: list, alternatives: list, userTurns: 3 };
  const resolve = (text: string, extra: Partial<ConversationContext> = {}, previous?: string) =>
    resolveReferences({ text, context: { ...context, ...extra }, earlierTurns: new Map(previous ? [[2, previous]] : []), newSearch: false });
  it.each([
    ['bit much for us. the 2 in whitechapel, which has better reviews', 'L2'],
    ['lol no. between the two seafood places which has better reviews', 'L5'],
    ['welke heeft de slechtste score eigenlijk', 'L4'],
    ['2nd pls more info', 'L2'],
    ['3', 'L3'],
    ['ok whats good to order thre', 'L1'],
  ])('"%s" is %s', (text, id) => {
    expect(resolve(text, { focus: { placeId: 'L1', name: 'Dishoom Shoreditch' } })).toMatchObject({ placeId: id });
  });
  it('"and the other one" after "the 2 in whitechapel, which has better reviews" is the other of those two', () => {
    expect(resolve('and the other one, is that byob too?', { focus: { placeId: 'L2', name: 'Tayyabs' } }, 'bit much for us. the 2 in whitechapel, which has better reviews')).toMatchObject({ placeId: 'L3' });
  });
  it('"eh yung kabila" is the other of two', () => {
    const two = list.slice(3);
    expect(resolve('eh yung kabila, anong oras nagbubukas?', { recentVenues: two, alternatives: two, focus: { placeId: 'L4', name: 'Brick Lane Seafood' } })).toMatchObject({ placeId: 'L5' });
  });
  it('"2 pax please" picks nothing', () => {
    expect(resolve('2 pax please')).toBeNull();
  });
});

describe('resolveReferences, what the reply said about a venue', () => {
  const list = [
    { placeId: 'C1', name: 'Tomo Coffee', category: 'cafe', turn: 0 },
    { placeId: 'C2', name: 'Rabbit Hole Coffee', category: 'cafe', turn: 0 },
    { placeId: 'C3', name: 'The Study Nook Cafe', category: 'study cafe', turn: 0 },
    { placeId: 'C4', name: 'Kulminator', category: 'biercafe', turn: 0 },
  ];
  const reply = 'Mga laptop-friendly:\n1. Tomo Coffee - maluwag, maraming outlets\n2. Rabbit Hole Coffee - cozy, pero maliit\n3. The Study Nook Cafe - bukas 24 hours\n4. Kulminator - biercafe met honderden bieren';
  const resolve = (text: string) => resolveReferences({ text, context: { ...emptyContext('s', 0), recentVenues: list, alternatives: list }, earlierTurns: new Map(), newSearch: false, listReply: () => reply });
  it.each([
    ['yung 24 hours, may outlet ba bawat table?', 'C3'],
    ['ge had iets gezegd over een cafe met honderden bieren, welk was da?', 'C4'],
  ])('"%s" is %s', (text, id) => {
    expect(resolve(text)).toMatchObject({ placeId: id });
  });
  it('"yung pagkain dun, masarap ba?" describes no listed venue', () => {
    expect(resolve('yung pagkain dun, masarap ba?')).toBeNull();
  });
});

describe('resolveReferences, an earlier list named by where it was', () => {
  const rome = [
    { placeId: 'R1', name: 'Da Enzo', address: 'Via dei Vascellari, Trastevere, Rome', turn: 0 },
    { placeId: 'R2', name: 'Tonnarello', address: 'Via della Paglia, Trastevere, Rome', turn: 0 },
  ];
  const naples = [
    { placeId: 'N1', name: 'Sorbillo', address: 'Via dei Tribunali, Naples', turn: 4 },
    { placeId: 'N2', name: 'Trianon', address: 'Via Pietro Colletta, Naples', turn: 4 },
  ];
  const context = { ...emptyContext('s', 0), recentVenues: naples, alternatives: naples, earlierVenues: rome };
  it('"back to the rome list for a sec - the second place you suggested" is the second of the Rome list', () => {
    expect(resolveReferences({ text: 'back to the rome list for a sec - the second place you suggested, open for lunch?', context, earlierTurns: new Map(), newSearch: false })).toMatchObject({ placeId: 'R2' });
  });
  it('"ah ja. die eerste lijst, welke was daar het goedkoopst?" picks in the first list', () => {
    const cheap = [{ ...rome[0], priceLevel: 'expensive' as const }, { ...rome[1], priceLevel: 'inexpensive' as const }];
    expect(resolveReferences({ text: 'ah ja. die eerste lijst, welke was daar het goedkoopst?', context: { ...context, earlierVenues: cheap }, earlierTurns: new Map(), newSearch: false })).toMatchObject({ placeId: 'R2' });
  });
});

describe('resolveReferences, what the listing reply said, asked as "which did you say"', () => {
  const markets = [
    { placeId: 'K1', name: 'Kalye Uno Market', category: 'night market', address: 'Poblacion, Makati', turn: 0 },
    { placeId: 'K2', name: 'Salcedo Saturday Market', category: 'market', address: 'Salcedo Village, Makati', turn: 0 },
    { placeId: 'K3', name: 'Legazpi Sunday Market', category: 'market', address: 'Legazpi Village, Makati', turn: 0 },
  ];
  const reply = 'Markets in Makati:\n1. Kalye Uno Market - street food till 2am\n2. Salcedo Saturday Market - go early, it is packed by 10\n3. Legazpi Sunday Market - good for plants and kakanin';
  const ask = (text: string) => resolveReferences({ text, context: { ...context, alternatives: markets, recentVenues: markets, focus: null }, earlierTurns: earlier, newSearch: false, listReply: () => reply });
  it.each([
    ['which one did you say gets packed', 'K2'],
    ['welke had je aangeraden voor kakanin?', 'K3'],
    ['and which did u mention for street food', 'K1'],
  ])('%s', (text, placeId) => {
    expect(ask(text)).toMatchObject({ kind: 'venue', placeId });
  });
  it('resolves to nothing when the reply said it of none of them', () => {
    expect(ask('which one did you say has valet parking')).toBeNull();
  });
});

describe('resolveReferences, a two-letter word is matched whole only', () => {
  it('"the one that claims it invented al pastor" is the venue the reply said it of, not the one on "Álvaro Obregón"', () => {
    const tacos = [
      { placeId: 'T1', name: 'Taquería Norte', category: 'taqueria', address: 'Av. Álvaro Obregón 12, Roma Norte', turn: 0 },
      { placeId: 'T2', name: 'El Fogón', category: 'taqueria', address: 'Calle Tonalá 5, Roma Norte', turn: 0 },
      { placeId: 'T3', name: 'Los Compas', category: 'taqueria', address: 'Calle Jalapa 9, Roma Sur', turn: 0 },
    ];
    const reply = '1. Taquería Norte - open late\n2. El Fogón - says it invented al pastor\n3. Los Compas - cash only';
    const r = resolveReferences({ text: 'the one that claims it invented al pastor, true?', context: { ...context, alternatives: tacos, recentVenues: tacos, focus: null }, earlierTurns: earlier, newSearch: false, listReply: () => reply });
    expect(r).toMatchObject({ kind: 'venue', placeId: 'T2' });
  });
});

describe('resolveReferences, the reply words a venue is mentioned by', () => {
  it('a name word that is also a listed kind ("Brunch House", "(brunch, ...)") starts no mention of that venue', () => {
    const brunch = [
      { placeId: 'B1', name: 'Koffie Zwart', category: 'koffiebar', address: 'Naamsestraat 2, Leuven', turn: 0 },
      { placeId: 'B2', name: 'Brunch House', category: 'brunch', address: 'Tiensestraat 4, Leuven', turn: 0 },
      { placeId: 'B3', name: 'De Groene Kade', category: 'brunch', address: 'Vaartkom 1, Leuven', turn: 0 },
    ];
    const reply = '1. Koffie Zwart (koffiebar, Naamsestraat 2)\n2. Brunch House (brunch, Tiensestraat 4) - reserveren nodig\n3. De Groene Kade (brunch, Vaartkom 1) - met uitzicht op het water';
    const r = resolveReferences({ text: 'welke heeft er uitzicht?', context: { ...context, alternatives: brunch, recentVenues: brunch, focus: null }, earlierTurns: earlier, newSearch: false, listReply: () => reply });
    expect(r).toMatchObject({ kind: 'venue', placeId: 'B3' });
  });
});

describe('resolveReferences, "the other one" after a description of one of two', () => {
  const two = [
    { placeId: 'N1', name: 'Star Noraebang', category: 'karaoke', turn: 0 },
    { placeId: 'N2', name: 'Coin Box Karaoke', category: 'karaoke', turn: 0 },
  ];
  it('"the karaoke box one is too small so the other one" is the one not described', () => {
    const r = resolveReferences({ text: 'the box one is too small for us so the other one', context: { ...context, alternatives: two, recentVenues: two, focus: null }, earlierTurns: earlier, newSearch: false });
    expect(r).toMatchObject({ kind: 'venue', placeId: 'N1', how: 'other' });
  });
  it('after a reply moved the focus to a venue of an earlier list, is the other of the two the user looked at', () => {
    const focus = { placeId: 'P3', name: 'Chez Paulette', via: 'reply' as const };
    const r = resolveReferences({ text: 'ok lets do the other one then', context: { ...context, alternatives: two, recentVenues: two, focus, earlierFocus: [{ placeId: 'N2', name: 'Coin Box Karaoke' }] }, earlierTurns: earlier, newSearch: false });
    expect(r).toMatchObject({ kind: 'venue', placeId: 'N1', how: 'other' });
  });
});

describe('resolveReferences, what the reply says a venue lacks', () => {
  const cafes = [
    { placeId: 'C1', name: 'Ruins Cafe', category: 'cafe', address: 'Shuntug Rd, Baguio', turn: 0 },
    { placeId: 'C2', name: 'Hilltop Brew', category: 'cafe', address: 'Ambuklao Rd, Baguio', turn: 0 },
    { placeId: 'C3', name: 'Batirol House', category: 'cafe', address: 'Camp John Hay, Baguio', turn: 0 },
  ];
  const reply = '1. Ruins Cafe - great food but walang masyadong view\n2. Hilltop Brew - wide terrace, mountain view\n3. Batirol House - no sign outside, garden seating';
  const ask = (text: string) => resolveReferences({ text, context: { ...context, alternatives: cafes, recentVenues: cafes, focus: null }, earlierTurns: earlier, newSearch: false, listReply: () => reply });
  it('does not describe it: "yung may view" is the one with the view, not the one "walang masyadong view"', () => {
    expect(ask('yung may view, bukas ba ng maaga?')).toMatchObject({ kind: 'venue', placeId: 'C2' });
  });
  it('unless the lack is what is asked for: "the one with no sign"', () => {
    expect(ask('the one with no sign sounds fun')).toMatchObject({ kind: 'venue', placeId: 'C3' });
  });
});

describe('resolveReferences, "may mas mura pang ..." asks for other places', () => {
  it('picks no cheapest listed venue', () => {
    expect(resolve('sa buong Madrid na lang, baka may mas mura pang tapas')).toBeNull();
  });
});

describe('resolveReferences, a landmark or kind said in another language', () => {
  const sights = [
    { placeId: 'S1', name: 'Mosteiro dos Jerónimos', category: 'klooster', address: 'Praça do Império, Lisboa', turn: 0 },
    { placeId: 'S2', name: 'Torre de Belém', category: 'monument', address: 'Av. Brasília, Lisboa', turn: 0 },
    { placeId: 'S3', name: 'Shin-Umeda Shokudogai', category: 'food alley', address: 'Kakuda-cho, Osaka', turn: 0 },
    { placeId: 'S4', name: 'Bisschopsmolen', category: 'bakery in a watermill', address: 'Stenebrug 3, Maastricht', turn: 0 },
  ];
  const ask = (text: string) => resolveReferences({ text, context: { ...context, alternatives: sights, recentVenues: sights, focus: null }, earlierTurns: earlier, newSearch: false });
  it.each([
    ['de toren, moet je daar lang aanschuiven?', 'S2'],
    ['en dat eetstraatje?', 'S3'],
    ['the mill one, can you sit inside?', 'S4'],
    ['yung kastilyo, magkano entrance?', null],
  ])('%s', (text, placeId) => {
    expect(ask(text)).toEqual(placeId === null ? null : expect.objectContaining({ placeId }));
  });
});

describe('resolveReferences, settling on a kind: "dun na lang kami sa beer place"', () => {
  it('picks the one listed venue of that kind', () => {
    const bars = [
      { placeId: 'B1', name: 'The Back Room', category: 'speakeasy', turn: 0 },
      { placeId: 'B2', name: 'Kampai Rooftop', category: 'rooftop bar', turn: 0 },
      { placeId: 'B3', name: 'Crosstown Taproom', category: 'craft beer bar', turn: 0 },
    ];
    const r = resolveReferences({ text: 'sige dun na lang kami sa beer place, open ba hanggang 2am', context: { ...context, alternatives: bars, recentVenues: bars, focus: null }, earlierTurns: earlier, newSearch: false });
    expect(r).toMatchObject({ placeId: 'B3' });
  });
});

describe('resolveReferences, "the other one" of two, one of them named by the user just before', () => {
  const two = [
    { placeId: 'D1', name: 'Din Tai Fung', category: 'taiwanese', turn: 0 },
    { placeId: 'D2', name: 'Lotus Court', category: 'dim sum', turn: 0 },
  ];
  const ask = (previous: string) => resolveReferences({ text: 'the other one, do they do lunch sets?', context: { ...context, alternatives: two, recentVenues: two, focus: null, userTurns: 1 }, earlierTurns: new Map([[0, previous]]), newSearch: false });
  it('is the one the user did not name', () => {
    expect(ask('is din tai fung worth the wait or is there better dim sum around?')).toMatchObject({ placeId: 'D2', how: 'other' });
  });
  it('is nothing when the user named neither', () => {
    expect(ask('dim sum around here?')).toBeNull();
  });
});

describe('resolveReferences, Tagalog and Flemish ordinals next to a day', () => {
  it.each([
    ['eh yung pangatlo linggo ba', 'P3'],
    ["d'n eerste, moet ge daar reserveren?", 'P1'],
  ])('%s', (text, placeId) => {
    expect(resolve(text, { focus: null })).toBe(placeId);
  });
  it('"pangatlong linggo" is a week, no pick', () => {
    expect(resolve('sa pangatlong linggo pa kami pupunta', { focus: null })).toBeNull();
  });
});

describe('resolveReferences, a few more everyday forms', () => {
  it('"yung talagang malapit sa Gran Via" is the one on Gran Via', () => {
    expect(resolve('yung talagang malapit sa gran via?', { focus: null })).toBe('P2');
  });
  it('"ano pala yung sinabi ko sa umpisa" is the first question', () => {
    expect(resolve('ok thanks, ano pala yung sinabi ko sa umpisa')).toBe('turn:0');
  });
});

describe('resolveReferences, "is er eentje ...", "is there one that\'s ..."', () => {
  const breakfast = [
    { placeId: 'O1', name: 'Bagels Neude', category: 'ontbijt', turn: 0 },
    { placeId: 'O2', name: 'Gys', category: 'vegan café', turn: 0 },
    { placeId: 'O3', name: 'Broei', category: 'lunchroom', turn: 0 },
  ];
  const ask = (text: string) => resolveReferences({ text, context: { ...context, alternatives: breakfast, recentVenues: breakfast, focus: null }, earlierTurns: earlier, newSearch: false });
  it.each([['is er eentje vegan?', 'O2'], ["is there one that's vegan?", 'O2']])('%s is the one so described', (text, placeId) => {
    expect(ask(text)).toMatchObject({ placeId });
  });
  it('is nothing when none or several are', () => {
    expect(ask('is er eentje met een terras?')).toBeNull();
  });
});

describe('resolveReferences, a kind of two words and a place: "yung conveyor belt sa shibuya"', () => {
  it('picks the one of that kind there', () => {
    const sushi = [
      { placeId: 'U1', name: 'Sushizanmai', category: 'sushi', address: 'Tsukiji, Tokyo', turn: 0 },
      { placeId: 'U2', name: 'Uobei Dogenzaka', category: 'conveyor belt sushi', address: 'Dogenzaka, Shibuya, Tokyo', turn: 0 },
      { placeId: 'U3', name: 'Numazuko', category: 'conveyor belt sushi', address: 'Shinjuku 3-chome, Tokyo', turn: 0 },
    ];
    const r = resolveReferences({ text: 'yung conveyor belt sa shibuya, mahaba ba pila?', context: { ...context, alternatives: sushi, recentVenues: sushi, focus: null }, earlierTurns: earlier, newSearch: false });
    expect(r).toMatchObject({ placeId: 'U2' });
  });
});

describe('resolveReferences, "is there a cover charge" with a venue in focus', () => {
  it.each(['is there a cover charge', 'is there an entrance fee?', 'corkage?'])('%s asks the venue in focus', (text) => {
    expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBe('P2');
  });
  it('not with nothing in focus, nor when it asks of all of them', () => {
    expect(resolve('is there a cover charge', { focus: null })).toBeNull();
    expect(resolve('is there a cover charge at all of them?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });
});

describe('resolveReferences, words that point at nothing', () => {
  const focus = { placeId: 'P2', name: 'Sakura Tei' };
  it.each([
    ['which of them is best for vintage stuff?'],
    ['ok and if it clears up, a coastal walk in bondi?'],
    ["Is het veilig om 's avonds in Lavapiés rond te lopen?"],
    ['haha sige ok lang yan'],
  ])('%s', (text) => {
    expect(resolve(text, { focus })).toBeNull();
  });
});

describe('resolveReferences, a landmark the venue in focus is placed against', () => {
  it('"malapit ba yun sa Trattoria Uno?" asks where the venue in focus is, not about the listed landmark', () => {
    expect(resolve('malapit ba yun sa trattoria uno?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBe('P2');
  });
});

describe('resolveReferences, kinds said otherwise', () => {
  const places = [
    { placeId: 'K1', name: 'Wai Ying', category: 'dim sum', turn: 0 },
    { placeId: 'K2', name: 'Magpie Brewing', category: 'craft beer bar', turn: 0 },
    { placeId: 'K3', name: 'Bosphorus Sunset Yacht', category: 'boat tour', turn: 0 },
    { placeId: 'K4', name: 'Lumpia House', category: 'filipino-chinese', turn: 0 },
  ];
  const ask = (text: string) => resolveReferences({ text, context: { ...context, alternatives: places, recentVenues: places, focus: null }, earlierTurns: earlier, newSearch: false });
  it.each([
    ['tas yung dimsum place?', 'K1'],
    ['the brewery one, do they have food', 'K2'],
    ['die met zonsondergang, hoelang duurt die', 'K3'],
  ])('%s', (text, placeId) => {
    expect(ask(text)).toMatchObject({ placeId });
  });
});

describe('resolveReferences, rides', () => {
  it('"when does the last subway leave" picks no last listed venue', () => {
    expect(resolve('cool. when does the last subway leave from sol station', { focus: null })).toBeNull();
  });
  it('"the train to the last one" goes to the last listed venue', () => {
    expect(resolve('how long is the train to the last one', { focus: null })).toBe('P10');
    expect(resolve('how long is the train to the first one?', { focus: null })).toBe('P1');
  });
  it('"what time is the last show" or "de laatste rondleiding" asks the time of a showing, not of the last venue', () => {
    expect(resolve('what time is the last show?', { focus: null })).toBeNull();
    expect(resolve('hoe laat vertrekt de laatste rondleiding?', { focus: null })).toBeNull();
    expect(resolve('the last one, is it open late?', { focus: null })).toBe('P10');
  });
  it('"for the 2nd night" counts nights, not the list', () => {
    expect(resolve('ok something else for the 2nd night, any kushikatsu?', { focus: null })).toBeNull();
    expect(resolve('the 2nd, open late?', { focus: null })).toBe('P2');
  });
  it('"hoe laat vertrekt daar de eerste boot?" still asks of the place just shown', () => {
    const pier = [{ placeId: 'W1', name: 'Waterbus halte', category: 'pier', turn: 0 }];
    const r = resolveReferences({ text: 'hoe laat vertrekt daar de eerste boot op zaterdag?', context: { ...context, alternatives: pier, recentVenues: pier, focus: null }, earlierTurns: earlier, newSearch: false });
    expect(r).toMatchObject({ placeId: 'W1' });
  });
});

describe('resolveReferences, a Tagalog question opening on a name: "bukas ba figlmuller pag linggo?"', () => {
  it('picks the venue of that name', () => {
    const schnitzel = [
      { placeId: 'F1', name: 'Figlmüller Wollzeile', turn: 0 },
      { placeId: 'F2', name: 'Schnitzelwirt', turn: 0 },
    ];
    const r = resolveReferences({ text: 'bukas ba figlmuller pag linggo?', context: { ...context, alternatives: schnitzel, recentVenues: schnitzel, focus: null }, earlierTurns: earlier, newSearch: false });
    expect(r).toMatchObject({ placeId: 'F1' });
  });
});

describe('resolveReferences, a kind word before its other-language names', () => {
  it('"de kerk op general luna" is the church, though a cathedral is also listed', () => {
    const sights = [
      { placeId: 'I1', name: 'Manila Cathedral', category: 'cathedral', address: 'Cabildo St, Intramuros', turn: 0 },
      { placeId: 'I2', name: 'San Agustin Church', category: 'church', address: 'General Luna St, Intramuros', turn: 0 },
      { placeId: 'I3', name: 'Fort Santiago', category: 'fort', address: 'Santa Clara St, Intramuros', turn: 0 },
    ];
    const r = resolveReferences({ text: 'de kerk op general luna, is dat de oudste?', context: { ...context, alternatives: sights, recentVenues: sights, focus: null }, earlierTurns: earlier, newSearch: false });
    expect(r).toMatchObject({ placeId: 'I2' });
  });
});

describe('resolveReferences, the other one of a kind, the one compared with named', () => {
  it('"the other hackney one, is it smaller than broadway?" is the Hackney market that is not Broadway', () => {
    const markets: RememberedVenue[] = [
      { placeId: 'M1', name: 'Borough Market', category: 'food market', address: '8 Southwark St, Southwark, London', turn: 0 },
      { placeId: 'M2', name: 'Maltby Street Market', category: 'food market', address: 'Ropewalk, Bermondsey, London', turn: 0 },
      { placeId: 'M3', name: 'Broadway Market', category: 'street market', address: 'Broadway Market, Hackney, London', turn: 0 },
      { placeId: 'M4', name: 'Netil Market', category: 'street market', address: '13-23 Westgate St, Hackney, London', turn: 0 },
    ];
    const patch = { alternatives: markets, recentVenues: markets, focus: { placeId: 'M1', name: 'Borough Market' } };
    expect(resolve('ok. the other hackney one, is it smaller than broadway?', patch)).toBe('M4');
    expect(resolve('ok. the other hackney one, is it smaller than netil?', patch)).toBe('M3');
    expect(resolve('the other hackney one, is it any good?', patch)).toBeNull();
  });
});

describe('resolveReferences, a place whose name holds a pronoun', () => {
  const focus = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it('"lechon around IT Park", "sa IT park na lang" point at no venue', () => {
    expect(resolve('great. how about lechon for lunch, still around it park', focus, true)).toBeNull();
    expect(resolve('ay wait sa IT Park na lang pala, mas malapit sa hotel namin', focus)).toBeNull();
  });
  it('while "it" beside it still points at the venue in focus', () => {
    expect(resolve('is it open late tonight?', focus)).toBe('P2');
  });
});

describe('resolveReferences, a name word that says where a new search looks', () => {
  const bars: RememberedVenue[] = [
    { placeId: 'D1', name: 'Bodega Live Lanang', category: 'bar', address: 'Lanang, Davao City', turn: 0 },
    { placeId: 'D2', name: 'Matina Town Square Bar', category: 'bar', address: 'Matina, Davao City', turn: 0 },
  ];
  const patch = { alternatives: bars, recentVenues: bars, focus: null };
  it('"saan masarap na kinilaw sa lanang?" searches in Lanang, not at the bar', () => {
    expect(resolve('ah ok. bago mag inuman, saan masarap na kinilaw sa lanang?', patch, true)).toBeNull();
  });
  it('while a yes-or-no question about it still asks of the venue', () => {
    expect(resolve('may live music ba sa lanang?', patch, true)).toBe('D1');
    expect(resolve('saan masarap na kinilaw sa lanang?', patch, false)).toBe('D1');
  });
});

describe('resolveReferences, two comparatives', () => {
  const noodles: RememberedVenue[] = [
    { placeId: 'N1', name: 'Lin Dong Fang Beef Noodles', category: 'noodle shop', priceLevel: 'inexpensive', rating: 4.4, turn: 0 },
    { placeId: 'N2', name: 'Yong Kang Beef Noodle', category: 'noodle shop', priceLevel: 'moderate', rating: 4.2, turn: 0 },
    { placeId: 'N3', name: 'Liu Shandong Beef Noodles', category: 'noodle shop', priceLevel: 'inexpensive', rating: 4.3, turn: 0 },
  ];
  const patch = { alternatives: noodles, recentVenues: noodles, focus: null };
  it('"yung mura pero mataas rating": the better rated of the two cheapest', () => {
    expect(resolve('yung mura pero mataas rating', patch)).toBe('N1');
    expect(resolve('de goedkoopste met de beste score?', patch)).toBe('N1');
  });
  it('one comparative that ties still picks nothing', () => {
    expect(resolve('yung mura?', patch)).toBeNull();
  });
});

describe('resolveReferences, descriptions in other words than the data', () => {
  const cafes: RememberedVenue[] = [
    { placeId: 'C1', name: 'Kape Kalye', category: 'cafe', address: 'Maginhawa St, Quezon City', turn: 0 },
    { placeId: 'C2', name: 'Bean Counter Maginhawa', category: '24-hour cafe', address: 'Maginhawa St, Quezon City', turn: 0 },
    { placeId: 'C3', name: 'Asiatique The Riverfront', category: 'night market', address: 'Charoen Krung Rd, Bangkok', turn: 0 },
  ];
  const patch = { alternatives: cafes, recentVenues: cafes, focus: null };
  it('"the 24h one" is the 24-hour cafe, "the riverside one" the one on the riverfront', () => {
    expect(resolve('ok ill go to the 24h one then', patch)).toBe('C2');
    expect(resolve('the riverside one sounds nice', patch)).toBe('C3');
  });
});

describe('resolveReferences, the other one against a venue named in the message', () => {
  const pair: RememberedVenue[] = [
    { placeId: 'H1', name: 'Eng Bee Tin', category: 'bakery', turn: 0 },
    { placeId: 'H2', name: 'Ho-Land Hopia', category: 'bakery', turn: 0 },
  ];
  const patch = { alternatives: pair, recentVenues: pair, focus: null };
  it('"is the other one better than eng bee tin?": the one compared with is the anchor', () => {
    expect(resolve('is the other one better than eng bee tin?', patch)).toBe('H2');
  });
  it('"kyochon feels touristy, tell me about the other one": a name word before "feels" is the anchor', () => {
    const chicken: RememberedVenue[] = [
      { placeId: 'K1', name: 'Kyochon Hongdae', category: 'fried chicken', turn: 0 },
      { placeId: 'K2', name: 'Hoho Chicken', category: 'fried chicken', turn: 0 },
    ];
    expect(resolve('kyochon feels touristy, tell me about the other one', { alternatives: chicken, recentVenues: chicken, focus: null })).toBe('K2');
  });
});

describe('resolveReferences, "there" said of a town typed in lower case', () => {
  it('"magkano yung metro ticket dun sa paris" asks of Paris, not of the venue in focus', () => {
    expect(resolve('ok noted. btw magkano yung metro ticket dun sa paris', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
    expect(resolve('magkano yung ticket dun?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBe('P2');
  });
});

describe('resolveReferences, a trip to a town', () => {
  const focus = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it('"is it worth taking the train down to Brighton?", "how do i get to sintra, is it just the train?" ask of the town', () => {
    expect(resolve('cheers! is it worth taking the train down to Brighton for the afternoon?', focus)).toBeNull();
    expect(resolve('and how do i get to sintra from rossio, is it just the train?', focus)).toBeNull();
    expect(resolve('also how easy is it to get to the beach at zandvoort by train', focus)).toBeNull();
  });
  it('while a trip to the venue, or "it" with no town, still points at it', () => {
    expect(resolve('how do i get to sakura tei from sol?', focus)).toBe('P2');
    expect(resolve('is it worth the train ride?', focus)).toBe('P2');
  });
});

describe('resolveReferences, sayings and general questions that point at nothing', () => {
  const focus = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each([
    'ok thanks, will think about it',
    'one more thing, do people tip at restaurants there?',
    "merci, zijn da allemaal in 't centrum?",
    'is het trouwens nog warm genoeg eind november om buiten te zitten lol',
  ])('%s', (text) => {
    expect(resolve(text, focus)).toBeNull();
  });
  it('while a question about the venue still points at it', () => {
    expect(resolve('do they take tips there?', focus)).toBe('P2');
    expect(resolve('is het daar warm binnen?', focus)).toBe('P2');
  });
});

describe('resolveReferences, a venue described in Dutch or Tagalog while the list says it in English', () => {
  const venues = (...named: [string, string][]): RememberedVenue[] => named.map(([name, category], i) => ({ placeId: `E${i + 1}`, name, category, turn: 0 }));
  it.each([
    ['de bloemenmarkt, hoe vroeg moet ik er zijn?', venues(['Spitalfields Market', 'market'], ['Columbia Road Flower Market', 'market'], ['Borough Market', 'food market']), 'E2'],
    ['de nachtsafari, is dat de moeite?', venues(['Night Safari', 'nachtdierentuin'], ['Garden Rhapsody', 'lichtshow'], ['Clarke Quay', 'uitgaansgebied']), 'E1'],
    ['en het filosofenpad, hoe lang is die wandeling', venues(['Maruyama-koen', 'park'], ["Philosopher's Path", 'canal walk'], ['Heian Jingu Shinen', 'shrine garden']), 'E2'],
    ['de wandeltour, hoe lang duurt die?', venues(['Architecture River Cruise', 'boat tour'], ['Wendella Tour', 'boat tour'], ['Architecture Walking Tour', 'walking tour']), 'E3'],
    ['da chocolademuseum, is da leuk voor kinders?', venues(['Groeningemuseum', 'art museum'], ['Historium', 'museum'], ['Choco-Story', 'chocolate museum']), 'E3'],
    ['die met wereldmuziek, wie speelt daar zaterdag?', venues(['Handelsbeurs', 'concert hall'], ['Viernulvier', 'arts centre'], ['De Centrale', 'world music venue']), 'E3'],
    ['yung may agila', venues(['Eden Nature Park', 'nature park'], ['Philippine Eagle Center', 'wildlife center'], ['Malagos Chocolate Museum', 'chocolate museum']), 'E2'],
  ])('%s', (text, list, expected) => {
    expect(resolve(text, withList(list))).toBe(expected);
  });
  it('points at nothing with a thing of the place, a place gone to, or a word the list does not say', () => {
    const list = venues(['De Fabriek aan Zee', 'strandpaviljoen'], ['Smit Watersport', 'boat rental'], ['Fenix Food Factory', 'food hall']);
    expect(resolve('hoe warm is het zeewater daar eigenlijk in juni?', withList(list))).toBeNull();
    expect(resolve('top. en een restaurantje aan het water voor de lunch?', withList(list), true)).toBeNull();
    expect(resolve('ok bedankt, ik ga eerst naar de markthal', withList(list))).toBeNull();
    expect(resolve('de bloemenmarkt, is die op zondag?', withList(venues(['Spitalfields Market', 'market'], ['Borough Market', 'food market'])))).toBeNull();
  });
  it('reads a place\'s own name as a name and a word in English only whole', () => {
    const list: RememberedVenue[] = [
      { placeId: 'K1', name: 'Ramen Kuroda', category: 'ramen', address: 'East Capitol Drive, Kapitolyo, Pasig', turn: 0 },
      { placeId: 'K2', name: 'Ippudo', category: 'ramen', address: 'Capitol Commons, Pasig', turn: 0 },
    ];
    expect(resolve('sige yung sa kapitolyo', withList(list))).toBe('K1');
    const bakers: RememberedVenue[] = [
      { placeId: 'B1', name: 'Café Sjiek', category: 'eetcafé', address: 'Sint Pieterstraat 13, Maastricht', turn: 0 },
      { placeId: 'B2', name: 'Bisschopsmolen', category: 'bakkerij', address: 'Stenebrug 1-3, Maastricht', turn: 0 },
    ];
    expect(resolve('is dat niet die met die bekende vlaai?', withList(bakers))).not.toBe('B1');
  });
});

describe('resolveReferences, a name by its short form, and "welke scoort het best"', () => {
  const named = (...names: string[]): RememberedVenue[] => names.map((name, i) => ({ placeId: `S${i + 1}`, name, category: 'museum', rating: 4 + i / 10, turn: 0 }));
  it.each([
    ['is het smak open op maandag?', named('S.M.A.K.', 'MSK Gent'), 'S1'],
    ['is the MAS free on certain days?', named('Museum aan de Stroom (MAS)', 'Rubenshuis', 'KMSKA'), 'S1'],
    ['the v&a, is there a cafe inside', named('Natural History Museum', 'Victoria and Albert Museum', 'Science Museum'), 'S2'],
  ])('%s', (text, list, expected) => {
    expect(resolve(text, withList(list))).toBe(expected);
  });
  it('not a place\'s own short form, nor a lower-case word alone', () => {
    expect(resolve('malamig ba sa HK ngayon? ano dapat isuot', withList(named('Hong Kong Coliseum', 'AsiaWorld-Expo')))).toBeNull();
    expect(resolve('mas mura ba dun?', withList(named('Museum aan de Stroom (MAS)', 'Rubenshuis')))).toBeNull();
  });
  it('"welke scoort het best?" is the highest rated', () => {
    expect(resolve('welke scoort het best?', withList(named('Chez Vincent', 'Frituur De Markt', 'Frieten Ambiorix')))).toBe('S3');
  });
});

describe('resolveReferences, the one at the middle price level', () => {
  const priced = (...levels: ('inexpensive' | 'moderate' | 'expensive')[]): RememberedVenue[] => levels.map((priceLevel, i) => ({ placeId: `M${i + 1}`, name: `Place ${i + 1}`, category: 'seafood', priceLevel, turn: 0 }));
  it.each(['the moderate one pls, do i need to book', 'the mid range one, is it spicy?', 'parang mahal yung dalawa, yung moderate lang'])('%s', (text) => {
    expect(resolve(text, withList(priced('expensive', 'moderate', 'inexpensive')))).toBe('M2');
  });
  it('picks none when two are moderate', () => {
    expect(resolve('the moderate one pls', withList(priced('moderate', 'moderate', 'expensive')))).toBeNull();
  });
});

describe('resolveReferences, the other one at a price level', () => {
  it('"then the other cheap one" is the other inexpensive venue', () => {
    const list: RememberedVenue[] = [
      { placeId: 'C1', name: 'Tian Tian', category: 'hawker stall', priceLevel: 'inexpensive', turn: 0 },
      { placeId: 'C2', name: 'Boon Tong Kee', category: 'chinese restaurant', priceLevel: 'moderate', turn: 0 },
      { placeId: 'C3', name: 'Chatterbox', category: 'restaurant', priceLevel: 'expensive', turn: 0 },
      { placeId: 'C4', name: 'Wee Nam Kee', category: 'hainanese restaurant', priceLevel: 'inexpensive', turn: 0 },
    ];
    const patch = { recentVenues: list, alternatives: list, focus: { placeId: 'C1', name: 'Tian Tian' }, earlierFocus: undefined };
    expect(resolve('then the other cheap one', patch)).toBe('C4');
    expect(resolve('en de andere dure?', patch)).toBe('C3');
  });
});

describe('resolveReferences, a Dutch compound name said in English, and Tagalog "pang-"', () => {
  const sights: RememberedVenue[] = [
    { placeId: 'D1', name: 'Cathedral of Our Lady', category: 'cathedral', turn: 0 },
    { placeId: 'D2', name: 'Rubenshuis', category: 'museum', turn: 0 },
    { placeId: 'D3', name: 'Sint-Romboutstoren', category: 'tower', turn: 0 },
  ];
  it('"the rubens house" is the Rubenshuis, "st rombouts tower" the Sint-Romboutstoren', () => {
    expect(resolve('the rubens house, do i need to book ahead', withList(sights))).toBe('D2');
    expect(resolve('can you climb St Rombouts tower?', withList(sights))).toBe('D3');
    expect(resolve('is there a house museum nearby?', withList(sights))).toBeNull();
  });
  it('"yung pang-science" is the science museum', () => {
    const list: RememberedVenue[] = [
      { placeId: 'K1', name: 'Petrosains', category: 'science museum', turn: 0 },
      { placeId: 'K2', name: 'Galeri Petronas', category: 'art gallery', turn: 0 },
    ];
    expect(resolve('yung pang-science, ok ba sa mga bata?', withList(list))).toBe('K1');
  });
});

describe('resolveReferences, "the lowest cover" is the cheapest', () => {
  it('picks the inexpensive bar', () => {
    const list: RememberedVenue[] = [
      { placeId: 'J1', name: 'Pit Inn', category: 'jazz bar', priceLevel: 'expensive', turn: 0 },
      { placeId: 'J2', name: 'DUG', category: 'jazz bar', priceLevel: 'inexpensive', turn: 0 },
      { placeId: 'J3', name: 'Shinjuku Pit', category: 'jazz bar', priceLevel: 'moderate', turn: 0 },
    ];
    expect(resolve('which one has the lowest cover', { recentVenues: list, alternatives: list, focus: undefined, earlierFocus: undefined })).toBe('J2');
  });
});
