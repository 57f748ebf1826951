import { http } from 'msw';
import { finalFeeLines, orderPaths } from '../../../contract/orders.ts';
import type {
  FeeItem,
  FinalPayRequest,
  FinalSelection,
  OrderSummary,
  PaymentRecord,
  PaymentRecordQuery,
  PayType,
} from '../../../contract/orders.ts';
import { atLeastZero, Big, sum, yuan } from '../../../money.ts';
import { anyOrigin, ok, okJson, refuse } from '../../http.ts';
import { cancelHandler, pageSlice, stageListHandler } from '../lists/handlers.ts';
import type { OrderServer } from '../state.ts';
import { bankInfoFixture, collectionAccountsFixture, paymentRecordFixture } from './fixtures.ts';

/**
 * The payment calls: the balance and the mall's accounts, the deposit (待付款) and the final
 * payment (待补款), withdrawing a transfer, and the payment records.
 */

/** The payment calls answering their fixtures: the bank info and the collection accounts. */
export const defaultPaymentHandlers = [
  ok(orderPaths.bankInfo, bankInfoFixture),
  ok(orderPaths.collectionAccounts, collectionAccountsFixture),
];

/** GET the bank info with the server's balance as it stands at each call. */
export const bankInfoHandler = ({ record, balance }: OrderServer) =>
  http.get(
    anyOrigin(orderPaths.bankInfo),
    record(() => okJson({ ...bankInfoFixture, balance: yuan(balance()) })),
  );

/** POST `{ payIds }` to `path`: those pending payments are cancelled, their orders no longer paying. */
const cancelPaymentsHandler = ({ payments, record, update }: OrderServer, path: string) =>
  http.post(
    anyOrigin(path),
    record(({ body }) => {
      const { payIds } = body as { payIds: number[] };
      for (const payment of payments)
        if (payIds.includes(payment.payId) && payment.status === 'pending') {
          payment.status = 'cancelled';
          update(payment.orderId, (o) => ({ ...o, pendingAmount: '0.00' }));
        }
      return okJson(null);
    }),
  );

/** POST a payment record query: the server's records matching it, paged. */
export const paymentRecordsHandler = ({ payments, record }: OrderServer) =>
  http.post(
    anyOrigin(orderPaths.payRecords),
    record(({ body }) => {
      const query = body as PaymentRecordQuery;
      const matching = payments.filter(
        (payment) =>
          payment.orderNo.includes(query.orderNo ?? '') &&
          (query.kind === undefined || payment.kind === query.kind),
      );
      return okJson(pageSlice(matching, query.pageNum, query.pageSize));
    }),
  );

/**
 * Pays `amountOf` each of `orderIds` by `payType`: records the payments, from the balance
 * (paid at once) or by transfer (pending); null when the balance does not cover them.
 */
export function payOrders(
  { find, payments, balance, setBalance, nextId }: OrderServer,
  orderIds: readonly number[],
  amountOf: (order: OrderSummary) => string,
  payType: PayType,
  kind: PaymentRecord['kind'],
  voucherNo: string | null,
) {
  const paying = orderIds.map(find).filter((order) => order !== undefined);
  const total = sum(paying.map(amountOf));
  if (payType === 'balance' && balance().lt(total)) return null;
  if (payType === 'balance') setBalance(balance().minus(total));
  const records = paying.map((order) =>
    paymentRecordFixture({
      payId: 61000 + nextId(),
      orderId: order.orderId,
      orderNo: order.orderNo,
      kind,
      payType,
      amount: amountOf(order),
      status: payType === 'balance' ? 'paid' : 'pending',
      voucherNo,
      paidAt: payType === 'balance' ? '2026-03-18 15:00:00' : null,
    }),
  );
  payments.push(...records);
  return {
    payIds: records.map((r) => r.payId),
    status: payType === 'balance' ? ('paid' as const) : ('pending' as const),
    refund: '0.00',
  };
}

/** 待付款: the list, cancelling, an order's deposit records, paying and withdrawing a transfer. */
export const depositHandlers = (server: OrderServer, producing: readonly number[]) => {
  const { find, update, payments, record } = server;
  return [
    stageListHandler(server, orderPaths.firstList, 'firstPayment'),
    cancelHandler(server, orderPaths.cancelFirst, 'firstPayment', producing),
    http.get(
      anyOrigin(`${orderPaths.firstPayRecords}/:orderId`),
      record((_, { orderId }) =>
        okJson(payments.filter((p) => p.orderId === Number(orderId) && p.kind === 'first')),
      ),
    ),
    http.post(
      anyOrigin(orderPaths.confirmPayment),
      record(({ body }) => {
        const request = body as { orderIds: number[]; payType: PayType; voucherNo?: string };
        if (request.orderIds.some((id) => find(id)?.stage !== 'firstPayment'))
          return refuse(4100, '订单状态已变更，请刷新后重试');
        const result = payOrders(
          server,
          request.orderIds,
          (order) => order.dueAmount,
          request.payType,
          'first',
          request.voucherNo ?? null,
        );
        if (!result) return refuse(400, '余额不足');
        for (const id of request.orderIds)
          update(id, (o) =>
            request.payType === 'balance'
              ? { ...o, stage: 'stocking', paidAmount: o.dueAmount, dueAmount: '0.00' }
              : { ...o, pendingAmount: o.dueAmount },
          );
        return okJson(result);
      }),
    ),
    cancelPaymentsHandler(server, orderPaths.cancelPayment),
  ];
};

