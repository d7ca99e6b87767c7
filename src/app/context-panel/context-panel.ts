import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import type { ForgetTarget } from '@concierge/engine/forget';
import { ChatStore } from '../chat/chat-store';
import { contextChips, type ChipKind } from './context-chips';

const KIND_NAMES: Record<ChipKind, string> = { location: 'Location', query: 'Looking for', venue: 'Place', action: 'Last action' };

/** What the concierge remembers, as removable chips; removing one changes the next request. */
@Component({
  selector: 'app-context-panel',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="panel-head">
      <h2 id="context-heading">Remembered</h2>
      <button type="button" class="link-button" data-testid="clear-context" (click)="clearContext()" [disabled]="!chips().length">
        Clear context
      </button>
    </div>
    @if (chips().length) {
      <ul class="chips" aria-labelledby="context-heading">
        @for (chip of chips(); track chip.key) {
          <li class="chip" data-testid="context-chip" [attr.data-kind]="chip.kind">
            <span class="chip-kind">{{ kindNames[chip.kind] }}</span>
            <span class="chip-label">{{ chip.label }}</span>
            <button type="button" class="chip-remove" data-testid="chip-remove" [attr.aria-label]="'Forget ' + kindNames[chip.kind] + ': ' + chip.label" (click)="forgetChip(chip.target)">
              <span aria-hidden="true">×</span>
            </button>
          </li>
        }
      </ul>
    } @else {
      <p class="empty" data-testid="context-empty">Nothing remembered yet. Ask about a place and it will show up here.</p>
    }
  `,
})
export class ContextPanel {
  readonly #chat = inject(ChatStore);
  protected readonly chips = computed(() => contextChips(this.#chat.context()));
  protected readonly kindNames = KIND_NAMES;

  protected forgetChip(target: ForgetTarget): void {
    this.#chat.forget(target);
  }

  protected clearContext(): void {
    this.#chat.forget({ kind: 'all' });
  }
}
