import type { OrderSummary, SaleContract } from '../../../contract/orders.ts';

/** Contract fixtures: the sale contract made for each submitted order. */

/** An order's terms: 配送 to the buyer's factory, with its 采购单号. */
const DELIVERED = {
  poNo: 'PO-2026-0042',
  deliveryWay: 'delivery',
  deliveryAddress: '广东省 佛山市 南海区 狮山镇松岗工业大道 12 号（陈志强 13800000001）',
} as const satisfies Partial<SaleContract>;

/** The sale contract of an order (made on submit). */
function saleContractOf(order: OrderSummary, index: number): SaleContract {
  return {
    contractId: 70001 + index,
    contractNo: order.contractNo ?? `HT${String(order.orderId).padStart(12, '0')}`,
    orderId: order.orderId,
    orderNo: order.orderNo,
    poNo: order.poNo,
    deliveryWay: order.deliveryWay,
    deliveryAddress: order.deliveryAddress,
    amount: order.totalAmount,
    createdAt: order.createdAt,
    status: 'generated',
    customerFileName: null,
    signed: false,
  };
}

/**
 * The sale contracts of the submitted orders: the first one signed and uploaded by the buyer,
 * the second of an order delivered (配送) with the buyer's 采购单号, the third signed with the
 * company's electronic seal.
 */
export const initialContractsOf = (orders: readonly OrderSummary[]): SaleContract[] =>
  orders
    .filter((order) => order.contractNo !== null)
    .map((order, i) => {
      const contract = saleContractOf(order, i);
      if (i === 0)
        return { ...contract, status: 'customerUploaded', customerFileName: '盖章合同.pdf' };
      if (i === 1) return { ...contract, ...DELIVERED };
      return i === 2 ? { ...contract, signed: true } : contract;
    });
