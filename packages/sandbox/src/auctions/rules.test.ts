import { describe, expect, it } from 'vitest';
import { extendedEnd, lotStatus, nextPrice, proxyBids } from './rules.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 18, 2, 0, seconds));

describe('lotStatus', () => {
  it.each([
    ['before the start', at(-1), 2],
    ['at the start', at(0), 3],
    ['just before the end', at(599), 3],
    ['at the end', at(600), 4],
    ['after the end', at(900), 4],
  ] as const)('%s', (_, now, status) => {
    expect(lotStatus(now, at(0), at(600))).toBe(status);
  });
});

describe('nextPrice', () => {
  it.each([
    [0, '18000.00', '50.00', '18000.00'],
    [1, '18000.00', '50.00', '18050.00'],
    [7, '18350', '25.5', '18375.50'],
  ])('%i bids at %s, step %s: %s', (bidCount, currentPrice, step, next) => {
    expect(nextPrice({ bidCount, currentPrice, step })).toBe(next);
  });
});

describe('extendedEnd', () => {
  it.each([
    ['a bid long before the end extends nothing', at(500), 0, at(600), 0],
    ['a bid 60 s before the end extends it', at(540), 0, at(600), 1],
    ['a bid in the last seconds moves the end 60 s after it', at(590), 3, at(650), 4],
    ['no extension past the cap', at(590), 10, at(600), 10],
  ] as const)('%s', (_, now, extensions, endAt, count) => {
    const end = extendedEnd(at(600), extensions, now);
    expect(end.extensions).toBe(count);
    expect(end.endAt.getTime()).toBe(count > extensions ? now.getTime() + 60_000 : endAt.getTime());
  });
});

describe('proxyBids', () => {
  const proxy = (companyId: number, maxPrice: string, second = 0) => ({
    companyId,
    maxPrice,
    setAt: at(second),
  });
  it.each([
    ['no proxies: nothing', { price: '100.00', leader: 1 }, [], []],
    [
      'the leader’s own proxy alone: nothing',
      { price: '100.00', leader: 1 },
      [proxy(1, '200')],
      [],
    ],
    [
      'a proxy outbids a plain bid by one step',
      { price: '100.00', leader: 2 },
      [proxy(1, '200')],
      [{ companyId: 1, price: '110.00' }],
    ],
    [
      'a proxy whose maximum is below the next step does nothing',
      { price: '100.00', leader: 2 },
      [proxy(1, '105')],
      [],
    ],
    [
      'a proxy over a robot leads one step up',
      { price: '100.00', leader: null },
      [proxy(1, '300')],
      [{ companyId: 1, price: '110.00' }],
    ],
    [
      'the higher maximum answers one step above the other’s maximum',
      { price: '120.00', leader: 2 },
      [proxy(1, '200', 1), proxy(2, '150', 2)],
      [
        { companyId: 2, price: '150.00' },
        { companyId: 1, price: '160.00' },
      ],
    ],
    [
      'the leader holding the higher maximum answers the challenger',
      { price: '120.00', leader: 1 },
      [proxy(1, '200', 1), proxy(2, '150', 2)],
      [
        { companyId: 2, price: '150.00' },
        { companyId: 1, price: '160.00' },
      ],
    ],
    [
      'never above the maximum: a challenger just below leads at its own maximum',
      { price: '120.00', leader: 2 },
      [proxy(1, '155', 1), proxy(2, '150', 2)],
      [
        { companyId: 2, price: '150.00' },
        { companyId: 1, price: '155.00' },
      ],
    ],
    [
      'equal maxima: the earlier one leads',
      { price: '120.00', leader: 2 },
      [proxy(1, '150', 1), proxy(2, '150', 2)],
      [{ companyId: 1, price: '150.00' }],
    ],
    [
      'equal maxima with the leader earlier: the leader keeps it at its maximum',
      { price: '120.00', leader: 1 },
      [proxy(1, '150', 1), proxy(2, '150', 2)],
      [{ companyId: 1, price: '150.00' }],
    ],
  ] as const)('%s', (_, start, proxies, bids) => {
    expect(proxyBids(start, '10', proxies)).toEqual(bids);
  });
});
