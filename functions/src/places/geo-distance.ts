import type { LatLng } from '../contract/place';

const EARTH_RADIUS_METERS = 6_371_000;
/** Streets are not straight lines: route length is roughly 1.3× the straight distance in a city grid. */
const ROUTE_DETOUR = 1.3;
const WALKING_METERS_PER_MINUTE = 80;
/** City driving including lights and traffic, about 25 km/h. */
const DRIVING_METERS_PER_MINUTE = 420;
/** Beyond this a walk is not a sensible suggestion. */
const MAX_WALKING_METERS = 5000;

/** Great-circle distance in metres (haversine). */
export function haversineMeters(from: LatLng, to: LatLng): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLng = rad(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface TravelEstimate {
  /** Straight-line distance, rounded to 10 m. */
  straightLineMeters: number;
  /** Estimated walking minutes, or null when the walk would be over 5 km. */
  walkingMinutes: number | null;
  drivingMinutes: number;
  /** Always said, so nobody mistakes the figures for a route planner's. */
  note: string;
}

/** Walking and driving times estimated from the straight-line distance; not a route. */
export function estimateTravel(from: LatLng, to: LatLng): TravelEstimate {
  const meters = haversineMeters(from, to);
  const route = meters * ROUTE_DETOUR;
  return {
    straightLineMeters: Math.round(meters / 10) * 10,
    walkingMinutes: route <= MAX_WALKING_METERS ? Math.max(1, Math.round(route / WALKING_METERS_PER_MINUTE)) : null,
    drivingMinutes: Math.max(1, Math.round(route / DRIVING_METERS_PER_MINUTE)),
    note: 'Estimate from the straight-line distance (×1.3 for streets), not a route; use the Maps link for real directions.',
  };
}
