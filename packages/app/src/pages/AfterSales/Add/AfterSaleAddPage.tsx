import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { createAfterSaleApplyStore } from '@mall/domain';
import { Empty } from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { hrefTo } from '../../../routes/links.ts';
import { AfterSaleGate } from '../shared/AfterSaleGate.tsx';
import { ApplyForm } from '../shared/ApplyForm.tsx';

const Form = observer(function Form({ orderId }: { orderId: number }) {
  const store = useFeature(createAfterSaleApplyStore);
  useEffect(() => {
    void store.start({ orderId });
  }, [store, orderId]);
  return <ApplyForm store={store} />;
});

/**
 * 新建售后 (orderAfterSales/add?orderId=): the application form for a received order; without
 * an order, the way to choose one in 全部订单.
 */
export const AfterSaleAddPage = observer(function AfterSaleAddPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  return (
    <AfterSaleGate title="新建售后">
      {orderId > 0 ? (
        <Form orderId={orderId} />
      ) : (
        <Empty
          description="请从已收货的订单申请售后"
          action={<a href={hrefTo('orderAllOrder')}>去全部订单</a>}
        />
      )}
    </AfterSaleGate>
  );
});
