import { describe, expect, it } from 'vitest';
import type { ReadField, ReadLine } from './notation.ts';
import { chineseNumber, readItem, readNotation, searchTerms } from './notation.ts';

const TODAY = '2026-03-18';

const KEYS: Readonly<Record<string, ReadField>> = {
  c: 'category',
  a: 'alloy',
  s: 'temper',
  T: 'thickness',
  W: 'width',
  L: 'length',
  D: 'diameter',
  w: 'wall',
  f: 'surface',
  m: 'filmThickness',
  q: 'quantity',
  u: 'unit',
  city: 'deliveryCity',
  d: 'wantedDate',
  r: 'remark',
};

interface Expected {
  line: ReadLine | null;
  guessed: string[];
  missing: string[];
}

/**
 * A case written 'text|c=铝板 a=6061 s=T6 T=2 … g=category x=quantity': the line read (c
 * category, a alloy, s temper, T thickness, W width, L length, D diameter, w wall, f surface,
 * m film, q quantity, u unit, city, d wanted date, r remark with '_' for a space; 'c=?' no
 * category), what is guessed (g=) and missing (x=); '?' alone: nothing of an inquiry.
 */
const decode = (spec: string): Expected => {
  if (spec === '?') return { line: null, guessed: [], missing: [] };
  const line: Record<string, string> = {};
  let guessed: string[] = [];
  let missing: string[] = [];
  for (const pair of spec.split(' ')) {
    const [key = '', value = ''] = pair.split('=');
    if (key === 'g') guessed = value.split(',');
    else if (key === 'x') missing = value.split(',');
    else if (value !== '?') line[KEYS[key] ?? key] = value.replace(/_/g, ' ');
  }
  return { line, guessed, missing };
};

