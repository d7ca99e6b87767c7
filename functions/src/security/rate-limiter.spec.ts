import { describe, expect, it } from 'vitest';
import { createRateLimiter, describeRateLimit, rateLimitsFromEnv } from './rate-limiter';

const T = 1_000_000_000;

describe('createRateLimiter', () => {
  it('allows the per-minute count, refuses the next until the oldest call is a minute old', () => {
    const take = createRateLimiter({ perMinute: 3, perDay: 100 });
    expect([take('u', T), take('u', T + 10_000), take('u', T + 20_000)].every((d) => d.allowed)).toBe(true);
    expect(take('u', T + 30_000)).toEqual({ allowed: false, limit: 'minute', retryAfterSeconds: 30 });
    expect(take('u', T + 60_000)).toEqual({ allowed: true });
  });

  it('counts each user apart', () => {
    const take = createRateLimiter({ perMinute: 1, perDay: 100 });
    expect([take('a', T).allowed, take('b', T).allowed, take('a', T).allowed]).toEqual([true, true, false]);
  });

  it('refuses past the daily cap until the day window ends', () => {
    const take = createRateLimiter({ perMinute: 100, perDay: 2 });
    take('u', T);
    take('u', T + 1000);
    expect(take('u', T + 3_600_000)).toEqual({ allowed: false, limit: 'day', retryAfterSeconds: 23 * 3600 });
    expect(take('u', T + 24 * 3_600_000).allowed).toBe(true);
  });
});

describe('rateLimitsFromEnv', () => {
  it.each([
    [{}, { perMinute: 20, perDay: 300 }],
    [
      { CONCIERGE_RATE_PER_MINUTE: '5', CONCIERGE_RATE_PER_DAY: '50' },
      { perMinute: 5, perDay: 50 },
    ],
    [
      { CONCIERGE_RATE_PER_MINUTE: '0', CONCIERGE_RATE_PER_DAY: 'lots' },
      { perMinute: 20, perDay: 300 },
    ],
  ])('reads %j', (env, limits) => {
    expect(rateLimitsFromEnv(env)).toEqual(limits);
  });
});

describe('describeRateLimit', () => {
  it('says when to try again in seconds, minutes or hours', () => {
    const text = (limit: 'minute' | 'day', retryAfterSeconds: number) => describeRateLimit({ allowed: false, limit, retryAfterSeconds });
    expect(text('minute', 42)).toBe('Too many messages in a minute: please try again in 42 s.');
    expect(text('day', 3000)).toBe("Today's message limit is reached: please try again in 50 min.");
    expect(text('day', 30_000)).toBe("Today's message limit is reached: please try again in 9 h.");
  });
});
