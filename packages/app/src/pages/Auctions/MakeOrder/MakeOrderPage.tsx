import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { createWonLotsStore, formatCurrency } from '@mall/domain';
import { Empty, InlineNote, Panel, Stack, Table } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { hrefTo } from '../../../routes/links.ts';
import { CertifyFirst } from '../shared/CertifyFirst.tsx';
import { wonLotColumns } from '../shared/wonLotColumns.ts';
import { OrderConfirmationForm } from '../../shared/OrderConfirmationForm.tsx';

/**
 * 确认订单 (activityMakeOrder): the won lots chosen on 已拍商品, each at its winning price, and
 * the auction deposits that count toward the order's deposit, then the B2B confirmation
 * (OrderConfirmationForm: 交货方式, 开票信息, 采购单号, 备注, every charge); 提交订单 asks
 * first, then makes one order to be submitted (sent once) and opens
 * the order centre's 待提交; a failure (or a lost answer) is said above it, the choice kept.
 * Without a choice (e.g. after a reload) it sends the buyer back.
 */
export const MakeOrderPage = observer(function MakeOrderPage() {
  const root = useStores();
  const store = root.feature(createWonLotsStore);
  const money = (value: string) => formatCurrency(value, { certified: true });

  const certified = root.session.isCertified;
  useEffect(() => {
    if (certified && store.won.status === 'idle') void store.won.load();
  }, [store, certified]);

  if (!certified) return <CertifyFirst title="确认订单" />;
  const lots = store.chosenLots;
  if (lots.length === 0) {
    return (
      <Panel title="确认订单">
        <Empty
          description="请先在已拍商品中选择要下单的拍品"
          action={<a href={hrefTo('activityPayDone')}>去已拍商品</a>}
        />
      </Panel>
    );
  }
  return (
    <Panel title="确认订单">
      <Stack $gap={3}>
        <Table label="下单拍品" rows={lots} rowKey={(lot) => lot.lotId} columns={wonLotColumns} />
        <p>
          共 {lots.length} 件拍品，货款 {money(store.total)}
        </p>
        <p>已冻结的竞拍保证金 {money(store.depositCredit)} 将计入本订单定金</p>
        {store.ordering.error && <InlineNote role="alert">{store.ordering.error}</InlineNote>}
        <OrderConfirmationForm
          goods={{ what: `${lots.length} 件拍品`, amount: store.total, tonnage: store.tonnage }}
          pending={store.ordering.pending}
          onSubmit={store.makeOrder}
        />
      </Stack>
    </Panel>
  );
});
