import { genkit, type GenerateRequest, type MessageData, type Part } from 'genkit';
import { describe, expect, it } from 'vitest';
import { PROMPT_DIR } from '../genkit';
import { definePlaceTools } from '../agents/place-tools';
import { createTurnCollector, withTurn } from '../agents/turn-context';
import { createFakePlaceSearch, RAMEN_IN_MAKATI } from '../testing/fake-place-search';
import { chunkText, defineOfflineModel, OFFLINE_MODEL_NAME, respondOffline } from './offline-model';

const CONCIERGE_TOOLS = ['dayTrip', 'foodie', 'eventsGuide', 'findAndNavigate'];
const PLACE_TOOLS = ['searchPlaces', 'placeDetails', 'getDirections'];
const RAMEN_LINE = '[CONTEXT: location: Makati | query: ramen | venues: 1. Ramen Nagi (fake-nagi) 2. Menya Sora (fake-sora)]';
const SECOND_LINE =
  '[CONTEXT: location: Makati | query: ramen | venues: 1. Ramen Nagi (fake-nagi) 2. Menya Sora (fake-sora) ' +
  '| referring to: Menya Sora (fake-sora)]';

function user(text: string): MessageData {
  return { role: 'user', content: [{ text }] };
}

function request(tools: string[], messages: MessageData[]): GenerateRequest {
  return {
    messages: [{ role: 'system', content: [{ text: 'You are a test.' }] }, ...messages],
    tools: tools.map((name) => ({ name, description: `tool ${name}`, inputSchema: {} })),
  };
}

function toolCall(name: string, input: unknown): Part[] {
  return [{ toolRequest: { name, ref: `${name}-1`, input } }];
}

describe('offline model as the concierge', () => {
  it.each([
    ['find ramen in Makati', RAMEN_LINE, 'foodie'],
    ['any concerts this weekend?', '[CONTEXT: location: Lisbon]', 'eventsGuide'],
    ['a day trip from Lisbon', '[CONTEXT: location: Lisbon]', 'dayTrip'],
    ['een dagtocht vanuit Amsterdam', '[CONTEXT: location: Amsterdam]', 'dayTrip'],
    ['how do I get there?', SECOND_LINE, 'findAndNavigate'],
    ['hoe kom ik daar?', SECOND_LINE, 'findAndNavigate'],
    ['paano pumunta doon?', SECOND_LINE, 'findAndNavigate'],
    ['tell me more about the second one', SECOND_LINE, 'foodie'],
    ['yung pangalawa', SECOND_LINE, 'foodie'],
    ['tell me more about the first one', '[CONTEXT: query: jazz concerts | referring to: Bimhuis (b1)]', 'eventsGuide'],
    ['and in Amsterdam?', '[CONTEXT: location: Amsterdam | query: museums]', 'findAndNavigate'],
  ])('routes "%s" with %s to %s and passes the words as the request', (said, line, agent) => {
    expect(respondOffline(request(CONCIERGE_TOOLS, [user(`${line}\n${said}`)]))).toEqual(toolCall(agent, { request: said }));
  });

  it('asks what the user wants when neither the words nor the context say', () => {
    expect(respondOffline(request(CONCIERGE_TOOLS, [user('hmm')]))).toEqual([
      { text: 'What are you looking for: food, events, a day trip, or directions to a place?' },
    ]);
  });

  it("replies with the sub-agent's answer after the tool response", () => {
    const messages: MessageData[] = [
      user(`${RAMEN_LINE}\nfind ramen in Makati`),
      { role: 'model', content: toolCall('foodie', { request: 'find ramen in Makati' }) },
      { role: 'tool', content: [{ toolResponse: { name: 'foodie', ref: 'foodie-1', output: { answer: '1. **Ramen Nagi**' } } }] },
    ];
    expect(respondOffline(request(CONCIERGE_TOOLS, messages))).toEqual([{ text: '1. **Ramen Nagi**' }]);
  });
});

