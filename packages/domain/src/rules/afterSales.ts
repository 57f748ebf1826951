import type {
  AfterSaleKind,
  AfterSaleRequest,
  AfterSaleStatus,
  ApplyInfo,
  BuyerMove,
  Measured,
} from '../contract/afterSales.ts';
import {
  ADMIN_ONLY_MOVES,
  BUYER_MOVES,
  PHOTO_MAX,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  PHOTOS_REQUIRED,
  afterSaleRequest,
  claimAbovePaid,
} from '../contract/afterSales.ts';
import { Big, sum, yuan } from '../money.ts';
import { needsPhotos } from './evidence.ts';

/** The detail route of each kind (spec section 2). */
export const AFTER_SALE_DETAIL_ROUTES = {
  returnsRefunds: 'detailReturnsRefunds',
  refundOnly: 'detailRefundOnly',
  exchange: 'detailExchange',
  other: 'detailOther',
  notProduct: 'detailNotProduct',
  product: 'details',
} as const satisfies Record<AfterSaleKind, string>;
export type AfterSaleDetailRoute = (typeof AFTER_SALE_DETAIL_ROUTES)[AfterSaleKind];

/** The buyer's moves an application in `status` offers this user (employees: no admin-only). */
export const buyerMovesOf = (status: AfterSaleStatus, isAdmin: boolean): BuyerMove[] =>
  (Object.keys(BUYER_MOVES) as BuyerMove[]).filter(
    (move) =>
      (BUYER_MOVES[move] as readonly AfterSaleStatus[]).includes(status) &&
      (isAdmin || !ADMIN_ONLY_MOVES.includes(move)),
  );

/** Why a chosen photo is refused at the field, or '' (count: photos already kept). */
export const photoError = (
  file: { type: string; size: number },
  count: number,
  contentType: string | null = file.type,
): string => {
  if (count >= PHOTO_MAX) return `最多上传 ${PHOTO_MAX} 张照片`;
  if (!(PHOTO_TYPES as readonly string[]).includes(contentType ?? '')) {
    return '仅支持 JPG、PNG 格式的照片';
  }
  if (file.size > PHOTO_MAX_BYTES) return '每张照片不能超过 5 MB';
  return '';
};

/** One line of the form as typed. */
export interface ClaimLineForm {
  selected: boolean;
  /** Pieces as typed (sheet goods). */
  pieces: string;
  /** Tonnes: typed (goods sold by weight), or worked out by calculateWeight. */
  weight: string;
  measured: Measured;
}

export const EMPTY_MEASURED: Measured = {
  thickness: '',
  width: '',
  length: '',
  temper: '',
  surfaceDefect: '',
};

/** The application form as typed. */
export interface ApplyForm {
  kind: AfterSaleKind | null;
  reasonId: number | null;
  lines: Readonly<Record<number, ClaimLineForm>>;
  amount: string;
  description: string;
  contactName: string;
  contactPhone: string;
}

/** Messages by field: kind, reasonId, lines, amount, description, contactName, contactPhone,
 * pics, and per line `pieces:<detailId>`, `weight:<detailId>`, `measured:<detailId>`. */
export type ApplyErrors = Record<string, string>;

const TONNES = /^\d+(\.\d{1,3})?$/;

/** What was paid for the selected lines' tonnes: the most the application may ask. */
export const maxAmountOf = (form: Pick<ApplyForm, 'lines'>, info: ApplyInfo): string =>
  yuan(
    sum(
      info.lines.map((line) => {
        const typed = form.lines[line.detailId];
        return typed?.selected && TONNES.test(typed.weight)
          ? new Big(typed.weight).times(line.unitPrice)
          : 0;
      }),
    ),
  );

/**
 * The form checked as the sandbox checks it (the contract's schema, then what the order's
 * lines may still claim and what was paid for them, and photos where the chosen `reason` needs
 * them): the request to send, or a message at each bad field.
 */
