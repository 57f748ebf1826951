import type { GoodsBatch } from './GoodsSpec.tsx';

/** Where 去认证 leads in the stories. */
export const certifyHref = '#/center/userInfo/companyCreate';

/** The detail link of a batch, as the app builds it. */
export const detailHref = (batchId: GoodsBatch['batchId']) => `#/home/modelStore/detail/${batchId}`;

/** A 6061-T6 plate in stock at 佛山. */
export const plateGoods: GoodsBatch = {
  batchId: 'B20261101001',
  productName: '铝板',
  grade: '6061',
  temper: 'T6',
  thickness: '2.0',
  width: '1220',
  length: '2440',
  spec: '2×1220×2440',
  surface: '阳极氧化',
  tectorial: '覆膜',
  goodsAttribute: '佛山现货/阳极氧化/覆膜',
  warehouse: '佛山仓',
  stock: '12.500',
  price: '¥21,350.00',
  soldOut: false,
};

/** A 5052-H32 coil at 无锡: no length. */
export const coilGoods: GoodsBatch = {
  batchId: 'B20261101002',
  productName: '铝卷',
  grade: '5052',
  temper: 'H32',
  thickness: '1.5',
  width: '1250',
  length: '',
  spec: '1.5×1250(卷)',
  surface: '拉丝',
  tectorial: '',
  goodsAttribute: '拉丝',
  warehouse: '无锡仓',
  stock: '8.000',
  price: '¥20,480.00',
  soldOut: false,
};

/** 1060 foil at 巩义, sold out. */
export const foilGoods: GoodsBatch = {
  batchId: 'B20261101003',
  productName: '铝箔',
  grade: '1060',
  temper: 'O',
  thickness: '0.2',
  width: '1000',
  length: '',
  spec: '0.2×1000',
  surface: '原色',
  tectorial: '',
  goodsAttribute: '原色',
  warehouse: '巩义仓',
  stock: '3.250',
  price: '¥19,900.00',
  soldOut: true,
};

/** A 5083-H111 thick plate at 上海. */
export const thickPlateGoods: GoodsBatch = {
  batchId: 'B20261101004',
  productName: '中厚板',
  grade: '5083',
  temper: 'H111',
  thickness: '20.0',
  width: '1520',
  length: '3020',
  spec: '20×1520×3020',
  surface: '原色',
  tectorial: '覆膜',
  goodsAttribute: '原色/覆膜',
  warehouse: '上海仓',
  stock: '25.800',
  price: '¥23,600.00',
  soldOut: false,
};

/** A 6063-T5 profile at 佛山: no width. */
export const profileGoods: GoodsBatch = {
  batchId: 'B20261101005',
  productName: '型材',
  grade: '6063',
  temper: 'T5',
  thickness: '1.2',
  width: '',
  length: '6000',
  spec: '1.2×6000',
  surface: '喷涂',
  tectorial: '',
  goodsAttribute: '喷涂',
  warehouse: '佛山仓',
  stock: '6.480',
  price: '¥22,100.00',
  soldOut: false,
};

/** Sample goods batches for the goods stories: fixed, realistic values as the domain formats them. */
export const sampleGoods: readonly GoodsBatch[] = [
  plateGoods,
  coilGoods,
  foilGoods,
  thickPlateGoods,
  profileGoods,
];

/** The same batches as an uncertified viewer gets them: the domain masks every price as '-'. */
export const maskedGoods: readonly GoodsBatch[] = sampleGoods.map((goods) => ({
  ...goods,
  price: '-',
}));

/** `count` batches cycling through the samples with their own ids: a long result list. */
export const manyGoods = (count: number): GoodsBatch[] =>
  Array.from({ length: count }, (_, index) => {
    const goods = sampleGoods[index % sampleGoods.length] ?? plateGoods;
    return { ...goods, batchId: `B2026110${String(index + 1).padStart(4, '0')}` };
  });
