import { formatMoney } from '@mall/domain';
import type { OrderSummary } from '@mall/domain/contract/orders';
import { StateTag } from '../../shared/StateTag.tsx';

/**
 * An order's 磅差 as every screen says it: its status, that the weighing is beyond the ±5 %
 * tolerance, the amount difference with its sign, and a dispute's reason. While the order is in
 * stocking it stands above the buyer's answer (WeighingDiffNotice); once confirmed or upheld it
 * stays on the order's rows and detail, so the final payment says which weighing it settled on.
 */
export function WeighingDiffNote({
  diff,
}: {
  /** The order's 磅差. */ diff: NonNullable<OrderSummary['weighingDiff']>;
}) {
  const sign = diff.amountDiff.startsWith('-') ? '-' : '+';
  return (
    <span>
      <StateTag subject="weighingDiff" state={diff.status} /> 过磅吨数超出订货 ±5%，金额差 {sign}
      {formatMoney(diff.amountDiff.replace(/^-/, ''))}
      {diff.reason && `，异议原因：${diff.reason}`}
      {diff.status === 'disputed' && '，等待平台复磅'}
    </span>
  );
}