/** Real-looking notations as buyers write them, each with the line it reads as. */
const WRITTEN: readonly string[] = [
  '6063-T5 2.0*1250*2500 氧化 10吨|c=铝板 a=6063 s=T5 T=2.0 W=1250 L=2500 f=氧化 q=10 u=吨 g=category',
  '6061-T6 3.0×1500×3000 5t|c=铝板 a=6061 s=T6 T=3.0 W=1500 L=3000 q=5 u=吨 g=category',
  '5052H32 1.5x1220x2440 200张|c=铝板 a=5052 s=H32 T=1.5 W=1220 L=2440 q=200 u=张 g=category',
  '1060 0.5*1000*C 8吨|c=铝卷 a=1060 T=0.5 W=1000 q=8 u=吨 g=category',
  '3003-H24 0.8X1250X2500 覆膜 3.5吨|c=铝板 a=3003 s=H24 T=0.8 W=1250 L=2500 f=覆膜 q=3.5 u=吨 g=category',
  '6063 T5 1.2*40*6000 阳极氧化 膜厚10μm 500支|c=铝板 a=6063 s=T5 T=1.2 W=40 L=6000 f=氧化 m=10 q=500 u=支 g=category',
  '6063-T5 型材 1.2*40*6000 阳极氧化 膜厚10μm 500支|c=型材 a=6063 s=T5 T=1.2 W=40 L=6000 f=氧化 m=10 q=500 u=支',
  '5083-O 6*1500*6000 2吨 送无锡|c=铝板 a=5083 s=O T=6 W=1500 L=6000 q=2 u=吨 city=无锡 g=category',
  '6061-T651 20*1250*2500 1500kg|c=铝板 a=6061 s=T651 T=20 W=1250 L=2500 q=1500 u=kg g=category',
  '老板，6061-T6 铝板 3.0*1500*3000 要 5 吨，送佛山|c=铝板 a=6061 s=T6 T=3.0 W=1500 L=3000 q=5 u=吨 city=佛山',
  '１０６０ ２．０＊１２５０＊２５００ １０吨|c=铝板 a=1060 T=2.0 W=1250 L=2500 q=10 u=吨 g=category',
  '6063-T5 方管 1.4×50×6000 喷涂 300根|c=型材 a=6063 s=T5 T=1.4 W=50 L=6000 f=喷涂 q=300 u=支',
  '5052-H32 花纹板 2.5*1250*2500 20片|c=铝板 a=5052 s=H32 T=2.5 W=1250 L=2500 f=花纹 q=20 u=张',
  '1100 H14 0.3*1000 卷 12T|c=铝卷 a=1100 s=H14 T=0.3 W=1000 q=12 u=吨',
  '8011-O 0.02*500 铝箔 800公斤|c=铝箔 a=8011 s=O T=0.02 W=500 q=800 u=kg',
  '6061T6 10mm*1220mm*2440mm 拉丝 30张|c=铝板 a=6061 s=T6 T=10 W=1220 L=2440 f=拉丝 q=30 u=张 g=category',
  '6063-T6 2.0*1250*2500 电泳 4吨 4月10日前到广州|c=铝板 a=6063 s=T6 T=2.0 W=1250 L=2500 f=电泳 q=4 u=吨 city=广州 d=2026-04-10 g=wantedDate,category',
  '3003 H14 1.0x1000x2000 6吨 交期2026-05-01 上海|c=铝板 a=3003 s=H14 T=1.0 W=1000 L=2000 q=6 u=吨 d=2026-05-01 city=上海 g=category',
  '5754-H111 4.0*1500*3000 3吨|c=铝板 a=5754 s=H111 T=4.0 W=1500 L=3000 q=3 u=吨 g=category',
  '7075-T651 50*1020*2020 800kg 深圳|c=铝板 a=7075 s=T651 T=50 W=1020 L=2020 q=800 u=kg city=深圳 g=category',
  '2024-T3 1.0*1220*2440 50张 抛光|c=铝板 a=2024 s=T3 T=1.0 W=1220 L=2440 f=抛光 q=50 u=张 g=category',
  '6082-T6 12*1500*3000 喷砂 2.5吨 2026/4/20|c=铝板 a=6082 s=T6 T=12 W=1500 L=3000 f=喷砂 q=2.5 u=吨 d=2026-04-20 g=category',
  '1050 0.6×1250 C 原色 15吨|c=铝卷 a=1050 T=0.6 W=1250 f=原色 q=15 u=吨 g=category',
  '5052 H24 3*1250*2500 本色 10吨 东莞|c=铝板 a=5052 s=H24 T=3 W=1250 L=2500 f=原色 q=10 u=吨 city=东莞 g=category',
  '6063-T5 1.0*25*6000 氧化 膜厚 12 1000支 3月1日|c=铝板 a=6063 s=T5 T=1.0 W=25 L=6000 f=氧化 m=12 q=1000 u=支 d=2027-03-01 g=wantedDate,category',
  '需要 3003-H16 0.5*1000*2000 覆膜 2吨 杭州|c=铝板 a=3003 s=H16 T=0.5 W=1000 L=2000 f=覆膜 q=2 u=吨 city=杭州 g=category',
  '6061 T6 6.0 X 1250 X 2500 8 吨|c=铝板 a=6061 s=T6 T=6.0 W=1250 L=2500 q=8 u=吨 g=category',
  '5083H116 8*2000*6000 4t 青岛|c=铝板 a=5083 s=H116 T=8 W=2000 L=6000 q=4 u=吨 city=青岛 g=category',
  '铝卷 1060-H24 1.0*1250 20吨 巩义提货|c=铝卷 a=1060 s=H24 T=1.0 W=1250 q=20 u=吨 city=巩义',
  '6063-T5 2*1250*2500 粉末喷涂 60um 100张|c=铝板 a=6063 s=T5 T=2 W=1250 L=2500 f=喷涂 m=60 q=100 u=张 g=category',
  '3004-H19 0.27*1200 罐料 30吨|c=铝卷 a=3004 s=H19 T=0.27 W=1200 q=30 u=吨 g=category',
  '5A06-O 5*1200*2400 1t|c=铝板 a=5A06 s=O T=5 W=1200 L=2400 q=1 u=吨 g=category',
  '4343 0.1*600 C 2000千克|c=铝箔 a=4343 T=0.1 W=600 q=2000 u=kg g=category',
  '6063-T5 1.2×20×6000 镜面 150支|c=铝板 a=6063 s=T5 T=1.2 W=20 L=6000 f=抛光 q=150 u=支 g=category',
  '6061-T6 25*1250*2500 3张 天津|c=铝板 a=6061 s=T6 T=25 W=1250 L=2500 q=3 u=张 city=天津 g=category',
  '1060 O 1.5*1000*2000 贴膜 500公斤|c=铝板 a=1060 s=O T=1.5 W=1000 L=2000 f=覆膜 q=500 u=kg g=category',
  '6063-T5 1.1*45*6000 氧化 12μm 800支 4月30号 武汉|c=铝板 a=6063 s=T5 T=1.1 W=45 L=6000 f=氧化 m=12 q=800 u=支 d=2026-04-30 city=武汉 g=wantedDate,category',
  '3105-H24 0.7*1220*2440 彩涂 喷涂 5吨|c=铝板 a=3105 s=H24 T=0.7 W=1220 L=2440 f=喷涂 q=5 u=吨 g=category',
  '5052-H112 10.0*1500*3000 1.25t 南京|c=铝板 a=5052 s=H112 T=10.0 W=1500 L=3000 q=1.25 u=吨 city=南京 g=category',
  '6063/T5 1.5*30*6000 300支|c=铝板 a=6063 s=T5 T=1.5 W=30 L=6000 q=300 u=支 g=category',
  '6061-t6 2*1000*2000 2吨|c=铝板 a=6061 s=T6 T=2 W=1000 L=2000 q=2 u=吨 g=category',
  '2A12 T4 2.0*1200*2500 5张|c=铝板 a=2A12 s=T4 T=2.0 W=1200 L=2500 q=5 u=张 g=category',
  '2A12-T4 铝板 3*1220*2440 两吨|c=铝板 a=2A12 s=T4 T=3 W=1220 L=2440 q=2 u=吨',
  '5A06-H112 中厚板 20*1500*3000 3吨|c=铝板 a=5A06 s=H112 T=20 W=1500 L=3000 q=3 u=吨',
  '5A06 O 4*1200*2400 十张|c=铝板 a=5A06 s=O T=4 W=1200 L=2400 q=10 u=张 g=category',
  '7A04-T6 铝棒 Φ60*2000 500kg|c=铝棒 a=7A04 s=T6 D=60 L=2000 q=500 u=kg',
  '7A04 T6 圆棒 φ100×2500 一吨|c=铝棒 a=7A04 s=T6 D=100 L=2500 q=1 u=吨',
  '3A21-O 1.0*1000*2000 20张|c=铝板 a=3A21 s=O T=1.0 W=1000 L=2000 q=20 u=张 g=category',
  '3A21 H24 铝板 0.8*1200*2400 半吨|c=铝板 a=3A21 s=H24 T=0.8 W=1200 L=2400 q=0.5 u=吨',
  '1050A-H24 1.5*1250*2500 3吨|c=铝板 a=1050A s=H24 T=1.5 W=1250 L=2500 q=3 u=吨 g=category',
  '1050A O 铝卷 0.5*1250 十吨|c=铝卷 a=1050A s=O T=0.5 W=1250 q=10 u=吨',
  '6A02-T6 铝棒 Φ30*3000 一百支|c=铝棒 a=6A02 s=T6 D=30 L=3000 q=100 u=支',
  '2A14-T6 Φ200*1000 2吨|c=铝棒 a=2A14 s=T6 D=200 L=1000 q=2 u=吨 g=category',
  '2A11-T4 铝棒 直径50 长3000 50支|c=铝棒 a=2A11 s=T4 D=50 L=3000 q=50 u=支',
  'LY12 CZ 3*1200*2500 十张|c=铝板 a=2A12 s=T4 T=3 W=1200 L=2500 q=10 u=张 g=alloy,temper,category',
  'LY12 CZ 铝棒 Φ40*2500 300kg|c=铝棒 a=2A12 s=T4 D=40 L=2500 q=300 u=kg g=alloy,temper',
  'LF21 M 1.0*1000*2000 20张|c=铝板 a=3A21 T=1.0 W=1000 L=2000 q=20 u=张 g=alloy,category',
  'LF21-H24 铝板 1.5*1200*2400 2吨|c=铝板 a=3A21 s=H24 T=1.5 W=1200 L=2400 q=2 u=吨 g=alloy',
  'LF2 Y2 2*1200*2500 1吨|c=铝板 a=5A02 T=2 W=1200 L=2500 q=1 u=吨 g=alloy,category',
  'LF6 M 6*1500*3000 3吨|c=铝板 a=5A06 T=6 W=1500 L=3000 q=3 u=吨 g=alloy,category',
  'LD2 CS 铝棒 Φ50*3000 一百支|c=铝棒 a=6A02 s=T6 D=50 L=3000 q=100 u=支 g=alloy,temper',
  'LD10 铝棒 Φ120*1500 800公斤|c=铝棒 a=2A14 D=120 L=1500 q=800 u=kg g=alloy',
  'LC4 CS 铝板 10*1200*2500 5张|c=铝板 a=7A04 s=T6 T=10 W=1200 L=2500 q=5 u=张 g=alloy,temper',
  'LC9 Φ80*2000 半吨|c=铝棒 a=7A09 D=80 L=2000 q=0.5 u=吨 g=alloy,category',
  'LY11 CZ Φ25*2500 50支|c=铝棒 a=2A11 s=T4 D=25 L=2500 q=50 u=支 g=alloy,temper,category',
  'L2 铝板 1.0*1000*2000 30张|c=铝板 a=1060 T=1.0 W=1000 L=2000 q=30 u=张 g=alloy',
  'L3 0.5*1000 卷 5吨|c=铝卷 a=1050A T=0.5 W=1000 q=5 u=吨 g=alloy',
  'A00 铝锭 30吨|c=铝锭 a=A00 q=30 u=吨',
  'A00 30 吨|c=铝锭 a=A00 q=30 u=吨 g=category',
  '铝锭 A00 25吨 巩义|c=铝锭 a=A00 q=25 u=吨 city=巩义',
  'Al99.70 铝锭 50吨|c=铝锭 a=Al99.70 q=50 u=吨',
  'AL99.7 20吨 佛山|c=铝锭 a=Al99.70 q=20 u=吨 city=佛山 g=category',
  'Al99.85 重熔用铝锭 10t|c=铝锭 a=Al99.85 q=10 u=吨',
  '铝锭 两吨|c=铝锭 a=A00 q=2 u=吨 g=alloy',
  '铝锭 三十吨 上海|c=铝锭 a=A00 q=30 u=吨 city=上海 g=alloy',
  'A00铝锭 半吨|c=铝锭 a=A00 q=0.5 u=吨',
  'A00 铝锭 1000kg 无锡|c=铝锭 a=A00 q=1000 u=kg city=无锡',
  '6061-T6 铝棒 Φ50*3000 20支|c=铝棒 a=6061 s=T6 D=50 L=3000 q=20 u=支',
  '6061T6 铝棒 φ50×3000 十支|c=铝棒 a=6061 s=T6 D=50 L=3000 q=10 u=支',
  '6063-T5 铝棒 Ø20*6000 100kg|c=铝棒 a=6063 s=T5 D=20 L=6000 q=100 u=kg',
  '6082-T6 棒材 Φ150mm*3000mm 2吨|c=铝棒 a=6082 s=T6 D=150 L=3000 q=2 u=吨',
  '7075-T651 铝棒 Φ80 长2500 5支|c=铝棒 a=7075 s=T651 D=80 L=2500 q=5 u=支',
  '2024-T351 铝棒 直径 100 长度 3000 1吨|c=铝棒 a=2024 s=T351 D=100 L=3000 q=1 u=吨',
  '5052 铝棒 Φ40*2500 300公斤|c=铝棒 a=5052 D=40 L=2500 q=300 u=kg',
  '6061-T6 铝管 Φ50×3×6000 50支|c=铝管 a=6061 s=T6 D=50 w=3 L=6000 q=50 u=支',
  '6063-T5 管 Φ50×3×6000 100根|c=铝管 a=6063 s=T5 D=50 w=3 L=6000 q=100 u=支',
  '6061 T6 无缝管 Φ100*10*3000 2吨|c=铝管 a=6061 s=T6 D=100 w=10 L=3000 q=2 u=吨',
  '6063-T5 圆管 φ25x1.5x6000 500支|c=铝管 a=6063 s=T5 D=25 w=1.5 L=6000 q=500 u=支',
  '5083-H112 铝管 外径80 壁厚5 长3000 20支|c=铝管 a=5083 s=H112 D=80 w=5 L=3000 q=20 u=支',
  '6061-T6 铝管 外径 60 壁厚 4 长 6000 一百支|c=铝管 a=6061 s=T6 D=60 w=4 L=6000 q=100 u=支',
  '2A12-T4 铝管 Φ40*2*3000 半吨|c=铝管 a=2A12 s=T4 D=40 w=2 L=3000 q=0.5 u=吨',
  '6061-T6 铝管 50*3*6000 30支|c=铝管 a=6061 s=T6 D=50 w=3 L=6000 q=30 u=支',
  '6061-T6 Φ50×3×6000 30支|c=铝管 a=6061 s=T6 D=50 w=3 L=6000 q=30 u=支 g=category',
  '6063 铝管 Φ30*2 1吨|c=铝管 a=6063 D=30 w=2 q=1 u=吨 x=length',
  '6061T6 铝板 20厚 1500宽 3000长 5张|c=铝板 a=6061 s=T6 T=20 W=1500 L=3000 q=5 u=张',
  '6061T6 铝板 20厚 1500宽 3000长|c=铝板 a=6061 s=T6 T=20 W=1500 L=3000 x=quantity',
  '5052-H32 厚3 宽1250 长2500 10张|c=铝板 a=5052 s=H32 T=3 W=1250 L=2500 q=10 u=张 g=category',
  '6061 T651 厚度 50 宽度 1250 长度 2500 2吨|c=铝板 a=6061 s=T651 T=50 W=1250 L=2500 q=2 u=吨 g=category',
  '5083-H116 铝板 8mm厚 2000宽 6000长 4吨|c=铝板 a=5083 s=H116 T=8 W=2000 L=6000 q=4 u=吨',
  '1060 铝板 厚1.5 宽1000 长2米 50张|c=铝板 a=1060 T=1.5 W=1000 L=2000 q=50 u=张',
  '3003-H24 0.5厚 1000宽 卷 3吨|c=铝卷 a=3003 s=H24 T=0.5 W=1000 q=3 u=吨',
  '6061-T6 2.0±0.05*1220*2440 10张|c=铝板 a=6061 s=T6 T=2.0 W=1220 L=2440 q=10 u=张 r=公差_±0.05 g=category',
  '5052-H32 铝板 3.0±0.1×1500×3000 2吨|c=铝板 a=5052 s=H32 T=3.0 W=1500 L=3000 q=2 u=吨 r=公差_±0.1',
  '1060-O 1.0+/-0.03*1000*2000 30张|c=铝板 a=1060 s=O T=1.0 W=1000 L=2000 q=30 u=张 r=公差_±0.03 g=category',
  '6061-T6 铝板 厚2.0±0.05 宽1220 长2440 5张|c=铝板 a=6061 s=T6 T=2.0 W=1220 L=2440 q=5 u=张 r=公差_±0.05',
  '8011-H18 铝箔 0.012*300 两吨|c=铝箔 a=8011 s=H18 T=0.012 W=300 q=2 u=吨',
  '1235-O 0.006×800 双零箔 3t|c=铝箔 a=1235 s=O T=0.006 W=800 q=3 u=吨',
  '8079 0.03*1000 5吨|c=铝箔 a=8079 T=0.03 W=1000 q=5 u=吨 g=category',
  '1060 铝带 0.8*100 2吨|c=铝卷 a=1060 T=0.8 W=100 q=2 u=吨',
  '5052-H32 铝卷 2.0*1250*C 10吨 佛山|c=铝卷 a=5052 s=H32 T=2.0 W=1250 q=10 u=吨 city=佛山',
  '3003 H14 卷材 1.2*1220 15吨|c=铝卷 a=3003 s=H14 T=1.2 W=1220 q=15 u=吨',
  '6063-T5 型材 1.5*60*6000 两百支|c=型材 a=6063 s=T5 T=1.5 W=60 L=6000 q=200 u=支',
  '6063-T5 角铝 3*40*6000 一千支|c=型材 a=6063 s=T5 T=3 W=40 L=6000 q=1000 u=支',
  '6061-T6 槽铝 5*100*6000 50条|c=型材 a=6061 s=T6 T=5 W=100 L=6000 q=50 u=支',
  '6061-T6 铝板 2*1220*2440 十张 无锡|c=铝板 a=6061 s=T6 T=2 W=1220 L=2440 q=10 u=张 city=无锡',
  '6061-T6 铝板 2*1220*2440 一百张|c=铝板 a=6061 s=T6 T=2 W=1220 L=2440 q=100 u=张',
  '5052 H32 铝板 1.5*1250*2500 三十五张|c=铝板 a=5052 s=H32 T=1.5 W=1250 L=2500 q=35 u=张',
  '1060 铝板 2*1000*2000 半吨|c=铝板 a=1060 T=2 W=1000 L=2000 q=0.5 u=吨',
  '6063 铝板 1.0*1220*2440 一千五百公斤|c=铝板 a=6063 T=1.0 W=1220 L=2440 q=1500 u=kg',
  '5083-O 铝板 10*1500*3000 1.5吨|c=铝板 a=5083 s=O T=10 W=1500 L=3000 q=1.5 u=吨',
  '6061-T6 铝板 5*1500*3000 500kg|c=铝板 a=6061 s=T6 T=5 W=1500 L=3000 q=500 u=kg',
  '6061-T6 铝板 5*1500*3000 500KG|c=铝板 a=6061 s=T6 T=5 W=1500 L=3000 q=500 u=kg',
  '5052 H32 铝板 2*1220*2440 二十张 苏州|c=铝板 a=5052 s=H32 T=2 W=1220 L=2440 q=20 u=张 city=苏州',
  '3003 铝板 1*1000*2000 两千公斤|c=铝板 a=3003 T=1 W=1000 L=2000 q=2000 u=kg',
  '你好，麻烦报个价|?',
  '谢谢|?',
  '6063-T5 氧化 10吨|c=? a=6063 s=T5 f=氧化 q=10 u=吨 x=category',
  '2.0*1250*2500 10吨|c=铝板 T=2.0 W=1250 L=2500 q=10 u=吨 g=category x=alloy',
  '6061-T6 3.0*1500*3000|c=铝板 a=6061 s=T6 T=3.0 W=1500 L=3000 g=category x=quantity',
  '5052 花纹板 20张|c=铝板 a=5052 f=花纹 q=20 u=张 x=thickness,width',
  '铝棒 Φ50*3000|c=铝棒 D=50 L=3000 x=alloy,quantity',
  '铝棒 Φ50*3000 20支|c=铝棒 D=50 L=3000 q=20 u=支 x=alloy',
  '6061 铝棒 30支|c=铝棒 a=6061 q=30 u=支 x=diameter,length',
  '6061-T6 铝管 Φ50 20支|c=铝管 a=6061 s=T6 D=50 q=20 u=支 x=wall,length',
  '6061-T6 铝板 2mm 佛山|c=铝板 a=6061 s=T6 T=2 city=佛山 g=thickness x=width,quantity',
  '6061-T6 2×1220 5吨|c=铝卷 a=6061 s=T6 T=2 W=1220 q=5 u=吨 g=category',
  '7075 T6 铝板 10mm 3张|c=铝板 a=7075 s=T6 T=10 q=3 u=张 g=thickness x=width',
  '5052-H32 铝板 1220宽 2吨|c=铝板 a=5052 s=H32 W=1220 q=2 u=吨 x=thickness',
];

