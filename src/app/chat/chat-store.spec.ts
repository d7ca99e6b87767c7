import { provideZonelessChangeDetection } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { CLOCK } from '../clock';
import { BROWSER_LANGUAGES } from '../language/browser-languages';
import { STORAGE_KEY } from '../conversations/conversation-storage';
import { ConversationStore } from '../conversations/conversation-store';
import { ChatApi } from './chat-api';
import { ChatStore } from './chat-store';
import { FakeChatApi, RAMEN, outputFor, settle } from './fake-chat-api';

describe('ChatStore', () => {
  let api: FakeChatApi;
  let store: ChatStore;
  let now: number;

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    now = 1_700_000_000_000;
    api = new FakeChatApi();
    TestBed.configureTestingModule({
      providers: [
        provideZonelessChangeDetection(),
        { provide: ChatApi, useValue: api },
        { provide: CLOCK, useValue: () => now },
        { provide: BROWSER_LANGUAGES, useValue: ['en-US'] },
      ],
    });
    store = TestBed.inject(ChatStore);
  });

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  async function answer(reply: string, context = {}, venues = RAMEN): Promise<void> {
    api.last.resolve(outputFor(reply, context, venues));
    await settle();
  }

  it('sends the history as it was before the user turn was appended', async () => {
    store.send('find ramen in Makati');
    await answer('Here are ramen places', { location: 'Makati', searchQuery: 'ramen' });
    store.send('tell me more about the second one');

    expect(api.requests[0].history).toEqual([]);
    expect(api.requests[1]).toEqual({
      input: 'tell me more about the second one',
      history: [
        { role: 'user', content: 'find ramen in Makati' },
        { role: 'model', content: 'Here are ramen places', signature: 'reply:Here are ramen places' },
      ],
      context: jasmine.objectContaining({ location: 'Makati', searchQuery: 'ramen' }),
      contextSignature: 'signed:Here are ramen places',
      sessionId: TestBed.inject(ConversationStore).active().id,
      uiLanguage: 'en',
    });
  });

  it('sends a stopped reply without a signature, since the server never signed it', async () => {
    store.send('find ramen');
    api.last.options.onChunk('Here are');
    store.stop();
    await settle();
    store.send('and sushi?');

    expect(api.last.request.history).toEqual([
      { role: 'user', content: 'find ramen' },
      { role: 'model', content: 'Here are' },
    ]);
  });

  it('appends the reply with its venues and keeps the returned context', async () => {
    store.send('find ramen in Makati');
    await answer('Two ramen places', { location: 'Makati' });

    expect(store.messages().map((m) => [m.role, m.text, m.status])).toEqual([
      ['user', 'find ramen in Makati', 'sent'],
      ['model', 'Two ramen places', 'done'],
    ]);
    expect(store.messages()[1].venues).toEqual(RAMEN);
    expect(store.context()?.location).toEqual('Makati');
    expect(store.offlineModel()).toBeTrue();
  });

  it('shows streamed text before the final reply arrives', async () => {
    store.send('find ramen');
    api.last.options.onChunk('Here ');
    api.last.options.onChunk('are');
    expect(store.messages()[1]).toEqual(jasmine.objectContaining({ role: 'model', text: 'Here are', status: 'streaming' }));
    await answer('Here are some places');
    expect(store.messages()[1].text).toEqual('Here are some places');
  });

  it('keeps what arrived, marked stopped, when the user stops the reply', async () => {
    store.send('find ramen');
    api.last.options.onChunk('Here are the first');
    store.stop();
    await settle();

    expect(store.messages().map((m) => [m.role, m.text, m.status])).toEqual([
      ['user', 'find ramen', 'sent'],
      ['model', 'Here are the first', 'stopped'],
    ]);
    expect(store.pending()).toBeFalse();
  });

  it('keeps the message marked failed, with words a user understands, when the call fails', async () => {
    store.send('find ramen in Makati');
    api.last.reject({ code: 'functions/unavailable', message: 'unavailable' });
    await settle();

    expect(store.messages()).toEqual([
      jasmine.objectContaining({
        role: 'user',
        text: 'find ramen in Makati',
        status: 'failed',
        error: "The concierge can't be reached right now. Please retry in a moment.",
      }),
    ]);
    expect(store.pending()).toBeFalse();
  });

  it('retries a failed message with the same history and no duplicate', async () => {
    store.send('find ramen in Makati');
    api.last.reject({ code: 'functions/internal' });
    await settle();
    const failedId = store.messages()[0].id;

    expect(store.retry(failedId)).toBeTrue();
    expect(api.requests[1]).toEqual(api.requests[0]);
    await answer('Ramen places');
    expect(store.messages().map((m) => [m.role, m.status])).toEqual([
      ['user', 'sent'],
      ['model', 'done'],
    ]);
  });

  it('does not send a second message while a reply is pending', () => {
    expect(store.send('first')).toBeTrue();
    expect(store.send('second')).toBeFalse();
    expect(api.calls.length).toEqual(1);
    expect(
      store
        .messages()
        .filter((m) => m.role === 'user')
        .map((m) => m.text),
    ).toEqual(['first']);
  });

  it('ignores an empty message', () => {
    expect(store.send('   ')).toBeFalse();
    expect(api.calls.length).toEqual(0);
  });

  it('sends the next request without a removed chip', async () => {
    store.send('find ramen in Makati');
    await answer('Ramen places', {
      location: 'Makati',
      searchQuery: 'ramen',
      recentVenues: RAMEN.map((v) => ({ placeId: v.placeId, name: v.name, turn: 0 })),
    });

    store.forget({ kind: 'location' });
    store.forget({ kind: 'venue', placeId: 'ramen-1' });

    expect(store.context()?.location).toBeNull();
    expect(store.context()?.recentVenues.map((v) => v.placeId)).toEqual(['ramen-2']);
    store.send('anything else?');
    // The context goes back as the server signed it; the removals travel as operations it applies.
    expect(api.last.request.context?.location).toEqual('Makati');
    expect(api.last.request.contextSignature).toEqual('signed:Ramen places');
    expect(api.last.request.forget).toEqual([{ kind: 'location' }, { kind: 'venue', placeId: 'ramen-1' }]);
  });

  it('sends each removal once: after the reply only chips removed meanwhile are pending', async () => {
    store.send('find ramen in Makati');
    await answer('Ramen places', { location: 'Makati', searchQuery: 'ramen' });
    store.forget({ kind: 'location' });
    store.send('anything else?');
    store.forget({ kind: 'query' });
    await answer('More places', { location: null, searchQuery: 'ramen' });
    store.send('and then?');

    expect(api.last.request.forget).toEqual([{ kind: 'query' }]);
    expect(store.context()?.searchQuery).toBeNull();
  });

  it('says so when the server could not verify what the conversation remembered', async () => {
    store.send('find ramen in Makati');
    api.last.resolve({ ...outputFor('Fresh start'), contextStatus: 'dropped' });
    await settle();

    expect(store.announcement()).toContain('could not be verified, so it started afresh');
  });

  it('clears everything remembered with forget all', async () => {
    store.send('find ramen in Makati');
    await answer('Ramen places', { location: 'Makati', searchQuery: 'ramen' });
    store.forget({ kind: 'all' });
    expect(store.context()).toEqual(jasmine.objectContaining({ location: null, searchQuery: null, recentVenues: [], lastAction: null }));
  });

  it('keeps at most ten complete turns', async () => {
    for (let i = 0; i < 12; i++) {
      store.send(`question ${i}`);
      await answer(`answer ${i}`);
    }
    const texts = store.messages().map((m) => m.text);
    expect(texts.length).toEqual(20);
    expect(texts[0]).toEqual('question 2');
  });

  it('saves the conversation so a reload finds it', async () => {
    store.send('find ramen in Makati');
    await answer('Ramen places', { location: 'Makati' });
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY)!);
    expect(saved.version).toEqual(1);
    expect(saved.conversations[0].messages.map((m: { text: string }) => m.text)).toEqual(['find ramen in Makati', 'Ramen places']);
  });

  it('announces a finished reply for screen readers', async () => {
    store.send('find ramen');
    await answer('Two places');
    expect(store.announcement()).toEqual('Concierge replied: Two places');
  });

  it('treats a reply that fails contract validation as a failure', async () => {
    store.send('find ramen');
    api.last.reject({ code: 'bad-response' });
    await settle();
    expect(store.messages()[0].error).toEqual('The concierge sent an answer this app could not read. Please retry.');
  });
});

