import { formatMoney } from '@mall/domain';
import type { SettlementRefund } from '@mall/domain/contract/orders';
import { StateTag } from '../../shared/StateTag.tsx';

/**
 * An order's settlement refund as its row and detail say it: 已退款, the amount and when it went
 * back to the balance (the time of its timeline step and of its capital record in 资金管理).
 */
export function SettlementRefundNote({
  refund,
}: {
  /** The order's refund. */ refund: SettlementRefund;
}) {
  return (
    <span>
      <StateTag subject="settlementRefund" state={refund.status} /> 多付{' '}
      {formatMoney(refund.amount)} 已于 {refund.refundedAt} 退回账户余额
    </span>
  );
}
