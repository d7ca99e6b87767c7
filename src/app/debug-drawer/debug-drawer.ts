import { ChangeDetectionStrategy, Component, ElementRef, afterNextRender, computed, inject, input, output, viewChild } from '@angular/core';
import type { ChatMessage } from '../chat/chat-message';
import { UiLanguage } from '../language/ui-language';

/** For each model turn: the injected context line and which history turns were sent, and why. Loaded on demand. */
@Component({
  selector: 'app-debug-drawer',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { '(keydown.escape)': 'closeDrawer()' },
  template: `
    <section class="debug-drawer" data-testid="debug-drawer" role="dialog" aria-modal="false" aria-labelledby="debug-heading">
      <div class="panel-head">
        <h2 id="debug-heading">Debug</h2>
        <button type="button" #closeButton class="link-button" (click)="closeDrawer()">{{ t().close }}</button>
      </div>
      @for (turn of turns(); track turn.id) {
        <article class="debug-turn" data-testid="debug-turn">
          <h3>Reply {{ $index + 1 }} · {{ turn.debug.agent ?? 'concierge' }} · {{ turn.debug.model }}</h3>
          <dl>
            <dt>Injected context ({{ turn.debug.injectedTokens }} tokens)</dt>
            <dd>
              <code data-testid="debug-injected">{{ turn.debug.injected || '(none)' }}</code>
            </dd>
            @if (turn.debug.resolved) {
              <dt>Resolved reference</dt>
              <dd>{{ turn.debug.resolved }}</dd>
            }
            <dt>History sent ({{ turn.debug.historySent.length }} turns, {{ turn.debug.historyTokens }} tokens)</dt>
            <dd>
              <p>{{ turn.debug.historyReason }}</p>
              @if (turn.debug.historySent.length) {
                <ol class="debug-history">
                  @for (pick of turn.debug.historySent; track $index; let i = $index) {
                    <li>#{{ pick.index }} {{ pick.role }}: {{ turn.historyPreview?.[i] ?? '' }}</li>
                  }
                </ol>
              }
            </dd>
            @if (turn.debug.engineError) {
              <dt>Engine error</dt>
              <dd class="error">{{ turn.debug.engineError }}</dd>
            }
          </dl>
        </article>
      } @empty {
        <p class="empty">{{ t().debugEmpty }}</p>
      }
    </section>
  `,
})
export class DebugDrawer {
  readonly messages = input.required<readonly ChatMessage[]>();
  readonly closed = output<void>();
  /** Its controls speak the chrome's language; the engine's own terms below stay as the logs write them. */
  protected readonly t = inject(UiLanguage).text;
  protected readonly turns = computed(() =>
    this.messages().filter((m): m is ChatMessage & { debug: NonNullable<ChatMessage['debug']> } => !!m.debug),
  );
  private readonly closeButton = viewChild.required<ElementRef<HTMLButtonElement>>('closeButton');

  constructor() {
    afterNextRender(() => this.closeButton().nativeElement.focus());
  }

  protected closeDrawer(): void {
    this.closed.emit();
  }
}