describe('ChatStore in a Dutch or Tagalog browser', () => {
  function storeIn(browser: string[]): { store: ChatStore; api: FakeChatApi } {
    localStorage.clear();
    sessionStorage.clear();
    const api = new FakeChatApi();
    TestBed.configureTestingModule({
      providers: [provideZonelessChangeDetection(), { provide: ChatApi, useValue: api }, { provide: BROWSER_LANGUAGES, useValue: browser }],
    });
    return { store: TestBed.inject(ChatStore), api };
  }

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends the language the app shows with a first message, so words that show none are answered in it', () => {
    const { store, api } = storeIn(['fil-PH', 'en']);

    store.send('sisig, Quezon City');

    expect(api.requests.map((request) => request.uiLanguage)).toEqual(['tl']);
  });

  it("keeps sending the browser's language while no message shows one, then the language a message showed", async () => {
    const { store, api } = storeIn(['nl-BE']);
    store.send('dimsum Rotterdam');
    api.last.resolve(outputFor('Hier zijn 4 plekken.'));
    await settle();
    store.send('2?');
    api.last.resolve(outputFor('Ja.'));
    await settle();
    store.send('is the second one open on Sundays?');
    api.last.resolve(outputFor('Yes.'));
    await settle();

    store.send('3?');

    expect(api.requests.map((request) => request.uiLanguage)).toEqual(['nl', 'nl', 'nl', 'en']);
  });
});
