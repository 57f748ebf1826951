import { formatMoney, formatTonnes, modificationConsequence } from '@mall/domain';
import type { Modification, OrderStage } from '@mall/domain/contract/orders';
import { ModificationTable } from '@mall/ui';

/**
 * A priced modification as its confirm step shows it: each line's spec, tonnes and amount before
 * and after, the total difference and what happens to the deposit.
 */
export function ModificationView({
  modification,
  stage,
}: {
  /** The priced modification. */
  modification: Modification;
  /** The order's stage, which decides the deposit consequence. */
  stage: OrderStage;
}) {
  const { difference, deposit } = modificationConsequence(modification, stage);
  return (
    <ModificationTable
      rows={modification.lines.map((line) => ({
        key: line.detailId,
        productName: line.productName,
        spec: line.spec,
        oldWeight: formatTonnes(line.oldWeight),
        newWeight: formatTonnes(line.newWeight),
        oldAmount: formatMoney(line.oldAmount),
        newAmount: formatMoney(line.newAmount),
      }))}
      oldAmount={formatMoney(modification.oldAmount)}
      newAmount={formatMoney(modification.newAmount)}
      difference={difference}
      depositDiff={formatMoney(modification.depositDiff)}
      consequence={deposit}
    />
  );
}
