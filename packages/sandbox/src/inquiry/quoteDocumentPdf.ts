/**
 * The quote document (报价单) of an inquiry as a PDF, drawn with the order area's pdfkit helpers
 * (orders/pdf.ts): the same CJK font choice (NotoSansCJK from Debian's fonts-noto-cjk, or the file
 * in env SANDBOX_CJK_FONT; without it the PDF is still made, in Helvetica, saying so).
 */
import type { InquiryDetail } from '@mall/domain/contract/inquiry';
import { INQUIRY_STATUS_LABELS } from '@mall/domain/contract/inquiry';
import { quoteDocument } from '@mall/domain/contract/inquiryDetail';
import { groupedYuan } from '@mall/domain/money';
import { MALL_COMPANY } from '../mall.ts';
import type { BuyerIdentity, Column } from '../orders/pdf.ts';
import { identityLines, render, table } from '../orders/pdf.ts';

const COLUMNS: readonly Column[] = [
  { title: '序号', width: 25 },
  { title: '规格(mm)', width: 115 },
  { title: '数量', width: 50 },
  { title: '重量(吨)', width: 50, align: 'right' },
  { title: '单价(元/吨)', width: 60, align: 'right' },
  { title: '金额(元)', width: 70, align: 'right' },
  { title: '有效期至', width: 80 },
  { title: '状态', width: 45 },
];

/** The file's name. */
export const quoteDocumentName = (inquiryNo: string): string => `报价单-${inquiryNo}.pdf`;

/** The quote document of the buyer company's inquiry. */
export const quoteDocumentPdf = (
  detail: InquiryDetail,
  buyer: BuyerIdentity,
  printedAt: string,
): Promise<Uint8Array<ArrayBuffer>> => {
  const doc = quoteDocument(detail);
  return render(`报价单 ${doc.inquiryNo}`, (pdf) => {
    pdf.fontSize(18).text('报 价 单', { align: 'center' }).moveDown(0.5);
    pdf.fontSize(10);
    pdf.text(`询价单号：${doc.inquiryNo}    状态：${INQUIRY_STATUS_LABELS[detail.status]}`);
    identityLines(pdf, '询价单位', buyer);
    pdf.text(`联系人：${doc.contact}`);
    pdf.text(`报价单位：${MALL_COMPANY}    打印时间：${printedAt}`).moveDown(0.5);
    table(
      pdf,
      COLUMNS,
      doc.rows.map((row, index) => [
        String(index + 1),
        row.spec,
        row.quantity,
        row.tonnes,
        groupedYuan(row.unitPrice),
        groupedYuan(row.amount),
        row.validUntil.slice(0, 16),
        row.state,
      ]),
    );
    pdf.moveDown(0.5).fontSize(10);
    pdf.text(`有效报价合计：${doc.validTonnes} 吨，¥${groupedYuan(doc.validAmount)}`);
    pdf.text(
      doc.validUntil
        ? `报价最早于 ${doc.validUntil} 失效，请在有效期内下单。`
        : '报价均已失效，可对过期明细申请重新报价。',
    );
  });
};