/**
 * 待补款: the list, the lines to settle, what they come to and its fee lines, paying (a
 * supplement, or a refund to the balance) and withdrawing a transfer.
 */
export const finalPaymentHandlers = (server: OrderServer) => {
  const { find, update, payments, balance, setBalance, nextId, record, guarded } = server;

  /** The selected payable lines of `ids` with the share of what their order paid. */
  const settlementOf = ({ ids, detailIds }: FinalSelection) => {
    const picked = ids
      .map(find)
      .filter((order) => order !== undefined)
      .flatMap((order) =>
        order.lines
          .filter((line) => line.weighedWeight !== null && !line.finalPaid)
          .filter((line) => detailIds.length === 0 || detailIds.includes(line.detailId))
          .map((line) => {
            const share = new Big(line.amount).div(order.totalAmount);
            return {
              order,
              line,
              deposit: new Big(order.depositAmount).times(share),
              paid: new Big(order.paidAmount).times(share),
            };
          }),
      );
    const weighed = sum(picked.map(({ line }) => line.weighedAmount));
    const paid = sum(picked.map(({ paid: p }) => p));
    const deposit = sum(picked.map(({ deposit: d }) => d));
    const difference = weighed.minus(paid);
    return { picked, weighed, paid, deposit, difference };
  };

  const payInfo = (selection: FinalSelection) => {
    const { picked, weighed, paid, difference } = settlementOf(selection);
    return {
      orders: selection.ids.map(find).filter((order) => order !== undefined),
      detailIds: picked.map(({ line }) => line.detailId),
      weighedAmount: yuan(weighed),
      paidAmount: yuan(paid),
      supplement: yuan(atLeastZero(difference)),
      refund: yuan(atLeastZero(difference.times(-1))),
      balance: yuan(balance()),
    };
  };

  const fees = (selection: FinalSelection): FeeItem[] => {
    const { weighed, paid, deposit } = settlementOf(selection);
    return finalFeeLines({
      weighedAmount: weighed.toString(),
      depositPaid: deposit.toString(),
      diffPaid: paid.minus(deposit).toString(),
    });
  };

  return [
    stageListHandler(server, orderPaths.finalList, 'final'),
    http.get(
      anyOrigin(orderPaths.finalLines),
      record(({ url }) => {
        const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
        return okJson(
          ids
            .map(find)
            .filter((order) => order !== undefined)
            .flatMap((order) =>
              order.lines.map((line) => ({
                ...line,
                orderId: order.orderId,
                orderNo: order.orderNo,
              })),
            ),
        );
      }),
    ),
    http.post(
      anyOrigin(orderPaths.finalPayInfo),
      record(({ body }) => okJson(payInfo(body as FinalSelection))),
    ),
    http.post(
      anyOrigin(orderPaths.feeDetail),
      record(({ body }) => okJson(fees(body as FinalSelection))),
    ),
    http.post(
      anyOrigin(orderPaths.finalPay),
      guarded('finalPay', ({ body }) => {
        const request = body as FinalPayRequest;
        if (request.ids.some((id) => find(id)?.stage !== 'final'))
          return refuse(4100, '订单状态已变更，请刷新后重试');
        const { picked, difference } = settlementOf(request);
        if (picked.length === 0) return refuse(400, '请选择结算的商品');
        const supplement = atLeastZero(difference);
        const refund = atLeastZero(difference.times(-1));
        if (request.payType === 'balance' && balance().lt(supplement))
          return refuse(400, '余额不足');
        const paying = request.payType === 'transfer' && supplement.gt(0);
        const records = [...new Set(picked.map(({ order }) => order))].map((order) =>
          paymentRecordFixture({
            payId: 62500 + nextId(),
            orderId: order.orderId,
            orderNo: order.orderNo,
            kind: refund.gt(0) ? 'refund' : 'final',
            payType: request.payType,
            amount: yuan(refund.gt(0) ? refund : supplement),
            status: paying ? 'pending' : 'paid',
            voucherNo: request.payType === 'transfer' ? request.voucherNo : null,
            paidAt: paying ? null : '2026-03-20 16:00:00',
          }),
        );
        payments.push(...records);
        if (paying) {
          for (const { order } of picked)
            update(order.orderId, (o) => ({ ...o, pendingAmount: yuan(supplement) }));
        } else {
          setBalance(balance().minus(supplement).plus(refund));
          const settled = new Set(picked.map(({ line }) => line.detailId));
          for (const order of new Set(picked.map((p) => p.order)))
            update(order.orderId, (o) => {
              const lines = o.lines.map((line) =>
                settled.has(line.detailId) ? { ...line, finalPaid: true } : line,
              );
              const done = lines.every((line) => line.finalPaid);
              return {
                ...o,
                lines,
                stage: done ? 'saleDelivery' : o.stage,
                paidAmount: done ? (o.weighedAmount ?? o.paidAmount) : o.paidAmount,
                dueAmount: done ? '0.00' : o.dueAmount,
              };
            });
        }
        return okJson({
          payIds: records.map((r) => r.payId),
          status: paying ? 'pending' : 'paid',
          refund: yuan(refund),
        });
      }),
    ),
    cancelPaymentsHandler(server, orderPaths.finalCancelPay),
  ];
};
