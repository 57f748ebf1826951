import type {
  AfterSale,
  AfterSaleKind,
  AfterSaleReason,
  AfterSaleStatus,
  ApplyInfo,
} from '../../contract/afterSales.ts';
import { AFTER_SALE_KINDS, needsPhotos } from '../../contract/afterSales.ts';

/** The photo every fixture application's pics are served as: a 96 × 64 PNG, a scratched plate. */
export const PHOTO_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAACmUlEQVR42u3byWrjABCE4Tynj/N4cVbv+75kJpnJK6WhoGlajH1QXboQFDn24UPOQT96eHwc+Pr9Ifb0NLL1er+w5+fxy8sEe32d+t7eZtj7+xwbDBbYcLjERqOVbzxeY5PJxs7a3+l0i81mO2w+3/sWiwO2XB6x1eqErddnbLO5+LbbK7bbfWD7/W/scPiDHY+fvtPpCzuf/2KXyz/sev3GHm4ARSM6EIxstYHs2UlGRKBoVBgIcyYukNHgbHkge3aaRhSgZFQYqGnEAopGtYGSERHIaHC2PJC5uBEXqGlUFQiLTCygZFQbKBoRgczFjcoD2bOTjChAmN1UAEpGRCB/lMoDRSMukNHgbHkg/L4iEwsoGdUGikZEoGhUHsienWREATIa3FQASkYsoGRUGygaEYGiUXkg/L4SU3sgo8FBEaBkRAFKRuWBzMWNWED4icFIAahpRAGCkU0BKBmxgJJRbSD8D3ImFpC5uJECUDJidTEcFAGKRsRwGI3KA3kR44ZDN1IASkasLoaDIkAxHBK7WDRSAEpGlOzjRiJA0YjYxeyaDpAHH24Xw0ERoKYRpWrgoAhQ7GLE7BONFICaRu2rhhuJACUjSvbBNR2gaMTqYsmoPJAHH2IXi0YKQLGLsbKPG+kAec9gZR+ckgJKRpSq4UYiQNGIlX1wTQfImw8x+0QjBaCYxmLSaPNO2o10gLxnsLIPTkkBNY1avrSPRiJAyah91XAjHSB/V8/KPjglBRSTBqVqRCMdoGjUvmq4kRSQv65nVQ27owaUjKRe2hO/F3OjDuhO9lGrGvQP6tyoA7qTfdSqBvd7sWjUAd3KPmpVg/69WGLqgP5bNQRf2hM/h3KjDuhO1RB8aU/8HCoadUB3qsaNl/Y/FLFYOUrCp3IAAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);

/** The order the application fixtures claim on: a sheet line (pieces) and an ingot line (tonnes). */
export const applyInfoFixture: ApplyInfo = {
  orderId: 31001,
  orderNo: 'XS202611100031',
  contactName: '陈志强',
  contactPhone: '13800000001',
  lines: [
    {
      detailId: 1,
      batchId: 501,
      productName: '6061-T6 铝板',
      spec: '2×1250×2500',
      thickness: '2',
      width: '1250',
      length: '2500',
      temper: 'T6',
      unitPrice: '21000.00',
      receivedWeight: '1.000',
      claimableWeight: '0.800',
      pieceWeight: '0.016938',
      claimablePieces: 47,
    },
    {
      detailId: 2,
      batchId: 502,
      productName: 'A00 铝锭',
      spec: '',
      thickness: null,
      width: null,
      length: null,
      temper: null,
      unitPrice: '19000.00',
      receivedWeight: '2.000',
      claimableWeight: '2.000',
      pieceWeight: null,
      claimablePieces: null,
    },
  ],
};

/** Two reasons of each kind. */
export const reasonsOf = (kind: AfterSaleKind): AfterSaleReason[] =>
  (
    ({
      returnsRefunds: ['规格与订单不符', '不再需要'],
      refundOnly: ['少发漏发', '运输损耗'],
      exchange: ['规格发错', '表面划伤需更换'],
      other: ['包装问题', '单据问题'],
      notProduct: ['物流延误', '开票问题'],
      product: ['厚度超差', '表面缺陷'],
    }) as const
  )[kind].map((reason, index) => ({
    reasonId: AFTER_SALE_KINDS.indexOf(kind) * 10 + index + 1,
    kind,
    reason,
  }));

const buyer = '买家 陈志强';
const mall = '商城客服';

/** The steps an application went through to reach `status` (the last one names it). */
const stepsTo = (status: AfterSaleStatus): string[] =>
  ({
    pending: [],
    editRequested: ['要求修改：请补充问题部位的近照'],
    editing: ['要求修改：请补充问题部位的近照', '同意按商城意见修改'],
    rejected: ['驳回：照片未能反映所述问题'],
    planProposed: ['提出处理方案：按实测偏差折价退款，原货无需退回'],
    toReturn: ['审核通过'],
    returning: ['审核通过', '寄回商品：德邦物流 DP12345678'],
    processing: ['审核通过', '寄回商品：德邦物流 DP12345678', '已收到退回商品'],
    toReplenish: [
      '审核通过',
      '寄回商品：德邦物流 DP12345678',
      '已收到退回商品',
      '要求补款 ¥860.00：退货运费由买家承担',
    ],
    toConfirm: ['审核通过', '已退款 ¥3,000.00 至企业账户余额'],
    completed: ['审核通过', '已退款 ¥3,000.00 至企业账户余额', '确认售后结果'],
    cancelled: ['取消售后申请'],
  })[status];

