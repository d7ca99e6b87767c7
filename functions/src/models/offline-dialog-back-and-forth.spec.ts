// Issue 17, going back and forth between two lists: a card of the earlier list talked about again leaves the latest list the
// one a bare ordinal counts in (no list of one, no "I only found one"); "the third bakery" counts in the bakeries whatever
// language names them; "not that one, the previous one" is the venue talked about before.
import { describe, expect, it } from 'vitest';
import { bold, startConversation } from './offline-dialog.fixture';

describe('two lists talked about in turn', () => {
  it.each([
    ['museums in Amsterdam', 'and bakeries in Amsterdam?', 'back to the Rembrandt one, is it open on Monday?', 'the fourth bakery?'],
    ['musea in Amsterdam', 'en bakkerijen in Amsterdam?', 'terug naar dat Rembrandt-museum, is dat maandag open?', 'de vierde bakker?'],
    [
      'museo sa Amsterdam',
      'eh mga bakery sa Amsterdam?',
      'balikan natin yung Rembrandt, bukas ba sa Lunes?',
      'yung pang-apat na panaderya?',
    ],
  ])('after "%s", "%s" and "%s", "%s" is the fourth bakery', async (museums, bakeries, back, fourth) => {
    const { say } = startConversation();
    await say(museums);
    const listed = await say(bakeries);
    await say(back);

    const reply = await say(fourth);

    expect(bold(reply.reply)).toContain(listed.venues[3].name);
  });

  it('"actually not the second, the fourth one" after the second bakery is the fourth bakery, not the two compared', async () => {
    const { say } = startConversation();
    await say('museums in Amsterdam');
    const listed = await say('and bakeries in Amsterdam?');
    await say('back to the Rembrandt one, is it open on Monday?');
    await say('no sorry, I meant the Van Gogh one');
    await say('the second bakery, would it be open at 8?');

    const reply = await say('actually not the second, the fourth one');

    expect(bold(reply.reply)).toEqual([listed.venues[3].name]);
  });

  it.each([
    [
      'museums in Amsterdam',
      'back to the Rembrandt one, is it open on Monday?',
      'tell me about the Van Gogh one',
      'no, not that one, the previous one',
    ],
    ['musea in Amsterdam', 'terug naar dat Rembrandt-museum, is dat maandag open?', 'vertel over het Van Gogh', 'niet die, de vorige'],
    ['museo sa Amsterdam', 'balikan natin yung Rembrandt, bukas ba sa Lunes?', 'yung Van Gogh naman', 'hindi yan, yung nauna'],
  ])('after "%s", "%s" and "%s", "%s" is the Rembrandt museum again', async (museums, back, other, previous) => {
    const { say } = startConversation();
    await say(museums);
    await say(museums.startsWith('museo') ? 'eh mga bakery sa Amsterdam?' : 'and bakeries in Amsterdam?');
    await say(back);
    await say(other);

    const reply = await say(previous);

    expect(bold(reply.reply).join(' ')).toContain('Rembrandt');
  });

  it.each([
    ['ramen sa Makati', 'kape sa BGC', "balikan natin yung ramen kanina, yung may 'Nagi' sa pangalan, bukas ba?", 'eh yung pangatlo?'],
    ['ramen in Makati', 'coffee in BGC', 'back to the ramen places, the Nagi one: is it open late?', 'and the third one?'],
    ['ramen in Makati', 'koffie in BGC', 'terug naar de ramenzaken, die van Nagi: tot hoe laat open?', 'en de derde?'],
  ])('after "%s", "%s" and going back with "%s", "%s" counts in the list gone back to', async (first, second, back, third) => {
    const { say } = startConversation();
    const ramen = await say(first);
    await say(second);
    await say(back);

    const reply = await say(third);

    expect(bold(reply.reply)).toContain(ramen.venues[2].name);
  });

  it('"back to the ramen list for a sec" leaves the latest list the one a bare ordinal counts in', async () => {
    const { say } = startConversation();
    await say('ramen in Makati');
    const coffee = await say('coffee in BGC');
    await say('back to the ramen list for a sec, the first one: is it open late?');

    const reply = await say('ok, and the third one?');

    expect(bold(reply.reply)).toContain(coffee.venues[2].name);
  });

  it.each([
    ['eh kung yung pangatlong bakery na lang kaya, bukas ba ng maaga?', 'ay hindi, yung una pala'],
    ['the third bakery then, is it open early?', 'oh no, I meant the first'],
    ['de derde bakker dan, is die vroeg open?', 'nee, ik bedoelde de eerste'],
  ])('a bare correction after "%s" ("%s") counts in the bakeries, the list of the one in focus', async (third, first) => {
    const { say } = startConversation();
    await say('museums in Amsterdam');
    const bakeries = await say('and bakeries in Amsterdam?');
    await say('back to the Rembrandt one, is it open on Monday?');
    await say(third);

    const reply = await say(first);

    expect(bold(reply.reply)).toContain(bakeries.venues[0].name);
  });
});
