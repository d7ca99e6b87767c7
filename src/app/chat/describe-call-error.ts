/** Turns a failed call into a sentence a user understands; the code decides, the server's message only adds detail. */
export function describeCallError(error: unknown, online = true): string {
  const code = codeOf(error);
  if (!online || code === 'network') return 'You seem to be offline. Check your connection, then retry.';
  switch (code) {
    case 'unavailable':
      return "The concierge can't be reached right now. Please retry in a moment.";
    case 'invalid-argument': {
      const detail = messageOf(error);
      return detail ? `The concierge could not accept that message (${detail}).` : 'The concierge could not accept that message.';
    }
    case 'deadline-exceeded':
      return 'The concierge took too long to answer. Please retry.';
    case 'resource-exhausted':
      return 'The concierge is busy right now. Please wait a moment and retry.';
    case 'bad-response':
      return 'The concierge sent an answer this app could not read. Please retry.';
    case 'internal':
      return 'Something went wrong on the concierge side (or it could not be reached). Please retry.';
    default:
      return 'Something went wrong. Please retry.';
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
