import { genkit, type Genkit } from 'genkit';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROMPT_DIR } from '../genkit';
import { createFakePlaceSearch, RAMEN_IN_MAKATI } from '../testing/fake-place-search';
import { defineScriptedModel, transcript, type ScriptedModel } from '../testing/scripted-model';
import { definePlaceTools } from './place-tools';
import { defineSubAgentTools, runSubAgent, SUB_AGENTS, type SubAgentDeps } from './sub-agents';
import { createTurnCollector, withTurn, type TurnContext } from './turn-context';

const CONTEXT_LINE = '[CONTEXT: location: Makati | query: ramen | venues: 1. Ramen Nagi (fake-nagi) 2. Menya Sora (fake-sora)]';
const HISTORY = [
  { role: 'user' as const, content: 'find ramen in Makati' },
  { role: 'model' as const, content: '1. **Ramen Nagi** 2. **Menya Sora**' },
];

function makeTurn(overrides: Partial<TurnContext> = {}): TurnContext {
  return {
    sessionId: 's-1',
    contextLine: CONTEXT_LINE,
    message: 'any that are open late?',
    history: HISTORY,
    collector: createTurnCollector(),
    ...overrides,
  };
}

describe('sub-agents', () => {
  let ai: Genkit;
  let model: ScriptedModel;
  let deps: SubAgentDeps;

  beforeEach(() => {
    ai = genkit({ promptDir: PROMPT_DIR });
    model = defineScriptedModel(ai);
    deps = { ai, model: model.name, placeTools: definePlaceTools(ai, createFakePlaceSearch(RAMEN_IN_MAKATI)) };
  });

  it.each([
    ['foodie', 'You are the Foodie of Concierge'],
    ['eventsGuide', 'You are the Events Guide of Concierge'],
    ['dayTrip', 'You are the Day Trip planner of Concierge'],
    ['findAndNavigate', 'You are the Find and Navigate of Concierge'],
  ])('%s gets its own system prompt, the selected history and the context line first in the user message', async (name, persona) => {
    const spec = SUB_AGENTS.find((agent) => agent.name === name)!;
    model.respondWith([{ text: 'Try Ramen Nagi.' }]);

    const result = await runSubAgent(deps, spec, { request: 'ramen open late' }, withTurn({}, makeTurn()));

    expect(result).toEqual({ answer: 'Try Ramen Nagi.' });
    const sent = transcript(model.lastRequest());
    expect(sent.map((message) => message.role)).toEqual(['system', 'user', 'model', 'user']);
    expect(sent[0].text).toContain(persona);
    expect(sent[0].text).toContain('Context rules');
    // The shared answer rules: near/fact/distance tools, a list in one sentence, the user's language, no guessing.
    expect(sent[0].text).toContain('A list is one sentence: how many places, what and where');
    expect(sent[0].text).toContain('WRONG: value "unknown" → "Yes, it should be fine." (a guess)');
    expect(sent.slice(1, 3)).toEqual([
      { role: 'user', text: 'find ramen in Makati' },
      { role: 'model', text: '1. **Ramen Nagi** 2. **Menya Sora**' },
    ]);
    expect(sent[3].text.trim().split('\n')).toEqual([CONTEXT_LINE, 'any that are open late?', '', 'Concierge request: ramen open late']);
    expect(model.lastRequest().tools?.map((tool) => tool.name)).toEqual([
      'searchPlaces',
      'placeDetails',
      'getDirections',
      'placeFact',
      'placeDistance',
    ]);
  });

  it('receives the history and context line through the per-call context when the concierge calls it as a tool', async () => {
    const agentTools = defineSubAgentTools(deps);
    model.respondWith(
      [{ toolRequest: { name: 'foodie', ref: 'f1', input: { request: 'ramen open late' } } }],
      [{ text: 'Menya Sora is open until 2am.' }],
      [{ text: 'Menya Sora is open until 2am.' }],
    );

    const response = await ai.generate({
      model: model.name,
      prompt: 'any that are open late?',
      tools: agentTools,
      context: withTurn({}, makeTurn()),
    });

    expect(response.text).toBe('Menya Sora is open until 2am.');
    const [subAgentRequest] = model.requestsOffering('searchPlaces');
    const sent = transcript(subAgentRequest);
    expect(sent.slice(1, 3)).toEqual([
      { role: 'user', text: 'find ramen in Makati' },
      { role: 'model', text: '1. **Ramen Nagi** 2. **Menya Sora**' },
    ]);
    expect(sent[3].text.trim().startsWith(CONTEXT_LINE)).toBe(true);
    // The tool input the model wrote carries only the request: the history never travels as an argument.
    expect(model.requestsOffering('foodie')[1].messages.at(-2)?.content[0].toolRequest?.input).toEqual({
      request: 'ramen open late',
    });
  });

  it('files each place call under the sub-agent that made it and collects the places returned, listed for the model', async () => {
    const turn = makeTurn();
    model.respondWith(
      [{ toolRequest: { name: 'searchPlaces', ref: 's1', input: { query: 'ramen', location: 'Makati' } } }],
      [{ text: 'Here they are.' }],
    );

    await runSubAgent(deps, SUB_AGENTS[0], { request: 'ramen in Makati' }, withTurn({}, turn));

    expect(turn.collector).toEqual({
      agentCalls: [
        {
          agent: 'foodie',
          request: 'ramen in Makati',
          placeCalls: [{ tool: 'searchPlaces', query: 'ramen', location: 'Makati' }],
        },
      ],
      venues: RAMEN_IN_MAKATI.filter((place) => place.address?.includes('Makati')),
    });
    // The cards get whole places; the model the list's fields (Menya Sora's summary and Maps link stay with its card).
    expect(model.lastRequest().messages.at(-1)?.content[0].toolResponse?.output).toEqual({
      places: [
        RAMEN_IN_MAKATI[0],
        {
          placeId: 'fake-sora',
          name: 'Menya Sora',
          category: 'ramen',
          address: 'Legaspi Village, Makati',
          rating: 4.4,
          priceLevel: 'moderate',
        },
        RAMEN_IN_MAKATI[2],
      ],
    });
  });

  it('refuses to run outside a concierge turn', async () => {
    await expect(runSubAgent(deps, SUB_AGENTS[0], { request: 'ramen' }, {})).rejects.toThrow(/without a turn context/);
  });
});
