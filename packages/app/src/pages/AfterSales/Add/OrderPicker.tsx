import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { createAfterSaleOrdersStore, formatMoney } from '@mall/domain';
import type { AfterSaleOrdersStore } from '@mall/domain';
import { AFTER_SALE_ORDER_STAGES } from '@mall/domain/contract/afterSales';
import { ORDER_STAGE_LABELS } from '@mall/domain/contract/orders';
import type { OrderSummary } from '@mall/domain/contract/orders';
import {
  Empty,
  FilterBar,
  FilterField,
  Input,
  Select,
  Stack,
  Table,
  type TableColumn,
} from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { hrefTo } from '../../../routes/links.ts';
import { ListPager, listState } from '../../shared/pagedList.tsx';
import { ApplyAfterSaleLink } from '../shared/ApplyAfterSaleLink.tsx';
import { OrderAfterSaleLinks } from '../shared/OrderAfterSaleLinks.tsx';

/** The stage select and the order number search; 重置 shows the stage's every order. */
const Filter = observer(function Filter({ store }: { store: AfterSaleOrdersStore }) {
  const [orderNo, setOrderNo] = useState(store.list.filter.orderNo ?? '');
  return (
    <FilterBar
      label="查找订单"
      onSearch={() => void store.search(orderNo)}
      onReset={() => {
        setOrderNo('');
        void store.search('');
      }}
    >
      <FilterField>
        <Select
          label="订单状态"
          $labelWidth="64px"
          options={AFTER_SALE_ORDER_STAGES.map((stage) => ({
            value: stage,
            label: ORDER_STAGE_LABELS[stage],
          }))}
          value={store.list.filter.stage}
          onValueChange={(value) => void store.setStage(value)}
        />
      </FilterField>
      <FilterField>
        <Input
          label="订单编号"
          $labelWidth="64px"
          placeholder="输入订单编号"
          value={orderNo}
          onChange={(event) => setOrderNo(event.target.value)}
        />
      </FilterField>
    </FilterBar>
  );
});

const columns: TableColumn<OrderSummary>[] = [
  { key: 'orderNo', title: '订单编号', render: (order) => order.orderNo },
  { key: 'createdAt', title: '下单时间', render: (order) => order.createdAt },
  {
    key: 'goods',
    title: '商品',
    render: (order) => order.lines.map((line) => line.productName).join('、'),
  },
  {
    key: 'totalAmount',
    title: '订单金额',
    align: 'right',
    render: (order) => formatMoney(order.totalAmount),
  },
  { key: 'stage', title: '状态', render: (order) => ORDER_STAGE_LABELS[order.stage] },
  {
    key: 'afterSales',
    title: '已有售后',
    render: (order) => <OrderAfterSaleLinks order={order} />,
  },
  {
    key: 'actions',
    title: '操作',
    render: (order) => <ApplyAfterSaleLink orderId={order.orderId} of={order.orderNo} />,
  },
];

/**
 * 新建售后 without an order (申请售后 of the after-sale list): the orders an application may be
 * made for, by stage (received or further on) and order number, paged; 申请售后 of one opens
 * the form for it.
 */
export const OrderPicker = observer(function OrderPicker() {
  const store = useFeature(createAfterSaleOrdersStore);
  useEffect(() => {
    void store.list.load();
  }, [store]);
  return (
    <Stack $gap={3}>
      <p>请选择已收货或已完成的订单申请售后：</p>
      <Filter store={store} />
      <Table
        label="可申请售后的订单"
        columns={columns}
        rows={store.list.rows}
        rowKey={(order) => order.orderId}
        {...listState(store.list)}
        empty={
          <Empty
            description="该状态下暂无可申请售后的订单"
            action={<a href={hrefTo('orderAllOrder')}>去全部订单</a>}
          />
        }
      />
      <ListPager list={store.list} />
    </Stack>
  );
});
