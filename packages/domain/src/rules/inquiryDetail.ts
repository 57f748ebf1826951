import type { InquiryLine, InquiryStatus } from '../contract/inquiry.ts';

/** Lines may be split off only while the mall has not accepted the inquiry (待受理). */
export const canSplit = (status: InquiryStatus): boolean => status === 'toBeAccepted';

/** A line whose quote ran out can be asked for again (重新报价). */
export const canRequote = (line: Pick<InquiryLine, 'state'>): boolean => line.state === 'expired';

/**
 * Why `picked` of an inquiry's `lineCount` lines cannot be split off into a new inquiry (as the
 * mall refuses it), or undefined when they can: at least one line, and not every line.
 */
export const splitProblem = (lineCount: number, picked: number): string | undefined => {
  if (picked === 0) return '请选择要拆分的明细';
  if (picked >= lineCount) return '不能拆出全部明细';
  return undefined;
};
