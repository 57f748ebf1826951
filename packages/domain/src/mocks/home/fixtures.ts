import type { HotSearchKeys, InfoSummary, InfoType, TodayLvPrice } from '../../contract/index.ts';

/** The home page's common fixtures: today's aluminium price, hot searches, the information panel. */

const trend = [
  ['2026-03-02', '19420.00'],
  ['2026-03-03', '19510.00'],
  ['2026-03-04', '19380.00'],
  ['2026-03-05', '19650.00'],
  ['2026-03-06', '19820.00'],
  ['2026-03-09', '19760.00'],
  ['2026-03-10', '20010.00'],
  ['2026-03-11', '20180.00'],
  ['2026-03-12', '20050.00'],
  ['2026-03-13', '20230.00'],
] as const;

/** A00 aluminium over ten trading days, CNY per tonne; today is the last day. */
export const todayLvPrice: TodayLvPrice = {
  date: '2026-03-13',
  price: '20230.00',
  change: '180.00',
  trend: trend.map(([date, price]) => ({ date, price })),
};

export const hotSearchKeys: HotSearchKeys = [
  '6061-T6 铝板',
  '5052 铝卷',
  '1060 铝板',
  '6063 型材',
  '3003 铝卷',
  'A00 铝锭',
  '8011 铝箔',
];

const info = (id: number, title: string, summary: string, publishTime: string): InfoSummary => ({
  id,
  title,
  summary,
  publishTime,
});

/** The home page's information panel. */
export const infoTypeList: InfoType[] = [
  {
    typeId: 1,
    typeName: '行业资讯',
    infos: [
      info(
        31,
        '新能源汽车轻量化带动铝板带需求持续增长',
        '电池托盘与车身结构件用铝量提升，5系、6系板材订单排产至二季度末。',
        '2026-03-13 06:00:00',
      ),
      info(
        30,
        '光伏边框用铝型材产能扩张，6063 挤压订单饱满',
        '组件出货高位运行，华东多家挤压厂新增生产线陆续投产。',
        '2026-03-11 07:00:00',
      ),
      info(
        29,
        '铝箔企业加快布局电池箔，8011 双零箔价格坚挺',
        '动力与储能电池需求支撑，高端电池箔加工费维持高位。',
        '2026-03-09 08:00:00',
      ),
    ],
  },
  {
    typeId: 2,
    typeName: '市场行情',
    infos: [
      info(
        23,
        '长江现货 A00 铝锭均价小幅上涨，成交偏暖',
        '下游逢低补库，持货商挺价惜售，现货升水维持。',
        '2026-03-13 05:00:00',
      ),
      info(
        22,
        '沪铝主力合约震荡整理，关注库存拐点',
        '社会库存去化节奏放缓，宏观情绪反复，铝价区间运行。',
        '2026-03-11 06:00:00',
      ),
    ],
  },
  {
    typeId: 3,
    typeName: '平台公告',
    infos: [
      info(
        15,
        '平台新增无锡、上海合作仓库，支持就近提货',
        '新增仓库已开通现货挂牌，买家可在搜索页按仓库筛选。',
        '2026-03-12 09:00:00',
      ),
    ],
  },
  { typeId: 4, typeName: '政策法规', infos: [] },
];
