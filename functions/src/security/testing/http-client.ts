// Posts a raw body to a callable served on loopback and reads the answer: for the fuzz test and the load run.
import { emulatorAuthHeaders } from './emulator-tokens';

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
}

export interface PostOptions {
  /** '' sends no Content-Type; default application/json. */
  contentType?: string;
  /** null sends no tokens; default a signed-in 'fuzz-user'. */
  uid?: string | null;
}

export async function postRaw(url: string, body: string | Buffer, options: PostOptions = {}): Promise<RawAnswer> {
  const headers: Record<string, string> = { origin: 'http://127.0.0.1:5002' };
  if (options.contentType !== '') headers['content-type'] = options.contentType ?? 'application/json';
  if (options.uid !== null) Object.assign(headers, emulatorAuthHeaders(options.uid ?? 'fuzz-user'));
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Left null: the caller reports a non-JSON answer.
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, json };
}
