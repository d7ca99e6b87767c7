import { DestroyRef, Injectable, inject, signal } from '@angular/core';

/** The width from which conversations, chat and context sit side by side; below it, drawers and strips. */
export const WIDE_QUERY = '(min-width: 960px)';

/** Whether the screen is wide, as a signal that follows the window. */
@Injectable({ providedIn: 'root' })
export class WideScreen {
  readonly #wide = signal(false);
  readonly wide = this.#wide.asReadonly();

  constructor() {
    const query = window.matchMedia(WIDE_QUERY);
    this.#wide.set(query.matches);
    const follow = (event: MediaQueryListEvent) => this.#wide.set(event.matches);
    query.addEventListener('change', follow);
    inject(DestroyRef).onDestroy(() => query.removeEventListener('change', follow));
  }
}