/** Grades as written (new, Chinese letters, with the temper run on) and as read. */
const GRADES: readonly (readonly [string, string, string])[] = [
  ['6061-T6', '6061', 'T6'],
  ['5052H32', '5052', 'H32'],
  ['2A12-T4', '2A12', 'T4'],
  ['5A06 O', '5A06', 'O'],
  ['1050A-H24', '1050A', 'H24'],
  ['7A04T6', '7A04', 'T6'],
  ['3003/H14', '3003', 'H14'],
  ['1060-O', '1060', 'O'],
  ['6063 T5', '6063', 'T5'],
  ['5083-H116', '5083', 'H116'],
  ['7075-T651', '7075', 'T651'],
  ['3A21-H24', '3A21', 'H24'],
];

/** The same grades in the notations of each product form. */
const FORMS: readonly ((grade: string) => readonly [string, string])[] = [
  (grade) => [`${grade} 2.0×1220×2440 5吨`, 'c=铝板 T=2.0 W=1220 L=2440 q=5 u=吨 g=category'],
  (grade) => [
    `${grade} 铝板 3*1500*3000 十张 佛山`,
    'c=铝板 T=3 W=1500 L=3000 q=10 u=张 city=佛山',
  ],
  (grade) => [`${grade} 铝卷 1.0*1250*C 两吨`, 'c=铝卷 T=1.0 W=1250 q=2 u=吨'],
  (grade) => [`${grade} 铝棒 Φ50*3000 一百支`, 'c=铝棒 D=50 L=3000 q=100 u=支'],
  (grade) => [`${grade} 铝管 Φ60×4×6000 半吨`, 'c=铝管 D=60 w=4 L=6000 q=0.5 u=吨'],
  (grade) => [
    `${grade} 20厚 1500宽 3000长 500kg`,
    'c=铝板 T=20 W=1500 L=3000 q=500 u=kg g=category',
  ],
  (grade) => [
    `${grade}，1.5x1000x2000，3t，无锡`,
    'c=铝板 T=1.5 W=1000 L=2000 q=3 u=吨 city=无锡 g=category',
  ],
];

