export interface EngineConfig {
  /** Complete (user + model) turns kept in history. */
  maxTurns: number;
  /** A conversation expires this long after it began. */
  maxAgeMs: number;
  /** ... and after this long without a message. */
  idleMs: number;
  /** History plus the context line never exceed this many tokens. */
  tokenBudget: number;
}

export const DEFAULT_ENGINE_CONFIG: EngineConfig = {
  maxTurns: 10,
  maxAgeMs: 24 * 60 * 60 * 1000,
  idleMs: 60 * 60 * 1000,
  tokenBudget: 1500,
};

export function resolveConfig(config: Partial<EngineConfig> | undefined): EngineConfig {
  return { ...DEFAULT_ENGINE_CONFIG, ...(config ?? {}) };
}
