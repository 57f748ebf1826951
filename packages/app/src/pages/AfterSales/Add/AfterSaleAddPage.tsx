import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { Empty } from '@mall/ui';
import { hrefTo } from '../../../routes/links.ts';
import { AfterSaleGate } from '../shared/AfterSaleGate.tsx';
import { ApplyScreen } from '../shared/ApplyForm.tsx';

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
        <ApplyScreen target={{ orderId }} />
      ) : (
        <Empty
          description="请从已收货的订单申请售后"
          action={<a href={hrefTo('orderAllOrder')}>去全部订单</a>}
        />
      )}
    </AfterSaleGate>
  );
});
