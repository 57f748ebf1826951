import type { AfterSaleKind } from '../contract/afterSales.ts';

/**
 * The reasons whose claim needs photos as evidence (chosen once, here): every quality claim
 * (产品问题), damage (运输损耗, 表面划伤需更换) and wrong goods (规格与订单不符, 规格发错,
 * 牌号状态发错). The form asks for them at the field, the sandbox refuses without them, and the
 * audit finds none without them.
 */
export const EVIDENCE_REASONS: readonly string[] = [
  '规格与订单不符',
  '运输损耗',
  '规格发错',
  '牌号状态发错',
  '表面划伤需更换',
];

/** Whether an application of `kind` for `reason` must carry photos. */
export const needsPhotos = (kind: AfterSaleKind, reason: string): boolean =>
  kind === 'product' || EVIDENCE_REASONS.includes(reason);

/** The reason that says goods are missing (仅退款): there is nothing to send back. */
export const MISSING_GOODS = '少发漏发';
