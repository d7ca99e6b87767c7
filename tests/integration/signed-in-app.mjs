// What the web client sets up before calling the function: the Auth emulator and an App Check custom provider.
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { connectAuthEmulator, getAuth } from 'firebase/auth';

/** An unsigned token of the App Check shape: the emulator decodes tokens without verifying them. */
export function emulatorAppCheckToken() {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const claims = { iss: 'https://firebaseappcheck.googleapis.com/demo', sub: 'demo-app', aud: ['demo-concierge'], iat, exp: iat + 3600 };
  return { token: `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`, expireTimeMillis: (iat + 3600) * 1000 };
}

/** Registers App Check and returns Auth on the emulator; the caller signs in. */
export function signedInApp(app) {
  const provider = new CustomProvider({ getToken: async () => emulatorAppCheckToken() });
  initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: false });
  const auth = getAuth(app);
  connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  return auth;
}
