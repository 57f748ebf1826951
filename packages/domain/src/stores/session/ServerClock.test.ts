import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InquiryLine } from '../../contract/inquiry.ts';
import { validityText } from '../../rules/inquiry.ts';
import { manualVisibility, realTimers } from '../../timers/index.ts';
import { ServerClock } from './ServerClock.ts';

/** The browser's clock is a day behind the server's: the countdown must not care. */
const BROWSER_NOW = Date.parse('2026-03-17T02:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ now: BROWSER_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const line = {
  state: 'valid',
  quote: {
    quoteId: 1,
    unitPrice: '21500.00',
    tonnes: '1.000',
    amount: '21500.00',
    validUntil: '2026-03-18 10:00:03',
    quotedAt: '2026-03-18 09:00:00',
    quoteRemark: null,
    delReason: null,
  },
} satisfies Pick<InquiryLine, 'state' | 'quote'>;

function started() {
  const visibility = manualVisibility();
  const clock = new ServerClock({ timers: realTimers(), visibility });
  clock.sync('2026-03-18 10:00:00');
  clock.start();
  const shown = () => validityText(line, clock.now);
  return { clock, visibility, shown };
}

describe('a quote validity on the server clock', () => {
  it('counts down each second from the server time, then says 已过期', () => {
    const { clock, shown } = started();
    expect(shown()).toBe('剩余 00:00:03');
    vi.advanceTimersByTime(1_000);
    expect(shown()).toBe('剩余 00:00:02');
    vi.advanceTimersByTime(2_000);
    expect(shown()).toBe('已过期');
    clock.stop();
  });

  it('stands still while the page is hidden and catches up when it is shown', () => {
    const { clock, visibility, shown } = started();
    visibility.setHidden(true);
    vi.advanceTimersByTime(5_000);
    expect(shown()).toBe('剩余 00:00:03');
    visibility.setHidden(false);
    expect(shown()).toBe('已过期');
    clock.stop();
  });

  it('stops ticking once stopped (the countdown left the screen)', () => {
    const { clock, visibility, shown } = started();
    clock.stop();
    vi.advanceTimersByTime(5_000);
    visibility.setHidden(true);
    visibility.setHidden(false);
    expect(shown()).toBe('剩余 00:00:03');
    expect(vi.getTimerCount()).toBe(0);
  });
});
