import type { ConciergeInput, ConciergeOutput } from '@concierge/contract/concierge-contract';

export interface SendOptions {
  signal: AbortSignal;
  /** Called with each streamed piece of reply text, in order. */
  onChunk: (text: string) => void;
}

/** The one way the app reaches the concierge; unit tests provide a fake. */
export abstract class ChatApi {
  abstract send(request: ConciergeInput, options: SendOptions): Promise<ConciergeOutput>;

  /** Gets ready for the first message (e.g. loads code) without sending anything. */
  warmUp(): void {}
}

/** The function answered with something that does not match the contract. */
export class BadResponseError extends Error {
  readonly code = 'bad-response';
  constructor(readonly detail: string) {
    super(`bad response: ${detail}`);
  }
}
