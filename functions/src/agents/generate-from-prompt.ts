// One generate from a .prompt file: the prompt renders the request and `ai.generate` runs it, as calling the prompt
// does, less the prompt's own span, whose output Genkit writes as JSON (the whole response and request) on every call.
import type { Genkit } from 'genkit';

type ExecutablePrompt = ReturnType<Genkit['prompt']>;
type RenderOptions = Parameters<ExecutablePrompt['render']>[1];

/** Each prompt looked up in the registry once per `ai` rather than on every call. */
const PROMPTS = new WeakMap<Genkit, Map<string, ExecutablePrompt>>();

export function promptOf(ai: Genkit, name: string): ExecutablePrompt {
  let prompts = PROMPTS.get(ai);
  if (!prompts) PROMPTS.set(ai, (prompts = new Map()));
  let prompt = prompts.get(name);
  if (!prompt) prompts.set(name, (prompt = ai.prompt(name)));
  return prompt;
}

export async function generateFromPrompt(ai: Genkit, name: string, input: Record<string, unknown>, options: RenderOptions) {
  return ai.generate(await promptOf(ai, name).render(input, options));
}
