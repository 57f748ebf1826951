import { goodsDetailPaths, paths } from '../../contract/index.ts';
import { fail, ok } from '../http.ts';
import {
  goodsDetail,
  goodsDetailExtra,
  goodsPage,
  goodsProperties,
  goodsSuggestions,
  mayLikeGoods,
  soldOutGoods,
  spotGoodsPage,
} from './fixtures.ts';

/** The detail of any batch id. */
const goodsDetailPath = `${paths.goods.detail}/:id`;

/** The certificate and similar batches of any batch id. */
const goodsExtraPath = `${goodsDetailPaths.extra}/:id`;

/** Goods search, detail and the home lists in the states a story or test may need. */
export const goodsHandlers = {
  searchEmpty: ok(paths.goods.search, { rows: [], total: 0 }),
  /** Body 404 for an unknown batch id. */
  detailNotFound: fail(goodsDetailPath, 404, '商品不存在'),
  detailSoldOut: ok(goodsDetailPath, soldOutGoods),
  /** A batch without a certificate nor similar batches. */
  extraNone: ok(goodsExtraPath, { certificate: null, similar: [] }),
  suggestionsEmpty: ok(paths.goods.suggestion, []),
  spotGoodsEmpty: ok(paths.goods.spotList, { rows: [], total: 0 }),
  mayLikeEmpty: ok(paths.goods.mayLike, []),
  infosEmpty: ok(paths.common.infos, []),
};

/** The goods calls, each answering its fixture. */
const handlers = {
  goodsSearch: ok(paths.goods.search, goodsPage),
  goodsDetail: ok(goodsDetailPath, goodsDetail),
  goodsExtra: ok(goodsExtraPath, goodsDetailExtra),
  goodsProperties: ok(paths.goods.propertyList, goodsProperties),
  goodsSuggestions: ok(paths.goods.suggestion, goodsSuggestions),
  spotGoods: ok(paths.goods.spotList, spotGoodsPage),
  mayLike: ok(paths.goods.mayLike, mayLikeGoods),
  addMayLike: ok(paths.goods.addMayLike, null),
};

/** Every goods call answering OK. */
export const defaultGoodsHandlers = Object.values(handlers);