const GENERATED = GRADES.flatMap(([written, alloy, temper]) =>
  FORMS.map((form) => {
    const [text, spec] = form(written);
    return `${text}|a=${alloy} s=${temper} ${spec}`;
  }),
);

/** Every old designation in a plate notation: read as today's grade, marked as guessed. */
const OLD: readonly (readonly [string, string])[] = [
  ['LY12', '2A12'],
  ['LY11', '2A11'],
  ['LF21', '3A21'],
  ['LF2', '5A02'],
  ['LF3', '5A03'],
  ['LF5', '5A05'],
  ['LF6', '5A06'],
  ['LD2', '6A02'],
  ['LD10', '2A14'],
  ['LD30', '6061'],
  ['LD31', '6063'],
  ['LC4', '7A04'],
  ['LC9', '7A09'],
  ['L2', '1060'],
  ['L3', '1050A'],
];
const OLD_WRITTEN = OLD.map(
  ([old, alloy]) =>
    `${old} 铝板 2*1200*2400 十张|c=铝板 a=${alloy} T=2 W=1200 L=2400 q=10 u=张 g=alloy`,
);

const CORPUS = [...WRITTEN, ...GENERATED, ...OLD_WRITTEN].map((entry) => {
  const [text = '', spec = ''] = entry.split('|');
  return [text, spec] as const;
});

