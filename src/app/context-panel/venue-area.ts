import data from './address-regions.json';

const REGIONS = new Set(data.regions);
/** Postal codes: "1227", "75006", "150-0002", "94103-1234", "1012 AB". */
const POSTAL_CODE = /(?:^|\s)(?:\d[\d-]{2,}(?:\s?[A-Z]{2})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)(?=\s|$)/g;
/** "CA", "NY", "IL": a state's two-letter code. */
const STATE_CODE = /^[A-Z]{2,3}$/;

/**
 * The city or area of an address, as a person names it: the last part that is not a country, region,
 * state code or postal code. "Greenbelt 3, Ayala Center, Makati, 1223 Metro Manila, Philippines" → "Makati".
 */
export function areaOf(address: string | undefined): string | null {
  if (!address) return null;
  const parts = address.split(',').map((part, i) =>
    // The first part is the street or building, so its numbers are kept: "2/F Greenbelt 3" is no area.
    (i === 0 ? part : part.replace(POSTAL_CODE, ' ')).replace(/\s+/g, ' ').trim(),
  );
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i];
    if (!part || STATE_CODE.test(part) || REGIONS.has(part.toLowerCase()) || /\d/.test(part)) continue;
    return part;
  }
  return null;
}
