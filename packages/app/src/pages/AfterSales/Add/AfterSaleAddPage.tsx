import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { AfterSaleGate } from '../shared/AfterSaleGate.tsx';
import { ApplyScreen } from '../shared/ApplyForm.tsx';
import { OrderPicker } from './OrderPicker.tsx';

/**
 * 新建售后 (orderAfterSales/add?orderId=): the application form for a received order; without
 * an order (申请售后 of the after-sale list), the orders to choose it from.
 */
export const AfterSaleAddPage = observer(function AfterSaleAddPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  return (
    <AfterSaleGate title="新建售后">
      {orderId > 0 ? <ApplyScreen target={{ orderId }} /> : <OrderPicker />}
    </AfterSaleGate>
  );
});
