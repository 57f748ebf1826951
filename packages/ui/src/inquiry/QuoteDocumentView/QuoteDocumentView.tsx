import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { Currency } from '../../basics/Currency/Currency.tsx';
import { NumberText } from '../../basics/NumberText/NumberText.tsx';
import { space } from '../../theme/index.ts';
import type { QuoteLineRow } from '../QuoteLineTable/QuoteLineTable.tsx';

/** One quoted line of the document: a quote table's row without its pick and actions. */
export type QuoteDocumentLine = Omit<QuoteLineRow, 'pick' | 'actions' | 'state'> & {
  /** The state as the document prints it, e.g. 有效. */
  state: string;
};

export interface QuoteDocumentViewProps {
  /** The buyer company. */
  companyName: string;
  inquiryNo: string;
  /** 联系人 and phone. */
  contact: string;
  lines: readonly QuoteDocumentLine[];
  /** Tonnes of the valid lines, 3 decimals. */
  validTonnes: string;
  /** Amount of the valid lines, e.g. ¥272,596.00. */
  validAmount: string;
  /** The earliest end of the valid quotes, or null when none is valid. */
  validUntil: string | null;
  /** 打印: the browser's print (only the document is printed). */
  onPrint: () => void;
}

/** While printing, only the document shows, in black on white. */
const PrintOnlyTheDocument = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-print-document], [data-print-document] * { visibility: visible; }
    [data-print-document] { position: absolute; inset: 0 auto auto 0; width: 100%; }
    [data-print-hidden] { display: none; }
  }
`;

const Sheet = styled.article`
  padding: ${space(5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};

  h3 {
    margin: 0 0 ${space(3)};
    font-size: ${({ theme }) => theme.font.size.lg};
    text-align: center;
    letter-spacing: 0.5em;
  }

  dl {
    display: grid;
    grid-template-columns: max-content 1fr max-content 1fr;
    gap: ${space(1)} ${space(3)};
    margin: 0 0 ${space(4)};
  }

  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }

  dd {
    margin: 0;
  }

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.font.size.xs};
  }

  th,
  td {
    padding: ${space(1)} ${space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }

  td[data-align='right'],
  th[data-align='right'] {
    text-align: right;
  }

  @media print {
    border: 0;
    padding: 0;
  }
`;

const Totals = styled.p`
  margin: ${space(3)} 0 0;
  text-align: right;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space(3)};
`;

/** The quote as a document (报价单): printable, the rest of the page left off the paper. */
export function QuoteDocumentView({
  companyName,
  inquiryNo,
  contact,
  lines,
  validTonnes,
  validAmount,
  validUntil,
  onPrint,
}: QuoteDocumentViewProps) {
  return (
    <>
      <PrintOnlyTheDocument />
      <Sheet data-print-document aria-label={`报价单 ${inquiryNo}`}>
        <h3>报价单</h3>
        <dl>
          <dt>询价单号</dt>
          <dd>{inquiryNo}</dd>
          <dt>询价单位</dt>
          <dd>{companyName || '-'}</dd>
          <dt>联系人</dt>
          <dd>{contact}</dd>
          <dt>报价有效期</dt>
          <dd>{validUntil ? `最早于 ${validUntil} 失效` : '报价均已失效'}</dd>
        </dl>
        <table>
          <thead>
            <tr>
              <th scope="col">序号</th>
              <th scope="col">规格</th>
              <th scope="col">数量</th>
              <th scope="col" data-align="right">
                重量(吨)
              </th>
              <th scope="col" data-align="right">
                单价(元/吨)
              </th>
              <th scope="col" data-align="right">
                金额(元)
              </th>
              <th scope="col">有效期至</th>
              <th scope="col">状态</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={line.key}>
                <td>{index + 1}</td>
                <td>{line.spec}</td>
                <td>{line.quantity}</td>
                <td data-align="right">
                  <NumberText>{line.tonnes}</NumberText>
                </td>
                <td data-align="right">
                  <Currency>{line.unitPrice}</Currency>
                </td>
                <td data-align="right">
                  <Currency>{line.amount}</Currency>
                </td>
                <td>{line.validUntil}</td>
                <td>{line.state}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Totals>
          有效报价合计：<NumberText>{validTonnes}</NumberText> 吨，
          <Currency>{validAmount}</Currency>
        </Totals>
      </Sheet>
      <Actions data-print-hidden>
        <Button variant="primary" onClick={onPrint}>
          打印
        </Button>
      </Actions>
    </>
  );
}
