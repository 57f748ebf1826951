import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';
import { byKey, Table, type TableColumn, type TableStateProps } from '../../basics/Table/Table.tsx';

/** One member of the company as 员工管理 lists them, in Chinese. */
export interface StaffRow {
  /** Unique in the list: the member's id. */
  key: Key;
  mobile: string;
  /** The real name; '-' for a mobile not registered yet. */
  realname: string;
  /** 企业管理员 or 企业员工. */
  role: string;
  /** 已邀请, 待审核, 正常, 已停用 or 已拒绝. */
  status: string;
  /** The permission, or the control that changes it. */
  permission: ReactNode;
  createdAt: string;
  /** The row's actions (通过, 拒绝, 停用, 启用), if any. */
  actions?: ReactNode;
}

export interface StaffTableProps extends TableStateProps {
  /** The members of the current page. */
  rows: readonly StaffRow[];
}

const Actions = styled.span`
  display: inline-flex;
  gap: ${space(2)};
`;

const COLUMNS: readonly TableColumn<StaffRow>[] = [
  { key: 'mobile', title: '手机号', width: 130 },
  { key: 'realname', title: '姓名', width: 100 },
  { key: 'role', title: '角色', width: 110 },
  { key: 'status', title: '状态', width: 80 },
  { key: 'permission', title: '员工权限', width: 160, render: (row) => row.permission },
  { key: 'createdAt', title: '加入时间', width: 170 },
  {
    key: 'actions',
    title: '操作',
    render: (row) => (row.actions ? <Actions>{row.actions}</Actions> : '-'),
  },
];

/** The company's members (员工列表) with what the administrator may do to each. */
export function StaffTable(props: StaffTableProps) {
  return <Table label="员工列表" columns={COLUMNS} rowKey={byKey} skeletonRows={4} {...props} />;
}
