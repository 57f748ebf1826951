/**
 * The identification worker's parser: free text as buyers paste it (a list, a chat) becomes
 * inquiry lines. Each text line (or part between '；') is read on its own for, in this order, a
 * date, an alloy with its temper, the dimensions (thickness × width × length in mm, with '*',
 * '×' or 'x'; a coil's length as 'C' or missing), a film thickness, a quantity with its unit
 * (吨, t, kg, 千克, 公斤, 支, 根, 张, 片), a bare alloy, a surface word and a delivery city. A line
 * without an alloy, dimensions or quantity is named with the reason.
 */
import type { IdentifiedLine, InquiryLineInput, InquiryUnit } from '@mall/domain/contract/inquiry';

const FULL_WIDTH: Readonly<Record<string, string>> = {
  '＊': '*',
  '✕': 'x',
  '╳': 'x',
  '－': '-',
  '—': '-',
  '．': '.',
  '／': '/',
  '：': ':',
  '，': ',',
  '\u3000': ' ',
};

/** Full-width digits, letters and signs to their ASCII forms. */
const normalise = (text: string): string =>
  text
    .replace(/[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/g, (char) =>
      String.fromCharCode(char.charCodeAt(0) - 0xfee0),
    )
    .replace(/[＊✕╳－—．／：，\u3000]/g, (char) => FULL_WIDTH[char] ?? char)
    .replace(/\s+/g, ' ')
    .trim();

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const SEP = String.raw`\s*(?:mm)?\s*[*×xX]\s*`;

const ALLOY_TEMPER = new RegExp(
  String.raw`(?<![\d.])([1-8]\d{3})\s*(?:-|/)?\s*([TH]\d{1,3}|O|F)(?![\dA-Za-z])`,
  'i',
);
const DIMENSIONS = new RegExp(
  `(?<![\\d.])(${NUMBER})${SEP}(${NUMBER})(?:${SEP}(${NUMBER}|C|L)(?:mm)?(?![\\dA-Za-z]))?\\s*(?:mm)?`,
  'i',
);
const FILM = new RegExp(
  `(?:膜厚\\s*:?\\s*(\\d{1,3}(?:\\.\\d)?)\\s*(?:μm|um|微米|μ|u)?)|(?:(\\d{1,3}(?:\\.\\d)?)\\s*(?:μm|um|微米))`,
  'i',
);
const QUANTITY = new RegExp(`(${NUMBER})\\s*(吨|t|千克|公斤|kg|支|根|张|片)(?![A-Za-z\\d])`, 'i');
const BARE_ALLOY = /(?<![\d.])([1-8]\d{3})(?![\d.])/;
const BARE_TEMPER = /(?<![A-Za-z\d])([TH]\d{1,3})(?![A-Za-z\d])/i;
const FULL_DATE = /(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*[日号]?/;
const MONTH_DAY = /(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?/;

const UNITS: Readonly<Record<string, InquiryUnit>> = {
  吨: '吨',
  t: '吨',
  千克: 'kg',
  公斤: 'kg',
  kg: 'kg',
  支: '支',
  根: '支',
  张: '张',
  片: '张',
};

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

const CITIES = [
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

type Found = Partial<InquiryLineInput>;

/** Takes the first match of `pattern` out of `text`; answers it and what is left. */
const take = (text: string, pattern: RegExp): [RegExpMatchArray | null, string] => {
  const match = pattern.exec(text);
  if (!match) return [null, text];
  return [match, `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`];
};

const pad = (value: number): string => String(value).padStart(2, '0');

/** A date as YYYY-MM-DD, or undefined when it is no calendar date. */
const isoDate = (year: number, month: number, day: number): string | undefined => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? `${year}-${pad(month)}-${pad(day)}`
    : undefined;
};

/** The wanted date of the text: a full date, or a month and day (this year, or the next once past). */
const readDate = (text: string, today: string): [string | undefined, string] => {
  const [full, rest] = take(text, FULL_DATE);
  if (full) return [isoDate(Number(full[1]), Number(full[2]), Number(full[3])), rest];
  const [short, left] = take(text, MONTH_DAY);
  if (!short) return [undefined, text];
  const year = Number(today.slice(0, 4));
  const month = Number(short[1]);
  const day = Number(short[2]);
  const thisYear = isoDate(year, month, day);
  return [thisYear && thisYear < today ? isoDate(year + 1, month, day) : thisYear, left];
};

/** The fields found in one piece of text, and why it is not a line when it is not one. */
export const identifyLine = (
  raw: string,
  today: string,
): { line: Found | null; reason: string | null } => {
  let text = normalise(raw);
  const found: Found = {};
  const [wantedDate, afterDate] = readDate(text, today);
  text = afterDate;
  if (wantedDate) found.wantedDate = wantedDate;

  let match: RegExpMatchArray | null;
  [match, text] = take(text, ALLOY_TEMPER);
  if (match?.[1] && match[2]) {
    found.alloy = match[1];
    found.temper = match[2].toUpperCase();
  }
  [match, text] = take(text, DIMENSIONS);
  if (match?.[1] && match[2]) {
    found.thickness = match[1];
    found.width = match[2];
    const length = match[3];
    if (length && /^\d/.test(length)) found.length = length;
  }
  [match, text] = take(text, FILM);
  const film = match?.[1] ?? match?.[2];
  if (film) found.filmThickness = film;
  [match, text] = take(text, QUANTITY);
  const unit = match?.[2] ? UNITS[match[2].toLowerCase()] : undefined;
  if (match?.[1] && unit) {
    found.quantity = match[1];
    found.unit = unit;
  }
  if (!found.alloy) {
    [match, text] = take(text, BARE_ALLOY);
    if (match?.[1]) found.alloy = match[1];
    [match, text] = take(text, BARE_TEMPER);
    if (match?.[1]) found.temper = match[1].toUpperCase();
  }
  const surface = SURFACE_WORDS.find(([pattern]) => pattern.test(text));
  if (surface) found.surface = surface[1];
  const city = CITIES.find((name) => text.includes(name));
  if (city) found.deliveryCity = city;

  const missing = [
    !found.alloy && '牌号',
    !found.thickness && '规格（厚*宽*长）',
    !found.quantity && '数量和单位',
  ].filter(Boolean);
  if (missing.length === 3) return { line: null, reason: '未识别到询价信息' };
  return { line: found, reason: missing.length ? `未识别到${missing.join('、')}` : null };
};

/** Every non-empty line (or part between '；' or ';') of the text, read. */
export const identifyText = (text: string, today: string): IdentifiedLine[] =>
  text
    .split(/\r?\n|[；;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part, index) => ({ row: index + 1, text: part, ...identifyLine(part, today) }));
