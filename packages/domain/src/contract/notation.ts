/**
 * What aluminium buyers write, read into inquiry lines: the identification's parser (智能识别),
 * shared by the sandbox's identification worker and the client (the goods search's words
 * carried into the inquiry form). Pure, without zod.
 *
 * A text is cut into items: its lines and the parts between '；', then between '，' or '、'
 * (a part that brings nothing the item already has joins it: '老板，6061-T6 …，送佛山' is one
 * item), then before each grade of a part that lists several ('6061-T6 … 5吨 5052-H32 … 2吨').
 * Each item is read for a wanted date, a grade (GB/T 3190, Chinese letters too: 2A12, 5A06,
 * 1050A; the old designations LY12, LF21, LD2, LC4 … read as today's; ingots A00, Al99.70)
 * with its temper, the product form (铝板, 铝卷, 铝箔, 铝锭, 铝棒, 铝管, 型材 and their
 * words), the sizes (2.0*1250*2500 with *, ×, x; 20厚 1500宽 3000长; Φ50*3000; a tube's
 * 外径×壁厚×长; a thickness with its tolerance 2.0±0.05, the tolerance kept in the remark),
 * a film thickness, a quantity with its unit (Chinese numerals too: 两吨, 十张, 一百支, 半吨),
 * a surface and a delivery city. What the item did not say but the reading assumed is named
 * in `guessed` (a form told by the sizes, an old grade, a year); what its form needs and it
 * lacks in `missing`.
 */
import type { InquiryLineInput, InquiryUnit } from './inquiry.ts';
import type { ProductForm } from './productForms.ts';
import { formFields, guessForm, sizeLabel } from './productForms.ts';

/** The fields of a line the reading fills. */
export type ReadLine = Partial<InquiryLineInput>;
export type ReadField = keyof InquiryLineInput;

/** One item read from the text. */
export interface ReadItem {
  /** The item's text as written. */
  text: string;
  /** What was read; null when nothing of an inquiry was. */
  line: ReadLine | null;
  /** Fields the reading assumed (told by other fields or mapped), to be checked. */
  guessed: ReadField[];
  /** Fields the line's form needs that the text does not give. */
  missing: ReadField[];
  /** What the reading did that the buyer should know, e.g. '旧牌号 LY12 按 2A12 读'. */
  notes: string[];
  /** Why it is not a whole line, in Chinese; null when it is one. */
  reason: string | null;
}

const FULL_WIDTH: Readonly<Record<string, string>> = {
  '＊': '*',
  '✕': '×',
  '╳': '×',
  Ｘ: 'x',
  '－': '-',
  '—': '-',
  '．': '.',
  '／': '/',
  '：': ':',
  '\u3000': ' ',
  φ: 'Φ',
  Ø: 'Φ',
  ø: 'Φ',
  '∅': 'Φ',
  '⌀': 'Φ',
  '＋': '+',
};

