// The offline model's wording, per language, from replies/<lang>.json: one key per sentence, `{name}` placeholders.
import { z } from 'zod';
import type { IntentLanguage } from '../context/intent/intent-words';
import en from './replies/en.json';
import nl from './replies/nl.json';
import tl from './replies/tl.json';

export type Language = IntentLanguage;
const RepliesSchema = z.record(z.string().min(1), z.string());

export const REPLIES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: RepliesSchema.parse(en),
  tl: RepliesSchema.parse(tl),
  nl: RepliesSchema.parse(nl),
};

export type ReplyKey = keyof typeof en;

/** The sentence for `key` in `lang` with its placeholders filled; a missing key or value is a defect, so it throws. */
export function replyText(lang: Language, key: ReplyKey, values: Readonly<Record<string, string | number>> = {}): string {
  const template = REPLIES[lang][key];
  if (template === undefined) throw new Error(`replies/${lang}.json: no "${key}"`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`replies/${lang}.json "${key}": no value for {${name}}`);
    return String(values[name]);
  });
}

/** The placeholders a template uses, sorted: every language must use the same ones. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
}
