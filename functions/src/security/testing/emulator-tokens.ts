// Unsigned tokens of the shape the Auth emulator and an App Check custom provider hand out, for tests and the load run.
// firebase-functions only decodes these when FIREBASE_DEBUG_MODE skips verification (the emulator, the test harness).

const PROJECT_ID = 'demo-concierge';

function unsignedJwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

/** The request headers of a signed-in user whose app passed App Check. */
export function emulatorAuthHeaders(uid: string, now = Date.now()): Record<string, string> {
  const iat = Math.floor(now / 1000);
  const idToken = unsignedJwt({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    sub: uid,
    user_id: uid,
    iat,
    exp: iat + 3600,
    firebase: { identities: {}, sign_in_provider: 'anonymous' },
  });
  const appCheckToken = unsignedJwt({
    iss: 'https://firebaseappcheck.googleapis.com/demo',
    sub: '1:demo:web:concierge',
    aud: [PROJECT_ID],
    iat,
    exp: iat + 3600,
  });
  return { authorization: `Bearer ${idToken}`, 'x-firebase-appcheck': appCheckToken };
}

/** Makes firebase-functions decode, not verify, tokens: set before it is first imported (it reads this once). */
export function skipTokenVerification(env: Record<string, string | undefined> = process.env): void {
  env.FIREBASE_DEBUG_MODE = 'true';
  env.FIREBASE_DEBUG_FEATURES = JSON.stringify({ skipTokenVerification: true });
}
