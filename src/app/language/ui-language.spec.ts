import { provideZonelessChangeDetection } from '@angular/core';
import { type ComponentFixture, TestBed } from '@angular/core/testing';
import { App } from '../app';
import { ChatApi } from '../chat/chat-api';
import { FakeChatApi, RAMEN, outputFor, settle } from '../chat/fake-chat-api';
import { CLOCK } from '../clock';
import { BROWSER_LANGUAGES } from './browser-languages';

describe('the chrome speaks the conversation language', () => {
  let api: FakeChatApi;
  let fixture: ComponentFixture<App>;
  let root: HTMLElement;

  function open(browser: readonly string[]): Promise<void> {
    localStorage.clear();
    api = new FakeChatApi();
    TestBed.configureTestingModule({
      providers: [
        provideZonelessChangeDetection(),
        { provide: ChatApi, useValue: api },
        { provide: CLOCK, useValue: () => 1_700_000_000_000 },
        { provide: BROWSER_LANGUAGES, useValue: browser },
      ],
    });
    fixture = TestBed.createComponent(App);
    root = fixture.nativeElement;
    return fixture.whenStable();
  }

  afterEach(() => {
    fixture.destroy();
    localStorage.clear();
    document.documentElement.lang = 'en';
  });

  const byTestId = (id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
  const text = (selector: string) => root.querySelector<HTMLElement>(selector)!.textContent!.replace(/\s+/g, ' ').trim();

  async function askAndAnswer(question: string, answer: string, location: string, query: string): Promise<void> {
    const input = byTestId('chat-input') as HTMLTextAreaElement;
    input.value = question;
    input.dispatchEvent(new Event('input'));
    await fixture.whenStable();
    byTestId('send-button').click();
    await fixture.whenStable();
    api.last.resolve(outputFor(answer, { location, searchQuery: query, recentVenues: [] }, RAMEN));
    await settle();
    await fixture.whenStable();
  }

  it('shows Dutch chrome in a Dutch conversation, on an English browser', async () => {
    await open(['en-US']);
    expect((byTestId('chat-input') as HTMLTextAreaElement).placeholder).toBe('Ask the concierge…');
    await askAndAnswer('waar kan ik lekker ramen eten in Makati?', 'Hier zijn er twee.', 'Makati', 'ramen');
    expect((byTestId('chat-input') as HTMLTextAreaElement).placeholder).toBe('Vraag het de concierge…');
    expect(byTestId('send-button').textContent!.trim()).toBe('Verstuur');
    expect(byTestId('new-conversation').textContent!.replace(/\s+/g, ' ').trim()).toBe('Nieuw gesprek');
    expect(text('#conversations-heading')).toBe('Gesprekken');
    expect(text('[data-testid="conversation-list-item"] .conversation-meta')).toBe('1 bericht');
    expect(text('.chips [data-kind="location"] .chip-kind')).toBe('Plaats');
    expect(root.querySelector('[data-testid="chip-remove"]')!.getAttribute('aria-label')).toBe('Vergeet Plaats: Makati');
    expect(root.querySelector('main')!.getAttribute('aria-label')).toBe('Chat');
    expect(root.querySelector('aside')!.getAttribute('aria-label')).toBe('Onthouden context');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('shows Tagalog chrome in a Tagalog conversation, errors included', async () => {
    await open(['en-US']);
    await askAndAnswer('saan masarap kumain ng ramen sa Makati?', 'Ito ang dalawa.', 'Makati', 'ramen');
    expect((byTestId('chat-input') as HTMLTextAreaElement).placeholder).toBe('Magtanong sa concierge…');
    expect(byTestId('send-button').textContent!.trim()).toBe('Ipadala');
    expect(text('.chips [data-kind="query"] .chip-kind')).toBe('Hinahanap');
    expect(text('aside h2')).toContain('Naaalala');
    expect(document.documentElement.lang).toBe('tl');

    const input = byTestId('chat-input') as HTMLTextAreaElement;
    input.value = 'paano pumunta doon sa pangalawa?';
    input.dispatchEvent(new Event('input'));
    await fixture.whenStable();
    byTestId('send-button').click();
    await fixture.whenStable();
    api.last.reject({ code: 'functions/unavailable' });
    await settle();
    await fixture.whenStable();
    expect(text('.failure .status-note')).toBe('Hindi naipadala. Hindi maabot ang concierge ngayon. Subukan ulit maya-maya.');
    expect(byTestId('retry-button').textContent!.trim()).toBe('Subukan ulit');
    expect(byTestId('announcer').textContent).toContain('Hindi naipadala ang mensahe:');
  });

  it("speaks the browser's language before the first message", async () => {
    await open(['fil-PH', 'en']);
    expect((byTestId('chat-input') as HTMLTextAreaElement).placeholder).toBe('Magtanong sa concierge…');
    expect(byTestId('context-empty').textContent!.trim()).toBe('Wala pang naaalala. Magtanong tungkol sa isang lugar at lalabas ito rito.');
    expect(document.documentElement.lang).toBe('tl');
  });

  it('shows a Dutch browser Dutch chrome until the conversation says otherwise', async () => {
    await open(['nl-NL']);
    expect(text('.welcome')).toContain('Vraag naar eten');
    expect(text('#conversations-heading')).toBe('Gesprekken');
    await askAndAnswer('could you find me ramen in Makati?', 'Here are two.', 'Makati', 'ramen');
    expect(byTestId('send-button').textContent!.trim()).toBe('Send');
    expect(document.documentElement.lang).toBe('en');
  });
});