/** Full-width digits, letters and signs to their ASCII forms; diameter signs to 'Φ'. */
export const normaliseNotation = (text: string): string =>
  text
    .replace(/[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/g, (char) =>
      String.fromCharCode(char.charCodeAt(0) - 0xfee0),
    )
    .replace(/[＊✕╳Ｘ－—．／：\u3000φØø∅⌀＋]/g, (char) => FULL_WIDTH[char] ?? char)
    .replace(/\s+/g, ' ')
    .trim();

/** Grades of four digits the mall's mills make (GB/T 3190 and the international register). */
const GRADES = new Set(
  (
    '1035 1050 1060 1070 1080 1085 1100 1145 1199 1200 1235 1350 2011 2014 2017 2024 2117 2219 ' +
    '2618 3003 3004 3005 3102 3104 3105 4004 4032 4043 4045 4047 4343 5005 5050 5052 5056 5082 ' +
    '5083 5086 5154 5182 5251 5252 5356 5454 5456 5657 5754 6005 6016 6060 6061 6063 6066 6070 ' +
    '6081 6082 6101 6151 6201 6262 6351 6463 7003 7005 7020 7022 7039 7049 7050 7055 7075 7175 ' +
    '7178 7475 8006 8011 8021 8079'
  ).split(' '),
);

/** The old Chinese designations (GB 3190-82) and the grades that replaced them. */
export const OLD_GRADES: Readonly<Record<string, string>> = {
  L1: '1070A',
  L2: '1060',
  L3: '1050A',
  L4: '1035',
  'L5-1': '1100',
  L5: '1200',
  L6: '8A06',
  LF2: '5A02',
  LF3: '5A03',
  LF4: '5083',
  LF5: '5A05',
  LF6: '5A06',
  LF21: '3A21',
  LY1: '2A01',
  LY2: '2A02',
  LY4: '2A04',
  LY10: '2A10',
  LY11: '2A11',
  LY12: '2A12',
  LY16: '2A16',
  LY17: '2A17',
  LD2: '6A02',
  LD5: '2A50',
  LD7: '2A70',
  LD8: '2A80',
  LD9: '2A90',
  LD10: '2A14',
  LD30: '6061',
  LD31: '6063',
  LC3: '7A03',
  LC4: '7A04',
  LC9: '7A09',
  LT1: '4A01',
};

const NUMBER = String.raw`\d+(?:\.\d+)?`;
/** What may not follow a grade: more of a number, or a size's or a quantity's unit. */
const NOT_A_GRADE_AFTER = String.raw`(?![\d.]|\s*(?:mm|毫米|kg|公斤|千克|吨|t(?![\dA-Za-z])|张|支|根|条|片|宽|厚|长|米|年|月|号|日|元))`;
const TEMPER = String.raw`(?:\s*[-/_]?\s*(T\d{1,4}|H\d{1,3}|O|F)(?![A-Za-z\d]))?`;
const OLD = Object.keys(OLD_GRADES)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** A grade (with its temper, if written next to it). */
const GRADE = new RegExp(
  String.raw`(?<![\dA-Za-z.*×xX])(?:(Al\s*99\.\d{1,2}|A00|A0)|(${OLD})|([1-8]A\d{2}|\d{4}A?))${NOT_A_GRADE_AFTER}${TEMPER}`,
  'gi',
);

/** The words of each product form, the longer first. */
const FORM_WORDS: readonly (readonly [RegExp, ProductForm])[] = [
  [/铝锭|重熔用铝|锭/, '铝锭'],
  [/铝箔|箔/, '铝箔'],
  [/铝管|圆管|管材|无缝管|(?<!方)管/, '铝管'],
  [/铝棒|圆棒|棒材|棒/, '铝棒'],
  [/型材|方管|角铝|槽铝|工字铝/, '型材'],
  [/铝卷|卷材|铝带|带材|卷/, '铝卷'],
  [/铝板|板材|中厚板|花纹板|薄板|(?<!老)板/, '铝板'],
];

const UNITS: Readonly<Record<string, InquiryUnit>> = {
  吨: '吨',
  t: '吨',
  千克: 'kg',
  公斤: 'kg',
  kg: 'kg',
  支: '支',
  根: '支',
  条: '支',
  张: '张',
  片: '张',
};
const CHINESE_NUMBER = '[零〇一二两三四五六七八九十百千万半]+';
const QUANTITY = new RegExp(
  `(${NUMBER}|${CHINESE_NUMBER})\\s*(吨|t|千克|公斤|kg|支|根|条|张|片)(?![A-Za-z\\d])`,
  'i',
);
const DIGITS: Readonly<Record<string, number>> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const POWERS: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000, 万: 10000 };

/** A Chinese numeral as digits: 两 → 2, 十 → 10, 一百 → 100, 三十五 → 35, 半 → 0.5; null if none. */
export const chineseNumber = (text: string): string | null => {
  if (text === '半') return '0.5';
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  for (const char of text) {
    if (char in DIGITS) {
      digit = DIGITS[char] ?? 0;
      continue;
    }
    const power = POWERS[char];
    if (power === undefined) return null;
    if (power === 10000) {
      total = (total + section + (digit ?? 0)) * power;
      section = 0;
    } else section += (digit ?? 1) * power;
    digit = null;
  }
  const value = total + section + (digit ?? 0);
  return value > 0 ? String(value) : null;
};

