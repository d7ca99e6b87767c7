import type { CatalogCity, CatalogVenue } from './catalog-city';

/** Builds one fixture venue: only what a search spec varies is given, the rest is filled the same for every venue. */
function venue(id: string, name: string, at: { area: 'North' | 'South'; north: number }, more: Partial<CatalogVenue>): CatalogVenue {
  return {
    id: `tst-${id}`,
    name,
    kind: 'food',
    category: 'ramen',
    area: at.area,
    address: `${name} street, ${at.area}, Testville`,
    rating: 4.4,
    price: 'moderate',
    summary: `${name}, a fixture place.`,
    tags: [],
    hints: ['Fixture station, 5 min walk'],
    location: { latitude: 10 + at.north / 100, longitude: 120 },
    hours: 'Mo-Su 08:00-22:00',
    facts: {},
    ...more,
  };
}

const NORTH = (north: number) => ({ area: 'North', north }) as const;
const SOUTH = (north: number) => ({ area: 'South', north }) as const;

/**
 * A small city whose lists do not change when the shipped catalog grows: North has one ramen bar, two breakfast
 * places, one halal place and a steakhouse but no pizza; South has the rest. Latitude steps of 0.01 are about 1.1 km,
 * so "nearest from the city" has a clear order.
 */
export const SEARCH_FIXTURE_CITY: CatalogCity = {
  code: 'tst',
  name: 'Testville',
  country: 'Fixtureland',
  timeZone: 'Asia/Manila',
  aliases: ['testville'],
  areas: [
    { name: 'North', aliases: ['north', 'old town'] },
    { name: 'South', aliases: ['south', 'harbour'] },
  ],
  landmarks: [
    { name: 'Fixture Square', aliases: ['fixture square'], location: { latitude: 10.05, longitude: 120 } },
    // Halfway between North Breakfast and Old Town Breakfast: "the one near Midway Gate" cannot choose.
    { name: 'Midway Gate', aliases: ['midway gate'], location: { latitude: 10.085, longitude: 120 } },
  ],
  venues: [
    venue('ramen-1', 'North Ramen', NORTH(9), { rating: 4.7 }),
    venue('ramen-2', 'Harbour Ramen', SOUTH(2), { price: 'inexpensive', rating: 4.3 }),
    venue('ramen-3', 'South Ramen', SOUTH(4), { rating: 4.5 }),
    venue('breakfast-1', 'North Breakfast', NORTH(9), { category: 'breakfast', rating: 4.6 }),
    venue('breakfast-2', 'Old Town Breakfast', NORTH(8), { category: 'breakfast', rating: 4.5 }),
    venue('breakfast-3', 'Quay Breakfast', SOUTH(0), { category: 'breakfast' }),
    venue('breakfast-4', 'Dock Breakfast', SOUTH(5), { category: 'breakfast' }),
    venue('pizza-1', 'Cheap Pizza', SOUTH(3), { category: 'pizza', price: 'inexpensive' }),
    venue('pizza-2', 'South Pizza', SOUTH(1), { category: 'pizza' }),
    venue('steak-1', 'North Steak', NORTH(7), { category: 'steak', price: 'expensive', facts: { halal: false } }),
    venue('halal-1', 'North Halal', NORTH(8), { category: 'middle eastern', facts: { halal: true } }),
    venue('halal-2', 'Quay Halal', SOUTH(0), { category: 'middle eastern', facts: { halal: true } }),
    venue('halal-3', 'Dock Halal', SOUTH(5), { category: 'malaysian', facts: { halal: true } }),
    venue('park-1', 'North Park', NORTH(9), { kind: 'park', category: 'park', price: 'free' }),
    venue('park-2', 'Old Town Park', NORTH(8), { kind: 'park', category: 'park', price: 'free' }),
    venue('park-3', 'Harbour Park', SOUTH(0), { kind: 'park', category: 'park', price: 'free' }),
    venue('cafe-1', 'Lakeside Coffee', SOUTH(6), { kind: 'cafe', category: 'cafe', summary: 'Coffee bar by the park gates.' }),
  ],
};
