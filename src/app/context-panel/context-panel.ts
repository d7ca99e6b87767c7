import { ChangeDetectionStrategy, Component, computed, inject, signal } from '@angular/core';
import type { ForgetTarget } from '@concierge/engine/forget';
import { ChatStore } from '../chat/chat-store';
import { WideScreen } from '../layout/wide-screen';
import { contextChips, type ChipKind, type ContextChip } from './context-chips';

const KIND_NAMES: Record<ChipKind, string> = { location: 'Location', query: 'Looking for', venue: 'Place', action: 'Last action' };

/**
 * What the concierge remembers, each item removable; removing one changes the next request.
 * Wide screens show the list always; phones show a strip with the count that opens to the list.
 */
@Component({
  selector: 'app-context-panel',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="panel-head">
      @if (wide()) {
        <h2 id="context-heading">
          Remembered <span class="count">· {{ chips().length }}</span>
        </h2>
      } @else {
        <h2 class="strip-heading">
          <button
            type="button"
            id="context-heading"
            class="context-toggle"
            data-testid="context-toggle"
            [attr.aria-expanded]="open()"
            aria-controls="context-body"
            (click)="toggleList()"
          >
            <span class="strip-title">Remembered · {{ chips().length }}</span>
            @if (glance()) {
              <span class="strip-glance">{{ glance() }}</span>
            }
            <span class="chevron" aria-hidden="true">{{ open() ? '▴' : '▾' }}</span>
          </button>
        </h2>
      }
      @if (listShown()) {
        <button type="button" class="link-button" data-testid="clear-context" (click)="clearContext()" [disabled]="!chips().length">
          Clear<span class="visually-hidden"> remembered context</span>
        </button>
      }
    </div>
    <div id="context-body" class="context-body" [hidden]="!listShown()">
      @if (chips().length) {
        <ul class="chips" aria-labelledby="context-heading">
          @for (chip of chips(); track chip.key) {
            <li
              class="chip"
              data-testid="context-chip"
              [attr.data-kind]="chip.kind"
              [attr.data-focus]="chip.inFocus ? 'true' : null"
              [attr.title]="describe(chip)"
            >
              <span class="chip-kind"
                >{{ kindNames[chip.kind] }}
                @if (chip.inFocus) {
                  <span class="focus-mark"> · in focus</span>
                }
              </span>
              <span class="chip-label">{{ chip.label }}</span>
              @if (chip.area) {
                <span class="chip-area">{{ chip.area }}</span>
              }
              <button
                type="button"
                class="chip-remove"
                data-testid="chip-remove"
                [attr.aria-label]="'Forget ' + describe(chip)"
                (click)="forgetChip(chip)"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          }
        </ul>
      } @else {
        <p class="empty" data-testid="context-empty">Nothing remembered yet. Ask about a place and it will show up here.</p>
      }
    </div>
  `,
})
export class ContextPanel {
  readonly #chat = inject(ChatStore);
  protected readonly wide = inject(WideScreen).wide;
  protected readonly open = signal(false);
  protected readonly listShown = computed(() => this.wide() || this.open());
  protected readonly chips = computed(() => contextChips(this.#chat.context()));
  /** On the closed strip: where and what, so the essentials are seen without opening it. */
  protected readonly glance = computed(() =>
    this.chips()
      .filter((chip) => chip.kind === 'location' || chip.kind === 'query')
      .map((chip) => chip.label)
      .join(' · '),
  );
  protected readonly kindNames = KIND_NAMES;

  protected toggleList(): void {
    this.open.update((open) => !open);
  }

  /** The whole item in words, for its title and its remove button: "Place: Ramen Nagi, Makati, in focus". */
  protected describe(chip: ContextChip): string {
    return `${KIND_NAMES[chip.kind]}: ${[chip.label, chip.area, chip.inFocus ? 'in focus' : null].filter(Boolean).join(', ')}`;
  }

  protected forgetChip(chip: ContextChip): void {
    const context = this.#chat.context();
    const target: ForgetTarget = chip.target;
    this.#chat.forget(target);
    // The last action was about this venue: without it, the action would describe something no longer remembered.
    if (target.kind === 'venue' && context?.lastAction?.venue?.placeId === target.placeId) this.#chat.forget({ kind: 'action' });
  }

  protected clearContext(): void {
    this.#chat.forget({ kind: 'all' });
  }
}
