import { ChangeDetectionStrategy, Component, ElementRef, afterRenderEffect, inject, signal, viewChild } from '@angular/core';
import { MAX_INPUT_CHARS } from '@concierge/contract/concierge-contract';
import { MarkdownView } from '../markdown/markdown-view';
import { ChatStore } from './chat-store';
import { VenueCard } from './venue-card';

/** The conversation: messages with venue cards, and the composer. */
@Component({
  selector: 'app-chat-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MarkdownView, VenueCard],
  template: `
    <ol class="messages" #messageList aria-label="Messages">
      @for (message of messages(); track message.id) {
        <li class="message" [class.from-user]="message.role === 'user'" data-testid="message"
            [attr.data-role]="message.role" [attr.data-status]="message.status">
          <span class="visually-hidden">{{ message.role === 'user' ? 'You said:' : 'Concierge:' }}</span>
          @if (message.role === 'user') {
            <p class="bubble user-text">{{ message.text }}</p>
          } @else {
            <div class="bubble">
              @if (message.text) {
                <app-markdown-view [text]="message.text" />
              } @else {
                <p class="thinking">Thinking…</p>
              }
            </div>
          }
          @if (message.status === 'stopped') { <p class="status-note">Stopped — the reply was cut short.</p> }
          @if (message.status === 'failed') {
            <div class="failure">
              <p class="status-note error">Not sent. {{ message.error }}</p>
              <button type="button" data-testid="retry-button" (click)="retryMessage(message.id)" [disabled]="pending()">Retry</button>
            </div>
          }
          @if (message.venues?.length) {
            <ul class="venues" aria-label="Places">
              @for (venue of message.venues; track venue.placeId) {
                <li><app-venue-card [venue]="venue" [position]="$index + 1" /></li>
              }
            </ul>
          }
        </li>
      } @empty {
        <li class="welcome">
          <p>Ask for food, sights or events anywhere — “find ramen in Makati”, “museums in Amsterdam” — then follow up with
            “tell me more about the second one” or “how do I get there?”.</p>
        </li>
      }
    </ol>
    <form class="composer" (submit)="sendMessage($event)">
      <label for="chat-input" class="visually-hidden">Message to the concierge</label>
      <span id="chat-input-hint" class="visually-hidden">Enter sends, Shift+Enter starts a new line.</span>
      <textarea id="chat-input" data-testid="chat-input" rows="2" [maxLength]="maxChars"
        placeholder="Ask the concierge…" aria-describedby="chat-input-hint"
        [value]="draft()" (input)="updateDraft($event)" (keydown.enter)="sendOnEnter($event)"></textarea>
      <div class="composer-actions">
        @if (streamingHere()) {
          <button type="button" class="secondary" data-testid="stop-button" (click)="stopReply()">Stop</button>
        }
        <button type="submit" data-testid="send-button" [disabled]="pending() || !draft().trim()">
          {{ pending() ? 'Waiting…' : 'Send' }}
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
  protected readonly maxChars = MAX_INPUT_CHARS;
  private readonly messageList = viewChild.required<ElementRef<HTMLElement>>('messageList');

  constructor() {
    // Keep the newest message in view as replies stream in.
    afterRenderEffect(() => {
      this.messages();
      const list = this.messageList().nativeElement;
      list.scrollTop = list.scrollHeight;
    });
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
