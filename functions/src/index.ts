import { onCallGenkit } from 'firebase-functions/https';
import { defineSecret } from 'firebase-functions/params';
import { createConcierge } from './flows/create-concierge';
import { guardCallable } from './security/request-guard';

// HMAC keys for the context and replies the client keeps (comma-separated, signing key first); see docs/deploy.md.
const contextSigningKey = defineSecret('CONTEXT_SIGNING_KEY');
const concierge = createConcierge({ signingSecret: () => contextSigningKey.value() });

// The flow refuses calls without a signed-in user (request.auth); App Check is enforced here.
// maxInstances × concurrency bounds the spend of a runaway client: at most 10 × 20 model calls at once.
// concurrency 20: a call mostly waits on the model and Places, so one instance serves many (memory stays flat, see the load test).
export const conciergeAgentFlow = guardCallable(
  onCallGenkit(
    {
      cors: true,
      invoker: 'public',
      enforceAppCheck: true,
      timeoutSeconds: 60,
      maxInstances: 10,
      concurrency: 20,
      secrets: [contextSigningKey],
    },
    concierge.flow,
  ),
);
