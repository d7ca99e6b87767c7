import { provideZonelessChangeDetection } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { ShownPlace } from '@concierge/contract/concierge-contract';
import type { Language } from './card-labels';
import { VenueCard } from './venue-card';

const BAKERY: ShownPlace = { placeId: 'b1', name: 'Panaderia Dos Hermanos', category: 'bakery', address: 'Kapitolyo, Pasig' };

describe('VenueCard', () => {
  beforeEach(() => TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] }));

  async function kindShown(venue: ShownPlace, language: Language): Promise<string | null> {
    const fixture = TestBed.createComponent(VenueCard);
    fixture.componentRef.setInput('venue', venue);
    fixture.componentRef.setInput('position', 1);
    fixture.componentRef.setInput('language', language);
    await fixture.whenStable();
    const root: HTMLElement = fixture.nativeElement;
    return root.querySelector('.venue-category')?.textContent?.trim() ?? null;
  }

  it('shows the kind in the words the server sent for a Tagalog or Dutch reply', async () => {
    expect(await kindShown({ ...BAKERY, categoryLabel: 'panaderya' }, 'tl')).toBe('panaderya');
    expect(await kindShown({ ...BAKERY, categoryLabel: 'bakkerij' }, 'nl')).toBe('bakkerij');
  });

  it('shows the kind as the place data says it when no words were sent, and nothing when it has no kind', async () => {
    expect(await kindShown(BAKERY, 'en')).toBe('bakery');
    expect(await kindShown(BAKERY, 'tl')).toBe('bakery');
    expect(await kindShown({ placeId: 'b2', name: 'Somewhere' }, 'nl')).toBeNull();
  });
});
