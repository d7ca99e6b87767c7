import { provideZonelessChangeDetection } from '@angular/core';
import { type ComponentFixture, TestBed } from '@angular/core/testing';
import { CLOCK } from '../clock';
import { ChatApi } from './chat-api';
import { ChatPage } from './chat-page';
import { FakeChatApi, RAMEN, outputFor, settle } from './fake-chat-api';

describe('ChatPage', () => {
  let api: FakeChatApi;
  let fixture: ComponentFixture<ChatPage>;
  let root: HTMLElement;

  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    api = new FakeChatApi();
    TestBed.configureTestingModule({
      providers: [
        provideZonelessChangeDetection(),
        { provide: ChatApi, useValue: api },
        { provide: CLOCK, useValue: () => 1_700_000_000_000 },
      ],
    });
    fixture = TestBed.createComponent(ChatPage);
    root = fixture.nativeElement;
    await fixture.whenStable();
  });

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  const input = () => root.querySelector<HTMLTextAreaElement>('[data-testid="chat-input"]')!;
  const byTestId = (id: string) => Array.from(root.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`));

  async function type(text: string): Promise<void> {
    input().value = text;
    input().dispatchEvent(new Event('input'));
    await fixture.whenStable();
  }

  async function pressEnter(shiftKey = false): Promise<void> {
    input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', shiftKey, bubbles: true, cancelable: true }));
    await fixture.whenStable();
  }

  it('sends on Enter, clears the box and shows the message', async () => {
    await type('find ramen in Makati');
    await pressEnter();
    expect(api.calls.length).toEqual(1);
    expect(input().value).toEqual('');
    expect(byTestId('message').map((m) => [m.dataset['role'], m.dataset['status']])).toEqual([
      ['user', 'pending'],
      ['model', 'streaming'],
    ]);
  });

  it('does not send on Shift+Enter', async () => {
    await type('line one');
    await pressEnter(true);
    expect(api.calls.length).toEqual(0);
  });

  it('ignores Enter and disables send while a reply is pending, keeping what was typed', async () => {
    await type('first');
    await pressEnter();
    await type('second');
    await pressEnter();
    expect(api.calls.length).toEqual(1);
    expect(input().value).toEqual('second');
    expect(byTestId('send-button')[0].hasAttribute('disabled')).toBeTrue();
    expect(byTestId('stop-button').length).toEqual(1);
  });

  it('shows venue cards with a maps link that opens in a new tab', async () => {
    await type('find ramen in Makati');
    await pressEnter();
    api.last.resolve(outputFor('Here you go', {}, RAMEN));
    await settle();
    await fixture.whenStable();
    const cards = byTestId('venue-card');
    expect(cards.map((card) => card.querySelector('h3')!.textContent!.replace(/\s+/g, ' ').trim())).toEqual([
      '1 Ramen Nagi',
      '2 Mendokoro Ramenba',
    ]);
    const link = cards[0].querySelector('a')!;
    expect([link.target, link.rel]).toEqual(['_blank', 'noopener noreferrer']);
    expect(link.href).toContain('https://www.google.com/maps/search/');
  });

  it('offers retry on a failed message and sends it again', async () => {
    await type('find ramen');
    await pressEnter();
    api.last.reject({ code: 'functions/unavailable' });
    await settle();
    await fixture.whenStable();
    const failed = byTestId('message')[0];
    expect(failed.dataset['status']).toEqual('failed');
    failed.querySelector<HTMLButtonElement>('[data-testid="retry-button"]')!.click();
    await fixture.whenStable();
    expect(api.calls.length).toEqual(2);
    expect(api.last.request.input).toEqual('find ramen');
  });
});
