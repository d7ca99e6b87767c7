// Issue 17: a listed venue picked by an area no listed address names ("die bij Myeongdong", "yung malapit sa Uptown", "the one
// near Tsukiji") is the listed venue closest to that area, said so, in English, Tagalog/Taglish and Dutch. End to end on the
// real flow and the offline catalog; the follow-up question goes to the same venue.
import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../places/geo-distance';
import { SEARCH_FIXTURE_CITY } from '../places/search-fixture-city';
import { areaNamed } from './nearest-listed';
import { startConversation } from './offline-dialog.fixture';

const names = (reply: { venues: readonly { name: string }[] }) => reply.venues.map((venue) => venue.name);

describe('the area a pick names', () => {
  it('reads the area up to the first function word, in each language', () => {
    expect(
      [
        'the one near Tsukiji, what time does it close?',
        'the one near ueno is it step-free?',
        'yung malapit sa Uptown po, bukas ba sila?',
        'Yung nasa Legazpi Village, open ba sila?',
        'die bij Myeongdong, hoe kom ik daar?',
        'and what is the weather like?',
      ].map(areaNamed),
    ).toEqual(['Tsukiji', 'ueno', 'Uptown', 'Legazpi Village', 'Myeongdong', null]);
  });

  it('reads "the X one", a known place before other words, a landmark word and a pick taken back', () => {
    expect(
      [
        'the harajuku one, do they take cards?',
        'yung nasa kapitolyo masarap ba dun',
        'the one by the lake, is there parking?',
        'yung nasa tabi ng lawa, may website?',
        'die aan het meer, heeft die een lift?',
        'the one in Ginza, no sorry, the one in Ebisu: open late?',
        'ung nasa Makati, ay hindi pala, ung nasa Pasig, bukas ba?',
        'die in de Pijp, is die open op maandag?',
      ].map(areaNamed),
    ).toEqual(['harajuku', 'kapitolyo', 'lake', 'lake', 'lake', 'Ebisu', 'Pasig', 'Pijp']);
  });
});

describe('the listed venue closest to an area no address names', () => {
  it('answers "the one near Tsukiji, what time does it close?" about the closest market and keeps it for "is it step-free?"', async () => {
    const { say } = startConversation();
    const list = await say('markets in Tokyo');
    expect(names(list)).toContain('Oedo Antique Market');
    expect(list.venues.some((venue) => /tsukiji/i.test(venue.address ?? ''))).toBe(false);

    const reply = await say('the one near Tsukiji, what time does it close?');
    expect(reply.reply).toMatch(/^Closest to Tsukiji is \*\*Oedo Antique Market\*\*, about 1\.4 km away\. Opening hours of \*\*Oedo/);

    const next = await say('is it step-free?');
    expect(next.reply).toMatch(/^Yes, \*\*Oedo Antique Market\*\* has a wheelchair-accessible entrance\./);
    expect([reply.context.location, next.context.location]).toEqual(['Tokyo', 'Tokyo']);
  });

  it('answers "yung malapit sa Uptown, bukas ba sila ngayon?" about the closest of the BGC list, in Tagalog', async () => {
    const { say, catalog } = startConversation();
    const list = await say('vegetarian sa BGC');
    const uptown = (await catalog.locate({ name: 'Uptown', location: 'BGC' }))!.location!;
    const listed = await Promise.all(list.venues.map((venue) => catalog.details(venue.placeId)));
    const [closest] = listed.sort((a, b) => haversineMeters(uptown, a!.location!) - haversineMeters(uptown, b!.location!));

    const reply = await say('yung malapit sa Uptown, bukas ba sila ngayon?');
    expect(reply.reply.startsWith(`Pinakamalapit sa Uptown ang **${closest!.name}**, mga `)).toBe(true);
    expect(reply.reply).toMatch(/ ang layo\. (Oo|Hindi), /);

    const next = await say('may parking ba sila?');
    expect(next.reply.startsWith(`Parking sa **${closest!.name}**: `)).toBe(true);
    expect([reply.context.location, next.context.location]).toEqual(['BGC', 'BGC']);
  });

  it('gives the way to the market closest to Myeongdong for "die bij Myeongdong, hoe kom ik daar met de metro?"', async () => {
    const { say, catalog } = startConversation();
    const list = await say('markten in Seoul');
    const myeongdong = (await catalog.locate({ name: 'Myeongdong', location: 'Seoul' }))!.location!;
    const listed = await Promise.all(list.venues.map((venue) => catalog.details(venue.placeId)));
    const [closest] = listed.sort((a, b) => haversineMeters(myeongdong, a!.location!) - haversineMeters(myeongdong, b!.location!));

    const reply = await say('die bij Myeongdong, hoe kom ik daar met de metro?');
    expect(reply.reply.startsWith(`Het dichtst bij Myeongdong is **${closest!.name}**, op ongeveer `)).toBe(true);
    expect(reply.calls.filter((call) => call.method === 'directions').map((call) => call.args[0])).toEqual([
      expect.objectContaining({ placeId: closest!.placeId }),
    ]);
    expect(reply.context.location).toBe('Seoul');
  });

  it('answers "which of those is closest to the Westerkerk?" from that landmark, in each language', async () => {
    for (const [search, asked, lead] of [
      ['coffee in the Jordaan', 'which of those is closest to the Westerkerk?', 'Closest to Westerkerk is **'],
      ['kape sa Jordaan', 'alin dyan pinakamalapit sa Westerkerk?', 'Pinakamalapit sa Westerkerk ang **'],
      ['koffie in de Jordaan', 'welke van die drie is het dichtstbij de Westerkerk?', 'Het dichtst bij Westerkerk is **'],
    ]) {
      const { say, catalog } = startConversation();
      const list = await say(search);
      const kerk = (await catalog.locate({ name: 'Westerkerk', location: 'Amsterdam' }))!.location!;
      const listed = await Promise.all(list.venues.map((venue) => catalog.details(venue.placeId)));
      const [closest] = listed.sort((a, b) => haversineMeters(kerk, a!.location!) - haversineMeters(kerk, b!.location!));

      const reply = await say(asked);
      expect(reply.reply.startsWith(`${lead}${closest!.name}**`)).toBe(true);
      expect(reply.context.location).toBe('Jordaan');
    }
  });

  it('measures from the middle of a catalog area: "the one near Asakusa" in a Tokyo ramen list', async () => {
    const { say } = startConversation();
    await say('ramen in Tokyo');

    const reply = await say('the one near Asakusa, is it step-free?');
    expect(reply.reply).toMatch(/^Closest to Asakusa is \*\*Rokurinsha Tokyo\*\*, about 4\.3 km away\. Yes, \*\*Rokurinsha Tokyo\*\*/);
  });

  it('still asks which one when the area cannot be placed', async () => {
    const { say } = startConversation();
    await say('ramen in Tokyo');

    const reply = await say('the one in Narnia, is it open now?');
    expect(reply.reply).toBe(
      'Which place do you mean? 1. Fuunji, 2. Ichiran Shibuya, 3. AFURI Harajuku, 4. Ginza Kagari, 5. Rokurinsha Tokyo',
    );
  });

  it('takes the first listed of two about as close, and says so: "yung malapit sa Midway Gate" between two breakfast places', async () => {
    const { say } = startConversation([SEARCH_FIXTURE_CITY]);
    const list = await say('breakfast sa Testville');
    expect(names(list).slice(0, 2)).toEqual(['North Breakfast', 'Old Town Breakfast']);

    const reply = await say('yung malapit sa Midway Gate, anong oras sila nagsasara?');
    expect(
      reply.reply.startsWith(
        '2 sa listahan ang halos magkasinglapit sa Midway Gate (mga 560 m); ang nauna sa kanila ang kinuha ko, ' +
          'ang **North Breakfast**. ',
      ),
    ).toBe(true);
    expect(reply.context.focus).toMatchObject({ name: 'North Breakfast' });
  });
});

