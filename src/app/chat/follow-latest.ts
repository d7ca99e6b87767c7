import { signal } from '@angular/core';

/** Room left above the newest question when a long reply is followed, so the question stays readable. */
const ANCHOR_MARGIN_PX = 8;
/** Within this of the end counts as at the end (sub-pixel scroll positions, a last line half shown). */
const END_SLACK_PX = 24;

/**
 * Keeps the newest exchange in view while a reply streams in, unless the person scrolled up to read.
 * A long reply is followed until the question it answers reaches the top, never further: the start of
 * the answer stays on screen and the rest is read by scrolling down. Never scrolls up by itself.
 */
export class FollowLatest {
  readonly #following = signal(true);
  /** False once the person scrolled up; true again when they return to the end or jump there. */
  readonly following = this.#following.asReadonly();
  #lastTop = 0;

  constructor(private readonly scroller: () => HTMLElement) {}

  /** After a render: scrolls toward the newest exchange when following. `anchor` is the newest question. */
  keepUp(anchor: HTMLElement | null): void {
    if (!this.#following()) return;
    const list = this.scroller();
    const target = this.#targetFor(list, anchor);
    if (target > list.scrollTop + 1) list.scrollTop = target;
    this.#lastTop = list.scrollTop;
  }

  /** From the scroller's scroll event: moving up, away from the end, stops following; reaching the end resumes it. */
  noteScroll(): void {
    const list = this.scroller();
    const top = list.scrollTop;
    if (list.scrollHeight - list.clientHeight - top <= END_SLACK_PX) this.#following.set(true);
    else if (top < this.#lastTop - 4) this.#following.set(false);
    this.#lastTop = top;
  }

  /** "Jump to latest", a new message sent, another conversation opened: follow again from the newest exchange. */
  jump(anchor: HTMLElement | null): void {
    const list = this.scroller();
    const target = this.#targetFor(list, anchor);
    // Already below the newest question: the end is what is left to see.
    list.scrollTop = list.scrollTop >= target ? list.scrollHeight : target;
    this.#lastTop = list.scrollTop;
    this.#following.set(true);
  }

  #targetFor(list: HTMLElement, anchor: HTMLElement | null): number {
    const end = Math.max(0, list.scrollHeight - list.clientHeight);
    if (!anchor) return end;
    return Math.max(0, Math.min(end, anchor.offsetTop - ANCHOR_MARGIN_PX));
  }
}
