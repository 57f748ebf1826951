import type { companies } from '../db/schema.ts';
import type { Random } from '../random.ts';

type NewCompany = typeof companies.$inferInsert;
type Region = { province: string; city: string; district: string; code: string };

const REGIONS: readonly Region[] = [
  { province: '广东省', city: '佛山市', district: '佛山市南海区', code: '440605' },
  { province: '广东省', city: '佛山市', district: '佛山市顺德区', code: '440606' },
  { province: '广东省', city: '东莞市', district: '东莞市', code: '441900' },
  { province: '江苏省', city: '无锡市', district: '无锡市锡山区', code: '320205' },
  { province: '江苏省', city: '无锡市', district: '江阴市', code: '320281' },
  { province: '江苏省', city: '苏州市', district: '苏州市相城区', code: '320507' },
  { province: '河南省', city: '郑州市', district: '巩义市', code: '410181' },
  { province: '河南省', city: '洛阳市', district: '洛阳市偃师区', code: '410307' },
  { province: '山东省', city: '滨州市', district: '邹平市', code: '371681' },
  { province: '上海市', city: '上海市', district: '上海市宝山区', code: '310113' },
  { province: '浙江省', city: '宁波市', district: '宁波市北仑区', code: '330206' },
  { province: '天津市', city: '天津市', district: '天津市静海区', code: '120118' },
  { province: '重庆市', city: '重庆市', district: '重庆市九龙坡区', code: '500107' },
];

/** A list written as one space-separated string. */
const words = (list: string): readonly string[] => list.split(' ');

const TRADE_NAMES = words(
  '恒泰 鑫盛 华铝 众诚 永兴 金拓 瑞丰 宏达 正通 嘉禾 联创 汇金 德润 佳利 明泰 旭升 同创 兴业 中孚 豫华 广亚 坚美 凤铝 裕丰',
);
/** Buyers work aluminium into windows, curtain walls, electronics and packaging. */
const BUYER_FORMS = words(
  '金属材料有限公司 金属制品有限公司 铝材贸易有限公司 五金制品有限公司 幕墙工程有限公司 门窗科技有限公司 电子科技有限公司 包装材料有限公司',
);
const SUPPLIER_FORMS = words(
  '铝业有限公司 铝业股份有限公司 铝材有限公司 铝箔有限公司 铝型材有限公司 有色金属有限公司 新材料科技有限公司',
);
const ROADS = words('工业大道 金属城路 振兴路 创业路 环城北路 滨河路 科技大道 兴业路');
const SURNAMES = words('陈 李 王 张 刘 黄 林 吴 周 梁 何 郑 罗 谢');
const GIVEN_NAMES = words('伟 芳 强 敏 静 磊 军 洋 勇 杰 建华 志强 海燕');
/** Characters of a unified social credit code (no I, O, S, V, Z). */
const CREDIT_CODE_CHARS = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'];
const DIGITS = [...'0123456789'];
const DAY_MS = 86_400_000;

const chars = (random: Random, from: readonly string[], length: number): string =>
  Array.from({ length }, () => random.pick(from)).join('');

const company = (
  random: Random,
  now: Date,
  kind: NewCompany['kind'],
  name: string,
  region: Region,
): NewCompany => ({
  name,
  kind,
  creditCode: `91${region.code}${chars(random, CREDIT_CODE_CHARS, 10)}`,
  province: region.province,
  city: region.city,
  address: `${region.district}${random.pick(ROADS)}${random.int(1, 388)}号`,
  contactName: random.pick(SURNAMES) + random.pick(GIVEN_NAMES),
  contactPhone: `13${chars(random, DIGITS, 9)}`,
  createdAt: new Date(now.getTime() - random.int(200, 1500) * DAY_MS),
});

/**
 * The named buyers (each placed in the region its name starts with), then generated buyers
 * and suppliers, all with unique names.
 */
export const generateCompanies = (
  random: Random,
  now: Date,
  namedBuyers: readonly string[],
  counts: { buyers: number; suppliers: number },
): NewCompany[] => {
  const names = new Set(namedBuyers);
  const generated = (kind: NewCompany['kind'], forms: readonly string[]): NewCompany => {
    for (;;) {
      const region = random.pick(REGIONS);
      const name = region.district + random.pick(TRADE_NAMES) + random.pick(forms);
      if (!names.has(name)) {
        names.add(name);
        return company(random, now, kind, name, region);
      }
    }
  };
  return [
    ...namedBuyers.map((name) => {
      const region = REGIONS.find(({ district }) => name.startsWith(district));
      if (!region) throw new Error(`no region for ${name}`);
      return company(random, now, 'buyer', name, region);
    }),
    ...Array.from({ length: counts.buyers }, () => generated('buyer', BUYER_FORMS)),
    ...Array.from({ length: counts.suppliers }, () => generated('supplier', SUPPLIER_FORMS)),
  ];
};
