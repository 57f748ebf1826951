/**
 * The scroll-to-end rule the chat's earlier messages (and any list that loads more as the buyer
 * scrolls) share, `watchScrollEdge` of @mall/ui, timed with fake timers. It lives here because
 * the ui package has no node unit project; its stories show it in a browser.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { distanceToEdge, watchScrollEdge, type ScrollEdge } from '@mall/ui';

/** A 200 px box over 800 px of rows, scrolled by hand. */
class Box extends EventTarget {
  scrollTop = 0;
  readonly scrollHeight = 800;
  readonly clientHeight = 200;

  scrollTo(top: number): void {
    this.scrollTop = top;
    this.dispatchEvent(new Event('scroll'));
  }
}

const END = 600;

describe('watchScrollEdge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const watch = (edge: ScrollEdge) => {
    const box = new Box();
    const onReach = vi.fn();
    const stop = watchScrollEdge(box, edge, onReach);
    return { box, onReach, stop };
  };

  it.each<[ScrollEdge, number, boolean]>([
    ['bottom', END - 10, true],
    ['bottom', END - 11, false],
    ['bottom', END, true],
    ['top', 10, true],
    ['top', 11, false],
    ['top', 0, true],
  ])('at the %s, scrolled to %i px, signals the end: %s', (edge, top, reached) => {
    const { box, onReach } = watch(edge);
    box.scrollTo(top);
    vi.advanceTimersByTime(200);
    expect(onReach).toHaveBeenCalledTimes(reached ? 1 : 0);
    expect(distanceToEdge(box, edge) <= 10).toBe(reached);
  });

  it('waits for scrolling to pause 200 ms, and signals once per pause', () => {
    const { box, onReach } = watch('bottom');
    box.scrollTo(END - 5);
    vi.advanceTimersByTime(150);
    box.scrollTo(END - 2);
    vi.advanceTimersByTime(199);
    expect(onReach).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReach).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(onReach).toHaveBeenCalledTimes(1);
  });

  it('reads where the scroll ended, not where it passed the end', () => {
    const { box, onReach } = watch('bottom');
    box.scrollTo(END);
    box.scrollTo(END - 100);
    vi.advanceTimersByTime(200);
    expect(onReach).not.toHaveBeenCalled();
  });

  it('stops watching, a pending signal included', () => {
    const { box, onReach, stop } = watch('top');
    box.scrollTo(0);
    stop();
    vi.advanceTimersByTime(200);
    box.scrollTo(0);
    vi.advanceTimersByTime(200);
    expect(onReach).not.toHaveBeenCalled();
  });
});
