import type { GoodsBatch, GoodsDetailExtra, GoodsProperty, Page } from '../../contract/index.ts';

/** The goods' fixtures: batches on sale, the search filters and suggestions, the home lists. */

const goods = (
  batchId: number,
  parts: Omit<GoodsBatch, 'batchId' | 'batchNo' | 'inventoryCode' | 'productName' | 'supplierName'>,
  supplierName = '广东南海铝材有限公司',
): GoodsBatch => ({
  batchId,
  batchNo: `LP${String(batchId).padStart(7, '0')}`,
  inventoryCode: `${{ 佛山: 'FS', 无锡: 'WX', 巩义: 'GY', 上海: 'SH' }[parts.inventory] ?? 'FS'}-${String(batchId).padStart(5, '0')}`,
  productName: `${parts.grade}${parts.temper ? `-${parts.temper}` : ''} ${parts.category}`,
  supplierName,
  ...parts,
});

/** Goods batches of every category, newest first; the first is the detail page's batch. */
export const goodsBatches: GoodsBatch[] = [
  goods(1207, {
    category: '铝板',
    secondGrade: '合金铝板',
    grade: '6061',
    temper: 'T6',
    thickness: '2',
    width: '1250',
    length: '2500',
    surface: '拉丝',
    tectorial: '单面覆膜',
    inventory: '佛山',
    weight: '8.526',
    unitPrice: '24960.00',
    carType: 'cash',
    listedAt: '2026-03-13 09:42:00',
  }),
  goods(
    1862,
    {
      category: '铝卷',
      secondGrade: '合金铝卷',
      grade: '5052',
      temper: 'H32',
      thickness: '1.5',
      width: '1220',
      length: null,
      surface: '覆膜',
      tectorial: '双面覆膜',
      inventory: '无锡',
      weight: '5.310',
      unitPrice: '23450.00',
      carType: 'spot',
      listedAt: '2026-03-13 08:15:00',
    },
    '江苏无锡华东铝业有限公司',
  ),
  goods(
    421,
    {
      category: '铝锭',
      secondGrade: '普通铝锭',
      grade: 'A00',
      temper: null,
      thickness: null,
      width: null,
      length: null,
      surface: '原色',
      tectorial: '无',
      inventory: '巩义',
      weight: '28.460',
      unitPrice: '19860.00',
      carType: 'spot',
      listedAt: '2026-03-12 17:30:00',
    },
    '河南巩义豫联铝业有限公司',
  ),
  goods(955, {
    category: '型材',
    secondGrade: '建筑型材',
    grade: '6063',
    temper: 'T5',
    thickness: '1.4',
    width: '50',
    length: '6000',
    surface: '阳极氧化',
    tectorial: '无',
    inventory: '佛山',
    weight: '3.275',
    unitPrice: '26180.00',
    carType: 'cash',
    listedAt: '2026-03-12 15:05:00',
  }),
  goods(
    1533,
    {
      category: '铝箔',
      secondGrade: '单零箔',
      grade: '8011',
      temper: 'O',
      thickness: '0.02',
      width: '500',
      length: null,
      surface: '原色',
      tectorial: '无',
      inventory: '上海',
      weight: '1.864',
      unitPrice: '31520.00',
      carType: 'sold',
      listedAt: '2026-03-12 11:48:00',
    },
    '上海申铝箔材有限公司',
  ),
  goods(
    77,
    {
      category: '铝板',
      secondGrade: '彩涂铝板',
      grade: '1060',
      temper: 'H24',
      thickness: '3',
      width: '1500',
      length: '3000',
      surface: '原色',
      tectorial: 'PE涂层',
      inventory: '无锡',
      weight: '11.902',
      unitPrice: '22390.00',
      carType: 'spot',
      listedAt: '2026-03-12 09:20:00',
    },
    '江苏无锡华东铝业有限公司',
  ),
  goods(
    1390,
    {
      category: '铝板',
      secondGrade: '合金铝板',
      grade: '5083',
      temper: 'H32',
      thickness: '6',
      width: '2000',
      length: '6000',
      surface: '原色',
      tectorial: '无',
      inventory: '上海',
      weight: '9.738',
      unitPrice: '25870.00',
      carType: 'cash',
      listedAt: '2026-03-11 16:02:00',
    },
    '上海申铝箔材有限公司',
  ),
  goods(608, {
    category: '铝卷',
    secondGrade: '彩涂铝卷',
    grade: '3003',
    temper: 'H14',
    thickness: '0.8',
    width: '1250',
    length: null,
    surface: '喷涂',
    tectorial: 'PVDF涂层',
    inventory: '佛山',
    weight: '4.125',
    unitPrice: '24100.00',
    carType: 'spot',
    listedAt: '2026-03-11 10:37:00',
  }),
  goods(
    1744,
    {
      category: '型材',
      secondGrade: '工业型材',
      grade: '6061',
      temper: 'T6',
      thickness: '3',
      width: '100',
      length: '5800',
      surface: '喷涂',
      tectorial: 'PE涂层',
      inventory: '无锡',
      weight: '2.480',
      unitPrice: '27330.00',
      carType: 'spot',
      listedAt: '2026-03-10 14:26:00',
    },
    '江苏无锡华东铝业有限公司',
  ),
  goods(
    239,
    {
      category: '铝板',
      secondGrade: '合金铝板',
      grade: '3003',
      temper: 'O',
      thickness: '1',
      width: '1220',
      length: '2440',
      surface: '覆膜',
      tectorial: '单面覆膜',
      inventory: '巩义',
      weight: '6.054',
      unitPrice: '22980.00',
      carType: 'cash',
      listedAt: '2026-03-10 09:11:00',
    },
    '河南巩义豫联铝业有限公司',
  ),
];

