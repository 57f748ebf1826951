import { formatCurrency } from '@mall/domain';
import type { WonLot } from '@mall/domain/contract/auctions';
import type { TableColumn } from '@mall/ui';

const money = (value: string) => formatCurrency(value, { certified: true });

/** A won lot's goods, winning price and amount, as 已拍商品 and 确认订单 both show them. */
export const wonLotColumns: readonly TableColumn<WonLot>[] = [
  { key: 'lotNo', title: '拍品编号' },
  { key: 'productName', title: '品名' },
  { key: 'weight', title: '重量(吨)', align: 'right' },
  { key: 'price', title: '成交价(元/吨)', align: 'right', render: (lot) => money(lot.price) },
  { key: 'amount', title: '成交金额', align: 'right', render: (lot) => money(lot.amount) },
];
