import { lazyConcierge, secretsToBind } from './flows/create-concierge';
import { serveFlow } from './serve-flow';

// Built on the first call, so the keys (secrets) are read at run time, not at import or deploy.
const concierge = lazyConcierge();

// Demo: no auth policy and any origin, so hosting and the emulator can call it. Before going public add
// `authPolicy: (auth) => !!auth` and/or `enforceAppCheck: true`.
// serveFlow, not onCallGenkit: it passes the client's abort (Stop) to the flow, so the model calls stop too.
export const conciergeAgentFlow = serveFlow(
  { cors: true, invoker: 'public', timeoutSeconds: 60, secrets: secretsToBind() },
  'conciergeAgentFlow',
  () => concierge().flow,
);