const TOLERANCE = new RegExp(`(${NUMBER})\\s*(?:±|\\+\\/-|\\+-)\\s*(${NUMBER})`);
const DIAMETER = new RegExp(
  `Φ\\s*(${NUMBER})(?:\\s*mm)?(?:\\s*[*×xX]\\s*(${NUMBER})(?:\\s*mm)?)?(?:\\s*[*×xX]\\s*(${NUMBER})(?:\\s*mm)?)?`,
);
const SEP = String.raw`\s*(?:mm)?\s*[*×xX]\s*`;
const DIMENSIONS = new RegExp(
  `(?<![\\d.])(${NUMBER})${SEP}(${NUMBER})(?:${SEP}(${NUMBER}|C|L)(?:mm)?(?![\\dA-Za-z]))?\\s*(?:mm)?`,
  'i',
);
/** The words of each size, the full and the short one (a tube's wall before 厚). */
const SIZE_WORDS = [
  ['wall', '壁厚', ''],
  ['diameter', '外径|直径', ''],
  ['thickness', '厚度', '厚'],
  ['width', '宽度', '宽'],
  ['length', '长度', '长'],
] as const;
const FILM = new RegExp(
  `(?:膜厚\\s*:?\\s*(\\d{1,3}(?:\\.\\d)?)\\s*(?:μm|um|微米|μ|u)?)|(?:(\\d{1,3}(?:\\.\\d)?)\\s*(?:μm|um|微米))`,
  'i',
);
/** The old temper codes still written with the old grades: 淬火自然时效, 淬火人工时效. */
const OLD_TEMPERS: Readonly<Record<string, string>> = { CZ: 'T4', CS: 'T6' };
const OLD_TEMPER = /(?<![A-Za-z\d])(CZ|CS)(?![A-Za-z\d])/i;
const BARE_TEMPER = /(?<![A-Za-z\d])([TH]\d{1,4})(?![A-Za-z\d])/i;
const FULL_DATE = /(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*[日号]?/;
const MONTH_DAY = /(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?/;

/** Surface words and the surface they name; the longer words first. */
const SURFACE_WORDS: readonly (readonly [RegExp, string])[] = [
  [/阳极氧化|氧化/, '氧化'],
  [/粉末喷涂|氟碳喷涂|喷涂|喷粉/, '喷涂'],
  [/电泳/, '电泳'],
  [/木纹/, '木纹'],
  [/拉丝/, '拉丝'],
  [/覆膜|贴膜/, '覆膜'],
  [/抛光|镜面/, '抛光'],
  [/喷砂/, '喷砂'],
  [/原色|本色|素材|光面|毛料/, '原色'],
  [/花纹/, '花纹'],
];

/** Cities buyers name for delivery (the mall's warehouses among them). */
export const CITIES = [
  '佛山',
  '广州',
  '深圳',
  '东莞',
  '中山',
  '江门',
  '肇庆',
  '无锡',
  '常州',
  '苏州',
  '南京',
  '上海',
  '杭州',
  '宁波',
  '温州',
  '巩义',
  '郑州',
  '洛阳',
  '天津',
  '北京',
  '重庆',
  '成都',
  '武汉',
  '长沙',
  '厦门',
  '福州',
  '青岛',
  '济南',
  '临沂',
  '合肥',
  '南昌',
  '西安',
  '沈阳',
  '包头',
] as const;

/** What is left of `text` once `match` is taken out. */
const without = (text: string, match: RegExpExecArray): string =>
  `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;

/** Takes the first match of `pattern` out of `text`; answers it and what is left. */
const take = (text: string, pattern: RegExp): [RegExpExecArray | null, string] => {
  const match = pattern.exec(text);
  return match ? [match, without(text, match)] : [null, text];
};

/** Whether a grade match is one: four digits only when a known grade (not 3000, not 2026). */
const isGrade = (match: RegExpExecArray): boolean => {
  const modern = match[3]?.toUpperCase();
  return !modern || /^[1-8]A\d{2}$/.test(modern) || GRADES.has(modern.replace(/A$/, ''));
};

/** The grades written in `text`, in order. */
const gradesIn = (text: string): RegExpExecArray[] => [...text.matchAll(GRADE)].filter(isGrade);

const pad = (value: number): string => String(value).padStart(2, '0');

/** A date as YYYY-MM-DD, or undefined when it is no calendar date. */
const isoDate = (year: number, month: number, day: number): string | undefined => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? `${year}-${pad(month)}-${pad(day)}`
    : undefined;
};

/** A grade as written, as today's: the old designations mapped, 'AL99.7' as 'Al99.70'. */
const gradeOf = (match: RegExpExecArray): { alloy: string; old?: string } => {
  const [, ingot, old, modern] = match;
  if (ingot) {
    const purity = ingot.replace(/\s/g, '').slice(2);
    return { alloy: /^A0/i.test(ingot) ? ingot.toUpperCase() : `Al${Number(purity).toFixed(2)}` };
  }
  if (old) {
    const key = old.toUpperCase();
    return { alloy: OLD_GRADES[key] ?? key, old: key };
  }
  return { alloy: (modern ?? '').toUpperCase() };
};

/** The product form the text names, if any. */
const formNamed = (text: string): ProductForm | undefined =>
  FORM_WORDS.find(([pattern]) => pattern.test(text))?.[1];

/** The sizes of a product form in the order a buyer writes them after the grade. */
const ORDER: Readonly<
  Record<ProductForm, readonly ('thickness' | 'width' | 'length' | 'diameter' | 'wall')[]>
> = {
  铝板: ['thickness', 'width', 'length'],
  铝卷: ['thickness', 'width', 'length'],
  铝箔: ['thickness', 'width', 'length'],
  铝锭: ['thickness', 'width', 'length'],
  型材: ['thickness', 'width', 'length'],
  铝棒: ['diameter', 'length'],
  铝管: ['diameter', 'wall', 'length'],
};

/** A tube's two figures: a wall is less than half the diameter, else the second is a length. */
const tubeFigures = (figures: string[]): ('diameter' | 'wall' | 'length')[] =>
  figures.length === 2 && Number(figures[1]) * 2 >= Number(figures[0])
    ? ['diameter', 'length']
    : ['diameter', 'wall', 'length'];

const FIELD_LABELS: Partial<Record<ReadField, string>> = {
  alloy: '牌号',
  quantity: '数量和单位',
  category: '品类',
};

/** One item of text, read. */
export const readItem = (raw: string, today: string): ReadItem => {
  let text = normaliseNotation(raw);
  const found: ReadLine = {};
  const guessed: ReadField[] = [];
  const notes: string[] = [];
  let match: RegExpExecArray | null;

  [match, text] = take(text, FULL_DATE);
  if (match) {
    const date = isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
    if (date) found.wantedDate = date;
  } else {
    [match, text] = take(text, MONTH_DAY);
    if (match) {
      const year = Number(today.slice(0, 4));
      const thisYear = isoDate(year, Number(match[1]), Number(match[2]));
      const date =
        thisYear && thisYear < today
          ? isoDate(year + 1, Number(match[1]), Number(match[2]))
          : thisYear;
      if (date) {
        found.wantedDate = date;
        guessed.push('wantedDate');
      }
    }
  }

  match = gradesIn(text)[0] ?? null;
  if (match) {
    text = without(text, match);
    const { alloy, old } = gradeOf(match);
    found.alloy = alloy;
    if (old) {
      guessed.push('alloy');
      notes.push(`旧牌号 ${old} 按 ${alloy} 读`);
    }
    if (match[4]) found.temper = match[4].toUpperCase();
  }

  const named = formNamed(text);
  match = TOLERANCE.exec(text);
  if (match?.[1]) {
    notes.push(`公差 ±${match[2]} 记入备注`);
    found.remark = `公差 ±${match[2]}`;
    text = `${text.slice(0, match.index)}${match[1]}${text.slice(match.index + match[0].length)}`;
  }

  [match, text] = take(text, FILM);
  const film = match?.[1] ?? match?.[2];
  if (film) found.filmThickness = film;

  const figures: Partial<Record<'thickness' | 'width' | 'length' | 'diameter' | 'wall', string>> =
    {};
  [match, text] = take(text, DIAMETER);
  if (match?.[1]) {
    const numbers = [match[1], match[2], match[3]].filter((value): value is string => !!value);
    const fields =
      named === '铝管' || numbers.length === 3 ? tubeFigures(numbers) : ['diameter', 'length'];
    numbers.forEach((value, index) => {
      const field = fields[index] as keyof typeof figures | undefined;
      if (field) figures[field] = value;
    });
  }
  for (const [field, full, short] of SIZE_WORDS) {
    const words = short ? `${full}|${short}` : full;
    // '20厚', '1500宽' first (so that in '20厚 1500宽' 厚 is not read with 1500), then '厚20',
    // '厚度 20', '长 3米'.
    const after = new RegExp(`(${NUMBER})(?:mm|毫米)?(?:${words})(?![\\d度])`);
    const before = new RegExp(
      `(?:(?:${full})\\s*:?\\s*${short ? `|${short}\\s*:?\\s*` : ''})(${NUMBER})\\s*(米|m(?!m))?`,
    );
    [match, text] = take(text, after);
    if (match?.[1]) {
      figures[field] = match[1];
      continue;
    }
    [match, text] = take(text, before);
    if (match?.[1]) figures[field] = match[2] ? String(Number(match[1]) * 1000) : match[1];
  }
  let coil = false;
  [match, text] = take(text, DIMENSIONS);
  if (match?.[1] && match[2]) {
    const numbers = [match[1], match[2], match[3]].filter(
      (value): value is string => !!value && /^\d/.test(value),
    );
    coil = /^[CL]$/i.test(match[3] ?? '');
    const order = named === '铝管' ? tubeFigures(numbers) : ORDER[named ?? '铝板'];
    numbers.forEach((value, index) => {
      const field = order[index];
      if (field && figures[field] === undefined) figures[field] = value;
    });
  }
  if (!figures.thickness && !figures.diameter) {
    // A lone '2mm': the thickness (a bar's or a tube's diameter), to be checked.
    [match, text] = take(text, new RegExp(`(?<![\\d.])(${NUMBER})\\s*(?:mm|毫米)`, 'i'));
    if (match?.[1]) {
      figures[named === '铝棒' || named === '铝管' ? 'diameter' : 'thickness'] = match[1];
      guessed.push(named === '铝棒' || named === '铝管' ? 'diameter' : 'thickness');
    }
  }
  Object.assign(found, figures);

  [match, text] = take(text, QUANTITY);
  if (match?.[1] && match[2]) {
    const amount = /\d/.test(match[1]) ? match[1] : chineseNumber(match[1]);
    const unit = UNITS[match[2].toLowerCase()];
    if (amount && unit) {
      found.quantity = amount;
      found.unit = unit;
    }
  }

  if (!found.temper) {
    [match, text] = take(text, OLD_TEMPER);
    const temper = match?.[1] && OLD_TEMPERS[match[1].toUpperCase()];
    if (temper) {
      found.temper = temper;
      guessed.push('temper');
      notes.push(`旧状态 ${match?.[1]?.toUpperCase() ?? ''} 按 ${temper} 读`);
    }
  }
  if (!found.temper) {
    [match, text] = take(text, BARE_TEMPER);
    if (match?.[1] && found.alloy) found.temper = match[1].toUpperCase();
  }

  const category = named ?? guessForm(found, coil);
  if (category) {
    found.category = category;
    if (!named) guessed.push('category');
  }
  if (category === '铝锭' && !found.alloy) {
    found.alloy = 'A00';
    guessed.push('alloy');
  }
  const surface = SURFACE_WORDS.find(([pattern]) => pattern.test(text));
  if (surface) found.surface = surface[1];
  const city = CITIES.find((name) => text.includes(name));
  if (city) found.deliveryCity = city;

  const { required } = formFields(category);
  const missing: ReadField[] = [
    ...(category ? [] : (['category'] as const)),
    ...(found.alloy ? [] : (['alloy'] as const)),
    ...(category
      ? ORDER[category].filter((field) => required.includes(field) && !found[field])
      : []),
    ...(found.quantity ? [] : (['quantity'] as const)),
  ];
  const read = Object.keys(found).filter((key) => key !== 'wantedDate' && key !== 'remark');
  if (read.length === 0 || (!found.alloy && !found.quantity && !category))
    return {
      text: raw.trim(),
      line: null,
      guessed: [],
      missing,
      notes: [],
      reason: '未识别到询价信息',
    };
  const names = missing.map((field) =>
    field === 'thickness' ||
    field === 'width' ||
    field === 'length' ||
    field === 'diameter' ||
    field === 'wall'
      ? sizeLabel(field, category)
      : (FIELD_LABELS[field] ?? field),
  );
  return {
    text: raw.trim(),
    line: found,
    guessed,
    missing,
    notes,
    reason: missing.length ? `未识别到${names.join('、')}` : null,
  };
};

/** Where in `part` each grade after the first starts an item of its own. */
const listedStarts = (part: string): number[] =>
  gradesIn(part)
    .map((match) => match.index)
    .filter((index) => index > 0);

/** The fields an item's text brings that another item cannot share. */
const brings = (text: string, today: string): Set<string> => {
  const { line } = readItem(text, today);
  return new Set(
    ['alloy', 'thickness', 'diameter', 'quantity'].filter(
      (field) => line?.[field as ReadField] !== undefined,
    ),
  );
};

/** A line of text cut into items (see the module's comment), each as written. */
const itemsOf = (textLine: string, today: string): string[] => {
  // The parts between '，' or '、', each with the sign before it, then each listed grade's.
  const atoms = [...textLine.matchAll(/([，,、]?)([^，,、]*)/g)].flatMap(
    ([, sign = '', part = '']) => {
      const normal = normaliseNotation(part);
      const cuts = [0, ...listedStarts(normal), normal.length];
      return cuts
        .slice(0, -1)
        .map((start, index) => ({
          sign: index === 0 ? sign : ' ',
          text: normal.slice(start, cuts[index + 1]).trim(),
        }))
        .filter(({ text }) => text !== '');
    },
  );
  const items: string[] = [];
  for (const { sign, text } of atoms) {
    const last = items.at(-1);
    const mine = brings(text, today);
    const clash = last !== undefined && [...brings(last, today)].some((field) => mine.has(field));
    if (last === undefined || clash) items.push(text);
    else items[items.length - 1] = `${last}${sign}${text}`;
  }
  return items;
};

/** Every item of the text, read, in order: its lines, its parts between '；', its listed items. */
export const readNotation = (text: string, today: string): ReadItem[] =>
  text
    .split(/\r?\n|[；;]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => itemsOf(part, today))
    .map((item) => readItem(item, today));

/** A word of a goods search, as the search matches it. */
export type SearchTerm =
  | { kind: 'spec'; sizes: string[] }
  | { kind: 'size'; field: 'thickness' | 'width' | 'length' | undefined; value: string }
  | { kind: 'text'; text: string };

const SEARCH_SPEC = new RegExp(`^(${NUMBER})(?:mm)?(?:[*×xX](${NUMBER})(?:mm)?){1,2}$`, 'i');
const SEARCH_SIZE = new RegExp(`^(厚|宽|长)?(?:度)?(${NUMBER})(mm|毫米)?(厚|宽|长)?$`, 'i');
const SEARCH_FIELDS = { 厚: 'thickness', 宽: 'width', 长: 'length' } as const;
/** Words of a product form written short, as the goods' categories name them. */
const SEARCH_FORMS: Readonly<Record<string, string>> = {
  板: '铝板',
  卷: '铝卷',
  箔: '铝箔',
  锭: '铝锭',
};

/** A number as the goods' sizes are kept: 2.0 → 2, 0.50 → 0.5. */
const plainNumber = (text: string): string => String(Number(text));

/**
 * The words of a goods search as buyers write them: full-width signs and ×, x, X as '*'
 * ('2×1220' is the spec 2*1220, its sizes compared as numbers, so 2.0 finds 2); a size alone
 * ('2mm', '2.0', '厚2', '1220宽') is one of the sizes (the one named, if any); 板, 卷, 箔 and 锭
 * are their categories; an old grade is today's (LY12 → 2A12); other words are text.
 */
export const searchTerms = (keyword: string): SearchTerm[] =>
  normaliseNotation(keyword)
    .replace(/(\d)\s*[*×xX]\s*(?=\d)/g, '$1*')
    .split(' ')
    .filter(Boolean)
    .map((word): SearchTerm => {
      const spec = SEARCH_SPEC.exec(word);
      if (spec)
        return {
          kind: 'spec',
          sizes: word.split('*').map((size) => plainNumber(size.replace(/mm$/i, ''))),
        };
      const size = SEARCH_SIZE.exec(word);
      if (size?.[2] && !(size[1] && size[4])) {
        const named = size[1] ?? size[4];
        const field = named ? SEARCH_FIELDS[named as keyof typeof SEARCH_FIELDS] : undefined;
        // A bare four-digit number may be a grade (6061): it stays text unless it says mm.
        if (field || size[3] || !/^\d{4}$/.test(size[2]))
          return { kind: 'size', field, value: plainNumber(size[2]) };
      }
      const old = OLD_GRADES[word.toUpperCase()];
      if (old) return { kind: 'text', text: old };
      return { kind: 'text', text: SEARCH_FORMS[word] ?? word };
    });
