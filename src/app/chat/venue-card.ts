import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { Place } from '../../../functions/src/contract/place';

/** A maps link that is always http(s): the place's own, or a search for its name and address. */
export function mapsLinkFor(place: Place): string {
  if (place.mapsUrl && /^https?:\/\//i.test(place.mapsUrl)) return place.mapsUrl;
  const query = encodeURIComponent([place.name, place.address].filter(Boolean).join(', '));
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

@Component({
  selector: 'app-venue-card',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <article class="venue-card" data-testid="venue-card" [attr.aria-label]="position() + '. ' + venue().name">
      <h3><span class="venue-number" aria-hidden="true">{{ position() }}</span> {{ venue().name }}</h3>
      <p class="venue-meta">
        @if (venue().category) { <span class="venue-category">{{ venue().category }}</span> }
        @if (venue().rating !== undefined) { <span class="venue-rating" [attr.aria-label]="'Rated ' + venue().rating + ' out of 5'">★ {{ venue().rating }}</span> }
        @if (venue().priceLevel) { <span class="venue-price">{{ venue().priceLevel }}</span> }
        @if (venue().date) { <span class="venue-date">{{ venue().date }} {{ venue().time }}</span> }
      </p>
      @if (venue().address) { <p class="venue-address">{{ venue().address }}</p> }
      @if (venue().attribution) { <p class="venue-attribution">{{ venue().attribution }}</p> }
      <a class="venue-map" [href]="mapsLink()" target="_blank" rel="noopener noreferrer">Open in Maps<span class="visually-hidden"> (new tab)</span></a>
    </article>
  `,
})
export class VenueCard {
  readonly venue = input.required<Place>();
  readonly position = input.required<number>();
  protected readonly mapsLink = computed(() => mapsLinkFor(this.venue()));
}
