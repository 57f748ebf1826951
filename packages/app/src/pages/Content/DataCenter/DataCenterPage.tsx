import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { formatCurrency, priceChange, type Resource } from '@mall/domain';
import { PRICE_HISTORY_PERIODS, priceHistoryDays, type PriceHistory } from '@mall/domain/contract';
import { Panel, PriceHistoryPanel, Tabs, type PriceFigure } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { CertifyHint } from '../../../shell/CertifyHint/CertifyHint.tsx';
import { viewStatus } from '../shared/DocumentView.tsx';
import { useContentStore } from '../shared/useContentStore.ts';

const FIGURE_LABELS = ['最新价', '区间涨跌', '区间最高', '区间最低', '区间均价'] as const;

/** The period's figures, priced for the viewer: uncertified viewers see '-'. */
function figuresOf(history: PriceHistory | null, certified: boolean): PriceFigure[] {
  if (!history || !certified) return FIGURE_LABELS.map((label) => ({ label, value: '-' }));
  const price = (value: string) => formatCurrency(value, { certified });
  const change = priceChange(history.change) ?? undefined;
  return [
    { label: '最新价', value: price(history.points.at(-1)?.price ?? '') },
    { label: '区间涨跌', value: change?.text ?? '', change },
    { label: '区间最高', value: price(history.high) },
    { label: '区间最低', value: price(history.low) },
    { label: '区间均价', value: price(history.average) },
  ];
}

const Periods = observer(function Periods({ history }: { history: Resource<PriceHistory> }) {
  const { session } = useStores();
  const certified = session.isCertified;
  const data = history.data;
  const label = PRICE_HISTORY_PERIODS.find((period) => period.days === data?.days)?.label;
  return (
    <PriceHistoryPanel
      status={viewStatus(history)}
      figures={figuresOf(data, certified)}
      trend={certified && data ? data.points.map((point) => Number(point.price)) : undefined}
      trendLabel={`${label ?? ''} A00 铝价走势`}
      rows={[...(data?.points ?? [])].reverse().map((point) => ({
        date: point.date,
        price: certified ? formatCurrency(point.price, { certified }) : '-',
        change: certified ? priceChange(point.change) : null,
      }))}
      note={certified ? undefined : <CertifyHint />}
      errorMessage={history.error}
      onRetry={() => void history.load()}
    />
  );
});

/**
 * /home/dataCenter: the A00 aluminium price history by period (a month to a year): the
 * period's figures, its trend and each trading day. Prices are masked for uncertified viewers.
 */
export const DataCenterPage = observer(function DataCenterPage() {
  const content = useContentStore();
  const { history, historyDays } = content;

  useEffect(() => {
    void history.load();
  }, [history]);

  return (
    <Panel title="数据中心 · A00 铝锭现货价格">
      <Tabs
        label="时间范围"
        items={PRICE_HISTORY_PERIODS.map(({ days, label }) => ({ value: String(days), label }))}
        value={String(historyDays)}
        onValueChange={(value) => {
          const days = priceHistoryDays.safeParse(Number(value));
          if (days.success) void content.setHistoryDays(days.data);
        }}
      >
        <Periods history={history} />
      </Tabs>
    </Panel>
  );
});
