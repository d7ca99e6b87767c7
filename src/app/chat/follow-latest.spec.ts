import { FollowLatest } from './follow-latest';

/** A real scrolling list, 200 px tall, of `rows` rows 50 px each. */
function scroller(rows: number): { list: HTMLElement; add: (n: number) => void; row: (i: number) => HTMLElement } {
  const list = document.createElement('div');
  list.style.cssText = 'position: relative; height: 200px; overflow-y: auto;';
  const add = (n: number) => {
    for (let i = 0; i < n; i++) {
      const row = document.createElement('div');
      row.style.height = '50px';
      list.appendChild(row);
    }
  };
  add(rows);
  document.body.appendChild(list);
  return { list, add, row: (i) => list.children[i] as HTMLElement };
}

describe('FollowLatest', () => {
  afterEach(() => document.querySelectorAll('body > div').forEach((element) => element.remove()));

  it('scrolls to the end as a short reply grows', () => {
    const { list, add, row } = scroller(6);
    const follow = new FollowLatest(() => list);
    follow.keepUp(row(5));
    add(1);
    follow.keepUp(row(5));
    expect(list.scrollTop).toBe(150);
  });

  it('stops when the question reaches the top, so the start of a long reply stays on screen', () => {
    const { list, add, row } = scroller(6);
    const follow = new FollowLatest(() => list);
    add(10);
    follow.keepUp(row(5));
    expect(list.scrollTop).toBe(5 * 50 - 8);
    expect(follow.following()).toBeTrue();
  });

  it('leaves a reader who scrolled up where they are, until they jump back', () => {
    const { list, add, row } = scroller(10);
    const follow = new FollowLatest(() => list);
    follow.keepUp(row(9));
    list.scrollTop = 50;
    follow.noteScroll();
    expect(follow.following()).toBeFalse();
    add(2);
    follow.keepUp(row(9));
    expect(list.scrollTop).toBe(50);
    follow.jump(row(9));
    expect(follow.following()).toBeTrue();
    // 12 rows: the end (400) comes before the question (row 9) could reach the top.
    expect(list.scrollTop).toBe(12 * 50 - 200);
  });

  it('follows again when the reader scrolls back to the end', () => {
    const { list, row } = scroller(10);
    const follow = new FollowLatest(() => list);
    follow.keepUp(row(9));
    list.scrollTop = 0;
    follow.noteScroll();
    list.scrollTop = list.scrollHeight;
    follow.noteScroll();
    expect(follow.following()).toBeTrue();
  });
});