/** The first page of a search with nothing chosen (1,968 batches on sale). */
export const goodsPage: Page<GoodsBatch> = { rows: goodsBatches, total: 1968 };

/** The detail page's batch. */
export const goodsDetail = goodsBatches[0] as GoodsBatch;

/** The detail batch's certificate and three similar plates. */
export const goodsDetailExtra: GoodsDetailExtra = {
  certificate: {
    certificateNo: 'ZB-LP0001207',
    mill: '南山铝业股份有限公司',
    issuedOn: '2026-03-13',
    fileName: '质保书-LP0001207.svg',
  },
  similar: goodsBatches.filter((batch) => batch.category === '铝板' && batch.batchId !== 1207),
};

/** The same batch once sold out. */
export const soldOutGoods: GoodsBatch = { ...goodsDetail, weight: '0.000' };

/** The search filters, as the property list gives them. */
export const goodsProperties: GoodsProperty[] = [
  { key: 'category', name: '品类', values: ['铝锭', '铝板', '铝卷', '型材', '铝箔'] },
  {
    key: 'secondGrade',
    name: '二级品类',
    values: [
      ...['普通铝锭', 'T型铝锭', '普通铝板', '花纹铝板', '合金铝板', '彩涂铝板'],
      ...['普通铝卷', '合金铝卷', '彩涂铝卷', '建筑型材', '工业型材', '双零箔', '单零箔', '厚铝箔'],
    ],
    parents: {
      普通铝锭: '铝锭',
      T型铝锭: '铝锭',
      普通铝板: '铝板',
      花纹铝板: '铝板',
      合金铝板: '铝板',
      彩涂铝板: '铝板',
      普通铝卷: '铝卷',
      合金铝卷: '铝卷',
      彩涂铝卷: '铝卷',
      建筑型材: '型材',
      工业型材: '型材',
      双零箔: '铝箔',
      单零箔: '铝箔',
      厚铝箔: '铝箔',
    },
  },
  {
    key: 'grade',
    name: '牌号',
    values: ['1060', '1100', '3003', '5052', '5083', '6061', '6063', '8011', 'A00'],
  },
  { key: 'temper', name: '状态', values: ['O', 'H14', 'H24', 'H32', 'T5', 'T6', 'T651'] },
  {
    key: 'thickness',
    name: '厚度(mm)',
    values: ['0.02', '0.2', '0.5', '0.8', '1', '1.2', '1.4', '1.5', '2', '3', '4', '5', '6'],
  },
  {
    key: 'width',
    name: '宽度(mm)',
    values: ['50', '100', '500', '1000', '1220', '1250', '1500', '2000'],
  },
  { key: 'surface', name: '表面', values: ['原色', '覆膜', '拉丝', '阳极氧化', '喷涂'] },
  { key: 'tectorial', name: '涂层', values: ['无', '单面覆膜', '双面覆膜', 'PE涂层', 'PVDF涂层'] },
  { key: 'inventory', name: '仓库', values: ['佛山', '无锡', '巩义', '上海'] },
];

/** What "6061" is completed to. */
export const goodsSuggestions: string[] = [
  '6061-O 铝板',
  '6061-T6 铝板',
  '6061-T6 型材',
  '6061-T651 铝板',
  '6061-T6 铝板 2×1250×2500',
  '6061-T6 铝板 3×1500×3000',
];

/** The home page's spot goods. */
const spotGoods = goodsBatches.filter(({ carType }) => carType === 'spot');
export const spotGoodsPage: Page<GoodsBatch> = { rows: spotGoods, total: spotGoods.length };

/** The home page's "may like" goods. */
export const mayLikeGoods: GoodsBatch[] = goodsBatches.slice(2, 10);
