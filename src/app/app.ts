import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  ElementRef,
  Injector,
  afterNextRender,
  computed,
  effect,
  inject,
  signal,
  viewChild,
} from '@angular/core';
import { ChatPage } from './chat/chat-page';
import { ChatApi } from './chat/chat-api';
import { ChatStore } from './chat/chat-store';
import { ContextPanel } from './context-panel/context-panel';
import { ConversationList } from './conversations/conversation-list';
import { ConversationStore } from './conversations/conversation-store';
import { DebugDrawer } from './debug-drawer/debug-drawer';
import { UiLanguage } from './language/ui-language';
import { WideScreen } from './layout/wide-screen';

/** How often an open page checks whether its conversation has expired. */
const EXPIRY_CHECK_MS = 30_000;

@Component({
  selector: 'app-root',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [ChatPage, ContextPanel, ConversationList, DebugDrawer],
  template: `
    <a class="skip-link" href="#chat-input">{{ t().skipLink }}</a>
    <header class="app-header">
      @if (!wide()) {
        <button
          type="button"
          #conversationsToggle
          class="secondary icon-button"
          data-testid="conversations-toggle"
          [attr.aria-expanded]="conversationsOpen()"
          aria-controls="conversations-drawer"
          [attr.aria-label]="t().conversations"
          (click)="toggleConversations()"
        >
          <span aria-hidden="true">☰</span>
        </button>
      }
      <h1><span class="logo" aria-hidden="true">◆</span> Concierge</h1>
      @if (offlineModel()) {
        <span class="badge" data-testid="offline-label" [title]="t().offlineTitle"
          >{{ t().offline }}<span class="narrow-hidden">{{ t().offlineModelSuffix }}</span></span
        >
      }
      <div class="header-actions">
        <button
          type="button"
          #debugToggle
          class="secondary"
          data-testid="debug-toggle"
          [attr.aria-pressed]="debugOpen()"
          aria-controls="debug-area"
          (click)="toggleDebug()"
        >
          {{ t().debug }}
        </button>
        <button type="button" data-testid="new-conversation" (click)="startConversation()">
          {{ t().newShort }}<span class="narrow-hidden">{{ t().newSuffix }}</span>
        </button>
      </div>
    </header>
    @if (notice(); as text) {
      <div class="notice" role="status" data-testid="notice">
        <span>{{ t()[text] }}</span>
        <button type="button" class="link-button" [attr.aria-label]="t().dismissNotice" (click)="dismissNotice()">
          {{ t().dismiss }}
        </button>
      </div>
    }
    <div class="layout">
      @if (drawerShown()) {
        <div class="drawer-backdrop" aria-hidden="true" (click)="closeConversations()"></div>
      }
      <nav
        id="conversations-drawer"
        class="conversations"
        [class.drawer]="!wide()"
        [hidden]="!wide() && !conversationsOpen()"
        [attr.aria-label]="t().conversations"
        (keydown.escape)="closeConversations()"
      >
        @if (!wide()) {
          <button type="button" class="link-button drawer-close" (click)="closeConversations()">
            {{ t().close }}<span class="visually-hidden">{{ t().closeConversationsSuffix }}</span>
          </button>
        }
        <app-conversation-list (chosen)="closeConversations()" />
      </nav>
      <main class="chat" [attr.aria-label]="t().chat"><app-chat-page /></main>
      <aside class="context" [attr.aria-label]="t().rememberedContext"><app-context-panel /></aside>
    </div>
    <div id="debug-area">
      @if (debugOpen()) {
        <!-- Loaded when opened ("on immediate"): the default "on idle" waits for an idle browser, which a busy one may not be for long. -->
        @defer (on immediate) {
          <app-debug-drawer [messages]="messages()" (closed)="toggleDebug()" />
        } @loading {
          <p class="debug-loading">{{ t().debugLoading }}</p>
        }
      }
    </div>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announcer">{{ announcement() }}</div>
  `,
})
export class App {
  readonly #chat = inject(ChatStore);
  readonly #conversations = inject(ConversationStore);
  protected readonly messages = this.#chat.messages;
  protected readonly offlineModel = this.#chat.offlineModel;
  protected readonly announcement = this.#chat.announcement;
  protected readonly notice = this.#conversations.notice;
  /** The chrome's words, in the conversation's language. */
  protected readonly t = inject(UiLanguage).text;
  protected readonly debugOpen = signal(false);
  protected readonly wide = inject(WideScreen).wide;
  protected readonly conversationsOpen = signal(false);
  protected readonly drawerShown = computed(() => !this.wide() && this.conversationsOpen());
  readonly #injector = inject(Injector);
  private readonly debugToggle = viewChild.required<ElementRef<HTMLButtonElement>>('debugToggle');
  private readonly conversationsToggle = viewChild<ElementRef<HTMLButtonElement>>('conversationsToggle');

  constructor() {
    const destroyRef = inject(DestroyRef);
    const chatApi = inject(ChatApi);
    afterNextRender(() => {
      // Load the function client while the user reads or types, so the first send does not wait for it.
      chatApi.warmUp();
      const timer = setInterval(() => this.#conversations.pruneExpired(), EXPIRY_CHECK_MS);
      destroyRef.onDestroy(() => clearInterval(timer));
    });
    // Growing to a wide screen shows the list in place, so a drawer left open has nothing to close.
    effect(() => {
      if (this.wide()) this.conversationsOpen.set(false);
    });
  }

  protected toggleConversations(): void {
    if (this.conversationsOpen()) return this.closeConversations();
    this.conversationsOpen.set(true);
    // Into the drawer, so keyboard and screen-reader users land where it opened.
    afterNextRender(
      () => {
        const drawer = document.getElementById('conversations-drawer');
        (drawer?.querySelector<HTMLElement>('[aria-current="true"]') ?? drawer?.querySelector<HTMLElement>('button'))?.focus();
      },
      { injector: this.#injector },
    );
  }

  protected closeConversations(): void {
    if (!this.conversationsOpen()) return;
    this.conversationsOpen.set(false);
    this.conversationsToggle()?.nativeElement.focus();
  }

  protected startConversation(): void {
    this.#conversations.startNew();
    this.conversationsOpen.set(false);
    document.getElementById('chat-input')?.focus();
  }

  protected toggleDebug(): void {
    const wasOpen = this.debugOpen();
    this.debugOpen.set(!wasOpen);
    if (wasOpen) this.debugToggle().nativeElement.focus();
  }

  protected dismissNotice(): void {
    this.#conversations.dismissNotice();
  }
}