describe('readItem: the corpus', () => {
  it('holds at least 200 notations, each once', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(CORPUS.map(([text]) => text)).size).toBe(CORPUS.length);
  });

  it.each(CORPUS)('%s', (text, spec) => {
    const expected = decode(spec);
    const read = readItem(text, TODAY);
    expect(read.line).toEqual(expected.line);
    if (!expected.line) {
      expect(read.reason).toBe('未识别到询价信息');
      return;
    }
    expect([...read.guessed].sort()).toEqual([...expected.guessed].sort());
    expect(read.missing).toEqual(expected.missing);
    expect(read.reason === null).toBe(expected.missing.length === 0);
  });
});

describe('readItem: what it says', () => {
  it("names what is missing in the words of the line's form", () => {
    expect(readItem('6061-T6 铝管 Φ50 20支', TODAY).reason).toBe('未识别到壁厚、长度');
    expect(readItem('铝棒 Φ50*3000', TODAY).reason).toBe('未识别到牌号、数量和单位');
    expect(readItem('6063-T5 氧化 10吨', TODAY).reason).toBe('未识别到品类');
  });

  it('notes an old grade, an old temper and a tolerance', () => {
    expect(readItem('LY12 CZ 2.0±0.05*1200*2500 十张', TODAY).notes).toEqual([
      '旧牌号 LY12 按 2A12 读',
      '公差 ±0.05 记入备注',
      '旧状态 CZ 按 T4 读',
    ]);
  });

  it("never reads a bar's diameter and length as thickness and width", () => {
    const { line } = readItem('铝棒 Φ50*3000', TODAY);
    expect(line?.thickness).toBeUndefined();
    expect(line?.width).toBeUndefined();
  });
});

