import type { OrderSummary, SaleContract } from '../../../contract/orders.ts';

/** Contract fixtures: the sale contract made for each submitted order. */

/** The sale contract of an order (made on submit). */
function saleContractOf(order: OrderSummary, index: number): SaleContract {
  return {
    contractId: 70001 + index,
    contractNo: order.contractNo ?? `HT${String(order.orderId).padStart(12, '0')}`,
    orderId: order.orderId,
    orderNo: order.orderNo,
    amount: order.totalAmount,
    createdAt: order.createdAt,
    status: 'generated',
    customerFileName: null,
    signed: false,
  };
}

/**
 * The sale contracts of the submitted orders: the first one signed and uploaded by the buyer,
 * the third signed with the company's electronic seal.
 */
export const initialContractsOf = (orders: readonly OrderSummary[]): SaleContract[] =>
  orders
    .filter((order) => order.contractNo !== null)
    .map((order, i) => {
      const contract = saleContractOf(order, i);
      if (i === 0)
        return { ...contract, status: 'customerUploaded', customerFileName: '盖章合同.pdf' };
      return i === 2 ? { ...contract, signed: true } : contract;
    });
