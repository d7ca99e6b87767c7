import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { ShownPlace } from '@concierge/contract/concierge-contract';
import type { Place } from '@concierge/contract/place';
import { cardLabelsFor, type Language } from './card-labels';

/** A maps link that is always http(s): the place's own, or a search for its name and address. */
export function mapsLinkFor(place: Place): string {
  if (place.mapsUrl && /^https?:\/\//i.test(place.mapsUrl)) return place.mapsUrl;
  const query = encodeURIComponent([place.name, place.address].filter(Boolean).join(', '));
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

/** One place of a reply, numbered as its list is, labelled in the conversation's language. */
@Component({
  selector: 'app-venue-card',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <article
      class="venue-card"
      data-testid="venue-card"
      [attr.lang]="language()"
      [attr.aria-label]="position() ? position() + '. ' + venue().name : venue().name"
    >
      <h3>
        @if (position()) {
          <span class="venue-number" aria-hidden="true">{{ position() }}</span>
        }
        {{ (position() ? ' ' : '') + venue().name }}
      </h3>
      <p class="venue-meta">
        @if (kind(); as kind) {
          <span class="venue-category">{{ kind }}</span>
        }
        @if (venue().rating !== undefined) {
          <span class="venue-rating">
            <span class="visually-hidden">{{ labels().rating }}: </span>★ {{ venue().rating }}
            <span class="visually-hidden">{{ labels().outOf }}</span>
          </span>
        }
        @if (venue().priceLevel; as price) {
          <span class="venue-price">{{ labels().price }}: {{ labels().prices[price] }}</span>
        }
        @if (venue().date) {
          <span class="venue-date">{{ labels().when }}: {{ venue().date }} {{ venue().time }}</span>
        }
      </p>
      @if (venue().address) {
        <p class="venue-address">
          <span class="visually-hidden">{{ labels().address }}: </span>{{ venue().address }}
        </p>
      }
      @if (venue().attribution) {
        <p class="venue-attribution">{{ venue().attribution }}</p>
      }
      <a class="venue-map" [href]="mapsLink()" target="_blank" rel="noopener noreferrer">
        {{ labels().openInMaps }}<span class="visually-hidden"> ({{ labels().newTab }})</span>
      </a>
    </article>
  `,
})
export class VenueCard {
  readonly venue = input.required<ShownPlace>();
  /** Its number in a list of several, as the reply's "the second one" counts; null for a reply about one place. */
  readonly position = input.required<number | null>();
  readonly language = input<Language>('en');
  protected readonly labels = computed(() => cardLabelsFor(this.language()));
  /** The kind in the reply's words when the server sent them, else as the place data says it. */
  protected readonly kind = computed(() => this.venue().categoryLabel ?? this.venue().category);
  protected readonly mapsLink = computed(() => mapsLinkFor(this.venue()));
}
