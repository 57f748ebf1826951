import { tonnage } from '../contract/index.ts';
import type { CartItem, GoodsBatch } from '../contract/index.ts';
import { lineAmount, sum, toBig, tonnes, yuan } from '../money.ts';
import type { Numeric } from '../money.ts';
import { formatSpecification } from '../contract/specification.ts';
import { formatCurrency, goodsAttribute, toFixedDecimal } from './format.ts';

/** A goods batch with its display texts, made once per response (spec section 5's rules). */
export interface GoodsRow extends GoodsBatch {
  /** The sizes in the batch's form (formatSpecification): '2×1250×2500'; '' for ingots. */
  spec: string;
  /** The goods attribute: warehouse, surface and coating joined with '/'. */
  attribute: string;
  /** '¥21,350.00' per tonne; '-' for visitors and uncertified users. */
  priceText: string;
  /** Stock to 3 decimals; '' once sold out. */
  stockText: string;
  soldOut: boolean;
}

/** The display row of a batch for a viewer who is (or is not) certified. */
export function toGoodsRow(batch: GoodsBatch, certified: boolean): GoodsRow {
  const stockText = toFixedDecimal(batch.weight);
  return {
    ...batch,
    spec: formatSpecification(batch),
    attribute: goodsAttribute(batch),
    priceText: formatCurrency(batch.unitPrice, { certified }),
    stockText,
    soldOut: stockText === '',
  };
}

/** A checked quantity: the tonnes to 3 decimals, or the Chinese error to show at the field. */
export type TonnageCheck = { ok: true; value: string } | { ok: false; error: string };

/**
 * The tonnes typed on the goods detail: the batch must be in stock; then the tonnes are
 * required, a number above 0 with at most 3 decimals (the contract's rule, which the server
 * also applies), and at most the stock.
 */
export function checkTonnage(input: string, stock: Numeric): TonnageCheck {
  const limit = toBig(stock);
  if (limit === null || limit.lte(0)) return { ok: false, error: '该商品已售罄' };
  const text = input.trim();
  if (text === '') return { ok: false, error: '请输入购买吨数' };
  const format = tonnage.safeParse(text);
  if (!format.success) {
    return { ok: false, error: format.error.issues[0]?.message ?? '吨数格式不正确' };
  }
  if (limit.lt(format.data)) {
    return { ok: false, error: `购买吨数不能超过库存 ${tonnes(limit)} 吨` };
  }
  return { ok: true, value: tonnes(format.data) };
}

/** What selected cart lines come to: the line count, the tonnes and the amount (CNY). */
export interface CartTotals {
  count: number;
  /** To 3 decimals: '12.345'. */
  tonnage: string;
  /** To the fen: the sum of the lines' rounded amounts, as the order will have it. */
  amount: string;
}

/** Totals of cart lines at their current prices, exact (big.js, never float sums). */
export function cartTotals(items: readonly Pick<CartItem, 'weight' | 'goods'>[]): CartTotals {
  return {
    count: items.length,
    tonnage: tonnes(sum(items.map(({ weight }) => weight))),
    amount: yuan(sum(items.map(({ weight, goods }) => lineAmount(weight, goods.unitPrice)))),
  };
}
