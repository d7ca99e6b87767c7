// The words of a message that say what it asks ("iba naman", "from before"): the phrases of the deciding rule's parts.
import { INTENT_RULES } from './intent-rules';
import { analyseMessage, partNamed, partSpans } from './intent-words';

/** The folded words of `text` inside a phrase of a part the rule with id `ruleId` needs; empty for 'default'. */
export function intentPhraseWords(text: string, ruleId: string): ReadonlySet<string> {
  const rule = INTENT_RULES.find((candidate) => candidate.id === ruleId);
  if (!rule) return new Set();
  const message = analyseMessage(text);
  const words = new Set<string>();
  for (const name of rule.all)
    for (const [start, end] of partSpans(message, partNamed(name))) message.tokens.slice(start, end).forEach((w) => words.add(w));
  return words;
}
