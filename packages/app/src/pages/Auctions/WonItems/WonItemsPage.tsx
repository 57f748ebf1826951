import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { createWonLotsStore } from '@mall/domain';
import { Button, Checkbox, Empty, Panel, Stack, Table } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { hrefTo } from '../../../routes/links.ts';
import { CertifyFirst } from '../shared/CertifyFirst.tsx';
import { wonLotColumns } from '../shared/wonLotColumns.ts';

/**
 * 已拍商品 (activityPayDone): the lots the company won, each at its winning price, with its
 * order once made; the lots not yet ordered are chosen and taken to 确认订单 by 去下单.
 */
export const WonItemsPage = observer(function WonItemsPage() {
  const root = useStores();
  const store = root.feature(createWonLotsStore);

  const certified = root.session.isCertified;
  useEffect(() => {
    if (certified) void store.won.load();
  }, [store, certified]);

  const toggle = (lotId: number, on: boolean) => {
    const next = new Set(store.chosen);
    if (on) next.add(lotId);
    else next.delete(lotId);
    store.choose(next);
  };

  if (!certified) return <CertifyFirst title="已拍商品" />;
  return (
    <Panel
      title="已拍商品"
      extra={
        <Button
          variant="primary"
          disabled={store.chosenLots.length === 0}
          onClick={store.toConfirm}
        >
          去下单
        </Button>
      }
    >
      <Stack $gap={3}>
        <Table
          label="已拍商品"
          rows={store.won.data ?? []}
          rowKey={(lot) => lot.lotId}
          loading={store.won.status === 'loading' || store.won.status === 'idle'}
          {...(store.won.status === 'error' && { error: store.won.error })}
          onRetry={() => void store.won.load()}
          empty={
            <Empty
              description="暂无已拍商品"
              action={<a href={hrefTo('main')}>去首页看看竞拍专场</a>}
            />
          }
          columns={[
            {
              key: 'choose',
              title: '选择',
              width: 60,
              render: (lot) =>
                lot.orderNo === null ? (
                  <Checkbox
                    aria-label={`选择 ${lot.lotNo}`}
                    checked={store.chosen.has(lot.lotId)}
                    onCheckedChange={(checked) => toggle(lot.lotId, checked === true)}
                  />
                ) : null,
            },
            ...wonLotColumns,
            { key: 'wonTime', title: '成交时间' },
            {
              key: 'orderNo',
              title: '订单',
              render: (lot) => lot.orderNo ?? '待下单',
            },
          ]}
        />
      </Stack>
    </Panel>
  );
});
