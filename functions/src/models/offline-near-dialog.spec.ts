// "Near there" and "how far from X" end to end on the real flow (issue 17): the near search goes around the venue talked
// about, for the kind the words name; a distance is measured from the place the person names, in their language.
import { describe, expect, it } from 'vitest';
import type { PlaceCall } from '../converse/recording-place-search';
import { searchArgs, startConversation } from './offline-dialog.fixture';

/** The centre of the first search (a near search that finds too little searches again, wider). */
const nearOf = (calls: readonly PlaceCall[]) => searchArgs(calls)[0]?.near ?? null;
const locatedNames = (calls: readonly PlaceCall[]) =>
  calls.filter((call) => call.method === 'locate').flatMap((call) => [(call.args[0] as { name?: string }).name ?? []].flat());

describe('a near question with the kind first or last', () => {
  it.each([
    ['ramen in Makati', 'the second one, is it open now?', 'anything close by for dessert?', 'dessert'],
    ['ramen in Amsterdam', 'de tweede, hoe laat sluiten ze?', 'Straks nog een ijsje, wat is er daar in de buurt?', 'ijs'],
    ['ramen sa Makati', 'yung pangalawa, magkano dun?', 'may kape ba malapit po dun?', 'coffee'],
  ])('after "%s" and "%s", searches "%s" around the second venue', async (search, about, near, kind) => {
    const { say } = startConversation();
    const list = await say(search);
    await say(about);

    const reply = await say(near);

    expect(nearOf(reply.calls)).toEqual({ placeId: list.venues[1].placeId });
    expect(String(searchArgs(reply.calls)[0].query)).toContain(kind);
  });

  it.each([
    ['museums in Amsterdam', 'the first one, is it wheelchair accessible?', 'somewhere to eat near there after?'],
    ['musea in Amsterdam', 'de eerste, is die rolstoeltoegankelijk?', 'kunnen we daar in de buurt daarna iets eten?'],
    ['museums sa Manila', 'yung una, may parking ba?', 'may makakainan ba malapit lang dun mamaya?'],
  ])('after "%s", "%s" searches any food around the first venue, never the word near', async (search, about, near) => {
    const { say } = startConversation();
    const list = await say(search);
    await say(about);

    const reply = await say(near);

    const [first] = searchArgs(reply.calls);
    expect(['restaurants', 'food']).toContain(first.query);
    expect(first.near).toEqual({ placeId: list.venues[0].placeId });
  });
});

describe('a near search after a details or directions turn', () => {
  it.each([
    ['museums in Amsterdam', 'how do I get to the third one?', 'any coffee near there?'],
    ['musea in Amsterdam', 'hoe kom ik bij de derde?', 'koffie daar ergens in de buurt?'],
    ['museums sa Amsterdam', 'paano pumunta sa pangatlo?', 'may kape ba malapit dun?'],
  ])('keeps the venue the directions were to as the centre: %s, %s, %s', async (search, directions, near) => {
    const { say } = startConversation();
    const list = await say(search);
    await say(directions);

    const reply = await say(near);

    expect(nearOf(reply.calls)).toEqual({ placeId: list.venues[2].placeId });
  });
});

describe('a distance from a place the person names', () => {
  it.each([
    ['museums in Amsterdam', 'the first one', 'How far is that from our flat near the Dam, and is there a tram?', 'Dam', 'timetables'],
    ['musea in Amsterdam', 'de eerste', 'hoe ver is dat van het Leidseplein? kan ik met de tram?', 'Leidseplein', 'Dienstregelingen'],
    ['pizza sa Makati', 'yung una', 'gaano kalayo yun galing Ayala MRT station? pwede mag-jeep?', 'Ayala MRT station', 'jeep'],
  ])('after "%s", "%s", "%s" measures from %s and says timetables are unknown', async (search, pick, far, from, note) => {
    const { say } = startConversation();
    await say(search);
    await say(pick);

    const reply = await say(far);

    expect(locatedNames(reply.calls)).toEqual([from]);
    expect(reply.reply).toMatch(/\d+(?:\.\d)? k?m\b/);
    expect(reply.reply).toContain(note);
    expect(reply.reply).toContain('google.com/maps/dir/');
  });

  it.each([
    ['ramen in Makati', 'the second one', 'how far is it walking from the first?'],
    ['ramen in Amsterdam', 'de tweede', 'hoe ver is dat lopen vanaf de eerste?'],
    ['ramen sa Makati', 'yung pangalawa', 'malayo ba yun sa una?'],
  ])('after "%s", "%s", "%s" measures between the two listed venues', async (search, pick, far) => {
    const { say } = startConversation();
    const list = await say(search);
    await say(pick);

    const reply = await say(far);

    const located = reply.calls.filter((call) => call.method === 'locate').map((call) => (call.args[0] as { placeId?: string }).placeId);
    expect(located.sort()).toEqual([list.venues[0].placeId, list.venues[1].placeId].sort());
    expect(reply.reply).toMatch(/\d+(?:\.\d)? k?m\b/);
  });
});

