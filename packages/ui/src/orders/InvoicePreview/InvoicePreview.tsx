import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { Currency } from '../../basics/Currency/Currency.tsx';
import { FixedDecimal } from '../../basics/NumberText/NumberText.tsx';
import { Table, type TableColumn } from '../../basics/Table/Table.tsx';
import { space } from '../../theme/index.ts';

/** A goods line of an invoice, its figures formatted by the domain. */
export interface InvoiceLineRow {
  /** Unique within the invoice. */
  key: Key;
  productName: string;
  /** Size text; '' for ingots. */
  spec: string;
  /** Tonnes, with 3 decimals. */
  weight: string;
  /** Price per tonne, tax included, e.g. '¥23,450.00'. */
  unitPrice: string;
  /** e.g. '¥117,250.00'. */
  amount: string;
}

/** One labelled fact of the invoice, e.g. 发票抬头: 佛山市南海区鑫铝金属材料有限公司. */
export interface InvoiceFact {
  label: string;
  value: ReactNode;
}

export interface InvoicePreviewProps {
  /** The buyer's details and the invoice's own (type, number, status, applied at), in order. */
  facts: readonly InvoiceFact[];
  /** The goods lines. */
  lines: readonly InvoiceLineRow[];
  /** The total, tax included, e.g. '¥334,406.56'. */
  amount: string;
  /** The tax rate as shown, e.g. 13%. */
  taxRate: string;
  /** The tax inside the total, e.g. '¥38,471.55'. */
  taxAmount: string;
}

const Root = styled.div`
  display: grid;
  gap: ${space(4)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space(2)} ${space(4)};
  margin: 0;

  div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)} ${space(5)};
  margin: 0;

  div {
    display: flex;
    gap: ${space(2)};
  }
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
  }
`;

const COLUMNS: readonly TableColumn<InvoiceLineRow>[] = [
  { key: 'productName', title: '商品' },
  { key: 'spec', title: '规格' },
  {
    key: 'weight',
    title: '重量(吨)',
    align: 'right',
    render: (row) => <FixedDecimal>{row.weight}</FixedDecimal>,
  },
  {
    key: 'unitPrice',
    title: '单价(元/吨)',
    align: 'right',
    render: (row) => <Currency>{row.unitPrice}</Currency>,
  },
  {
    key: 'amount',
    title: '金额(元)',
    align: 'right',
    render: (row) => <Currency>{row.amount}</Currency>,
  },
];

/** An invoice as the buyer checks it: the facts, the goods lines, the total and its tax. */
export function InvoicePreview({ facts, lines, amount, taxRate, taxAmount }: InvoicePreviewProps) {
  return (
    <Root>
      <Facts>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </Facts>
      <Table label="开票明细" columns={COLUMNS} rows={lines} rowKey={(row) => row.key} />
      <div role="group" aria-label="开票金额">
        <Totals>
          <div>
            <dt>税率</dt>
            <dd>{taxRate}</dd>
          </div>
          <div>
            <dt>税额</dt>
            <dd>
              <Currency>{taxAmount}</Currency>
            </dd>
          </div>
          <div>
            <dt>价税合计</dt>
            <dd>
              <Currency>{amount}</Currency>
            </dd>
          </div>
        </Totals>
      </div>
    </Root>
  );
}