describe('offline model as a sub-agent', () => {
  it('asks for directions to the venue the context line refers to', () => {
    expect(respondOffline(request(PLACE_TOOLS, [user(`${SECOND_LINE}\nhow do I get there?`)]))).toEqual(
      toolCall('getDirections', { placeId: 'fake-sora', origin: null }),
    );
  });

  it('asks for details of the venue the context line refers to', () => {
    expect(respondOffline(request(PLACE_TOOLS, [user(`${SECOND_LINE}\nyung pangalawa\n\nConcierge request: yung pangalawa`)]))).toEqual(
      toolCall('placeDetails', { placeId: 'fake-sora' }),
    );
  });

  it('searches the query in the location from the context line', () => {
    expect(respondOffline(request(PLACE_TOOLS, [user('[CONTEXT: location: Makati | query: ramen]\nany ramen?')]))).toEqual(
      toolCall('searchPlaces', { query: 'ramen', location: 'Makati' }),
    );
  });

  it('takes the location only from the context line, not from earlier messages', () => {
    const messages = [
      user('I am staying in Makati'),
      { role: 'model' as const, content: [{ text: 'Nice!' }] },
      user('[CONTEXT: query: ramen]\nfind ramen'),
    ];
    expect(respondOffline(request(PLACE_TOOLS, messages))).toEqual([{ text: 'Which city or neighbourhood should I look in for ramen?' }]);
  });

  it('asks for the city in Tagalog when the user writes Tagalog', () => {
    expect(respondOffline(request(PLACE_TOOLS, [user('[CONTEXT: query: ramen]\ngusto ko kumain ng ramen')]))).toEqual([
      { text: 'Saang lungsod o lugar ako maghahanap ng ramen?' },
    ]);
  });

  it('says the search results in one sentence (how many, what, where) and leaves the details to the cards', () => {
    const messages: MessageData[] = [
      user('[CONTEXT: location: Makati | query: ramen]\nfind ramen in Makati'),
      { role: 'model', content: toolCall('searchPlaces', { query: 'ramen', location: 'Makati' }) },
      {
        role: 'tool',
        content: [{ toolResponse: { name: 'searchPlaces', ref: 'searchPlaces-1', output: { places: RAMEN_IN_MAKATI.slice(0, 2) } } }],
      },
    ];
    expect(respondOffline(request(PLACE_TOOLS, messages))).toEqual([
      { text: 'Here are 2 places for ramen in Makati, with the details on the cards below.' },
    ]);
  });

  // The English summary and category are on the card.
  it('writes details with address, rating, price and map link in Dutch for a Dutch message', () => {
    const messages: MessageData[] = [
      user(`${SECOND_LINE}\nvertel meer over de tweede`),
      { role: 'model', content: toolCall('placeDetails', { placeId: 'fake-sora' }) },
      { role: 'tool', content: [{ toolResponse: { name: 'placeDetails', ref: 'placeDetails-1', output: { place: RAMEN_IN_MAKATI[1] } } }] },
    ];
    expect(respondOffline(request(PLACE_TOOLS, messages))).toEqual([
      {
        text:
          'Dit is **Menya Sora**: Adres: Legaspi Village, Makati. Beoordeling: ★4.4. Prijs: gemiddeld geprijsd. ' +
          '[Open in Google Maps](https://maps.google.com/?cid=1)',
      },
    ]);
  });

  it('says the search is unreachable when the tool reports an error', () => {
    const messages: MessageData[] = [
      user('[CONTEXT: location: Makati | query: ramen]\nramen'),
      { role: 'model', content: toolCall('searchPlaces', { query: 'ramen', location: 'Makati' }) },
      { role: 'tool', content: [{ toolResponse: { name: 'searchPlaces', ref: 'searchPlaces-1', output: { places: [], error: 'down' } } }] },
    ];
    expect(respondOffline(request(PLACE_TOOLS, messages))).toEqual([
      { text: "The place search isn't reachable right now. Please try again in a moment." },
    ]);
  });
});

describe('offline model in Genkit', () => {
  it('runs the tool loop for real and streams its reply in chunks', async () => {
    const ai = genkit({ promptDir: PROMPT_DIR });
    defineOfflineModel(ai);
    const tools = definePlaceTools(ai, createFakePlaceSearch(RAMEN_IN_MAKATI));
    const collector = createTurnCollector();
    const chunks: string[] = [];

    const response = await ai.generate({
      model: OFFLINE_MODEL_NAME,
      prompt: '[CONTEXT: location: Makati | query: ramen]\nfind ramen in Makati',
      tools,
      context: withTurn({}, { sessionId: 's', contextLine: '', message: '', history: [], collector }),
      onChunk: (chunk) => chunks.push(chunk.text),
    });

    expect(response.text).toBe('Here are 3 places for ramen in Makati, with the details on the cards below.');
    expect(collector.venues.map((venue) => venue.placeId)).toEqual(['fake-nagi', 'fake-sora', 'fake-kuroda']);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.join('')).toBe(response.text);
  });

  it('answers a plain call at once, pausing between chunks only when the caller streams', async () => {
    const ai = genkit({ promptDir: PROMPT_DIR });
    defineOfflineModel(ai, { chunkDelayMs: 200 });
    const started = performance.now();

    const response = await ai.generate({ model: OFFLINE_MODEL_NAME, prompt: 'hello' });

    expect(response.text).toContain('What are you looking for');
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('stops streaming and fails as CANCELLED once the caller aborts', async () => {
    const ai = genkit({ promptDir: PROMPT_DIR });
    defineOfflineModel(ai, { chunkDelayMs: 20 });
    const controller = new AbortController();
    const chunks: string[] = [];

    const generate = ai.generate({
      model: OFFLINE_MODEL_NAME,
      prompt: 'hello',
      abortSignal: controller.signal,
      onChunk: (chunk) => {
        chunks.push(chunk.text);
        controller.abort();
      },
    });

    await expect(generate).rejects.toMatchObject({ status: 'CANCELLED' });
    expect(chunks).toHaveLength(1);
  });

  it('splits text into chunks that join back to the text', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve';
    expect(chunkText(text, 10).join('')).toBe(text);
    expect(chunkText(text, 10).length).toBeGreaterThan(3);
  });
});
