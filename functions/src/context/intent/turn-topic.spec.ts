import { describe, expect, it } from 'vitest';
import { topicOf } from './turn-topic';

describe('the kind of help a message is about', () => {
  const cases: Array<[string, ReturnType<typeof topicOf>]> = [
    ['ramen in Makati', 'food'],
    ['saan pwede mag-almusal sa Pasig?', 'food'],
    ['waar kan ik ontbijten in Amsterdam?', 'food'],
    // "what must we have eaten here?" (wave df): the past participle asks for food too.
    ['we beginnen bij de albert cuyp. wat moeten we hier echt gegeten hebben??', 'food'],
    ['jazz concerts this weekend', 'events'],
    ['a food festival in Lisbon', 'events'],
    ['een dagtocht vanuit Amsterdam', 'dayTrip'],
    ['museums in Paris', null],
  ];
  for (const [text, topic] of cases) {
    it(`reads "${text}" as ${topic ?? 'no topic'}`, () => {
      expect(topicOf(text)).toBe(topic);
    });
  }
});