describe('a landmark and several listed right in an area', () => {
  it('answers "the one by the lake" about the Chicago museum on the lakefront, the first listed there', async () => {
    const { say } = startConversation();
    await say('museums in Chicago');

    const reply = await say('the one by the lake, do they have a website?');
    expect(reply.reply).toMatch(/^I don't know that about \*\*Field Museum\*\*: the listing doesn't say\./);
    expect([reply.context.location, reply.context.focus?.name]).toEqual(['Chicago', 'Field Museum']);
  });

  it('takes the first listed of those right in the area: "yung nasa Tomas Morato" in a Quezon City breakfast list', async () => {
    const { say } = startConversation();
    const list = await say('almusal sa Quezon City');
    expect(names(list)).toEqual(["Rodic's Diner", 'Pancake House (Tomas Morato)', 'Kuppa Roastery & Café', 'Banapple']);

    const reply = await say('ung nasa Tomas Morato, pwede ba card dun?');
    expect(reply.reply).toMatch(/\*\*Pancake House \(Tomas Morato\)\*\*/);
    expect(reply.context.focus).toMatchObject({ name: 'Pancake House (Tomas Morato)' });
  });
});

// Issue 17 (blind-en-z, blind-nl-z): "which of these is the closest?" with nothing named to measure from is measured from the
// area searched in, when that is narrower than a city; from a whole city it still asks from where.
describe('the closest of the list to the area searched in', () => {
  it('measures "welke van die drie is het dichtstbij?" from Insadong after a search there', async () => {
    const { say } = startConversation();
    await say('koffie in Insadong');
    const reply = await say('En welke van die drie is het dichtstbij? Mijn voeten zijn echt kapot');
    expect(reply.reply).toMatch(/Insadong/);
    expect(reply.reply).toMatch(/\d+(?:[.,]\d)?\s?(?:m|km)\b/);
  });

  it('asks from where after a search in a whole city', async () => {
    const { say } = startConversation();
    await say('coffee in Seoul');
    const reply = await say('which of these is the closest?');
    expect(reply.reply).toMatch(/^Closest to where\?/);
  });
});
