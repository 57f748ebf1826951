import { describe, expect, it } from 'vitest';
import type { InquiryLineInput } from '@mall/domain/contract/inquiry';
import { identifyLine, identifyText } from './identify.ts';

const TODAY = '2026-03-18';

type Expected = Partial<InquiryLineInput>;

/** Real-looking inputs and the fields read from them (a complete line: no reason). */
const LINES: readonly (readonly [string, Expected])[] = [
  [
    '6063-T5 2.0*1250*2500 氧化 10吨',
    {
      alloy: '6063',
      temper: 'T5',
      thickness: '2.0',
      width: '1250',
      length: '2500',
      surface: '氧化',
      quantity: '10',
      unit: '吨',
    },
  ],
  [
    '6061-T6 3.0×1500×3000 5t',
    {
      alloy: '6061',
      temper: 'T6',
      thickness: '3.0',
      width: '1500',
      length: '3000',
      quantity: '5',
      unit: '吨',
    },
  ],
  [
    '5052H32 1.5x1220x2440 200张',
    {
      alloy: '5052',
      temper: 'H32',
      thickness: '1.5',
      width: '1220',
      length: '2440',
      quantity: '200',
      unit: '张',
    },
  ],
  [
    '1060 0.5*1000*C 8吨',
    { alloy: '1060', thickness: '0.5', width: '1000', quantity: '8', unit: '吨' },
  ],
  [
    '3003-H24 0.8X1250X2500 覆膜 3.5吨',
    {
      alloy: '3003',
      temper: 'H24',
      thickness: '0.8',
      width: '1250',
      length: '2500',
      surface: '覆膜',
      quantity: '3.5',
      unit: '吨',
    },
  ],
  [
    '6063 T5 1.2*40*6000 阳极氧化 膜厚10μm 500支',
    {
      alloy: '6063',
      temper: 'T5',
      thickness: '1.2',
      width: '40',
      length: '6000',
      surface: '氧化',
      filmThickness: '10',
      quantity: '500',
      unit: '支',
    },
  ],
  [
    '5083-O 6*1500*6000 2吨 送无锡',
    {
      alloy: '5083',
      temper: 'O',
      thickness: '6',
      width: '1500',
      length: '6000',
      quantity: '2',
      unit: '吨',
      deliveryCity: '无锡',
    },
  ],
  [
    '6061-T651 20*1250*2500 1500kg',
    {
      alloy: '6061',
      temper: 'T651',
      thickness: '20',
      width: '1250',
      length: '2500',
      quantity: '1500',
      unit: 'kg',
    },
  ],
  [
    '老板，6061-T6 铝板 3.0*1500*3000 要 5 吨，送佛山',
    {
      alloy: '6061',
      temper: 'T6',
      thickness: '3.0',
      width: '1500',
      length: '3000',
      quantity: '5',
      unit: '吨',
      deliveryCity: '佛山',
    },
  ],
  [
    '１０６０ ２．０＊１２５０＊２５００ １０吨',
    { alloy: '1060', thickness: '2.0', width: '1250', length: '2500', quantity: '10', unit: '吨' },
  ],
  [
    '6063-T5 1.4×50×6000 喷涂 300根',
    {
      alloy: '6063',
      temper: 'T5',
      thickness: '1.4',
      width: '50',
      length: '6000',
      surface: '喷涂',
      quantity: '300',
      unit: '支',
    },
  ],
  [
    '5052-H32 花纹板 2.5*1250*2500 20片',
    {
      alloy: '5052',
      temper: 'H32',
      thickness: '2.5',
      width: '1250',
      length: '2500',
      surface: '花纹',
      quantity: '20',
      unit: '张',
    },
  ],
  [
    '1100 H14 0.3*1000 卷 12T',
    { alloy: '1100', temper: 'H14', thickness: '0.3', width: '1000', quantity: '12', unit: '吨' },
  ],
  [
    '8011-O 0.02*500 铝箔 800公斤',
    { alloy: '8011', temper: 'O', thickness: '0.02', width: '500', quantity: '800', unit: 'kg' },
  ],
  [
    '6061T6 10mm*1220mm*2440mm 拉丝 30张',
    {
      alloy: '6061',
      temper: 'T6',
      thickness: '10',
      width: '1220',
      length: '2440',
      surface: '拉丝',
      quantity: '30',
      unit: '张',
    },
  ],
  [
    '6063-T6 2.0*1250*2500 电泳 4吨 4月10日前到广州',
    {
      alloy: '6063',
      temper: 'T6',
      thickness: '2.0',
      width: '1250',
      length: '2500',
      surface: '电泳',
      quantity: '4',
      unit: '吨',
      deliveryCity: '广州',
      wantedDate: '2026-04-10',
    },
  ],
  [
    '3003 H14 1.0x1000x2000 6吨 交期2026-05-01 上海',
    {
      alloy: '3003',
      temper: 'H14',
      thickness: '1.0',
      width: '1000',
      length: '2000',
      quantity: '6',
      unit: '吨',
      wantedDate: '2026-05-01',
      deliveryCity: '上海',
    },
  ],
  [
    '6063-T5 木纹 1.6*60*5800 260支',
    {
      alloy: '6063',
      temper: 'T5',
      thickness: '1.6',
      width: '60',
      length: '5800',
      surface: '木纹',
      quantity: '260',
      unit: '支',
    },
  ],
  [
    '5754-H111 4.0*1500*3000 3吨',
    {
      alloy: '5754',
      temper: 'H111',
      thickness: '4.0',
      width: '1500',
      length: '3000',
      quantity: '3',
      unit: '吨',
    },
  ],
  [
    '7075-T651 50*1020*2020 800kg 深圳',
    {
      alloy: '7075',
      temper: 'T651',
      thickness: '50',
      width: '1020',
      length: '2020',
      quantity: '800',
      unit: 'kg',
      deliveryCity: '深圳',
    },
  ],
  [
    '2024-T3 1.0*1220*2440 50张 抛光',
    {
      alloy: '2024',
      temper: 'T3',
      thickness: '1.0',
      width: '1220',
      length: '2440',
      surface: '抛光',
      quantity: '50',
      unit: '张',
    },
  ],
  [
    '6082-T6 12*1500*3000 喷砂 2.5吨 2026/4/20',
    {
      alloy: '6082',
      temper: 'T6',
      thickness: '12',
      width: '1500',
      length: '3000',
      surface: '喷砂',
      quantity: '2.5',
      unit: '吨',
      wantedDate: '2026-04-20',
    },
  ],
  [
    '1050 0.6×1250 C 原色 15吨',
    { alloy: '1050', thickness: '0.6', width: '1250', surface: '原色', quantity: '15', unit: '吨' },
  ],
  [
    '5052 H24 3*1250*2500 本色 10吨 东莞',
    {
      alloy: '5052',
      temper: 'H24',
      thickness: '3',
      width: '1250',
      length: '2500',
      surface: '原色',
      quantity: '10',
      unit: '吨',
      deliveryCity: '东莞',
    },
  ],
  [
    '6063-T5 1.0*25*6000 氧化 膜厚 12 1000支 3月1日',
    {
      alloy: '6063',
      temper: 'T5',
      thickness: '1.0',
      width: '25',
      length: '6000',
      surface: '氧化',
      filmThickness: '12',
      quantity: '1000',
      unit: '支',
      wantedDate: '2027-03-01',
    },
  ],
  [
    '需要 3003-H16 0.5*1000*2000 覆膜 2吨 杭州',
    {
      alloy: '3003',
      temper: 'H16',
      thickness: '0.5',
      width: '1000',
      length: '2000',
      surface: '覆膜',
      quantity: '2',
      unit: '吨',
      deliveryCity: '杭州',
    },
  ],
  [
    '6061 T6 6.0 X 1250 X 2500 8 吨',
    {
      alloy: '6061',
      temper: 'T6',
      thickness: '6.0',
      width: '1250',
      length: '2500',
      quantity: '8',
      unit: '吨',
    },
  ],
  [
    '5083H116 8*2000*6000 4t 青岛',
    {
      alloy: '5083',
      temper: 'H116',
      thickness: '8',
      width: '2000',
      length: '6000',
      quantity: '4',
      unit: '吨',
      deliveryCity: '青岛',
    },
  ],
  [
    '铝卷 1060-H24 1.0*1250 20吨 巩义提货',
    {
      alloy: '1060',
      temper: 'H24',
      thickness: '1.0',
      width: '1250',
      quantity: '20',
      unit: '吨',
      deliveryCity: '巩义',
    },
  ],
  [
    '6063-T5 2*1250*2500 粉末喷涂 60um 100张',
    {
      alloy: '6063',
      temper: 'T5',
      thickness: '2',
      width: '1250',
      length: '2500',
      surface: '喷涂',
      filmThickness: '60',
      quantity: '100',
      unit: '张',
    },
  ],
  [
    '3004-H19 0.27*1200 罐料 30吨',
    { alloy: '3004', temper: 'H19', thickness: '0.27', width: '1200', quantity: '30', unit: '吨' },
  ],
  [
    '6005-T5 3.0*80*6000 200支 成都',
    {
      alloy: '6005',
      temper: 'T5',
      thickness: '3.0',
      width: '80',
      length: '6000',
      quantity: '200',
      unit: '支',
      deliveryCity: '成都',
    },
  ],
  [
    '5A06-O 5*1200*2400 1t',
    { thickness: '5', width: '1200', length: '2400', quantity: '1', unit: '吨' },
  ],
  [
    '4343 0.1*600 C 2000千克',
    { alloy: '4343', thickness: '0.1', width: '600', quantity: '2000', unit: 'kg' },
  ],
  [
    '6063-T5 1.2×20×6000 镜面 150支',
    {
      alloy: '6063',
      temper: 'T5',
      thickness: '1.2',
      width: '20',
      length: '6000',
      surface: '抛光',
      quantity: '150',
      unit: '支',
    },
  ],
  [
    '6061-T6 25*1250*2500 3张 天津',
    {
      alloy: '6061',
      temper: 'T6',
      thickness: '25',
      width: '1250',
      length: '2500',
      quantity: '3',
      unit: '张',
      deliveryCity: '天津',
    },
  ],
  [
    '1060 O 1.5*1000*2000 贴膜 500公斤',
    {
      alloy: '1060',
      temper: 'O',
      thickness: '1.5',
      width: '1000',
      length: '2000',
      surface: '覆膜',
      quantity: '500',
      unit: 'kg',
    },
  ],
  [
    '6063-T5 1.1*45*6000 氧化 12μm 800支 4月30号 武汉',
    {
      alloy: '6063',
      temper: 'T5',
      thickness: '1.1',
      width: '45',
      length: '6000',
      surface: '氧化',
      filmThickness: '12',
      quantity: '800',
      unit: '支',
      wantedDate: '2026-04-30',
      deliveryCity: '武汉',
    },
  ],
  [
    '3105-H24 0.7*1220*2440 彩涂 喷涂 5吨',
    {
      alloy: '3105',
      temper: 'H24',
      thickness: '0.7',
      width: '1220',
      length: '2440',
      surface: '喷涂',
      quantity: '5',
      unit: '吨',
    },
  ],
  [
    '5052-H112 10.0*1500*3000 1.25t 南京',
    {
      alloy: '5052',
      temper: 'H112',
      thickness: '10.0',
      width: '1500',
      length: '3000',
      quantity: '1.25',
      unit: '吨',
      deliveryCity: '南京',
    },
  ],
  [
    '6063/T5 1.5*30*6000 300支',
    {
      alloy: '6063',
      temper: 'T5',
      thickness: '1.5',
      width: '30',
      length: '6000',
      quantity: '300',
      unit: '支',
    },
  ],
  [
    '6061-t6 2*1000*2000 2吨',
    {
      alloy: '6061',
      temper: 'T6',
      thickness: '2',
      width: '1000',
      length: '2000',
      quantity: '2',
      unit: '吨',
    },
  ],
];

