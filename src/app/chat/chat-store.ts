import { Injectable, computed, inject, signal } from '@angular/core';
import { MAX_HISTORY_TURNS, MAX_INPUT_CHARS, MAX_TURN_CHARS, type ConciergeInput } from '@concierge/contract/concierge-contract';
import { forget, type ForgetTarget } from '@concierge/engine/forget';
import { CLOCK } from '../clock';
import { titleFor } from '../conversations/conversation';
import { keepRecentMessages } from '../conversations/conversation-lifetime';
import { ConversationStore } from '../conversations/conversation-store';
import { ChatApi } from './chat-api';
import { historyOf, type ChatMessage } from './chat-message';
import { describeCallError } from './describe-call-error';
import { BROWSER_LANGUAGES } from '../language/browser-languages';
import { browserLanguage, chromeLanguage } from '../language/chrome-language';
import { fillIn, uiTextFor } from '../language/ui-text';

function previewOf(request: ConciergeInput, picks: readonly { index: number }[]): string[] {
  return picks.map((pick) => (request.history[pick.index]?.content ?? '').slice(0, 120));
}

/** The open conversation's messages and context, and the one call in flight. */
@Injectable({ providedIn: 'root' })
export class ChatStore {
  readonly #api = inject(ChatApi);
  readonly #now = inject(CLOCK);
  readonly #conversations = inject(ConversationStore);
  readonly #pendingId = signal<string | null>(null);
  readonly #announcement = signal('');
  readonly #browserLanguage = browserLanguage(inject(BROWSER_LANGUAGES));
  #abort: AbortController | null = null;
  #nextId = 0;

