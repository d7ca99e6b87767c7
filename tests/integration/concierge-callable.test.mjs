// Calls the deployed-shape callable on the functions emulator with the real firebase web SDK.
// Run inside `firebase emulators:exec` (npm run test:integration); offline model + offline catalog.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { initializeApp } from 'firebase/app';
import { signInAnonymously } from 'firebase/auth';
import { getFunctions, connectFunctionsEmulator, httpsCallable } from 'firebase/functions';
import { signedInApp } from './signed-in-app.mjs';

const app = initializeApp({ projectId: 'demo-concierge', apiKey: 'demo-key', appId: 'demo-app' });
const auth = signedInApp(app);
await signInAnonymously(auth);
const functions = getFunctions(app, 'us-central1');
connectFunctionsEmulator(functions, '127.0.0.1', 5001);
const concierge = httpsCallable(functions, 'conciergeAgentFlow', { timeout: 60_000 });

/** Sends one message the way the client does: history snapshot before the user turn, context and signatures as returned. */
async function say(conversation, input) {
  const { history, context, contextSignature } = conversation;
  const { data } = await concierge({ input, history, context, ...(contextSignature ? { contextSignature } : {}) });
  const reply = { role: 'model', content: data.reply, signature: data.replySignature };
  conversation.history = [...conversation.history, { role: 'user', content: input }, reply];
  conversation.context = data.context;
  conversation.contextSignature = data.contextSignature;
  return data;
}

const asksForLocation = /which (city|area|neighbou?rhood)|where are you|what (city|location)/i;

test('remembers the list across turns: ramen in Makati, the second one, how to get there', async () => {
  const conversation = { history: [], context: null };

  const list = await say(conversation, 'find ramen in Makati');
  assert.ok(list.venues.length >= 3, `expected at least 3 venues, got ${list.venues.length}`);
  for (const venue of list.venues) {
    // A noodle house with ramen on the menu (tagged so) may follow the ramen bars.
    assert.match(`${venue.category} ${venue.name}`, /ramen|noodle/i, `${venue.name} is not a ramen or noodle place`);
    assert.match(venue.address ?? '', /Makati/i, `${venue.name} is not in Makati`);
    // The cards carry the names: the text only introduces them.
    assert.ok(!list.reply.includes(venue.name), `the reply lists ${venue.name} again`);
  }
  assert.equal(list.context.location, 'Makati');
  const second = list.venues[1];

  const details = await say(conversation, 'tell me more about the second one');
  assert.ok(details.reply.includes(second.name), `details should be about ${second.name}: ${details.reply}`);
  assert.doesNotMatch(details.reply, asksForLocation);
  assert.match(details.debug.injected, new RegExp(`referring to: ${second.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

  const directions = await say(conversation, 'how do I get there?');
  assert.ok(directions.reply.includes(second.name), `directions should be to ${second.name}: ${directions.reply}`);
  assert.match(directions.reply, /google\.com\/maps\/dir\//);
  const link = directions.reply.match(/https:\/\/www\.google\.com\/maps\/dir\/[^\s)]+/)[0];
  assert.equal(new URL(link).searchParams.get('destination_place_id'), second.placeId, 'the directions link names the same place id');
});

test('keeps nothing between calls: without the context the second one means nothing', async () => {
  const first = await say({ history: [], context: null }, 'find ramen in Makati');
  const fresh = await say({ history: [], context: null }, 'tell me more about the second one');
  assert.equal(fresh.debug.resolved, null);
  assert.ok(!fresh.reply.includes(first.venues[1].name), 'a fresh call must not know the earlier list');
});

test('streams the reply in chunks that add up to the final reply', async () => {
  const { stream, data } = await concierge.stream({ input: 'find ramen in Makati', history: [], context: null });
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk.text);
  const result = await data;
  assert.ok(chunks.length > 1, `expected several chunks, got ${chunks.length}`);
  assert.equal(chunks.join(''), result.reply);
});

test('answers bad input with invalid-argument naming the field', async () => {
  const cases = [
    [{ input: '', history: [], context: null }, /input/],
    [{ input: 'hi', history: [{ role: 'robot', content: 'x' }], context: null }, /history\.0\.role/],
    [{ input: 'hi', history: 'not a list', context: null }, /history/],
    [{ input: 'hi', history: [], context: { sessionId: 42 } }, /context\.sessionId/],
  ];
  for (const [payload, field] of cases) {
    await assert.rejects(concierge(payload), (error) => {
      assert.equal(error.code, 'functions/invalid-argument', `${JSON.stringify(payload)} gave ${error.code}`);
      assert.match(error.message, field);
      return true;
    });
  }
});
