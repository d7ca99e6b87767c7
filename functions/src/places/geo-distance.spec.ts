import { describe, expect, it } from 'vitest';
import { estimateTravel, haversineMeters } from './geo-distance';

const DAM = { latitude: 52.3731, longitude: 4.8926 };
const CENTRAAL = { latitude: 52.3791, longitude: 4.9003 };
const RIJKSMUSEUM = { latitude: 52.36, longitude: 4.8852 };

describe('haversineMeters', () => {
  it('measures the great-circle distance', () => {
    expect(Math.round(haversineMeters(DAM, CENTRAAL))).toBe(848);
    expect(haversineMeters(DAM, DAM)).toBe(0);
    // Amsterdam to Paris is about 430 km as the crow flies.
    expect(Math.round(haversineMeters(DAM, { latitude: 48.8566, longitude: 2.3522 }) / 1000)).toBe(430);
  });
});

describe('estimateTravel', () => {
  it('estimates walking and driving from the straight line, and says it is an estimate', () => {
    expect(estimateTravel(CENTRAAL, RIJKSMUSEUM)).toEqual({
      straightLineMeters: 2360,
      walkingMinutes: 38,
      drivingMinutes: 7,
      note: 'Estimate from the straight-line distance (×1.3 for streets), not a route; use the Maps link for real directions.',
    });
  });

  it('gives no walking time beyond 5 km of streets', () => {
    const estimate = estimateTravel(DAM, { latitude: 52.3, longitude: 4.76 });
    expect([estimate.walkingMinutes, estimate.drivingMinutes]).toEqual([null, 38]);
  });
});
