/**
 * The order area's PDFs (pdfkit): the sale contract and the order's detail list. Chinese needs
 * a CJK font: NotoSansCJK (or the file in env SANDBOX_CJK_FONT), read and parsed once per process
 * (parsing the 19 MB collection and warming its tables took most of a contract's time when each
 * document did it again); without it the PDF is still made, in Helvetica, with a line saying the
 * font is missing. Text is laid out without OpenType shaping (`withoutShaping`).
 */
import { readFile } from 'node:fs/promises';
import { create } from 'fontkit';
import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { OrderDetail } from '@mall/domain/contract/orders';
import { DEPOSIT_RATE, ORDER_STAGE_LABELS, orderTermsText } from '@mall/domain/contract/orders';
import { groupedYuan } from '@mall/domain/money';
import { MALL_COMPANY } from '../mall.ts';
import type { InvoiceBuyer } from './read.ts';

const DEFAULT_CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
/** The face of the collection used. */
const CJK_FAMILY = 'NotoSansCJKsc-Regular';
const CJK = 'cjk';

let cjkFont: Promise<Font | null> | undefined;

/**
 * The face, laying text out without OpenType shaping unless a caller names features: each glyph
 * of the text at its own advance. Chinese and the figures and Latin letters of a document need
 * no glyph composition, localised forms, ligatures, marks or kerning, and fontkit's layout set up
 * a shaping plan for every run (pdfkit lays out every character of Chinese text as a word of its
 * own) and ran the CJK font's lookups over it: over half of a contract's layout time. The run is
 * made afresh each time: pdfkit scales its positions in place.
 */
const withoutShaping = (face: Font): Font => {
  const layout = face.layout.bind(face);
  face.layout = (text, features) => {
    if (features) return layout(text, features);
    const glyphs = face.glyphsForString(text);
    const positions = glyphs.map(({ advanceWidth }) => ({
      xAdvance: advanceWidth,
      yAdvance: 0,
      xOffset: 0,
      yOffset: 0,
    }));
    return {
      glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((width, { xAdvance }) => width + xAdvance, 0);
      },
    };
  };
  return face;
};

/** The CJK font's face, read and parsed once; null when the file is missing. */
const loadCjkFont = (): Promise<Font | null> => {
  cjkFont ??= readFile(process.env.SANDBOX_CJK_FONT ?? DEFAULT_CJK_FONT).then(
    (bytes) => withoutShaping(create(bytes, CJK_FAMILY)),
    () => null,
  );
  return cjkFont;
};

type Doc = InstanceType<typeof PDFDocument>;

/** A page's size in points and its margin; A4 with 50 pt margins unless told. */
type Layout = { size: [number, number] | 'A4'; margin: number };

/** Renders a PDF drawn by `draw` into bytes. */
export const render = async (
  title: string,
  draw: (doc: Doc) => void,
  { size, margin }: Layout = { size: 'A4', margin: 50 },
): Promise<Uint8Array<ArrayBuffer>> => {
  const font = await loadCjkFont();
  const doc = new PDFDocument({ size, margin, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  if (font) {
    doc.registerFont(CJK, font);
    doc.font(CJK);
  } else {
    doc.font('Helvetica').fontSize(9).text('CJK font missing: Chinese text cannot be shown.');
  }
  draw(doc);
  doc.end();
  await done;
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};

export type Column = { title: string; width: number; align?: 'left' | 'right' };

/** A table: a header row, then the rows, on lines at the current position. */
export const table = (doc: Doc, columns: readonly Column[], rows: readonly string[][]) => {
  const left = doc.page.margins.left;
  const row = (cells: readonly string[], size: number) => {
    const y = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.fontSize(size).text(cell, x + 2, y, {
        width: column.width - 4,
        align: column.align ?? 'left',
        lineBreak: false,
      });
      x += column.width;
    });
    doc.x = left;
    doc.y = y + size + 8;
    doc
      .moveTo(left, doc.y - 4)
      .lineTo(x, doc.y - 4)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };
  row(
    columns.map(({ title }) => title),
    9,
  );
  for (const cells of rows) row(cells, 8.5);
};

