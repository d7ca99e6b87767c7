import { onCallGenkit } from 'firebase-functions/https';
import { createConcierge } from './flows/create-concierge';

const concierge = createConcierge();

// Demo: no auth policy and any origin, so hosting and the emulator can call it. Before going public add
// `authPolicy: (auth) => !!auth` and/or `enforceAppCheck: true`, and bind GEMINI_API_KEY with `secrets`.
export const conciergeAgentFlow = onCallGenkit({ cors: true, invoker: 'public', timeoutSeconds: 60 }, concierge.flow);