/** Inputs that are not whole lines, and the reason named. */
const INCOMPLETE: readonly (readonly [string, string])[] = [
  ['你好，麻烦报个价', '未识别到询价信息'],
  ['6063-T5 氧化 10吨', '未识别到规格（厚*宽*长）'],
  ['2.0*1250*2500 10吨', '未识别到牌号'],
  ['6061-T6 3.0*1500*3000', '未识别到数量和单位'],
  ['5052 花纹板 20张', '未识别到规格（厚*宽*长）'],
  ['谢谢', '未识别到询价信息'],
];

describe('identifyLine', () => {
  it('reads at least 40 real-looking lines', () => {
    expect(LINES.length + INCOMPLETE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(LINES)('%s', (text, expected) => {
    const { line, reason } = identifyLine(text, TODAY);
    const complete = Boolean(expected.alloy && expected.thickness && expected.quantity);
    expect(line).toEqual(expected);
    expect(reason === null).toBe(complete);
  });

  it.each(INCOMPLETE)('%s → %s', (text, reason) => {
    expect(identifyLine(text, TODAY).reason).toBe(reason);
  });
});

describe('identifyText', () => {
  it('reads each line and part between semicolons, numbering them', () => {
    const rows = identifyText(
      '6063-T5 2.0*1250*2500 氧化 10吨\n\n谢谢；5052-H32 1.5x1220x2440 200张',
      TODAY,
    );
    expect(rows.map(({ row, reason }) => [row, reason])).toEqual([
      [1, null],
      [2, '未识别到询价信息'],
      [3, null],
    ]);
    expect(rows[2]?.line?.unit).toBe('张');
  });
});
