import { provideZonelessChangeDetection, signal } from '@angular/core';
import { type ComponentFixture, TestBed } from '@angular/core/testing';
import { ChatApi } from '../chat/chat-api';
import { ChatStore } from '../chat/chat-store';
import { FakeChatApi, outputFor, settle } from '../chat/fake-chat-api';
import { CLOCK } from '../clock';
import { WideScreen } from '../layout/wide-screen';
import { ContextPanel } from './context-panel';

describe('ContextPanel', () => {
  const wide = signal(true);
  let api: FakeChatApi;
  let fixture: ComponentFixture<ContextPanel>;
  let root: HTMLElement;

  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    wide.set(true);
    api = new FakeChatApi();
    TestBed.configureTestingModule({
      providers: [
        provideZonelessChangeDetection(),
        { provide: ChatApi, useValue: api },
        { provide: CLOCK, useValue: () => 1_700_000_000_000 },
        { provide: WideScreen, useValue: { wide } },
      ],
    });
    fixture = TestBed.createComponent(ContextPanel);
    root = fixture.nativeElement;
    await fixture.whenStable();
  });

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  async function remember(context: Parameters<typeof outputFor>[1] = { location: 'Makati', searchQuery: 'ramen' }): Promise<void> {
    TestBed.inject(ChatStore).send('find ramen in Makati');
    api.last.resolve(outputFor('ok', context));
    await settle();
    await fixture.whenStable();
  }

  const chipKinds = () =>
    Array.from(root.querySelectorAll<HTMLElement>('[data-testid="context-chip"]')).map((chip) => chip.dataset['kind']);

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

  describe('on a phone', () => {
    const toggle = () => root.querySelector<HTMLButtonElement>('[data-testid="context-toggle"]')!;
    const body = () => root.querySelector<HTMLElement>('#context-body')!;

    beforeEach(async () => {
      wide.set(false);
      await fixture.whenStable();
    });

    it('shows a closed strip with the count and where and what, and opens it to the list', async () => {
      await remember();
      expect(toggle().getAttribute('aria-expanded')).toBe('false');
      expect(toggle().textContent).toContain('Remembered · 2');
      expect(toggle().textContent).toContain('Makati · ramen');
      expect(body().hidden).toBeTrue();
      toggle().click();
      await fixture.whenStable();
      expect(toggle().getAttribute('aria-expanded')).toBe('true');
      expect(body().hidden).toBeFalse();
      expect(chipKinds()).toEqual(['location', 'query']);
    });

    it('shows the query on the strip in the words of a Tagalog reply, and as remembered once it changes', async () => {
      TestBed.inject(ChatStore).send('may kapehan ba dito sa Cubao?');
      api.last.resolve({
        ...outputFor('ok', { location: 'Cubao', searchQuery: 'coffee' }),
        queryLabel: { query: 'coffee', label: 'kape' },
      });
      await settle();
      await fixture.whenStable();
      expect(toggle().textContent).toContain('Cubao · kape');
      TestBed.inject(ChatStore).send('tea instead please');
      api.last.resolve(outputFor('ok', { location: 'Cubao', searchQuery: 'tea' }));
      await settle();
      await fixture.whenStable();
      expect(toggle().textContent).toContain('Cubao · tea');
    });

    it('removes an item from the opened list', async () => {
      await remember();
      toggle().click();
      await fixture.whenStable();
      root.querySelector<HTMLButtonElement>('[data-kind="query"] [data-testid="chip-remove"]')!.click();
      await fixture.whenStable();
      expect(chipKinds()).toEqual(['location']);
      expect(toggle().textContent).toContain('Remembered · 1');
    });
  });

  it('has no strip toggle where the list is always shown', async () => {
    await remember();
    expect(root.querySelector('[data-testid="context-toggle"]')).toBeNull();
    expect(root.querySelector<HTMLElement>('#context-body')!.hidden).toBeFalse();
  });

  it('marks the venue in focus and gives each venue its area, in its title and remove button too', async () => {
    await remember({
      location: 'Makati',
      recentVenues: [
        { placeId: 'p1', name: 'Ramen Nagi', address: 'Greenbelt 3, Makati, Metro Manila', turn: 0 },
        { placeId: 'p2', name: 'Mendokoro Ramenba', address: '106 Esteban St, Legaspi Village, Makati', turn: 0 },
      ],
      focus: { placeId: 'p2', name: 'Mendokoro Ramenba' },
    });
    const focused = root.querySelector<HTMLElement>('[data-focus="true"]')!;
    expect(focused.querySelector('.chip-label')!.textContent).toBe('Mendokoro Ramenba');
    expect(focused.title).toBe('Place: Mendokoro Ramenba, Makati, in focus');
    const remove = focused.querySelector('[data-testid="chip-remove"]')!;
    expect(remove.getAttribute('aria-label')).toBe('Forget Place: Mendokoro Ramenba, Makati, in focus');
    expect(root.querySelectorAll('[data-focus="true"]').length).toBe(1);
  });

  it('forgets the last action with the venue it was about', async () => {
    await remember({
      recentVenues: [{ placeId: 'p1', name: 'Ramen Nagi', turn: 0 }],
      focus: { placeId: 'p1', name: 'Ramen Nagi' },
      lastAction: { agent: 'findAndNavigate', query: null, location: null, venue: { placeId: 'p1', name: 'Ramen Nagi' } },
    });
    expect(chipKinds()).toEqual(['venue', 'action']);
    root.querySelector<HTMLButtonElement>('[data-kind="venue"] [data-testid="chip-remove"]')!.click();
    await fixture.whenStable();
    expect(chipKinds()).toEqual([]);
    expect(TestBed.inject(ChatStore).context()!.lastAction).toBeNull();
  });
});
