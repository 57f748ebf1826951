import type { Key } from 'react';
import styled from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { Table, type TableColumn, type TableStateProps } from '../../basics/Table/Table.tsx';
import { space } from '../../theme/index.ts';

/** One delivery address, formatted by the domain. */
export interface AddressRow {
  /** The address's id. */
  key: Key;
  contactName: string;
  contactPhone: string;
  /** Province, city, district and detail on one line. */
  address: string;
  /** The company's default address (tagged 默认). */
  isDefault: boolean;
}

export interface AddressTableProps extends TableStateProps {
  rows: readonly AddressRow[];
  /** Whether the rows can be changed: shows 编辑, 设为默认 and 删除. */
  editable?: boolean;
  /** A row's 编辑. */
  onEdit?: (key: Key) => void;
  /** A row's 设为默认 (not shown on the default). */
  onSetDefault?: (key: Key) => void;
  /** A row's 删除. */
  onDelete?: (key: Key) => void;
  /** A write is in flight: 设为默认 waits. */
  busy?: boolean;
}

const DefaultTag = styled.span`
  margin-right: ${space(2)};
  padding: 0 ${space(1)};
  border-radius: 2px;
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primary};
`;

const Actions = styled.div`
  display: flex;
  gap: ${space(2)};
`;

/** 收货地址: the company's delivery addresses, the default tagged, with their actions. */
export function AddressTable({
  rows,
  editable = false,
  onEdit,
  onSetDefault,
  onDelete,
  busy = false,
  ...state
}: AddressTableProps) {
  const columns: TableColumn<AddressRow>[] = [
    { key: 'contactName', title: '收货人', width: 100 },
    { key: 'contactPhone', title: '联系电话', width: 130 },
    {
      key: 'address',
      title: '收货地址',
      render: (row) => (
        <>
          {row.isDefault && <DefaultTag>默认</DefaultTag>}
          {row.address}
        </>
      ),
    },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      title: '操作',
      width: 240,
      render: (row) => (
        <Actions>
          <Button size="sm" aria-label={`编辑 ${row.address}`} onClick={() => onEdit?.(row.key)}>
            编辑
          </Button>
          {!row.isDefault && (
            <Button
              size="sm"
              aria-label={`设为默认 ${row.address}`}
              disabled={busy}
              onClick={() => onSetDefault?.(row.key)}
            >
              设为默认
            </Button>
          )}
          <Button
            size="sm"
            variant="dangerText"
            aria-label={`删除 ${row.address}`}
            onClick={() => onDelete?.(row.key)}
          >
            删除
          </Button>
        </Actions>
      ),
    });
  }
  return (
    <Table
      label="收货地址"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      skeletonRows={2}
      {...state}
    />
  );
}
