// Near phrasings beyond "near there" (issue 17): "in de nabijheid", "vlakbij" mid-sentence, "sa tabi lang", "around there",
// "around there" search around the venue in focus, end to end on the real flow.
import { describe, expect, it } from 'vitest';
import { searchArgs, startConversation } from './offline-dialog.fixture';

describe('a near question in other words searches around the venue in focus', () => {
  it.each([
    ['museums in Amsterdam', 'the second one, is it wheelchair accessible?', 'any bakery around there we could try after?'],
    ['museums in Amsterdam', 'the second one, is it wheelchair accessible?', 'we could walk a bit, is there a bakery around there too?'],
    ['musea in Amsterdam', 'de tweede, is die rolstoeltoegankelijk?', 'Weet u een bakkerij in de nabijheid, voor een broodje?'],
    ['musea in Amsterdam', 'de tweede, is die rolstoeltoegankelijk?', 'zit er vlakbij ook een bakkerij?'],
    ['musea in Amsterdam', 'de tweede, is die rolstoeltoegankelijk?', 'is er hier in de buurt een bakkerij?'],
    ['museums sa Amsterdam', 'yung pangalawa, may wheelchair access ba?', 'may bakery ba sa tabi lang nun?'],
    ['museums sa Amsterdam', 'yung pangalawa, may wheelchair access ba?', 'meron bang bakery jan lang sa tabi?'],
    ['museums sa Amsterdam', 'yung pangalawa, may wheelchair access ba?', 'may malapit bang bakery dun?'],
  ])(
    'after "%s" and "%s", "%s" searches bakeries around the second venue',
    async (search, about, near) => {
      const { say } = startConversation();
      const list = await say(search);
      await say(about);

      const reply = await say(near);

      const [first] = searchArgs(reply.calls);
      expect(first.near).toEqual({ placeId: list.venues[1].placeId });
      expect(String(first.query)).toMatch(/bak/);
    },
    20_000,
  );
});
