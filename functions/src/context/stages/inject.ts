// Stage 6: the `[CONTEXT: ...]` line put before the message, and its token count.
import { formatContextLine, type VenueRef } from '../context-line';
import type { ConversationContext } from '../conversation-context';
import type { Resolution } from '../resolve-references';
import type { CountTokens } from '../select-history';

export interface InjectStage {
  /** `[CONTEXT: ...]`, or '' when there is no context. */
  injected: string;
  injectedTokens: number;
}

export function injectStage(
  context: ConversationContext,
  resolved: Resolution | null,
  countTokens: CountTokens,
  /** The question of the turn before, carried to a venue picked with none of its own ("ung una pala ibig kong sabihin"). */
  carried: { index: number; text: string } | null = null,
  /** The remembered venue a distance or route is measured from. */
  from: VenueRef | null = null,
): InjectStage {
  const injected = formatContextLine(context, {
    referringTo: resolved?.kind === 'venue' ? resolved : null,
    focus: context.focus,
    earlierQuestion:
      resolved?.kind === 'turn' && resolved.text
        ? { index: resolved.index, text: resolved.text }
        : resolved?.kind === 'venue'
          ? carried
          : null,
    from,
  });
  return { injected, injectedTokens: injected ? countTokens(injected) : 0 };
}
