import type {
  CART_TYPES,
  GOODS_CATEGORIES,
  GRADES,
  SURFACES,
  TECTORIALS,
  TEMPERS,
  WAREHOUSES,
  goodsBatches,
} from '../db/schema.ts';
import type { Random } from '../random.ts';

type Category = (typeof GOODS_CATEGORIES)[number];
type Grade = (typeof GRADES)[number];
type Temper = (typeof TEMPERS)[number];
type Surface = (typeof SURFACES)[number];
type Tectorial = (typeof TECTORIALS)[number];
type CartType = (typeof CART_TYPES)[number];
type NewGoodsBatch = typeof goodsBatches.$inferInsert;

/** How a category of aluminium goods is made and sold. Sizes are decimal strings in mm. */
type CategorySpec = {
  share: number;
  code: string;
  grades: readonly Grade[];
  thicknesses: readonly string[];
  widths: readonly string[];
  /** Empty for goods sold without a length (coils, foil). */
  lengths: readonly string[];
  /** Tonnes per batch. */
  weight: readonly [number, number];
  /** Processing fee over the A00 price, CNY per tonne. */
  fee: readonly [number, number];
  surfaces: readonly (readonly [Surface, number])[];
};

const FLAT_SURFACES = [
  ['原色', 50],
  ['覆膜', 20],
  ['拉丝', 10],
  ['阳极氧化', 5],
  ['喷涂', 15],
] as const;

const CATEGORIES: Readonly<Record<Category, CategorySpec>> = {
  铝锭: {
    share: 8,
    code: 'LD',
    grades: ['A00'],
    thicknesses: [],
    widths: [],
    lengths: [],
    weight: [20, 34],
    fee: [-60, 80],
    surfaces: [['原色', 1]],
  },
  铝板: {
    share: 40,
    code: 'LB',
    grades: ['1060', '1100', '3003', '5052', '5083', '6061'],
    thicknesses: ['0.5', '0.8', '1.0', '1.2', '1.5', '2.0', '2.5', '3.0', '4.0', '5.0', '6.0'],
    widths: ['1000', '1220', '1250', '1500', '1800', '2000'],
    lengths: ['2000', '2440', '2500', '3000', '4000', '6000'],
    weight: [1, 12],
    fee: [2200, 4800],
    surfaces: FLAT_SURFACES,
  },
  铝卷: {
    share: 25,
    code: 'LJ',
    grades: ['1060', '1100', '3003', '5052', '8011'],
    thicknesses: ['0.2', '0.25', '0.3', '0.4', '0.5', '0.6', '0.8', '1.0', '1.5', '2.0', '3.0'],
    widths: ['1000', '1020', '1220', '1250', '1500', '1600'],
    lengths: [],
    weight: [2, 8],
    fee: [1800, 3600],
    surfaces: FLAT_SURFACES,
  },
  型材: {
    share: 15,
    code: 'XC',
    grades: ['6061', '6063'],
    thicknesses: ['1.0', '1.2', '1.4', '1.5', '2.0', '2.5', '3.0', '4.0', '5.0'],
    widths: ['20', '25', '30', '40', '50', '60', '80', '100', '120', '150', '200'],
    lengths: ['4000', '5800', '6000'],
    weight: [0.5, 6],
    fee: [3500, 6500],
    surfaces: [
      ['原色', 30],
      ['阳极氧化', 35],
      ['喷涂', 25],
      ['拉丝', 10],
    ],
  },
  铝箔: {
    share: 12,
    code: 'BO',
    grades: ['1060', '1100', '8011'],
    thicknesses: ['0.006', '0.009', '0.012', '0.015', '0.02', '0.03', '0.05', '0.1', '0.2'],
    widths: ['200', '300', '500', '800', '1000', '1200', '1400', '1600'],
    lengths: [],
    weight: [0.3, 4],
    fee: [6000, 14000],
    surfaces: [['原色', 1]],
  },
};

const CATEGORY_SHARES = Object.entries(CATEGORIES).map(
  ([name, spec]) => [name as Category, spec.share] as const,
);

/** Tempers each grade is sold in. */
const TEMPERS_BY_GRADE: Readonly<Record<Grade, readonly Temper[]>> = {
  '1060': ['O', 'H14', 'H24'],
  '1100': ['O', 'H14', 'H24'],
  '3003': ['O', 'H14', 'H24'],
  '5052': ['O', 'H32', 'H24'],
  '5083': ['O', 'H32'],
  '6061': ['T6', 'T651', 'O'],
  '6063': ['T5', 'T6'],
  '8011': ['O', 'H14', 'H24'],
  A00: [],
};

/** Alloy premium over pure aluminium, CNY per tonne. */
const GRADE_PREMIUM: Readonly<Record<Grade, number>> = {
  '1060': 0,
  '1100': 100,
  '3003': 500,
  '5052': 1300,
  '5083': 2300,
  '6061': 1800,
  '6063': 600,
  '8011': 400,
  A00: 0,
};

const TECTORIAL_BY_SURFACE: Readonly<Record<Surface, readonly (readonly [Tectorial, number])[]>> = {
  原色: [
    ['无', 85],
    ['PE涂层', 15],
  ],
  覆膜: [
    ['单面覆膜', 70],
    ['双面覆膜', 30],
  ],
  拉丝: [
    ['无', 60],
    ['单面覆膜', 40],
  ],
  阳极氧化: [['无', 1]],
  喷涂: [
    ['PE涂层', 60],
    ['PVDF涂层', 40],
  ],
};

const WAREHOUSE_CODES: Readonly<Record<(typeof WAREHOUSES)[number], string>> = {
  佛山: 'FS',
  无锡: 'WX',
  巩义: 'GY',
  上海: 'SH',
};