describe('readNotation: several items in one text', () => {
  const rows = (text: string) =>
    readNotation(text, TODAY).map(({ line }) => [line?.alloy, line?.quantity]);

  it.each([
    [
      '6061-T6 2*1220*2440 5吨；5052-H32 3*1500*3000 2吨',
      [
        ['6061', '5'],
        ['5052', '2'],
      ],
    ],
    [
      '6061-T6 2*1220*2440 5吨，5052-H32 3*1500*3000 2吨',
      [
        ['6061', '5'],
        ['5052', '2'],
      ],
    ],
    [
      '6061-T6 2*1220*2440 5吨、5052-H32 3*1500*3000 2吨、A00 铝锭 30吨',
      [
        ['6061', '5'],
        ['5052', '2'],
        ['A00', '30'],
      ],
    ],
    [
      '6061-T6 2*1220*2440 5吨 5052-H32 3*1500*3000 2吨',
      [
        ['6061', '5'],
        ['5052', '2'],
      ],
    ],
    [
      '6061-T6 2*1220*2440 5吨\n\n5052-H32 3*1500*3000 2吨',
      [
        ['6061', '5'],
        ['5052', '2'],
      ],
    ],
    ['老板，6061-T6 铝板 3.0*1500*3000 要 5 吨，送佛山', [['6061', '5']]],
    ['6063-T5，2.0*1250*2500，10吨', [['6063', '10']]],
    [
      '2A12-T4 铝棒 Φ50*3000 十支；7A04-T6 铝管 Φ60×4×6000 半吨',
      [
        ['2A12', '10'],
        ['7A04', '0.5'],
      ],
    ],
  ] as const)('%s', (text, expected) => {
    expect(rows(text)).toEqual(expected);
  });

  it('reads each line and part, the lines without an inquiry named', () => {
    const read = readNotation(
      '6063-T5 2.0*1250*2500 氧化 10吨\n\n谢谢；5052-H32 1.5x1220x2440 200张',
      TODAY,
    );
    expect(read.map(({ reason }) => reason)).toEqual([null, '未识别到询价信息', null]);
  });
});

