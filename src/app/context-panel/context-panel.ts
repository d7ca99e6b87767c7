import { ChangeDetectionStrategy, Component, computed, inject, signal } from '@angular/core';
import type { ForgetTarget } from '@concierge/engine/forget';
import { ChatStore } from '../chat/chat-store';
import { UiLanguage } from '../language/ui-language';
import { fillIn, type UiTextKey } from '../language/ui-text';
import { WideScreen } from '../layout/wide-screen';
import { contextChips, type ChipKind, type ContextChip } from './context-chips';

const KIND_NAMES: Record<ChipKind, UiTextKey> = { location: 'kindLocation', query: 'kindQuery', venue: 'kindVenue', action: 'kindAction' };

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
          {{ t().remembered }} <span class="count">· {{ chips().length }}</span>
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
            <span class="strip-title">{{ t().remembered }} · {{ chips().length }}</span>
            @if (glance()) {
              <span class="strip-glance">{{ glance() }}</span>
            }
            <span class="chevron" aria-hidden="true">{{ open() ? '▴' : '▾' }}</span>
          </button>
        </h2>
      }
      @if (listShown()) {
        <button type="button" class="link-button" data-testid="clear-context" (click)="clearContext()" [disabled]="!chips().length">
          {{ t().clear }}<span class="visually-hidden">{{ t().clearSuffix }}</span>
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
                >{{ t()[kindNames[chip.kind]] }}
                @if (chip.inFocus) {
                  <span class="focus-mark"> · {{ t().inFocus }}</span>
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
                [attr.aria-label]="forgetLabel(chip)"
                (click)="forgetChip(chip)"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          }
        </ul>
      } @else {
        <p class="empty" data-testid="context-empty">{{ t().contextEmpty }}</p>
      }
    </div>
  `,
})
export class ContextPanel {
  readonly #chat = inject(ChatStore);
  protected readonly wide = inject(WideScreen).wide;
  protected readonly open = signal(false);
  protected readonly listShown = computed(() => this.wide() || this.open());
  /** The chrome's words, in the conversation's language. */
  protected readonly t = inject(UiLanguage).text;
  protected readonly chips = computed(() => contextChips(this.#chat.context(), this.t(), this.#chat.queryLabel()));
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
    const t = this.t();
    return `${t[KIND_NAMES[chip.kind]]}: ${[chip.label, chip.area, chip.inFocus ? t.inFocus : null].filter(Boolean).join(', ')}`;
  }

  protected forgetLabel(chip: ContextChip): string {
    return fillIn(this.t().forget, { what: this.describe(chip) });
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