export function checkApplyForm(
  form: ApplyForm,
  info: ApplyInfo,
  picIds: readonly number[],
  reason = '',
): { request: AfterSaleRequest } | { errors: ApplyErrors } {
  const errors: ApplyErrors = {};
  if (!form.kind) errors.kind = '请选择售后类型';
  if (form.reasonId === null) errors.reasonId = '请选择售后原因';
  if (form.kind && needsPhotos(form.kind, reason) && picIds.length === 0) {
    errors.pics = PHOTOS_REQUIRED;
  }
  const chosen = info.lines.filter((line) => form.lines[line.detailId]?.selected);
  if (chosen.length === 0) errors.lines = '请选择售后商品';
  for (const line of chosen) {
    const typed = form.lines[line.detailId];
    if (!typed) continue;
    const id = line.detailId;
    if (line.pieceWeight !== null) {
      const pieces = Number(typed.pieces);
      if (!/^\d+$/.test(typed.pieces.trim()) || pieces < 1) errors[`pieces:${id}`] = '请输入件数';
      else if (line.claimablePieces !== null && pieces > line.claimablePieces) {
        errors[`pieces:${id}`] = `最多可申请 ${line.claimablePieces} 件`;
      } else if (!TONNES.test(typed.weight)) errors[`pieces:${id}`] = '正在计算重量，请稍候';
    } else if (!TONNES.test(typed.weight.trim()) || !/[1-9]/.test(typed.weight)) {
      errors[`weight:${id}`] = '请输入吨数，最多 3 位小数';
    } else if (new Big(typed.weight).gt(line.claimableWeight)) {
      errors[`weight:${id}`] = `最多可申请 ${line.claimableWeight} 吨`;
    }
    if (form.kind === 'product' && Object.values(typed.measured).every((v) => !v.trim())) {
      errors[`measured:${id}`] = '请填写实测值';
    }
  }
  const exchange = form.kind === 'exchange';
  const amount = exchange ? '0' : form.amount.trim();
  if (!exchange) {
    const max = maxAmountOf(form, info);
    if (!/^\d+(\.\d{1,2})?$/.test(amount)) errors.amount = '请输入申请金额，最多 2 位小数';
    else if (new Big(amount).gt(max)) errors.amount = claimAbovePaid(max);
  }
  const parsed = afterSaleRequest.safeParse({
    orderId: info.orderId,
    kind: form.kind ?? 'other',
    reasonId: form.reasonId ?? 1,
    lines: chosen.map((line) => {
      const typed = form.lines[line.detailId];
      return {
        detailId: line.detailId,
        pieces: line.pieceWeight === null ? null : Number(typed?.pieces),
        weight: typed?.weight.trim() ?? '',
        measured: form.kind === 'product' ? (typed?.measured ?? EMPTY_MEASURED) : null,
      };
    }),
    amount: exchange ? '0.00' : amount,
    picIds: [...picIds],
    description: form.description,
    contactName: form.contactName,
    contactPhone: form.contactPhone,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field] = issue.path;
      if (
        typeof field === 'string' &&
        ['description', 'contactName', 'contactPhone', 'picIds'].includes(field) &&
        !errors[field]
      ) {
        errors[field] = issue.message;
      }
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { request: parsed.data };
}

/**
 * The tolerance of each measured size (chosen, as a share of the ordered size): beyond it the
 * deviation is marked out of tolerance.
 */
export const SIZE_TOLERANCE = { thickness: '0.05', width: '0.01', length: '0.01' } as const;

/** A measured size beside the ordered one: '+0.100 mm（+5.0%）', and whether beyond tolerance. */
export function deviationOf(
  size: keyof typeof SIZE_TOLERANCE,
  ordered: string | null,
  measured: string,
): { text: string; out: boolean } | null {
  if (!ordered || !/^\d+(\.\d+)?$/.test(measured.trim())) return null;
  const base = new Big(ordered);
  if (base.eq(0)) return null;
  const diff = new Big(measured.trim()).minus(base);
  const share = diff.div(base);
  const sign = diff.gt(0) ? '+' : '';
  return {
    text: `${sign}${diff.toFixed(3)} mm（${sign}${share.times(100).toFixed(1)}%）`,
    out: share.abs().gt(SIZE_TOLERANCE[size]),
  };
}
