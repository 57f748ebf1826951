import { describe, expect, it } from 'vitest';
import { defaultHandlers, marketHandlers, users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createMarketStore } from './MarketStore.ts';

setupTestServer(...defaultHandlers, ...marketHandlers);

async function setup() {
  const { env, root } = createTestRoot({ token: 'tok', user: users.certifiedStaff });
  const market = root.feature(createMarketStore);
  await market.prices.load();
  return { env, market };
}

describe('MarketStore', () => {
  it('shows the base series over the last month, and other ranges without a call', async () => {
    const { market } = await setup();
    expect(market.span).toEqual({ from: '2026-02-19', to: '2026-03-18' });
    expect(market.shown.map(({ code }) => code)).toEqual(['A00-CJ']);
    expect(market.shown[0]?.points[0]?.date).toBe('2026-02-19');
    market.chooseTab('1y');
    expect(market.span).toEqual({ from: '2025-03-19', to: '2026-03-18' });
    expect(market.shown[0]?.points.length).toBe(261);
  });

  it('switches series on in the legend order, and keeps the last one on', async () => {
    const { market } = await setup();
    market.toggleSeries('6063-FS');
    market.toggleSeries('A00-NH');
    expect(market.visible).toEqual(['A00-CJ', 'A00-NH', '6063-FS']);
    market.toggleSeries('A00-CJ');
    market.toggleSeries('A00-NH');
    market.toggleSeries('6063-FS');
    expect(market.visible).toEqual(['6063-FS']);
  });

  it('applies a custom range only when valid, with the message at its field', async () => {
    const { market } = await setup();
    market.chooseTab('custom');
    expect(market.draft).toEqual({ from: '2026-02-19', to: '2026-03-18' });
    market.setDraft('from', '2026-03-20');
    expect(market.applyCustom()).toBe(false);
    expect(market.customError).toEqual({ field: 'from', message: '开始日期不能晚于结束日期' });
    expect(market.span).toEqual({ from: '2026-02-19', to: '2026-03-18' });
    market.setDraft('from', '2025-01-02');
    expect(market.customError).toBeNull();
    market.setDraft('to', '2025-01-31');
    expect(market.applyCustom()).toBe(true);
    expect(market.shown[0]?.points.map(({ date }) => date).at(-1)).toBe('2025-01-31');
  });

  it('saves the table as CSV named after the range', async () => {
    const { env, market } = await setup();
    market.exportCsv();
    const [file] = env.savedFiles;
    expect(file?.fileName).toBe('铝价数据_2026-02-19_2026-03-18.csv');
    const text = await file?.blob.text();
    expect(text?.split('\r\n')[0]).toBe('日期,长江现货 A00 铝(元/吨),长江现货 A00 铝涨跌(元/吨)');
  });
});
