// The context engine's public API: the one entry point used by the flow, the Angular client and the
// replay command. Pure: no genkit, firebase, clock or network; time and the tokenizer are passed in.
// Each piece lives in the file named after it; this file is the one import the flow, client and replay need.
export { DEFAULT_ENGINE_CONFIG } from './engine-config';
export type { EngineConfig } from './engine-config';
export { applyLifetime } from './apply-lifetime';
export { forget } from './forget';
export type { ForgetTarget } from './forget';
export { formatContextLine, parseContextLine, neutraliseMessage, sanitizeValue } from './context-line';
export type { ParsedContextLine, VenueRef } from './context-line';

export { prepareTurn } from './prepare-turn';
export type { PreparedTurn, PrepareTurnArgs } from './prepare-turn';
export { recordAssistantTurn, recordToolCall, venuesFromText } from './record-assistant-turn';
export type { Resolution } from './resolve-references';
export type { CountTokens, HistoryPick, Intent } from './select-history';