/**
 * An application of `kind` in `status`, consistent with its steps: goods that go back (待寄回 on)
 * have the mall's return address and deadline, and a refund-only claim that sends them back is for
 * 运输损耗, never 少发漏发; photos where the reason needs them (or the rejection names them).
 */
export function afterSaleFixture(
  kind: AfterSaleKind,
  status: AfterSaleStatus,
  afterSaleId = 7001,
): AfterSale {
  const steps = stepsTo(status);
  const product = kind === 'product';
  const goesBack = status === 'toReturn' || steps.some((step) => step.startsWith('寄回'));
  const reason = reasonsOf(kind)[goesBack && kind === 'refundOnly' ? 1 : 0];
  const withPhotos = needsPhotos(kind, reason?.reason ?? '') || status === 'rejected';
  return {
    afterSaleId,
    afterSaleNo: `SH20261120${String(afterSaleId).padStart(4, '0')}`,
    orderId: applyInfoFixture.orderId,
    orderNo: applyInfoFixture.orderNo,
    kind,
    status,
    reasonId: reason?.reasonId ?? 1,
    reason: reason?.reason ?? '',
    lines: [
      {
        detailId: 1,
        productName: '6061-T6 铝板',
        spec: '2×1250×2500',
        ordered: { thickness: '2', width: '1250', length: '2500', temper: 'T6' },
        pieces: 10,
        weight: '0.169',
        unitPrice: '21000.00',
        measured: product
          ? {
              thickness: '1.8',
              width: '1251',
              length: '2500',
              temper: 'T4',
              surfaceDefect: '边部连续划伤',
            }
          : null,
      },
    ],
    totalWeight: '0.169',
    amount: kind === 'exchange' ? '0.00' : '3000.00',
    refundedAmount:
      ['toConfirm', 'completed'].includes(status) && kind !== 'exchange' ? '3000.00' : '0.00',
    pics: withPhotos
      ? [
          {
            picId: 81,
            fileName: '划伤近照.jpg',
            url: '/api/csr/comment/upload/water/pic/81',
            watermark: '铝材现货商城 售后凭证 2026-11-20 10:00:00',
          },
        ]
      : [],
    description: '到货后发现板面有连续划伤，影响使用。',
    contactName: '陈志强',
    contactPhone: '13800000001',
    applicantName: '陈志强',
    createdAt: '2026-11-20 10:00:00',
    plan:
      status === 'planProposed'
        ? {
            text: '按实测偏差折价退款，原货无需退回',
            refundAmount: '1500.00',
            needReturn: false,
            exchange: false,
          }
        : null,
    rejectReason: status === 'rejected' ? '照片未能反映所述问题' : null,
    editNote: ['editRequested', 'editing'].includes(status) ? '请补充问题部位的近照' : null,
    replenish: status === 'toReplenish' ? { amount: '860.00', paidAt: null } : null,
    returnTo: goesBack
      ? {
          name: '商城售后仓 刘国平',
          phone: '0757-86331888',
          address: '广东省佛山市南海区里水镇和顺大道 168 号 铝材现货商城售后仓 3 号库',
          deadline: '2026-11-28 10:00:00',
          overdue: false,
        }
      : null,
    returnShipment: steps.some((step) => step.startsWith('寄回'))
      ? { company: '德邦物流', trackingNo: 'DP12345678', at: '2026-11-21 09:00:00' }
      : null,
    exchangeShipment: null,
    events: [
      { at: '2026-11-20 10:00:00', actor: buyer, text: '提交售后申请' },
      ...steps.map((text, index) => ({
        at: `2026-11-2${index + 1} 1${index}:00:00`,
        actor: /^(同意|寄回|确认|取消)/.test(text) ? buyer : mall,
        text,
      })),
    ],
  };
}

/** A list of applications: every kind, in several statuses. */
export const afterSalesFixture: AfterSale[] = (
  [
    ['returnsRefunds', 'pending'],
    ['refundOnly', 'editRequested'],
    ['exchange', 'toReturn'],
    ['other', 'rejected'],
    ['notProduct', 'planProposed'],
    ['product', 'pending'],
    ['exchange', 'toReplenish'],
    ['returnsRefunds', 'toConfirm'],
    ['refundOnly', 'completed'],
    ['other', 'cancelled'],
    ['returnsRefunds', 'returning'],
    ['exchange', 'processing'],
  ] as const
).map(([kind, status], index) => afterSaleFixture(kind, status, 7001 + index));