describe('chineseNumber', () => {
  it.each([
    ['两', '2'],
    ['十', '10'],
    ['十二', '12'],
    ['二十', '20'],
    ['一百', '100'],
    ['一百零五', '105'],
    ['两千', '2000'],
    ['一千五百', '1500'],
    ['三万', '30000'],
    ['半', '0.5'],
    ['零', null],
    ['吨', null],
  ] as const)('%s → %s', (text, value) => {
    expect(chineseNumber(text)).toBe(value);
  });
});

describe('searchTerms', () => {
  it.each([
    [
      '6061-T6 2*1220',
      [
        { kind: 'text', text: '6061-T6' },
        { kind: 'spec', sizes: ['2', '1220'] },
      ],
    ],
    [
      '6061-T6 2×1220',
      [
        { kind: 'text', text: '6061-T6' },
        { kind: 'spec', sizes: ['2', '1220'] },
      ],
    ],
    [
      '6061-T6 2 x 1220',
      [
        { kind: 'text', text: '6061-T6' },
        { kind: 'spec', sizes: ['2', '1220'] },
      ],
    ],
    [
      '6061-T6 2.0＊1220＊2440',
      [
        { kind: 'text', text: '6061-T6' },
        { kind: 'spec', sizes: ['2', '1220', '2440'] },
      ],
    ],
    [
      '6061-T6 2mm',
      [
        { kind: 'text', text: '6061-T6' },
        { kind: 'size', field: undefined, value: '2' },
      ],
    ],
    [
      '6061 厚2',
      [
        { kind: 'text', text: '6061' },
        { kind: 'size', field: 'thickness', value: '2' },
      ],
    ],
    ['2.0', [{ kind: 'size', field: undefined, value: '2' }]],
    ['1220宽', [{ kind: 'size', field: 'width', value: '1220' }]],
    [
      '6061-T6 铝板 2mm 佛山',
      [
        { kind: 'text', text: '6061-T6' },
        { kind: 'text', text: '铝板' },
        { kind: 'size', field: undefined, value: '2' },
        { kind: 'text', text: '佛山' },
      ],
    ],
    [
      '6061 板',
      [
        { kind: 'text', text: '6061' },
        { kind: 'text', text: '铝板' },
      ],
    ],
    ['LY12', [{ kind: 'text', text: '2A12' }]],
  ] as const)('%s', (keyword, terms) => {
    expect(searchTerms(keyword)).toEqual(terms);
  });
});