const LINE_COLUMNS: readonly Column[] = [
  { title: '序号', width: 30 },
  { title: '品名', width: 95 },
  { title: '规格(mm)', width: 95 },
  { title: '仓库', width: 40 },
  { title: '吨数', width: 60, align: 'right' },
  { title: '单价(元/吨)', width: 85, align: 'right' },
  { title: '金额(元)', width: 90, align: 'right' },
];

/** The cells of a line under the first five of LINE_COLUMNS: number, name, spec, store, tonnes. */
const lineHead = (line: OrderDetail['lines'][number], index: number): string[] => [
  String(index + 1),
  line.productName,
  line.spec || '-',
  line.inventory,
  line.weight,
];

/**
 * The buyer company's identity as every PDF prints it: its name, taxpayer number and bank, from
 * the one source 申请开票 uses too (`buyerOf`: the invoicing details, else the company's own).
 */
export type BuyerIdentity = Pick<InvoiceBuyer, 'title' | 'taxNo' | 'bankName' | 'bankAccount'>;

/** The buyer's identity, three lines under its role (乙方（买方）, 询价单位, 买方). */
export const identityLines = (doc: Doc, role: string, buyer: BuyerIdentity): void => {
  doc.text(`${role}：${buyer.title}`);
  doc.text(`纳税人识别号：${buyer.taxNo}`);
  doc.text(`开户银行：${buyer.bankName}    银行账号：${buyer.bankAccount}`);
};

/** The parties of a contract, beside the order. */
export type ContractParties = {
  contractNo: string;
  signedAt: string;
  buyer: BuyerIdentity & { address: string; contactName: string; contactPhone: string };
};

/** The sale contract (销售合同) of an order. */
export const contractPdf = (
  order: OrderDetail,
  parties: ContractParties,
): Promise<Uint8Array<ArrayBuffer>> =>
  render(`销售合同 ${parties.contractNo}`, (doc) => {
    const percent = Number(DEPOSIT_RATE) * 100;
    doc.fontSize(20).text('销 售 合 同', { align: 'center' }).moveDown(0.5);
    doc
      .fontSize(9)
      .text(
        `合同编号：${parties.contractNo}    订单编号：${order.orderNo}    签订日期：${parties.signedAt.slice(0, 10)}`,
        {
          align: 'center',
        },
      )
      .moveDown();
    doc.fontSize(10).text(`甲方（卖方）：${MALL_COMPANY}`);
    doc.text('地址：广东省佛山市南海区桂城街道金融高新区 8 号');
    doc.moveDown(0.3);
    identityLines(doc, '乙方（买方）', parties.buyer);
    doc.text(`地址：${parties.buyer.address}`);
    doc
      .text(`联系人：${parties.buyer.contactName}    电话：${parties.buyer.contactPhone}`)
      .moveDown();
    doc
      .text('经甲乙双方友好协商，乙方向甲方购买下列铝材产品，签订本合同，共同遵守。')
      .moveDown(0.5);
    table(
      doc,
      LINE_COLUMNS,
      order.lines.map((line, index) => [
        ...lineHead(line, index),
        groupedYuan(line.unitPrice),
        groupedYuan(line.amount),
      ]),
    );
    doc
      .moveDown(0.3)
      .fontSize(10)
      .text(
        `合计：${order.totalWeight} 吨，货款 ¥${groupedYuan(order.goodsAmount)} + 过户费 ¥${groupedYuan(order.transferFee)}，合同金额 ¥${groupedYuan(order.totalAmount)}（含 13% 增值税）`,
      );
    for (const [label, text] of orderTermsText(order)) doc.text(`${label}：${text}`);
    doc.moveDown();
    const terms = [
      `一、付款方式：乙方应于合同签订后支付合同金额 ${percent}% 的定金 ¥${groupedYuan(order.depositAmount)}，甲方收到定金后安排备货。`,
      '二、结算方式：货物以实际过磅重量结算，按合同单价计算货款，扣除已付定金后多退少补；尾款结清后方可发货。',
      '三、交货方式：乙方可选择自提或物流配送，交货地点为合同所列仓库，运费及装卸费按甲方公示标准执行。',
      '四、质量标准：按国家标准 GB/T 3880 及供需双方约定执行，乙方应于收货后 7 日内提出质量异议。',
      '五、发票：甲方按实际结算金额向乙方开具 13% 增值税专用发票。',
      '六、争议解决：本合同履行中发生的争议，双方协商解决；协商不成的，向甲方所在地人民法院起诉。',
      '七、本合同经双方在线确认后生效，与纸质合同具有同等法律效力。',
    ];
    for (const term of terms) doc.fontSize(9.5).text(term, { lineGap: 3 });
    doc.moveDown(2);
    const y = doc.y;
    doc.fontSize(10).text(`甲方（盖章）：${MALL_COMPANY}`, 50, y, { width: 240 });
    doc.text(`乙方（盖章）：${parties.buyer.title}`, 305, y, { width: 240 });
    doc.text(`日期：${parties.signedAt.slice(0, 10)}`, 50, y + 40);
    doc.text(`日期：${parties.signedAt.slice(0, 10)}`, 305, y + 40);
  });

