// A per-user limit kept in this instance's memory: cheap, no database, and enough to stop one user's burst.
export interface RateLimits {
  perMinute: number;
  perDay: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; limit: 'minute' | 'day' };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Past this many users the oldest are forgotten, so memory stays bounded whatever the traffic. */
const MAX_USERS = 50_000;

/** CONCIERGE_RATE_PER_MINUTE and CONCIERGE_RATE_PER_DAY override the defaults (20 and 300). */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimits {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return { perMinute: read('CONCIERGE_RATE_PER_MINUTE', 20), perDay: read('CONCIERGE_RATE_PER_DAY', 300) };
}

export function createRateLimiter(limits: RateLimits) {
  // Per user: the times of the calls of the last minute, and the day window's start and count.
  const users = new Map<string, { minute: number[]; dayStart: number; dayCount: number }>();

  return function take(userId: string, now: number): RateDecision {
    let user = users.get(userId);
    if (!user) {
      if (users.size >= MAX_USERS) users.delete(users.keys().next().value!);
      user = { minute: [], dayStart: now, dayCount: 0 };
    }
    users.delete(userId);
    users.set(userId, user);
    if (now - user.dayStart >= DAY) {
      user.dayStart = now;
      user.dayCount = 0;
    }
    user.minute = user.minute.filter((at) => now - at < MINUTE);
    if (user.dayCount >= limits.perDay) {
      return { allowed: false, limit: 'day', retryAfterSeconds: Math.ceil((user.dayStart + DAY - now) / 1000) };
    }
    if (user.minute.length >= limits.perMinute) {
      return { allowed: false, limit: 'minute', retryAfterSeconds: Math.max(1, Math.ceil((user.minute[0] + MINUTE - now) / 1000)) };
    }
    user.minute.push(now);
    user.dayCount += 1;
    return { allowed: true };
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The words for a refused call: when to try again, in a unit a person reads. */
export function describeRateLimit(decision: Extract<RateDecision, { allowed: false }>): string {
  const seconds = decision.retryAfterSeconds;
  const when = seconds < 120 ? `${seconds} s` : seconds < 7200 ? `${Math.ceil(seconds / 60)} min` : `${Math.ceil(seconds / 3600)} h`;
  const what = decision.limit === 'minute' ? 'Too many messages in a minute' : "Today's message limit is reached";
  return `${what}: please try again in ${when}.`;
}
