import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { buyerMovesOf, createAfterSalesStore, formatMoney } from '@mall/domain';
import type { AfterSalesStore } from '@mall/domain';
import {
  AFTER_SALE_KIND_LABELS,
  AFTER_SALE_TAB_KEYS,
  AFTER_SALE_TAB_LABELS,
} from '@mall/domain/contract/afterSales';
import type { AfterSale } from '@mall/domain/contract/afterSales';
import {
  Button,
  ConfirmDialog,
  Empty,
  FilterBar,
  FilterField,
  Input,
  RowActions,
  Stack,
  Table,
  Tabs,
  type TableColumn,
} from '@mall/ui';
import { useFeature, useStores } from '../../../stores/StoresContext.tsx';
import { hrefTo } from '../../../routes/links.ts';
import { ListPager, listEmpty, listState } from '../../shared/pagedList.tsx';
import { AfterSaleGate } from '../shared/AfterSaleGate.tsx';
import { StateTag } from '../../shared/StateTag.tsx';

/**
 * 查询 by part of an order number or an application number; 重置 shows all. The field starts
 * again from the list's keyword whenever that changes from outside (清空筛选).
 */
const SearchBar = observer(function SearchBar({ store }: { store: AfterSalesStore }) {
  const [keyword, setKeyword] = useState(store.list.filter.keyword ?? '');
  return (
    <FilterBar
      label="搜索售后申请"
      onSearch={() => void store.search(keyword)}
      onReset={() => {
        setKeyword('');
        void store.search('');
      }}
      extra={<a href={hrefTo('orderAfterSalesAdd')}>申请售后</a>}
    >
      <FilterField $wide>
        <Input
          label="订单号/售后单号"
          $labelWidth="112px"
          placeholder="输入订单号或售后单号"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </FilterField>
    </FilterBar>
  );
});

const List = observer(function List() {
  const store = useFeature(createAfterSalesStore);
  const { session } = useStores();
  useEffect(() => {
    void store.load();
  }, [store]);
  const marks = store.marks.data;
  const columns: TableColumn<AfterSale>[] = [
    {
      key: 'afterSaleNo',
      title: '售后单号',
      width: 150,
      nowrap: true,
      render: (sale) => sale.afterSaleNo,
    },
    { key: 'orderNo', title: '订单编号', width: 150, nowrap: true, render: (sale) => sale.orderNo },
    { key: 'kind', title: '售后类型', render: (sale) => AFTER_SALE_KIND_LABELS[sale.kind] },
    {
      key: 'goods',
      title: '商品',
      render: (sale) => sale.lines.map((line) => line.productName).join('、'),
    },
    {
      key: 'amount',
      title: '申请金额',
      align: 'right',
      render: (sale) => formatMoney(sale.amount),
    },
    {
      key: 'status',
      title: '状态',
      nowrap: true,
      render: (sale) => <StateTag subject="afterSale" state={sale.status} />,
    },
    {
      key: 'createdAt',
      title: '申请时间',
      width: 160,
      nowrap: true,
      render: (sale) => sale.createdAt,
    },
    {
      key: 'actions',
      title: '操作',
      nowrap: true,
      render: (sale) => (
        <RowActions label={`售后单 ${sale.afterSaleNo}`}>
          <Button
            variant="text"
            size="sm"
            aria-label={`查看详情 ${sale.afterSaleNo}`}
            onClick={() => store.openDetail(sale)}
          >
            查看详情
          </Button>
          {buyerMovesOf(sale.status, session.isAdmin).includes('cancel') && (
            <ConfirmDialog
              title="取消申请"
              content={`确定取消售后申请 ${sale.afterSaleNo} 吗？取消后不能恢复。`}
              confirmText="取消申请"
              danger
              cancelText="取消"
              trigger={
                <Button variant="text" size="sm" aria-label={`取消申请 ${sale.afterSaleNo}`}>
                  取消申请
                </Button>
              }
              onConfirm={() => store.cancel(sale.afterSaleId)}
            />
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <Tabs
      label="售后状态"
      items={AFTER_SALE_TAB_KEYS.map((tab) => ({
        value: tab,
        label: AFTER_SALE_TAB_LABELS[tab],
        ...(marks && tab !== 'all' && tab !== 'finished' && { count: marks[tab] }),
      }))}
      value={store.tab}
      onValueChange={(value) => {
        const tab = AFTER_SALE_TAB_KEYS.find((one) => one === value);
        if (tab) void store.setTab(tab);
      }}
    >
      <Stack $gap={3}>
        <SearchBar key={store.list.filter.keyword ?? ''} store={store} />
        <Table
          label="售后申请"
          columns={columns}
          rows={store.list.rows}
          rowKey={(sale) => sale.afterSaleId}
          {...listState(store.list)}
          empty={listEmpty({
            filter: { keyword: store.list.filter.keyword },
            what: '售后申请',
            empty: (
              <Empty
                description="暂无售后申请"
                action={<a href={hrefTo('orderAllOrder')}>去全部订单申请售后</a>}
              />
            ),
            onClear: () => void store.search(''),
          })}
        />
        <ListPager list={store.list} />
      </Stack>
    </Tabs>
  );
});

/**
 * 售后申请 (orderAfterSales): the company's applications by status tab with their counts
 * (getMark), searched by order or application number, paged (10 a page by default), each with
 * 查看详情 and, for administrators where allowed, 取消申请 (confirmed). 申请售后 opens 新建售后
 * without an order, to pick one.
 */
export const AfterSalesPage = observer(function AfterSalesPage() {
  return (
    <AfterSaleGate title="售后申请">
      <List />
    </AfterSaleGate>
  );
});
