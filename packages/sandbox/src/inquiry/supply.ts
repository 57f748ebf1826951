import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { SandboxTx } from '../db/client.ts';
import { GRADES, goodsBatches } from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';
import type { LoadedInquiry } from './read.ts';

/** The batch the mall supplies a line from: its spot batch, else the alloy's closest in thickness. */
export const supplyingBatch = async (
  tx: SandboxTx,
  line: Pick<LoadedInquiry['lines'][number], 'batchId' | 'alloy' | 'thickness'>,
): Promise<number> => {
  if (line.batchId !== null) return line.batchId;
  const grade = GRADES.find((one) => one === line.alloy);
  const [closest] = await tx
    .select({ id: goodsBatches.id })
    .from(goodsBatches)
    .where(
      and(isNotNull(goodsBatches.thickness), grade ? eq(goodsBatches.grade, grade) : undefined),
    )
    .orderBy(sql`abs(${goodsBatches.thickness} - ${line.thickness}::numeric)`, asc(goodsBatches.id))
    .limit(1);
  return closest?.id ?? refuse(400, '没有可供应的商品');
};
