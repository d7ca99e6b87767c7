import { DestroyRef, Injectable, computed, inject, signal } from '@angular/core';
import { CLOCK } from '../clock';
import { newConversation, type Conversation } from './conversation';
import { expiryOf, type ExpiryReason } from './conversation-lifetime';
import { STORAGE_KEY, parseConversations, serializeConversations, type Notice } from './conversation-storage';

/** Per tab, so two tabs can show different conversations; survives a reload. */
const ACTIVE_KEY = 'concierge.activeConversation';

const EXPIRED_NOTICE: Record<Exclude<ExpiryReason, null>, Notice> = { idle: 'noticeIdle', age: 'noticeAge' };

/** All conversations in this browser, which one is open, and their persistence in localStorage. */
@Injectable({ providedIn: 'root' })
export class ConversationStore {
  readonly #now = inject(CLOCK);
  readonly #conversations = signal<readonly Conversation[]>([]);
  readonly #activeId = signal('');
  readonly #notice = signal<Notice | null>(null);
  /** A conversation with a call in flight: another tab's copy must not overwrite it. */
  #busyId: string | null = null;

  readonly active = computed(() => this.#conversations().find((c) => c.id === this.#activeId())!);
  /** Newest first; the open conversation is listed even before its first message. */
  readonly list = computed(() =>
    [...this.#conversations()].filter((c) => c.messages.length || c.id === this.#activeId()).sort((a, b) => b.updatedAt - a.updatedAt),
  );
  readonly notice = this.#notice.asReadonly();

  constructor() {
    const loaded = parseConversations(readStorage(() => localStorage.getItem(STORAGE_KEY)));
    const now = this.#now();
    const kept = loaded.conversations.filter((c) => !expiryOf(c, now));
    this.#conversations.set(kept);
    this.#notice.set(loaded.notice);
    const remembered = readStorage(() => sessionStorage.getItem(ACTIVE_KEY));
    const open = kept.find((c) => c.id === remembered) ?? [...kept].sort((a, b) => b.updatedAt - a.updatedAt)[0];
    if (open) this.#activate(open.id);
    else this.startNew();
    // Drop what expired or was corrupt so the next load starts clean.
    if (loaded.notice || kept.length < loaded.conversations.length) this.#save();

    const syncFromOtherTab = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY || event.key === null) this.#syncFromStorage(event.newValue);
    };
    window.addEventListener('storage', syncFromOtherTab);
    inject(DestroyRef).onDestroy(() => window.removeEventListener('storage', syncFromOtherTab));
  }

  startNew(): void {
    const fresh = newConversation(crypto.randomUUID(), this.#now());
    this.#conversations.update((list) => [...list.filter((c) => c.messages.length), fresh]);
    this.#activate(fresh.id);
  }

  switchTo(id: string): void {
    const target = this.#conversations().find((c) => c.id === id);
    if (!target) return;
    if (this.#expire(target)) return;
    this.#conversations.update((list) => list.filter((c) => c.messages.length || c.id === id));
    this.#activate(id);
  }

  /** Replaces one conversation (by id, so a reply lands where it was asked even after a switch) and saves. */
  update(id: string, change: (conversation: Conversation) => Conversation): void {
    this.#conversations.update((list) => list.map((c) => (c.id === id ? change(c) : c)));
    this.#save();
  }

  markBusy(id: string | null): void {
    this.#busyId = id;
  }

  /** Forgets expired conversations; if the open one expired, says so and opens a new one. Returns true then. */
  pruneExpired(): boolean {
    const now = this.#now();
    const active = this.active();
    const activeExpiry = active.messages.length ? expiryOf(active, now) : null;
    const kept = this.#conversations().filter((c) => c.id === active.id || c.id === this.#busyId || !expiryOf(c, now));
    if (kept.length < this.#conversations().length) {
      this.#conversations.set(kept);
      this.#save();
    }
    return activeExpiry !== null && active.id !== this.#busyId && this.#expire(active);
  }

  dismissNotice(): void {
    this.#notice.set(null);
  }

  #expire(conversation: Conversation): boolean {
    const reason = expiryOf(conversation, this.#now());
    if (!reason) return false;
    this.#conversations.update((list) => list.filter((c) => c.id !== conversation.id));
    this.#save();
    if (conversation.id === this.#activeId() || !this.#conversations().some((c) => c.id === this.#activeId())) this.startNew();
    this.#notice.set(EXPIRED_NOTICE[reason]);
    return true;
  }

  #activate(id: string): void {
    this.#activeId.set(id);
    writeStorage(() => sessionStorage.setItem(ACTIVE_KEY, id));
  }

  #save(): void {
    const ok = writeStorage(() => localStorage.setItem(STORAGE_KEY, serializeConversations(this.#conversations())));
    if (!ok) this.#notice.set('noticeStorageFull');
  }

  #syncFromStorage(raw: string | null): void {
    const loaded = parseConversations(raw);
    const local = this.#conversations();
    const busy = local.find((c) => c.id === this.#busyId);
    const fresh = this.#conversations().find((c) => c.id === this.#activeId() && !c.messages.length);
    const next = loaded.conversations.filter((c) => c.id !== busy?.id);
    if (busy) next.push(busy);
    if (fresh && !next.some((c) => c.id === fresh.id)) next.push(fresh);
    this.#conversations.set(next);
    // The other tab deleted or expired the open conversation: start over rather than show nothing.
    if (!next.some((c) => c.id === this.#activeId())) this.startNew();
  }
}

function readStorage(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function writeStorage(write: () => void): boolean {
  try {
    write();
    return true;
  } catch {
    return false;
  }
}
