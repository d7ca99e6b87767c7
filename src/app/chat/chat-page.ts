import { ChangeDetectionStrategy, Component, ElementRef, afterRenderEffect, computed, inject, signal, viewChild } from '@angular/core';
import { MAX_INPUT_CHARS } from '@concierge/contract/concierge-contract';
import { MarkdownView } from '../markdown/markdown-view';
import { cardLabelsFor, replyLanguages } from './card-labels';
import type { ChatMessage } from './chat-message';
import { ChatStore } from './chat-store';
import { FollowLatest } from './follow-latest';
import { UiLanguage } from '../language/ui-language';
import { VenueCard } from './venue-card';

function newestQuestionId(messages: readonly ChatMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i].role === 'user') return messages[i].id;
  return '';
}

/** The conversation: messages with venue cards, and the composer. */
@Component({
  selector: 'app-chat-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MarkdownView, VenueCard],
  template: `
    <div class="messages-frame">
      <ol class="messages" #messageList [attr.aria-label]="t().messages" tabindex="0" (scroll)="noteScroll()">
        @for (message of messages(); track message.id) {
          <li
            class="message"
            [class.from-user]="message.role === 'user'"
            data-testid="message"
            [attr.data-id]="message.id"
            [attr.data-role]="message.role"
            [attr.data-status]="message.status"
          >
            <span class="visually-hidden">{{ message.role === 'user' ? t().youSaid : t().conciergeSaid }}</span>
            @if (message.role === 'user') {
              <p class="bubble user-text">{{ message.text }}</p>
            } @else {
              <div class="bubble">
                @if (message.text) {
                  <app-markdown-view [text]="message.text" />
                } @else {
                  <p class="thinking">{{ t().thinking }}</p>
                }
              </div>
            }
            @if (message.status === 'stopped') {
              <p class="status-note">{{ t().stopped }}</p>
            }
            @if (message.status === 'failed') {
              <div class="failure">
                <p class="status-note error">{{ t().notSent }} {{ message.error }}</p>
                <button type="button" data-testid="retry-button" (click)="retryMessage(message.id)" [disabled]="pending()">
                  {{ t().retry }}
                </button>
              </div>
            }
            @if (message.venues?.length) {
              @let language = languages().get(message.id) ?? 'en';
              <ul class="venues" [attr.aria-label]="placesLabel(language)">
                @for (venue of message.venues; track venue.placeId) {
                  <li>
                    <app-venue-card [venue]="venue" [position]="message.venues!.length > 1 ? $index + 1 : null" [language]="language" />
                  </li>
                }
              </ul>
            }
          </li>
        } @empty {
          <li class="welcome">
            <p>{{ t().welcome }}</p>
          </li>
        }
      </ol>
      @if (!follow.following() && messages().length) {
        <button type="button" class="jump-to-latest" data-testid="jump-to-latest" (click)="jumpToLatest()">
          <span aria-hidden="true">↓</span> {{ t().jumpToLatest }}
        </button>
      }
    </div>
    <form class="composer" (submit)="sendMessage($event)">
      <label for="chat-input" class="visually-hidden">{{ t().inputLabel }}</label>
      <span id="chat-input-hint" class="visually-hidden">{{ t().inputHint }}</span>
      <textarea
        id="chat-input"
        data-testid="chat-input"
        rows="2"
        [maxLength]="maxChars"
        [placeholder]="t().placeholder"
        aria-describedby="chat-input-hint"
        [value]="draft()"
        (input)="updateDraft($event)"
        (keydown.enter)="sendOnEnter($event)"
      ></textarea>
      <div class="composer-actions">
        @if (streamingHere()) {
          <button type="button" class="secondary" data-testid="stop-button" (click)="stopReply()">{{ t().stop }}</button>
        }
        <button type="submit" data-testid="send-button" [disabled]="pending() || !draft().trim()">
          {{ pending() ? t().waiting : t().send }}
        </button>
      </div>
    </form>
  `,
})
export class ChatPage {
  readonly #chat = inject(ChatStore);
  protected readonly messages = this.#chat.messages;
  protected readonly pending = this.#chat.pending;
  protected readonly streamingHere = this.#chat.streamingHere;
  protected readonly draft = signal('');
  readonly #uiLanguage = inject(UiLanguage);
  /** The chrome's words, in the conversation's language. */
  protected readonly t = this.#uiLanguage.text;
  protected readonly maxChars = MAX_INPUT_CHARS;
  protected readonly languages = computed(() => replyLanguages(this.messages(), this.#uiLanguage.browser));
  private readonly messageList = viewChild.required<ElementRef<HTMLElement>>('messageList');
  protected readonly follow = new FollowLatest(() => this.messageList().nativeElement);
  /** The first message and the newest question last rendered: a change means another conversation, or a new send. */
  #shown = { first: '', question: '' };

  constructor() {
    afterRenderEffect(() => {
      const messages = this.messages();
      const first = messages[0]?.id ?? '';
      const question = newestQuestionId(messages);
      const anchor = this.#newestQuestion(question);
      if (first !== this.#shown.first) {
        // Another conversation: start from its newest exchange, whatever the last one's scroll position.
        this.messageList().nativeElement.scrollTop = 0;
        this.follow.jump(anchor);
      } else if (question !== this.#shown.question) {
        this.follow.jump(anchor);
      } else {
        this.follow.keepUp(anchor);
      }
      this.#shown = { first, question };
    });
  }

  protected noteScroll(): void {
    this.follow.noteScroll();
  }

  protected jumpToLatest(): void {
    this.follow.jump(this.#newestQuestion(newestQuestionId(this.messages())));
    document.getElementById('chat-input')?.focus();
  }

  protected placesLabel(language: Parameters<typeof cardLabelsFor>[0]): string {
    return cardLabelsFor(language).places;
  }

  #newestQuestion(id: string): HTMLElement | null {
    return id ? this.messageList().nativeElement.querySelector<HTMLElement>(`[data-id="${CSS.escape(id)}"]`) : null;
  }

  protected updateDraft(event: Event): void {
    this.draft.set((event.target as HTMLTextAreaElement).value);
  }

  protected sendMessage(event?: Event): void {
    event?.preventDefault();
    // The draft is only cleared once the store took the message, so nothing typed is lost.
    if (this.#chat.send(this.draft())) this.draft.set('');
  }

  protected sendOnEnter(event: Event): void {
    const key = event as KeyboardEvent;
    if (key.shiftKey || key.isComposing) return;
    event.preventDefault();
    this.sendMessage();
  }

  protected retryMessage(id: string): void {
    this.#chat.retry(id);
  }

  protected stopReply(): void {
    this.#chat.stop();
  }
}
