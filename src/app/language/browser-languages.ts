import { InjectionToken } from '@angular/core';

/** The browser's preferred languages, best first; a token so specs can be a Dutch or Tagalog browser. */
export const BROWSER_LANGUAGES = new InjectionToken<readonly string[]>('BROWSER_LANGUAGES', {
  providedIn: 'root',
  factory: () => (typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language]),
});
