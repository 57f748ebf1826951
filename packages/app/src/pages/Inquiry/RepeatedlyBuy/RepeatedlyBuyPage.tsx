import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { RepeatBuyProduct } from '@mall/domain/contract/inquiry';
import { specText } from '@mall/domain/contract/inquiry';
import { createRepeatBuyStore, formatCurrency, repeatBuyTonnes } from '@mall/domain';
import type { TableColumn } from '@mall/ui';
import { Button, Currency, Empty, InlineNote, Panel, Table } from '@mall/ui';
import { hrefTo } from '../../../routes/links.ts';
import { CertifyHint } from '../../../shell/CertifyHint/CertifyHint.tsx';
import { useFeature, useStores } from '../../../stores/StoresContext.tsx';

/**
 * 再次购买 (modelDemand/repeatedlyBuy): the products the company buys often, from its orders,
 * each with 再次询价 (the inquiry form with it as a line) and 加入购物车 (its last order's
 * tonnes, at most the stock). An uncertified buyer sees the prices as '-' with the
 * certification prompt, and either action offers the certification.
 */
export const RepeatedlyBuyPage = observer(function RepeatedlyBuyPage() {
  const { session } = useStores();
  const store = useFeature(createRepeatBuyStore);
  const { products } = store;
  const certified = session.isCertified;

  useEffect(() => {
    void store.load();
  }, [store]);

  const columns: readonly TableColumn<RepeatBuyProduct>[] = [
    {
      key: 'name',
      title: '商品',
      render: (product) => (
        <>
          <div>{product.name}</div>
          <small>{product.inventoryCode}</small>
        </>
      ),
    },
    { key: 'spec', title: '规格', render: (product) => specText(product) },
    { key: 'orderCount', title: '购买次数', align: 'right' },
    {
      key: 'lastTonnes',
      title: '上次购买(吨)',
      align: 'right',
      render: (product) => `${product.lastTonnes}（${product.lastOrderedAt.slice(0, 10)}）`,
    },
    {
      key: 'unitPrice',
      title: '当前单价(元/吨)',
      align: 'right',
      render: (product) => <Currency>{formatCurrency(product.unitPrice, { certified })}</Currency>,
    },
    {
      key: 'actions',
      title: '操作',
      render: (product) => {
        const label = `${product.name} ${specText(product)}`;
        const tonnes = repeatBuyTonnes(product);
        return (
          <>
            <Button
              variant="text"
              aria-label={`再次询价 ${label}`}
              onClick={() => store.inquire(product)}
            >
              再次询价
            </Button>
            {tonnes === null ? (
              <span>已售罄</span>
            ) : (
              <Button
                variant="text"
                aria-label={`加入购物车 ${label}`}
                loading={store.adding === product.batchId}
                onClick={() => void store.addToCart(product)}
              >
                加入购物车
              </Button>
            )}
          </>
        );
      },
    },
  ];

  return (
    <Panel title="再次购买">
      {!certified && (
        <InlineNote>
          <CertifyHint />
        </InlineNote>
      )}
      <Table
        label="常购商品"
        columns={columns}
        rows={products.data ?? []}
        rowKey={(product) => product.batchId}
        loading={products.status === 'idle' || products.status === 'loading'}
        error={products.status === 'error' ? products.error : undefined}
        onRetry={() => void store.load()}
        empty={
          <Empty
            description="暂无购买记录，下单后常购的商品会显示在这里"
            action={<a href={hrefTo('search')}>去逛逛现货商城</a>}
          />
        }
      />
    </Panel>
  );
});