  readonly messages = computed(() => this.#conversations.active().messages);
  /** What the concierge remembers as the user sees it: the signed context minus the chips removed since. */
  readonly context = computed(() => {
    const { context, forgotten } = this.#conversations.active();
    return context && (forgotten ?? []).reduce(forget, context);
  });
  /** The remembered query in the reply's language, when the server had the words ("kape" for "coffee"). */
  readonly queryLabel = computed(() => this.#conversations.active().queryLabel ?? null);
  /** True while any reply is on its way: sending again waits for it. */
  readonly pending = computed(() => this.#pendingId() !== null);
  readonly streamingHere = computed(() => this.#pendingId() === this.#conversations.active().id);
  /** Text for the aria-live region: the latest finished reply. */
  readonly announcement = this.#announcement.asReadonly();
  readonly offlineModel = computed(() => {
    const last = [...this.messages()].reverse().find((m) => m.debug);
    return last ? /offline/i.test(last.debug!.model) : false;
  });

  /** Sends a message; returns false (nothing changes) when it is empty or a reply is still pending. */
  send(text: string): boolean {
    const input = text.trim();
    if (!input || this.pending()) return false;
    // If the open conversation expired meanwhile, this opens a fresh one and the message goes there.
    this.#conversations.pruneExpired();
    const conversation = this.#conversations.active();
    // Snapshot before the user's turn is appended: the request's history never contains its own input.
    const history = historyOf(conversation.messages)
      .slice(-MAX_HISTORY_TURNS)
      .map((turn) => ({ ...turn, content: turn.content.slice(0, MAX_TURN_CHARS) }));
    // The context goes back exactly as signed; removed chips travel as forget operations the server applies.
    const request: ConciergeInput = {
      input: input.slice(0, MAX_INPUT_CHARS),
      history,
      context: conversation.context,
      ...(conversation.contextSignature ? { contextSignature: conversation.contextSignature } : {}),
      ...(conversation.forgotten?.length ? { forget: conversation.forgotten } : {}),
      sessionId: conversation.id,
      // The language the chrome shows now: the server replies in it while the person's messages show none.
      uiLanguage: chromeLanguage(conversation.messages, this.#browserLanguage),
    };
    const userMessage: ChatMessage = { id: this.#newId(), role: 'user', text: input, status: 'pending' };
    const reply: ChatMessage = { id: this.#newId(), role: 'model', text: '', status: 'streaming' };
    this.#conversations.update(conversation.id, (c) => ({
      ...c,
      title: c.messages.length ? c.title : titleFor(input),
      updatedAt: this.#now(),
      messages: [...c.messages, userMessage, reply],
    }));
    void this.#call(conversation.id, request, userMessage.id, reply.id);
    return true;
  }

  /** Sends a failed message again, in place of the failed copy. */
  retry(messageId: string): boolean {
    const failed = this.messages().find((m) => m.id === messageId && m.status === 'failed');
    if (!failed || this.pending()) return false;
    const id = this.#conversations.active().id;
    this.#conversations.update(id, (c) => ({ ...c, messages: c.messages.filter((m) => m.id !== messageId) }));
    return this.send(failed.text);
  }

  /** Stops the reply being streamed; what arrived so far is kept and marked stopped. */
  stop(): void {
    this.#abort?.abort();
  }

  /** Removes one remembered fact (a chip) at once; the next call asks the server to forget it too. */
  forget(target: ForgetTarget): void {
    const { id, context } = this.#conversations.active();
    if (!context) return;
    this.#conversations.update(id, (c) => ({ ...c, forgotten: [...(c.forgotten ?? []), target] }));
  }

  async #call(conversationId: string, request: ConciergeInput, userId: string, replyId: string): Promise<void> {
    const abort = new AbortController();
    this.#abort = abort;
    this.#pendingId.set(conversationId);
    this.#conversations.markBusy(conversationId);
    const patch = (id: string, change: Partial<ChatMessage>) =>
      this.#conversations.update(conversationId, (c) => ({
        ...c,
        messages: c.messages.map((m) => (m.id === id ? { ...m, ...change } : m)),
      }));
    // Announcements and errors speak the language the chrome shows for this conversation.
    const asked = [...request.history.map((turn) => ({ role: turn.role, text: turn.content })), { role: 'user', text: request.input }];
    const words = uiTextFor(chromeLanguage(asked, this.#browserLanguage));
    let streamed = '';
    try {
      const output = await this.#api.send(request, {
        signal: abort.signal,
        onChunk: (text) => {
          streamed += text;
          patch(replyId, { text: streamed });
        },
      });
      const forgetsSent = request.forget?.length ?? 0;
      this.#conversations.update(conversationId, (c) => ({
        ...c,
        context: output.context,
        contextSignature: output.contextSignature,
        queryLabel: output.queryLabel,
        // Chips removed while the reply was on its way are not in it yet: keep them for the next call.
        forgotten: (c.forgotten ?? []).slice(forgetsSent),
        updatedAt: this.#now(),
        messages: keepRecentMessages(
          c.messages.map((m) =>
            m.id === userId
              ? { ...m, status: 'sent' as const }
              : m.id === replyId
                ? {
                    ...m,
                    text: output.reply,
                    status: 'done' as const,
                    venues: output.venues,
                    debug: output.debug,
                    historyPreview: previewOf(request, output.debug.historySent),
                    signature: output.replySignature,
                    ...(output.replyLanguage ? { language: output.replyLanguage } : {}),
                  }
                : m,
          ),
        ),
      }));
      const dropped = output.contextStatus === 'dropped' ? words.announceDropped : '';
      this.#announcement.set(dropped + fillIn(words.announceReplied, { reply: output.reply }));
    } catch (error) {
      if (abort.signal.aborted) {
        patch(userId, { status: 'sent' });
        if (streamed) patch(replyId, { status: 'stopped', text: streamed });
        else this.#removeMessage(conversationId, replyId);
        this.#announcement.set(words.announceStopped);
      } else {
        const message = describeCallError(error, navigator.onLine, words);
        this.#removeMessage(conversationId, replyId);
        patch(userId, { status: 'failed', error: message });
        this.#announcement.set(fillIn(words.announceNotSent, { message }));
      }
    } finally {
      this.#abort = null;
      this.#pendingId.set(null);
      this.#conversations.markBusy(null);
    }
  }

  #removeMessage(conversationId: string, id: string): void {
    this.#conversations.update(conversationId, (c) => ({ ...c, messages: c.messages.filter((m) => m.id !== id) }));
  }

  #newId(): string {
    return `${this.#now().toString(36)}-${(this.#nextId++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  }
}
