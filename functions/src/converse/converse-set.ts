// The format of a conversation set for `npm run converse`: scripted user turns, each with what a right reply does.
// Documented in docs/converse.md; written by people who have not read the model or engine code.
import { z } from 'zod';

export const LANGUAGES = ['en', 'tl', 'nl'] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

/** What the reply did, as the judge reads it from the place tools called and the reply text. */
export const INTENTS = ['search', 'details', 'directions', 'compare', 'smalltalk', 'clarify'] as const;
export const IntentSchema = z.enum(INTENTS);
export type Intent = z.infer<typeof IntentSchema>;

/** Facts a person asks about one venue; the reply gives the value or says plainly it does not know. */
export const FACTS = [
  'hours',
  'openNow',
  'vegetarian',
  'halal',
  'kids',
  'outdoor',
  'cards',
  'reservable',
  'wheelchair',
  'parking',
  'phone',
  'website',
  'price',
  'rating',
  'address',
  'distance',
] as const;
export const FactSchema = z.enum(FACTS);
export type Fact = z.infer<typeof FactSchema>;

/** A venue the reply should be about, named the way the person sees the conversation. */
export const VenueSelectorSchema = z.union([
  z
    .object({ list: z.number().int().min(1), turn: z.number().int().min(0).optional() })
    .strict()
    .describe('the Nth card of the latest list shown (or of the list shown after user turn `turn`)'),
  z
    .object({ name: z.string().min(1) })
    .strict()
    .describe('a venue shown earlier, by (part of) its name'),
  z
    .object({ focus: z.literal(true) })
    .strict()
    .describe('the venue the previous reply was about'),
  z
    .object({ cheapest: z.literal(true) })
    .strict()
    .describe('the lowest price level in the latest list'),
  z
    .object({ best: z.literal(true) })
    .strict()
    .describe('the highest rating in the latest list'),
]);
export type VenueSelector = z.infer<typeof VenueSelectorSchema>;

const OneOrMany = <T extends z.ZodTypeAny>(schema: T) => z.union([schema, z.array(schema).min(1)]);

export const ExpectSchema = z
  .object({
    intent: OneOrMany(IntentSchema).optional(),
    about: z.array(VenueSelectorSchema).optional().describe('the venue(s) a details, directions or compare reply is about'),
    near: VenueSelectorSchema.optional().describe('a search that must look around this venue'),
    results: z.enum(['some', 'none']).optional().describe('whether a search reply lists places'),
    location: z.array(z.string()).nullable().optional().describe('acceptable locations after the turn; [] = none'),
    query: z.array(z.string()).nullable().optional().describe('acceptable substrings of the search query after the turn'),
    fact: FactSchema.optional(),
    mentions: z.array(z.string().min(1)).optional().describe('the reply contains at least one of these'),
    keepsContext: z.boolean().optional().describe('location, query and the list are as before the turn'),
    lang: LanguageSchema.optional().describe("the reply's language when it differs from the conversation's"),
  })
  .strict();
export type Expect = z.infer<typeof ExpectSchema>;

export const ConverseTurnSchema = z.object({ user: z.string().min(1), expect: ExpectSchema }).strict();
export type ConverseTurn = z.infer<typeof ConverseTurnSchema>;

export const ConversationSchema = z
  .object({
    id: z.string().min(1),
    lang: LanguageSchema,
    /** The local time the conversation happens at (ISO 8601 with offset); default 2026-11-21T10:00:00Z. */
    now: z.string().datetime({ offset: true }).optional(),
    turns: z.array(ConverseTurnSchema).min(1),
  })
  .strict();
export type Conversation = z.infer<typeof ConversationSchema>;

/** Parses a JSON Lines set; a bad line is reported with its number, the rest still run. */
export function parseConversations(text: string): { conversations: Conversation[]; errors: string[] } {
  const conversations: Conversation[] = [];
  const errors: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      errors.push(`line ${index + 1}: not JSON (${(error as Error).message})`);
      return;
    }
    const parsed = ConversationSchema.safeParse(json);
    if (parsed.success) conversations.push(parsed.data);
    else {
      const issue = parsed.error.issues[0];
      errors.push(`line ${index + 1}: ${issue.path.join('.') || 'conversation'}: ${issue.message}`);
    }
  });
  return { conversations, errors };
}
