// Parking said in the reply's language from its Places-style values (places/parking-options.ts), never quoted English.
import { parkingValue, type ParkingValue } from '../places/parking-options';
import { replyText, type Language, type ReplyKey } from './reply-text';

/** "a paid parking garage nearby (Greenbelt)"; null when the text reads as no parking value (then it is quoted). */
export function parkingText(text: string, lang: Language): string | null {
  const value = parkingValue(text);
  return value ? parkingValueText(value, lang) : null;
}

export function parkingValueText(value: ParkingValue, lang: Language): string {
  const options = value.options.map((option) => replyText(lang, `parking.${option}` as ReplyKey));
  const what = options.length > 1 ? `${options.slice(0, -1).join(', ')}${replyText(lang, 'list.and')}${options.at(-1)}` : options[0];
  if (!what) return value.none ? replyText(lang, 'parking.none') : replyText(lang, 'parking.scarce');
  const placed = value.none
    ? replyText(lang, 'parking.noneButNearby', { what })
    : value.nearby
      ? replyText(lang, 'parking.nearby', { what })
      : what;
  const named = value.name ? replyText(lang, 'parking.named', { what: placed, name: value.name }) : placed;
  return value.limited ? replyText(lang, 'parking.limited', { what: named }) : named;
}
