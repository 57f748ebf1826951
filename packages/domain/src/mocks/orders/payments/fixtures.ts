import type {
  BankInfo,
  CollectionAccount,
  OrderLine,
  OrderSummary,
  PaymentRecord,
} from '../../../contract/orders.ts';
import { atLeastZero, Big, lineAmount, sum, tonnes, yuan } from '../../../money.ts';

/**
 * Payment fixtures: the company's bank account and balance, the mall's accounts, payment
 * records, and orders weighed for their final payment.
 */

/** bank/info: the company's account on file and a balance of ¥50,000.00. */
export const bankInfoFixture: BankInfo = {
  balance: '50000.00',
  bankName: '中国工商银行佛山南海支行',
  accountName: '佛山市南海区鑫铝金属材料有限公司',
  accountNo: '2013 0045 1920 0123 456',
};

/** The mall's collection accounts. */
export const collectionAccountsFixture: CollectionAccount[] = [
  {
    id: 1,
    companyName: '铝商城供应链（广东）有限公司',
    bankName: '招商银行广州天河支行',
    accountNo: '1209 1234 5610 801',
  },
  {
    id: 2,
    companyName: '铝商城供应链（广东）有限公司',
    bankName: '中国建设银行广州珠江新城支行',
    accountNo: '4405 0158 0408 0000 1234',
  },
];

/** A deposit payment record of an order: a pending transfer by default. */
export function paymentRecordFixture(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    payId: 60001,
    orderId: 22001,
    orderNo: 'DD20260318022001',
    kind: 'first',
    payType: 'transfer',
    amount: '23450.00',
    status: 'pending',
    voucherNo: 'ICBC20260318001',
    createdAt: '2026-03-18 14:20:00',
    paidAt: null,
    ...overrides,
  };
}

/**
 * The transfers awaiting confirmation of the orders of the stage `kind` pays (deposit or final
 * payment), numbered from `firstPayId` + order id.
 */
export const pendingTransfersOf = (
  orders: readonly OrderSummary[],
  kind: 'first' | 'final',
  firstPayId: number,
): PaymentRecord[] =>
  orders
    .filter(
      (order) =>
        order.stage === (kind === 'first' ? 'firstPayment' : 'final') &&
        new Big(order.pendingAmount).gt(0),
    )
    .map((order) =>
      paymentRecordFixture({
        payId: firstPayId + order.orderId,
        orderId: order.orderId,
        orderNo: order.orderNo,
        kind,
        amount: order.pendingAmount,
      }),
    );

/** The line weighed at `factor` of its ordered tonnes. */
const weigh = (line: OrderLine, factor: string): OrderLine => {
  const weighedWeight = tonnes(new Big(line.weight).times(factor));
  return { ...line, weighedWeight, weighedAmount: lineAmount(weighedWeight, line.unitPrice) };
};

/** The order with its lines weighed at `factor`, having paid `paid` so far. */
export const weighOrder = (order: OrderSummary, factor: string, paid: string): OrderSummary => {
  const lines = order.lines.map((line) => weigh(line, factor));
  const weighedAmount = yuan(sum(lines.map((line) => line.weighedAmount)));
  return {
    ...order,
    lines,
    weighedAmount,
    paidAmount: paid,
    dueAmount: yuan(atLeastZero(new Big(weighedAmount).minus(paid))),
  };
};

/** Payment records of the orders: deposits, final payments, a difference, a refund, a transfer. */
export function initialPaymentsF3(orders: readonly OrderSummary[]): PaymentRecord[] {
  const paid = orders.filter((order) => !['toBeSubmitted', 'cancelled'].includes(order.stage));
  return paid.flatMap((order, i): PaymentRecord[] => {
    const base = { orderId: order.orderId, orderNo: order.orderNo };
    const day = order.createdAt.slice(0, 10);
    if (order.stage === 'firstPayment') {
      return [
        paymentRecordFixture({
          ...base,
          payId: 61000 + i,
          amount: order.depositAmount,
          createdAt: `${day} 14:20:00`,
          voucherNo: `ICBC${day.replaceAll('-', '')}${String(i).padStart(3, '0')}`,
        }),
      ];
    }
    const deposit = paymentRecordFixture({
      ...base,
      payId: 61000 + i,
      payType: 'balance',
      amount: order.depositAmount,
      status: 'paid',
      voucherNo: null,
      createdAt: `${day} 14:20:00`,
      paidAt: `${day} 14:20:00`,
    });
    if (['stocking', 'final'].includes(order.stage)) return [deposit];
    const final = paymentRecordFixture({
      ...base,
      payId: 62000 + i,
      kind: 'final',
      payType: 'transfer',
      amount: yuan(new Big(order.totalAmount).minus(order.depositAmount)),
      status: 'paid',
      voucherNo: `CMB${day.replaceAll('-', '')}${String(i).padStart(4, '0')}`,
      createdAt: `${day} 16:00:00`,
      paidAt: `${day} 17:05:00`,
    });
    const extra: PaymentRecord[] =
      order.stage === 'completed'
        ? [
            paymentRecordFixture({
              ...base,
              payId: 63000 + i,
              kind: i % 2 === 0 ? 'refund' : 'diff',
              payType: 'balance',
              amount: i % 2 === 0 ? '1256.40' : '4690.00',
              status: 'paid',
              voucherNo: null,
              createdAt: `${day} 18:00:00`,
              paidAt: `${day} 18:00:00`,
            }),
          ]
        : [];
    return [deposit, final, ...extra];
  });
}
