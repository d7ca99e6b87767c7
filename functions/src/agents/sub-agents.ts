// The four sub-agents: tools the concierge calls, each running its own generate with its own .prompt file.
// The history and context line reach them through the per-call context, never through tool arguments.
import { z, type ActionContext, type Genkit, type MessageData, type ToolAction } from 'genkit';
import type { Turn } from '../contract/concierge-contract';
import type { AgentName } from '../context/conversation-context';
import { generateFromPrompt } from './generate-from-prompt';
import { appLanguageInput, readTurn, withTurn } from './turn-context';

export const AgentRequestSchema = z.object({
  request: z
    .string()
    .min(1)
    .max(2000)
    .describe("what you want this agent to do, in the user's words (the agent already sees the context line)"),
});
export type AgentRequest = z.infer<typeof AgentRequestSchema>;

export const AgentAnswerSchema = z.object({
  answer: z.string().describe("the agent's reply to the user; pass it on as your reply"),
});
export type AgentAnswer = z.infer<typeof AgentAnswerSchema>;

export interface SubAgentSpec {
  name: AgentName;
  /** Name of its .prompt file in prompts/. */
  prompt: string;
  description: string;
}

export const SUB_AGENTS: readonly SubAgentSpec[] = [
  {
    name: 'foodie',
    prompt: 'foodie',
    description:
      'Use this when the user wants food or drink: restaurants, a cuisine or dish (ramen, sushi, adobo), cafés, ' +
      'bars, or details of, or a question about, a food place they were shown ("is it halal?", "which is cheapest?").',
  },
  {
    name: 'eventsGuide',
    prompt: 'events-guide',
    description: 'Use this when the user asks what is on: events, concerts, gigs, festivals, shows, "this weekend", "tonight".',
  },
  {
    name: 'dayTrip',
    prompt: 'day-trip',
    description: 'Use this when the user wants a day trip, excursion or getaway from a city ("dagtocht", "side trip").',
  },
  {
    name: 'findAndNavigate',
    prompt: 'find-and-navigate',
    description:
      'Use this when the user asks how to get somewhere ("how do I get there?", directions, "hoe kom ik daar?", ' +
      '"paano pumunta") or wants a place that is not food, events or a day trip (museums, parks, shops).',
  },
];

export interface SubAgentDeps {
  ai: Genkit;
  /** The model every generate uses (a name registered on `ai`). */
  model: string;
  placeTools: ToolAction[];
}

export function toMessages(history: readonly Turn[]): MessageData[] {
  return history.map((turn) => ({ role: turn.role, content: [{ text: turn.content }] }));
}

/** Plain handler: one sub-agent turn. Testable with a scripted model and a hand-made turn context. */
export async function runSubAgent(
  deps: SubAgentDeps,
  spec: SubAgentSpec,
  input: AgentRequest,
  context: ActionContext | undefined,
): Promise<AgentAnswer> {
  const turn = readTurn(context);
  turn.collector.agentCalls.push({ agent: spec.name, request: input.request, placeCalls: [] });
  const response = await generateFromPrompt(
    deps.ai,
    spec.prompt,
    { context: turn.contextLine, message: turn.message, request: input.request, ...appLanguageInput(turn) },
    {
      model: deps.model,
      messages: toMessages(turn.history),
      tools: deps.placeTools,
      context: withTurn(context, { ...turn, agent: spec.name }),
      abortSignal: turn.abortSignal,
      maxTurns: 4,
    },
  );
  return { answer: response.text };
}

/**
 * Registers the four sub-agent tools. Like the place tools they declare no output schema: no model reads one, yet Genkit
 * would put it in every concierge request and write it into each span; runSubAgent's return type holds the answer to it.
 */
export function defineSubAgentTools(deps: SubAgentDeps) {
  // One constant 'anything' schema: with none, Genkit converts a new z.void() to JSON Schema for each tool on each request.
  const UNDECLARED_OUTPUT = {};
  return SUB_AGENTS.map((spec) =>
    deps.ai.defineTool(
      { name: spec.name, description: spec.description, inputSchema: AgentRequestSchema, outputJsonSchema: UNDECLARED_OUTPUT },
      (input, { context }): Promise<AgentAnswer> => runSubAgent(deps, spec, input, context),
    ),
  );
}