/** The order's detail list (订单明细), with the buyer company's identity. */
export const detailPdf = (
  order: OrderDetail,
  buyer: BuyerIdentity,
): Promise<Uint8Array<ArrayBuffer>> =>
  render(`订单明细 ${order.orderNo}`, (doc) => {
    doc.fontSize(18).text('订 单 明 细', { align: 'center' }).moveDown(0.5);
    doc.fontSize(10);
    doc.text(`订单编号：${order.orderNo}    状态：${ORDER_STAGE_LABELS[order.stage]}`);
    identityLines(doc, '买方', buyer);
    doc.text(`下单时间：${order.createdAt}    下单人：${order.buyerName}`);
    if (order.contractNo) doc.text(`合同编号：${order.contractNo}`);
    doc.text(`收货信息：${order.contactName} ${order.contactPhone} ${order.address}`);
    for (const [label, text] of orderTermsText(order)) doc.text(`${label}：${text}`);
    doc.moveDown(0.5);
    table(
      doc,
      [
        ...LINE_COLUMNS.slice(0, 5),
        { title: '过磅吨数', width: 55, align: 'right' },
        { title: '单价(元/吨)', width: 60, align: 'right' },
        { title: '金额(元)', width: 60, align: 'right' },
      ],
      order.lines.map((line, index) => [
        ...lineHead(line, index),
        line.weighedWeight ?? '-',
        groupedYuan(line.unitPrice),
        groupedYuan(line.weighedAmount ?? line.amount),
      ]),
    );
    doc.moveDown(0.5).fontSize(10);
    doc.text(
      `货款：¥${groupedYuan(order.goodsAmount)}    过户费：¥${groupedYuan(order.transferFee)}    订单金额：¥${groupedYuan(order.totalAmount)}    定金：¥${groupedYuan(order.depositAmount)}`,
    );
    doc.text(
      `已付金额：¥${groupedYuan(order.paidAmount)}    过磅金额：${order.weighedAmount ? `¥${groupedYuan(order.weighedAmount)}` : '-'}`,
    );
    doc.text(`待付金额：¥${groupedYuan(order.dueAmount)}`).moveDown();
    if (order.events.length > 0) {
      doc.fontSize(11).text('订单记录').moveDown(0.3);
      for (const event of order.events) doc.fontSize(9).text(`${event.at}  ${event.text}`);
    }
  });
