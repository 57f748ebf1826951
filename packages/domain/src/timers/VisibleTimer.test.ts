import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualVisibility, realTimers, type Visibility } from './timers.ts';
import { VisibleTimer } from './VisibleTimer.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A timer following a page that starts visible, with `fn` scheduled in a second. */
function watching() {
  const visibility = manualVisibility();
  const fn = vi.fn();
  const onShown = vi.fn();
  const timer = new VisibleTimer(realTimers(), visibility, onShown);
  timer.watch();
  timer.schedule(fn, 1_000);
  return { visibility, fn, onShown, timer };
}

describe('VisibleTimer', () => {
  it('runs the last timer scheduled, once, after its delay', () => {
    const first = vi.fn();
    const second = vi.fn();
    const timer = new VisibleTimer(realTimers(), undefined, vi.fn());
    timer.schedule(first, 1_000);
    timer.schedule(second, 2_000);
    vi.advanceTimersByTime(1_999);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('drops the timer when the page is hidden, schedules nothing while it is, and calls onShown when it is shown', () => {
    const { visibility, fn, onShown, timer } = watching();
    visibility.setHidden(true);
    expect(timer.hidden).toBe(true);
    timer.schedule(fn, 1_000);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(fn).not.toHaveBeenCalled();
    expect(onShown).not.toHaveBeenCalled();
    visibility.setHidden(false);
    expect(onShown).toHaveBeenCalledTimes(1);
    timer.stop();
  });

  it('does nothing when its timer fires on a page hidden before the event says so', () => {
    let hidden = false;
    const visibility: Visibility = { isHidden: () => hidden, subscribe: () => () => {} };
    const fn = vi.fn();
    const timer = new VisibleTimer(realTimers(), visibility, vi.fn());
    timer.watch();
    timer.schedule(fn, 1_000);
    hidden = true;
    vi.advanceTimersByTime(1_000);
    expect(fn).not.toHaveBeenCalled();
    timer.stop();
  });

  it('once stopped, neither runs its timer nor follows the page', () => {
    const { visibility, fn, onShown, timer } = watching();
    timer.stop();
    visibility.setHidden(true);
    visibility.setHidden(false);
    vi.advanceTimersByTime(5_000);
    expect(fn).not.toHaveBeenCalled();
    expect(onShown).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