/** The A00 price the seeded goods are priced from, CNY per tonne. */
const BASE_PRICE = 19_800;

const optional = (random: Random, values: readonly string[]): string | null =>
  values.length ? random.pick(values) : null;

/** Tonnes with 3 decimals from a whole number of kilograms, without float formatting. */
export const tonnesFromKg = (kg: number): string =>
  `${Math.floor(kg / 1000)}.${String(kg % 1000).padStart(3, '0')}`;

/** A part of a batch of `weight` tonnes: from half a tonne (or all of a smaller batch) to all of it. */
export const drawTonnes = (random: Random, weight: string): string => {
  const batchKg = Math.round(Number(weight) * 1000);
  return tonnesFromKg(random.int(Math.min(500, batchKg), batchKg));
};

/**
 * How a batch is sold, by its position (so that it draws nothing): 2 in 10 pre-sale, 4 spot,
 * 4 cash.
 */
const saleType = (index: number): CartType => {
  const slot = index % 5;
  if (slot === 0) return 'sold';
  return slot <= 2 ? 'spot' : 'cash';
};

/**
 * The second grades (二级品类) of each category, as the mall's category tree lists them; a name
 * belongs to one category only. Which one a batch is in follows from what it is (grade, size,
 * coating), so it draws nothing and the batches stay as they were.
 */
export const SECOND_GRADES = {
  铝锭: ['普通铝锭', 'T型铝锭'],
  铝板: ['普通铝板', '花纹铝板', '合金铝板', '彩涂铝板'],
  铝卷: ['普通铝卷', '合金铝卷', '彩涂铝卷'],
  型材: ['建筑型材', '工业型材'],
  铝箔: ['双零箔', '单零箔', '厚铝箔'],
} as const satisfies Readonly<Record<Category, readonly string[]>>;

const PURE_GRADES: ReadonlySet<Grade> = new Set(['1060', '1100', '8011']);
const COATINGS: ReadonlySet<Tectorial> = new Set(['PE涂层', 'PVDF涂层']);

type GradedBatch = Pick<NewGoodsBatch, 'category' | 'grade' | 'thickness' | 'tectorial' | 'weight'>;

/**
 * A batch's second grade: coated plate and coil are 彩涂; pure (1xxx, 8011) plate is 普通, one
 * in three of the thicker (2 mm and up) embossed as 花纹; alloy plate and coil 合金; 6063
 * profiles are for buildings, 6061 for industry; foil by gauge (双零 under 0.01 mm, 厚 from
 * 0.1 mm); ingot batches of 30 t and more are T-ingots.
 */
export const secondGradeOf = (batch: GradedBatch, index: number): string => {
  const thickness = Number(batch.thickness ?? 0);
  const coated = COATINGS.has(batch.tectorial);
  const pure = PURE_GRADES.has(batch.grade);
  switch (batch.category) {
    case '铝锭':
      return Number(batch.weight) >= 30 ? 'T型铝锭' : '普通铝锭';
    case '铝板':
      if (coated) return '彩涂铝板';
      if (!pure) return '合金铝板';
      return thickness >= 2 && index % 3 === 0 ? '花纹铝板' : '普通铝板';
    case '铝卷':
      return coated ? '彩涂铝卷' : pure ? '普通铝卷' : '合金铝卷';
    case '型材':
      return batch.grade === '6063' ? '建筑型材' : '工业型材';
    case '铝箔':
      return thickness < 0.01 ? '双零箔' : thickness < 0.1 ? '单零箔' : '厚铝箔';
  }
};

/** `count` goods batches; the same random source gives the same batches. */
export const generateGoods = (
  random: Random,
  count: number,
  supplierIds: readonly number[],
  now: Date,
): NewGoodsBatch[] =>
  Array.from({ length: count }, (_, index) => {
    const category = random.weighted(CATEGORY_SHARES);
    const spec = CATEGORIES[category];
    const grade = random.pick(spec.grades);
    const tempers = TEMPERS_BY_GRADE[grade];
    const surface = random.weighted(spec.surfaces);
    const tectorial = category === '铝锭' ? '无' : random.weighted(TECTORIAL_BY_SURFACE[surface]);
    const warehouse = random.weighted([
      ['佛山', 35],
      ['无锡', 30],
      ['巩义', category === '铝锭' ? 60 : 20],
      ['上海', 15],
    ] as const);
    const serial = String(index + 1).padStart(5, '0');
    const [minWeight, maxWeight] = spec.weight;
    const [minFee, maxFee] = spec.fee;
    const price = BASE_PRICE + GRADE_PREMIUM[grade] + random.int(minFee / 10, maxFee / 10) * 10;
    const listedMinutesAgo = random.int(0, 90 * 24 * 60);
    const batch = {
      batchNo: `LP${String(index + 1).padStart(7, '0')}`,
      inventoryCode: `${WAREHOUSE_CODES[warehouse]}-${spec.code}-${serial}`,
      category,
      grade,
      temper: tempers.length ? random.pick(tempers) : null,
      thickness: optional(random, spec.thicknesses),
      width: optional(random, spec.widths),
      length: optional(random, spec.lengths),
      surface,
      tectorial,
      warehouse,
      weight: tonnesFromKg(random.int(minWeight * 1000, maxWeight * 1000)),
      unitPrice: String(price),
      supplierId: random.pick(supplierIds),
      listedAt: new Date(now.getTime() - listedMinutesAgo * 60_000),
      carType: saleType(index),
    };
    return { ...batch, secondGrade: secondGradeOf(batch, index) };
  });
