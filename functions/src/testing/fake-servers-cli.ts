// `npm run fake:gemini`: a fake Gemini and a fake Places (New) server on fixed local ports, so a person can run
// the app through the real Google AI plugin and the real Places client with no network. Ctrl+C stops both.
import { startFakeGemini } from './fake-gemini-server';
import { startFakePlaces } from './fake-places-server';

const GEMINI_PORT = Number(process.env.FAKE_GEMINI_PORT ?? 8790);
const PLACES_PORT = Number(process.env.FAKE_PLACES_PORT ?? 8791);

async function main(): Promise<void> {
  // Paced like a real model, so streaming and Stop can be seen and tried (FAKE_GEMINI_CHUNK_DELAY_MS).
  const gemini = await startFakeGemini({ port: GEMINI_PORT, chunkDelayMs: Number(process.env.FAKE_GEMINI_CHUNK_DELAY_MS ?? 40) });
  const places = await startFakePlaces({ port: PLACES_PORT });
  const out = process.stdout;
  out.write(`fake Gemini  ${gemini.url}   (POST /v1beta/models/{model}:generateContent, :streamGenerateContent?alt=sse)\n`);
  out.write(`fake Places  ${places.url}   (POST /v1/places:searchText, GET /v1/places/{id})\n\n`);
  out.write('In another shell:\n');
  out.write(`  GEMINI_API_KEY=fake GEMINI_BASE_URL=${gemini.url} \\\n`);
  out.write(`  GOOGLE_PLACES_API_KEY=fake GOOGLE_PLACES_BASE_URL=${places.url} npm start\n\n`);
  let seen = { gemini: 0, places: 0 };
  const timer = setInterval(() => {
    for (const request of gemini.requests.slice(seen.gemini)) {
      out.write(`gemini  ${request.stream ? 'stream' : 'call  '} ${request.model} tools=[${request.tools.join(',')}]\n`);
    }
    for (const request of places.requests.slice(seen.places)) out.write(`places  ${request.method} ${request.path}\n`);
    for (const closed of gemini.closedEarly.splice(0)) out.write(`gemini  connection closed by the client (Stop) ${closed.model}\n`);
    seen = { gemini: gemini.requests.length, places: places.requests.length };
  }, 200);
  const stop = () => {
    clearInterval(timer);
    void Promise.all([gemini.close(), places.close()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
