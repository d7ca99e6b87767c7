import { InjectionToken } from '@angular/core';

/** The time source for expiry; tests replace it, e2e tests drive Date.now with Playwright's page.clock. */
export const CLOCK = new InjectionToken<() => number>('CLOCK', {
  providedIn: 'root',
  factory: () => () => Date.now(),
});
