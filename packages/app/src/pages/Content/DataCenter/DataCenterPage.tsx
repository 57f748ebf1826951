import { useEffect, useMemo, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import {
  MARKET_RANGES,
  createMarketStore,
  formatCurrency,
  priceChange,
  type MarketRangeKey,
  type MarketStore,
  type ShownSeries,
} from '@mall/domain';
import {
  Button,
  DateRangePicker,
  Panel,
  PriceChart,
  PriceHistoryPanel,
  Tabs,
  type ChartSeries,
  type FigureGroup,
  type PriceHistoryRow,
} from '@mall/ui';
import { useFeature, useStores } from '../../../stores/StoresContext.tsx';
import { CertifyHint } from '../../../shell/CertifyHint/CertifyHint.tsx';
import { viewStatus } from '../shared/DocumentView.tsx';

const FIGURE_LABELS = ['最新价', '区间涨跌', '区间最高', '区间最低', '区间均价'] as const;
const TABS = [
  ...MARKET_RANGES.map(({ key, label }) => ({ value: key, label })),
  { value: 'custom', label: '自定义' },
];
const isTab = (value: string): value is MarketRangeKey | 'custom' =>
  TABS.some((tab) => tab.value === value);

/** A series' figures over the range, priced for the viewer: uncertified viewers see '-'. */
function figuresOf({ name, summary }: ShownSeries, certified: boolean): FigureGroup {
  if (!summary || !certified)
    return { title: name, figures: FIGURE_LABELS.map((label) => ({ label, value: '-' })) };
  const price = (value: string) => formatCurrency(value, { certified });
  const change = priceChange(summary.change) ?? undefined;
  return {
    title: name,
    figures: [
      { label: '最新价', value: price(summary.latest.price) },
      { label: '区间涨跌', value: change?.text ?? '', change },
      { label: '区间最高', value: price(summary.high.price) },
      { label: '区间最低', value: price(summary.low.price) },
      { label: '区间均价', value: price(summary.average) },
    ],
  };
}

/** The trading days of the shown series, oldest first. */
const daysOf = (shown: readonly ShownSeries[]): string[] =>
  [...new Set(shown.flatMap(({ points }) => points.map(({ date }) => date)))].sort();

/** Each shown series on `days`: the chart's values and what its tooltip reads. */
function chartSeriesOf(shown: readonly ShownSeries[], days: readonly string[]): ChartSeries[] {
  return shown.map(({ code, name, kind, points }) => {
    const byDay = new Map(points.map((point) => [point.date, point]));
    const on = days.map((day) => byDay.get(day));
    return {
      code,
      name,
      axis: kind,
      values: on.map((point) => (point ? Number(point.price) : null)),
      prices: on.map((point) => (point ? formatCurrency(point.price, { certified: true }) : '-')),
      changes: on.map((point) => (point ? (priceChange(point.change)?.text ?? '') : '-')),
    };
  });
}

/** The table's rows, newest first: each shown series' price and change that day. */
function rowsOf(
  shown: readonly ShownSeries[],
  days: readonly string[],
  certified: boolean,
): PriceHistoryRow[] {
  const byDay = shown.map(({ points }) => new Map(points.map((point) => [point.date, point])));
  return [...days].reverse().map((date) => ({
    date,
    cells: byDay.map((points) => {
      const point = points.get(date);
      if (!point) return { price: '', change: null };
      if (!certified) return { price: '-', change: null };
      return {
        price: formatCurrency(point.price, { certified }),
        change: priceChange(point.change),
      };
    }),
  }));
}

const Fields = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const Source = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** 自定义: the range's first and last day, shown on 查询 when valid. */
const CustomRange = observer(function CustomRange({ market }: { market: MarketStore }) {
  const { draft, customError, available } = market;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    market.applyCustom();
  };
  return (
    <Fields aria-label="自定义时间范围" onSubmit={handleSubmit} noValidate>
      <DateRangePicker
        label="日期范围"
        $labelWidth="72px"
        min={available?.from}
        max={available?.to}
        value={{ from: draft.from, to: draft.to }}
        error={customError?.message}
        onChange={({ from, to }) => {
          market.setDraft('from', from);
          market.setDraft('to', to);
        }}
      />
      <Button type="submit" variant="primary">
        查询
      </Button>
    </Fields>
  );
});

const MarketView = observer(function MarketView({ market }: { market: MarketStore }) {
  const { session } = useStores();
  const certified = session.isCertified;
  const { shown, span, prices } = market;
  const days = useMemo(() => daysOf(shown), [shown]);
  const chartSeries = useMemo(() => chartSeriesOf(shown, days), [shown, days]);
  const legend = (prices.data?.series ?? []).map(({ code, name }) => ({
    code,
    name,
    on: market.visible.includes(code),
  }));
  const rangeLabel =
    market.range.key === 'custom'
      ? `${span?.from ?? ''} 至 ${span?.to ?? ''}`
      : (MARKET_RANGES.find(({ key }) => key === market.range.key)?.label ?? '');
  return (
    <>
      {prices.data && (
        <Source>
          数据截至 {prices.data.latestDate}（元/吨，交易日收盘价）· 当前范围 {span?.from} 至{' '}
          {span?.to}
        </Source>
      )}
      <PriceHistoryPanel
        status={viewStatus(prices)}
        figures={shown.map((series) => figuresOf(series, certified))}
        chart={
          certified ? (
            <PriceChart
              dates={days}
              series={chartSeries}
              legend={legend}
              onToggle={market.toggleSeries}
              label={`${rangeLabel} 铝价走势`}
            />
          ) : undefined
        }
        seriesNames={shown.map(({ name }) => name)}
        rows={rowsOf(shown, days, certified)}
        actions={
          certified ? (
            <Button type="button" onClick={market.exportCsv}>
              导出 CSV
            </Button>
          ) : undefined
        }
        note={certified ? undefined : <CertifyHint />}
        errorMessage={prices.error}
        onRetry={() => void prices.load()}
      />
    </>
  );
});

/**
 * /home/dataCenter: the reference prices (A00 at 长江 and 南海, the 6063 rod premium) over a
 * range (a month to a year, or custom): each series' figures, the chart and each trading day,
 * exportable as CSV. Prices are masked for uncertified viewers.
 */
export const DataCenterPage = observer(function DataCenterPage() {
  const market = useFeature(createMarketStore);

  useEffect(() => {
    if (market.prices.status === 'idle') void market.prices.load();
  }, [market]);

  return (
    <Panel title="数据中心 · 铝锭现货价格与加工费">
      <Tabs
        label="时间范围"
        items={TABS}
        value={market.tab}
        onValueChange={(value) => {
          if (isTab(value)) market.chooseTab(value);
        }}
      >
        {market.tab === 'custom' && <CustomRange market={market} />}
        <MarketView market={market} />
      </Tabs>
    </Panel>
  );
});
