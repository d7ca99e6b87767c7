import { ChangeDetectionStrategy, Component, computed, inject, output } from '@angular/core';
import { UiLanguage } from '../language/ui-language';
import { fillIn } from '../language/ui-text';
import type { Conversation } from './conversation';
import { ConversationStore } from './conversation-store';

/** The unexpired conversations in this browser; choosing one opens it. */
@Component({
  selector: 'app-conversation-list',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <h2 id="conversations-heading">{{ t().conversations }}</h2>
    <ul class="conversation-list" aria-labelledby="conversations-heading">
      @for (conversation of conversations(); track conversation.id) {
        <li>
          <button
            type="button"
            class="conversation-item"
            data-testid="conversation-list-item"
            [class.active]="conversation.id === activeId()"
            [attr.aria-current]="conversation.id === activeId() ? 'true' : null"
            (click)="openConversation(conversation.id)"
          >
            <span class="conversation-title" [attr.title]="titleOf(conversation)">{{ titleOf(conversation) }}</span>
            <span class="conversation-meta">{{ turnsOf(conversation.messages) }}</span>
          </button>
        </li>
      }
    </ul>
  `,
})
export class ConversationList {
  readonly #store = inject(ConversationStore);
  protected readonly conversations = this.#store.list;
  protected readonly t = inject(UiLanguage).text;
  protected readonly activeId = computed(() => this.#store.active().id);
  /** A conversation was opened: a drawer holding the list can close. */
  readonly chosen = output<void>();

  protected openConversation(id: string): void {
    this.#store.switchTo(id);
    this.chosen.emit();
  }

  protected turnsOf(messages: readonly { role: string }[]): string {
    const count = messages.filter((m) => m.role === 'user').length;
    return count === 1 ? this.t().oneMessage : fillIn(this.t().manyMessages, { count });
  }

  /** A conversation with no message yet has no title of its own: it is named in the chrome's language. */
  protected titleOf(conversation: Conversation): string {
    return conversation.messages.length ? conversation.title : this.t().newConversation;
  }
}
