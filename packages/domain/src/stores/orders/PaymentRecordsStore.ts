import { makeAutoObservable } from 'mobx';
import type { PaymentRecord, PaymentRecordQuery } from '../../contract/orders.ts';
import { createOrderCentreService } from '../../services/orderCentre.ts';
import type { OrderCentreService } from '../../services/orderCentre.ts';
import { PagedList } from '../kit/PagedList.ts';
import type { FeatureFactory } from '../RootStore.ts';

/** The payment records' filters: an order number and a kind. */
type PaymentRecordFilter = Omit<PaymentRecordQuery, 'pageNum' | 'pageSize'>;

/**
 * 支付记录 (the second tab of orderAllOrder): every payment record of the company (pay/list,
 * paged), by order number and kind (定金, 尾款, 差价款, 退款).
 */
class PaymentRecordsStore {
  readonly list: PagedList<PaymentRecord, PaymentRecordFilter>;

  constructor({ service }: { service: Pick<OrderCentreService, 'payRecords'> }) {
    this.list = new PagedList(service.payRecords, {});
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  reset(): void {
    this.list.reset();
  }
}

/** The payment records' store, for `RootStore.feature`. */
export const createPaymentRecordsStore: FeatureFactory<PaymentRecordsStore> = ({ http }) =>
  new PaymentRecordsStore({ service: createOrderCentreService(http) });
