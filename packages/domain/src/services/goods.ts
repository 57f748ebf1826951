import {
  goodsBatch,
  goodsDetailExtra,
  goodsDetailPaths,
  goodsBatchList,
  goodsPage,
  goodsPropertyList,
  goodsSuggestions,
  paths,
} from '../contract/index.ts';
import type {
  GoodsBatch,
  GoodsDetailExtra,
  GoodsProperty,
  GoodsSearchQuery,
  MayLikeRecord,
  Page,
  SpotGoodsQuery,
} from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';
import { anyData } from './anyData.ts';

export const createGoodsService = (http: HttpClient) => ({
  /** One page of the goods search. */
  search: (query: GoodsSearchQuery): Promise<Page<GoodsBatch>> =>
    http.get(paths.goods.search, goodsPage, { params: { ...query } }),
  /** One batch, sold out ones too; body 404 for an unknown id. */
  getDetail: (batchId: number): Promise<GoodsBatch> =>
    http.get(`${paths.goods.detail}/${batchId}`, goodsBatch),
  /** The batch's quality certificate (or null) and its similar batches; body 404 for an unknown id. */
  getExtra: (batchId: number): Promise<GoodsDetailExtra> =>
    http.get(`${goodsDetailPaths.extra}/${batchId}`, goodsDetailExtra),
  /** The search filters with their values. */
  getPropertyList: (): Promise<GoodsProperty[]> =>
    http.get(paths.goods.propertyList, goodsPropertyList),
  /** Search words completing `key`. */
  suggest: (key: string): Promise<string[]> =>
    http.get(paths.goods.suggestion, goodsSuggestions, { params: { key } }),
  /** A page of spot goods, newest first. */
  getSpotGoods: (query: SpotGoodsQuery): Promise<Page<GoodsBatch>> =>
    http.get(paths.goods.spotList, goodsPage, { params: { ...query } }),
  /** The goods the user (or a visitor) may like. */
  getMayLike: (): Promise<GoodsBatch[]> => http.get(paths.goods.mayLike, goodsBatchList),
  /** Records a batch opened from the home page. */
  recordMayLike: async (batchId: number): Promise<void> => {
    await http.post(paths.goods.addMayLike, anyData, { batchId } satisfies MayLikeRecord);
  },
});
export type GoodsService = ReturnType<typeof createGoodsService>;
