import { UI_TEXT, fillIn, type UiText } from '../language/ui-text';

/**
 * Turns a failed call into a sentence a user understands, in the conversation's language; the code decides,
 * the server's message only adds detail.
 */
export function describeCallError(error: unknown, online = true, text: UiText = UI_TEXT.en): string {
  const code = codeOf(error);
  if (!online || code === 'network') return text.errorOffline;
  switch (code) {
    case 'unavailable':
      return text.errorUnavailable;
    case 'invalid-argument': {
      const detail = messageOf(error);
      return detail ? fillIn(text.errorRejectedBecause, { detail }) : text.errorRejected;
    }
    case 'deadline-exceeded':
      return text.errorTooSlow;
    case 'resource-exhausted':
      return text.errorBusy;
    case 'bad-response':
      return text.errorBadResponse;
    case 'internal':
      return text.errorInternal;
    default:
      return text.errorUnknown;
  }
}

function codeOf(error: unknown): string {
  if (error instanceof TypeError) return 'network';
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  return code.replace(/^functions\//, '');
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  // The SDK uses the bare code as the message when the server sent none.
  return message && message !== 'invalid-argument' && message.length <= 200 ? message : '';
}
