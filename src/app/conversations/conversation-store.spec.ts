import { provideZonelessChangeDetection } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { CLOCK } from '../clock';
import type { Conversation } from './conversation';
import { CORRUPT_NOTICE, STORAGE_KEY, serializeConversations } from './conversation-storage';
import { ConversationStore } from './conversation-store';

const HOUR = 3_600_000;
const start = 1_700_000_000_000;

function saved(id: string, updatedAt: number, text = 'find ramen'): Conversation {
  return {
    id,
    title: text,
    createdAt: updatedAt,
    updatedAt,
    context: null,
    messages: [
      { id: `${id}-u`, role: 'user', text, status: 'sent' },
      { id: `${id}-m`, role: 'model', text: 'ok', status: 'done' },
    ],
  };
}

describe('ConversationStore', () => {
  let now: number;

  function createStore(): ConversationStore {
    TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection(), { provide: CLOCK, useValue: () => now }] });
    return TestBed.inject(ConversationStore);
  }

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    now = start;
  });

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('opens the most recent saved conversation', () => {
    localStorage.setItem(STORAGE_KEY, serializeConversations([saved('old', start - 2000), saved('new', start - 1000)]));
    const store = createStore();
    expect(store.active().id).toEqual('new');
    expect(store.list().map((c) => c.id)).toEqual(['new', 'old']);
  });

  it('starts a fresh conversation with a new id, empty history and no context', () => {
    localStorage.setItem(STORAGE_KEY, serializeConversations([saved('a', start)]));
    const store = createStore();
    store.startNew();
    expect(store.active()).toEqual(jasmine.objectContaining({ messages: [], context: null }));
    expect(store.active().id).not.toEqual('a');
    expect(store.list().length).toEqual(2);
  });

  it('discards corrupt storage with a notice instead of failing', () => {
    localStorage.setItem(STORAGE_KEY, '{"version":1,"conversations":[{"id":5}]}');
    const store = createStore();
    expect(store.notice()).toEqual(CORRUPT_NOTICE);
    expect(store.active().messages).toEqual([]);
  });

  it('does not load conversations that expired while the page was closed', () => {
    localStorage.setItem(STORAGE_KEY, serializeConversations([saved('stale', start - 2 * HOUR), saved('fresh', start - 1000)]));
    const store = createStore();
    expect(store.list().map((c) => c.id)).toEqual(['fresh']);
  });

  it('forgets the open conversation after an hour idle, with a notice', () => {
    localStorage.setItem(STORAGE_KEY, serializeConversations([saved('a', start)]));
    const store = createStore();
    now = start + HOUR;
    expect(store.pruneExpired()).toBeTrue();
    expect(store.active().id).not.toEqual('a');
    expect(store.active().messages).toEqual([]);
    expect(store.notice()).toEqual('noticeIdle');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).conversations).toEqual([]);
  });

  it('switches to another conversation', () => {
    localStorage.setItem(STORAGE_KEY, serializeConversations([saved('a', start - 2000, 'museums'), saved('b', start - 1000)]));
    const store = createStore();
    store.switchTo('a');
    expect(store.active().messages[0].text).toEqual('museums');
  });

  it('follows changes another tab saved', () => {
    localStorage.setItem(STORAGE_KEY, serializeConversations([saved('a', start)]));
    const store = createStore();
    const updated = saved('a', start + 1000);
    updated.messages.push({ id: 'a-u2', role: 'user', text: 'how do I get there?', status: 'sent' });
    const raw = serializeConversations([updated]);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, newValue: raw }));
    expect(store.active().messages.map((m) => m.text)).toEqual(['find ramen', 'ok', 'how do I get there?']);
  });
});
