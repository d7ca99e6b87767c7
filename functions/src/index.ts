import { defineSecret } from 'firebase-functions/params';
import { secretsToBind } from './flows/api-key-secrets';
import type { Concierge } from './flows/create-concierge';
import { guardCallable } from './security/request-guard';
import { serveFlow } from './serve-flow';

// HMAC keys for the context and replies the client keeps (comma-separated, signing key first); see docs/deploy.md.
// Bound below, so Cloud Run sets it as process.env.CONTEXT_SIGNING_KEY, which createConcierge reads.
const contextSigningKey = defineSecret('CONTEXT_SIGNING_KEY');

// The app (Genkit, the engine, the catalog) loads and builds on the first call, not at import: an instance starts
// serving sooner, and the keys (secrets) are read at run time. `npm run bench` shows both costs.
let concierge: Promise<Concierge> | undefined;
const loadConcierge = () =>
  (concierge ??= import('./flows/create-concierge').then(
    ({ createConcierge, envWithSecrets }) => createConcierge({ env: envWithSecrets() }),
    (error: unknown) => {
      concierge = undefined; // a failed load is tried again on the next call, not cached
      throw error;
    },
  ));

// The flow refuses calls without a signed-in user (request.auth); App Check is enforced here.
// maxInstances × concurrency bounds what a flood can cost: at most 10 × 20 calls to the model at once.
// concurrency 20: a call mostly waits on the model and Places; one process held 32 at once with a flat heap
// (npm run load), but its RSS reached about 420 MiB, hence 512MiB rather than the 256MiB default.
// serveFlow, not onCallGenkit: it passes the client's abort (Stop) to the flow, so the model calls stop too.
export const conciergeAgentFlow = guardCallable(
  serveFlow(
    {
      cors: true,
      invoker: 'public',
      enforceAppCheck: true,
      timeoutSeconds: 60,
      maxInstances: 10,
      concurrency: 20,
      memory: '512MiB',
      secrets: [contextSigningKey, ...secretsToBind()],
    },
    'conciergeAgentFlow',
    async () => (await loadConcierge()).flow,
  ),
);
