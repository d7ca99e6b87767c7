// One generate from a .prompt file: its template renders the messages (with the partials Genkit registered from the
// prompt folder) and `ai.generate` runs them. Calling the prompt, or its render(), would do the same inside spans of
// their own, which Genkit writes as JSON (the whole rendered request, and for the call the response too) on every call.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GenerateOptions, Genkit, MessageData } from 'genkit';

type RenderMessages = Awaited<ReturnType<Genkit['registry']['dotprompt']['compile']>>;

/** Each template parsed and compiled once per `ai`, as Genkit does for a prompt it loads. */
const TEMPLATES = new WeakMap<Genkit, Map<string, Promise<RenderMessages>>>();

export function templateOf(ai: Genkit, name: string): Promise<RenderMessages> {
  let templates = TEMPLATES.get(ai);
  if (!templates) TEMPLATES.set(ai, (templates = new Map()));
  let template = templates.get(name);
  if (!template) {
    const source = readFileSync(join(ai.options.promptDir ?? './prompts', `${name}.prompt`), 'utf8');
    const { dotprompt } = ai.registry;
    templates.set(name, (template = dotprompt.compile(dotprompt.parse(source).template)));
  }
  return template;
}

/** `options.messages` is the history the template's {{history}} places; the rendered messages replace it. */
export async function generateFromPrompt(ai: Genkit, name: string, input: Record<string, unknown>, options: GenerateOptions) {
  const render = await templateOf(ai, name);
  const rendered = await render({ input, context: options.context, messages: options.messages as never });
  return ai.generate({ ...options, messages: rendered.messages as MessageData[] });
}