describe('a distance from a landmark of the city', () => {
  it.each([
    ['ramen in Paris', 'the first one', 'how far is it from the Eiffel Tower?', 'Eiffel Tower'],
    ['ramen in Parijs', 'de eerste', 'hoe ver is dat van de Arc de Triomphe?', 'Arc de Triomphe'],
    ['ramen sa Paris', 'yung una', 'gaano kalayo yun galing Louvre?', 'Louvre'],
  ])('after "%s", "%s", "%s" finds %s and gives the distance', async (search, pick, far, landmark) => {
    const { say } = startConversation();
    await say(search);
    await say(pick);

    const reply = await say(far);

    expect(locatedNames(reply.calls)).toEqual([landmark]);
    expect(reply.reply).toMatch(/\d+(?:\.\d)? k?m\b/);
  });
});

describe('a near search after directions to a venue of an earlier list', () => {
  it.each([
    ['museums in Amsterdam', 'coffee in Amsterdam', 'back to the museums, how do I get to the second one?', 'any lunch near there?'],
    ['musea in Amsterdam', 'koffie in Amsterdam', 'terug naar de musea: hoe kom ik bij de tweede?', 'en lunch daar in de buurt?'],
    ['museums sa Amsterdam', 'kape sa Amsterdam', 'balik tayo sa museums, paano pumunta sa pangalawa?', 'may lunch ba malapit dun?'],
  ])('after "%s", "%s" and "%s", "%s" goes around the venue the directions were to', async (first, second, directions, near) => {
    const { say } = startConversation();
    await say(first);
    await say(second);
    const way = await say(directions);

    const reply = await say(near);

    const [to] = way.calls.filter((call) => call.method === 'directions').map((call) => (call.args[0] as { placeId: string }).placeId);
    expect(nearOf(reply.calls)).toEqual({ placeId: to });
    expect(searchArgs(reply.calls)[0].query).toBe('lunch');
  });
});

describe('"nearby" with a place named', () => {
  it.each([
    ['ramen in Makati', 'the second one', 'any pizza nearby in BGC?', 'BGC'],
    ['ramen in Amsterdam', 'de tweede', 'pizza in de buurt in Utrecht?', 'Utrecht'],
    ['ramen sa Makati', 'yung pangalawa', 'may pizza ba malapit sa BGC?', 'BGC'],
  ])('after "%s" and "%s", "%s" searches in %s, not around the venue', async (search, pick, nearby, place) => {
    const { say } = startConversation();
    await say(search);
    await say(pick);

    const reply = await say(nearby);

    expect(searchArgs(reply.calls)[0]).toMatchObject({ query: 'pizza', location: place });
    expect(nearOf(reply.calls)).toBe(null);
  });
});

describe('a near search around a venue said another way', () => {
  it.each([
    ['musea in Amsterdam', 'vertel eens over de derde', 'een bakker op loopafstand daarvan', 'bakker'],
    ['museums in Amsterdam', 'tell me about the third', 'a bakery a short walk from there', 'bakery'],
    ['museo sa Amsterdam', 'yung pangatlo?', 'may bakery ba walking distance lang dun?', 'bakery'],
  ])('after "%s" and "%s", "%s" searches around the third venue', async (search, about, near, kind) => {
    const { say } = startConversation();
    const list = await say(search);
    await say(about);

    const reply = await say(near);

    expect(nearOf(reply.calls)).toEqual({ placeId: list.venues[2].placeId });
    expect(String(searchArgs(reply.calls)[0].query)).toContain(kind);
  });

  it.each([
    ['museums in Amsterdam', 'tell me about the third', 'and bakeries in Amsterdam?', 'coffee near the museum from before?'],
    ['museums in Amsterdam', 'tell me about the third', 'and bakeries in Amsterdam?', 'is there a café near the museum we talked about?'],
    ['musea in Amsterdam', 'vertel eens over de derde', 'en bakkerijen in Amsterdam?', 'is er een café vlak bij dat museum?'],
    ['museo sa Amsterdam', 'yung pangatlo?', 'eh mga bakery sa Amsterdam?', 'may kapehan ba malapit sa museum kanina?'],
    ['museo sa Amsterdam', 'yung pangatlo?', 'eh mga bakery sa Amsterdam?', 'dun sa may museum kanina, may kapehan ba malapit?'],
    ['museo sa Amsterdam', 'yung pangatlo?', 'eh mga bakery sa Amsterdam?', 'kapehan malapit sa museo na yun'],
  ])('after "%s", "%s" and "%s", "%s" searches coffee around the museum, not the bakeries again', async (...said) => {
    const { say } = startConversation();
    const list = await say(said[0]);
    await say(said[1]);
    await say(said[2]);

    const reply = await say(said[3]);

    expect(nearOf(reply.calls)).toEqual({ placeId: list.venues[2].placeId });
    expect(String(searchArgs(reply.calls)[0].query)).toMatch(/coffee|café|cafe|koffie/);
  });

  it('"coffee within walking distance of the museum you mentioned" goes around that museum, not the bakery in focus', async () => {
    const { say } = startConversation();
    const museums = await say('museums in Amsterdam');
    await say('and bakeries in Amsterdam?');
    await say('back to the Rembrandt one, is it open on Monday?');
    await say('the third bakery then, is it open early?');

    const reply = await say('coffee within walking distance of the museum you mentioned');

    const rembrandt = museums.venues.find((venue) => venue.name.includes('Rembrandt'))!;
    expect(nearOf(reply.calls)).toEqual({ placeId: rembrandt.placeId });
  });
});
