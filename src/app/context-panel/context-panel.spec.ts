import { provideZonelessChangeDetection } from '@angular/core';
import { type ComponentFixture, TestBed } from '@angular/core/testing';
import { ChatApi } from '../chat/chat-api';
import { ChatStore } from '../chat/chat-store';
import { FakeChatApi, outputFor, settle } from '../chat/fake-chat-api';
import { CLOCK } from '../clock';
import { ContextPanel } from './context-panel';

describe('ContextPanel', () => {
  let api: FakeChatApi;
  let fixture: ComponentFixture<ContextPanel>;
  let root: HTMLElement;

  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    api = new FakeChatApi();
    TestBed.configureTestingModule({
      providers: [provideZonelessChangeDetection(), { provide: ChatApi, useValue: api }, { provide: CLOCK, useValue: () => 1_700_000_000_000 }],
    });
    fixture = TestBed.createComponent(ContextPanel);
    root = fixture.nativeElement;
    await fixture.whenStable();
  });

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  async function remember(): Promise<void> {
    TestBed.inject(ChatStore).send('find ramen in Makati');
    api.last.resolve(outputFor('ok', { location: 'Makati', searchQuery: 'ramen' }));
    await settle();
    await fixture.whenStable();
  }

  const chipKinds = () => Array.from(root.querySelectorAll<HTMLElement>('[data-testid="context-chip"]')).map((chip) => chip.dataset['kind']);

  it('shows the empty state when nothing is remembered', () => {
    expect(root.querySelector('[data-testid="context-empty"]')).not.toBeNull();
    expect(chipKinds()).toEqual([]);
  });

  it('shows chips as soon as a reply arrives', async () => {
    await remember();
    expect(chipKinds()).toEqual(['location', 'query']);
  });

  it('removes one chip with its button', async () => {
    await remember();
    root.querySelector<HTMLButtonElement>('[data-kind="location"] [data-testid="chip-remove"]')!.click();
    await fixture.whenStable();
    expect(chipKinds()).toEqual(['query']);
  });

  it('clears every chip with Clear context', async () => {
    await remember();
    root.querySelector<HTMLButtonElement>('[data-testid="clear-context"]')!.click();
    await fixture.whenStable();
    expect(chipKinds()).toEqual([]);
    expect(root.querySelector('[data-testid="context-empty"]')).not.toBeNull();
  });
});
