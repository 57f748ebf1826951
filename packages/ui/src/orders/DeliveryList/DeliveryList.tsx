import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { ErrorState } from '../../basics/ErrorState/ErrorState.tsx';
import { Skeleton } from '../../basics/Skeleton/Skeleton.tsx';
import { Table, type TableColumn } from '../../basics/Table/Table.tsx';
import { space } from '../../theme/index.ts';
import { StatusTag, type StatusValue } from '../../basics/StatusTag/StatusTag.tsx';
import { bareList } from '../../theme/list.ts';

/** One goods line of a delivery, its figures formatted by the domain. */
export interface DeliveryCardLine {
  /** Unique in the delivery, e.g. the detail id. */
  key: Key;
  /** e.g. 6061-T6 铝板. */
  productName: string;
  /** Size text; '' for ingots. */
  spec: string;
  /** Tonnes, 3 decimals. */
  weight: string;
  /** e.g. '¥23,450.00'. */
  unitPrice: ReactNode;
  /** e.g. '¥117,250.00'. */
  amount: ReactNode;
}

/** One fact of a delivery, e.g. 提货方式 自提. */
export interface DeliveryFact {
  label: string;
  value: ReactNode;
}

/** One delivery as a card. */
export interface DeliveryCard {
  /** Unique in the list, e.g. the delivery id. */
  key: Key;
  /** e.g. FH20260320042001. */
  deliveryNo: string;
  /** The order it ships. */
  orderNo: string;
  /** When it was applied for. */
  createdAt: string;
  /** Its state: the word (e.g. 待收货) and tone. */
  status: StatusValue;
  /** The goods shipped. */
  lines: readonly DeliveryCardLine[];
  /** Delivery type, contact, plate or address, planned date, logistics… */
  facts: readonly DeliveryFact[];
  /** Text buttons, e.g. 查看物流, 确认收货. */
  actions?: ReactNode;
  /** Under the facts, e.g. the evaluation. */
  extra?: ReactNode;
}

export interface DeliveryListProps {
  /** The accessible name of the list, e.g. 待收货发货单. */
  label: string;
  /** The deliveries of the current page. */
  deliveries: readonly DeliveryCard[];
  /** Shows a skeleton while the page loads. */
  loading?: boolean;
  /** The contract client's message when loading failed; shows it with 重试. */
  error?: string;
  /** Loads the list again after an error. */
  onRetry?: () => void;
  /** What an empty list shows, e.g. 暂无待收货的发货单. */
  empty?: ReactNode;
}

const List = styled.ul`
  display: grid;
  gap: ${space(3)};
  ${bareList}
`;

const Card = styled.article`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(5)};
  padding: ${space(2)} ${space(4)};
  background: ${({ theme }) => theme.color.fill};
  color: ${({ theme }) => theme.color.textSecondary};
  font-variant-numeric: tabular-nums;

  & > h3 {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Status = styled.span`
  margin-left: auto;
`;

const Body = styled.div`
  display: grid;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${space(1)} ${space(5)};
  margin: 0;

  & > div {
    display: flex;
    gap: ${space(2)};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    white-space: nowrap;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
`;

const columns: readonly TableColumn<DeliveryCardLine>[] = [
  { key: 'productName', title: '商品', width: '28%' },
  { key: 'spec', title: '规格', width: '22%', render: (line) => line.spec || '—' },
  { key: 'weight', title: '重量(吨)', align: 'right' },
  { key: 'unitPrice', title: '单价(元/吨)', align: 'right', render: (line) => line.unitPrice },
  { key: 'amount', title: '金额(元)', align: 'right', render: (line) => line.amount },
];

/** Deliveries as cards: number, order, time and status; the goods; the facts; the actions. */
export function DeliveryList({
  label,
  deliveries,
  loading = false,
  error,
  onRetry,
  empty = <Empty description="暂无发货单" />,
}: DeliveryListProps) {
  if (loading) return <Skeleton lines={5} aria-label={label} />;
  if (error !== undefined) return <ErrorState message={error} onRetry={onRetry} />;
  if (deliveries.length === 0) return <>{empty}</>;
  return (
    <List aria-label={label}>
      {deliveries.map((delivery) => (
        <li key={delivery.key}>
          <Card aria-label={`发货单 ${delivery.deliveryNo}`}>
            <Header>
              <h3>发货单号：{delivery.deliveryNo}</h3>
              <span>订单号：{delivery.orderNo}</span>
              <span>申请时间：{delivery.createdAt}</span>
              <Status>
                <StatusTag tone={delivery.status.tone}>{delivery.status.label}</StatusTag>
              </Status>
            </Header>
            <Body>
              <Table
                label={`发货单 ${delivery.deliveryNo} 商品`}
                columns={columns}
                rows={delivery.lines}
                rowKey={(line) => line.key}
              />
              <Facts>
                {delivery.facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </Facts>
              {delivery.extra}
              {delivery.actions && <Actions>{delivery.actions}</Actions>}
            </Body>
          </Card>
        </li>
      ))}
    </List>
  );
}
