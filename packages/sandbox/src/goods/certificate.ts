import type { GoodsBatch, GoodsCertificate } from '@mall/domain/contract';
import { formatSpecification } from '@mall/domain/contract/specification';

/** The mills whose certificates the seeded goods carry, by batch id. */
const MILLS = ['河南明泰铝业股份有限公司', '南山铝业股份有限公司', '广东兴发铝业有限公司'] as const;

/** Typical chemical composition (%, Si / Fe / Cu / Mg) and tensile strength (MPa) by grade. */
const GRADE_FIGURES: Readonly<Record<string, readonly [string, string, string, string, string]>> = {
  '1060': ['0.25', '0.35', '0.05', '0.03', '≥ 75'],
  '1100': ['0.95', '0.95', '0.12', '—', '≥ 90'],
  '3003': ['0.60', '0.70', '0.12', '—', '≥ 110'],
  '5052': ['0.25', '0.40', '0.10', '2.5', '≥ 170'],
  '5083': ['0.40', '0.40', '0.10', '4.5', '≥ 275'],
  '6061': ['0.60', '0.70', '0.28', '1.0', '≥ 260'],
  '6063': ['0.40', '0.35', '0.10', '0.68', '≥ 160'],
  '8011': ['0.70', '0.80', '0.10', '0.05', '≥ 85'],
  A00: ['0.10', '0.20', '0.01', '0.02', '—'],
};

/** The batch's certificate (a batch whose id is a multiple of 4 has none), or null. */
export const certificateOf = (
  batch: Pick<GoodsBatch, 'batchId' | 'batchNo' | 'listedAt'>,
): GoodsCertificate | null =>
  batch.batchId % 4 === 0
    ? null
    : {
        certificateNo: `ZB-${batch.batchNo}`,
        mill: MILLS[batch.batchId % MILLS.length] ?? MILLS[0],
        issuedOn: batch.listedAt.slice(0, 10),
        fileName: `质保书-${batch.batchNo}.svg`,
      };

const escape = (text: string): string =>
  text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The certificate as an SVG page: the batch, its composition and strength, the mill's stamp. */
export const certificateSvg = (batch: GoodsBatch, certificate: GoodsCertificate): string => {
  const [si, fe, cu, mg, strength] = GRADE_FIGURES[batch.grade] ?? GRADE_FIGURES.A00 ?? [];
  const spec = formatSpecification(batch) || '—';
  const lines: readonly (readonly [string, string])[] = [
    ['证书编号', certificate.certificateNo],
    ['生产厂家', certificate.mill],
    ['签发日期', certificate.issuedOn],
    ['批次号', batch.batchNo],
    ['品名', `${batch.productName}（${batch.secondGrade}）`],
    ['规格(mm)', spec],
    ['表面', `${batch.surface} / ${batch.tectorial}`],
    ['化学成分(%)', `Si ${si} / Fe ${fe} / Cu ${cu} / Mg ${mg}`],
    ['抗拉强度(MPa)', strength ?? '—'],
    ['结论', '检验合格，符合 GB/T 3880 / GB/T 3190 要求'],
  ];
  const rows = lines
    .map(
      ([term, value], index) =>
        `<text x="60" y="${150 + index * 40}" font-size="16" fill="#555">${escape(term)}</text>` +
        `<text x="220" y="${150 + index * 40}" font-size="16">${escape(value)}</text>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="620" viewBox="0 0 800 620" font-family="'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif">
<title>${escape(`质量证明书 ${certificate.certificateNo}`)}</title>
<rect width="800" height="620" fill="#fff" stroke="#333" stroke-width="2"/>
<text x="400" y="80" font-size="30" text-anchor="middle">质量证明书</text>
${rows}
<circle cx="660" cy="540" r="52" fill="none" stroke="#c0392b" stroke-width="3"/>
<text x="660" y="546" font-size="16" text-anchor="middle" fill="#c0392b">检验专用章</text>
</svg>
`;
};
