import type { GoodsRow } from '@mall/domain';
import type { BatchId, GoodsBatch } from '@mall/ui';
import { href, hrefTo, links } from '../../../routes/links.ts';

/** The goods detail page of a batch, as a hash link. */
export const detailHref = (batchId: BatchId): string => href(links.goodsDetail(batchId));

/**
 * Where a masked price leads: 去认证 for a signed-in uncertified buyer (spec section 5's mixed
 * display); a visitor sees '-' and no link.
 */
export const certifyHrefFor = (isLoggedIn: boolean): string | undefined =>
  isLoggedIn ? hrefTo('companyCreate') : undefined;

/** A domain display row as the ui's goods components take it (all texts already formatted). */
export const toGoodsView = (row: GoodsRow): GoodsBatch => ({
  batchId: row.batchId,
  productName: row.productName,
  grade: row.grade,
  temper: row.temper ?? '',
  thickness: row.thickness ?? '',
  width: row.width ?? '',
  length: row.length ?? '',
  spec: row.spec,
  surface: row.surface,
  tectorial: row.tectorial,
  goodsAttribute: row.attribute,
  warehouse: row.inventory,
  stock: row.stockText,
  price: row.priceText,
  soldOut: row.soldOut,
});
